import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditExport } from '../../../engine/audit/export.js';
import { verifyAudit, type Check, type Failure } from '../../../engine/audit/verify.js';
import { getGame } from '../../../engine/index.js';
import { playThroughApp } from '../support/play-through-app.js';

/**
 * Each test changes one thing in the complete export of a finished Manila game, as someone
 * rewriting history would, and expects the verifier to name the record and the check.
 */
let original: AuditExport;

beforeAll(async () => {
  original = (await playThroughApp(getGame('manila')!, { seats: 3, seed: 11 })).exports.over;
});

const copy = () => structuredClone(original);
const failuresOf = (doc: AuditExport): Failure[] => verifyAudit(doc).failures;
const at = (version: number | null, check: Check) => expect.objectContaining({ version, check });
const versionsOf = (failures: Failure[]) => [...new Set(failures.map((f) => f.version))];

describe('a tampered audit export', () => {
  it('is valid untouched', () => {
    expect(verifyAudit(copy())).toMatchObject({ result: 'valid', failures: [], unchecked: [] });
  });

  it('a die changed in draws: that record fails its draws and its hash, nothing else', () => {
    const doc = copy();
    const r = doc.records.find((x) => x.version > 1 && (x.draws ?? []).some(([min, max]) => max > min))!;
    const i = r.draws!.findIndex(([min, max]) => max > min);
    const [min, max, value] = r.draws![i];
    r.draws![i] = [min, max, value === max ? min : value + 1];
    const failures = failuresOf(doc);
    expect(failures).toEqual(expect.arrayContaining([at(r.version, 'hash'), at(r.version, 'draws')]));
    expect(failures.find((f) => f.check === 'draws')!.message).toBe(
      `draw #${i} in [${min}, ${max}] is ${r.draws![i][2]}, the seed gives ${value}`,
    );
    expect(versionsOf(failures)).toEqual([r.version]);
  });

  it('a field of a command changed: that record fails its hash and its re-decided events', () => {
    const doc = copy();
    const r = doc.records.find((x) => x.command?.type === 'bid')!;
    (r.command as unknown as { amount: number }).amount -= 1;
    const failures = failuresOf(doc);
    expect(failures).toEqual(expect.arrayContaining([at(r.version, 'hash'), at(r.version, 'events')]));
    expect(versionsOf(failures)).toEqual([r.version]);
  });

  it('an event changed: that record fails its hash and its events, before any other', () => {
    const doc = copy();
    const r = doc.records.find(
      (x) => x.version > 1 && x.events.some((e) => (e as { type: string }).type === 'DiceRolled'),
    )!;
    const k = r.events.findIndex((e) => (e as { type: string }).type === 'DiceRolled');
    r.events[k] = { ...(r.events[k] as object), forged: true };
    const failures = failuresOf(doc);
    expect(failures.slice(0, 2)).toEqual([at(r.version, 'hash'), at(r.version, 'events')]);
    expect(failures[1].message).toMatch(new RegExp(`^event #${k} differs: recorded .*"forged":true`));
  });

  it('an event the rules do not know: that record fails its events, and the verifier says it stopped there', () => {
    const doc = copy();
    const r = doc.records[5];
    r.events[0] = { type: 'TreasureFound', seat: 0 };
    const verdict = verifyAudit(doc);
    expect(verdict.failures).toEqual(
      expect.arrayContaining([
        at(6, 'hash'),
        expect.objectContaining({
          version: 6,
          check: 'events',
          message: expect.stringMatching(/^the rules cannot apply the recorded events: /),
        }),
      ]),
    );
    expect(verdict.unchecked).toContain(
      'the records after version 6 were not re-decided: the recorded events before them cannot be applied',
    );
  });

  it('a record removed: the one after it finds the gap and its prev unmatched', () => {
    const doc = copy();
    doc.records.splice(9, 1);
    const failures = failuresOf(doc);
    // Version 10 was the seat's move before version 11's: the next link no longer follows the last one there is.
    expect(failures).toEqual([
      { version: 11, check: 'order', message: 'version 10 is missing before it' },
      at(11, 'chain'),
      {
        version: 11,
        check: 'link',
        message: expect.stringMatching(/reveals a link whose SHA-256 is not the seat's last link/),
      },
    ]);
    expect(verifyAudit(doc).unchecked).toContain('the decisions cannot be re-run across a missing or misplaced record');
  });

  it('the first record removed: the new first one is out of order and does not start the chain', () => {
    const doc = copy();
    doc.records.shift();
    expect(failuresOf(doc)).toEqual(
      expect.arrayContaining([
        { version: 2, check: 'order', message: 'version 1 is missing before it' },
        at(2, 'chain'),
      ]),
    );
  });

  it('a record passed off as one from before commitments: its chain check fails rather than being skipped', () => {
    const doc = copy();
    Object.assign(doc.records[6], { prev: null, hash: null });
    expect(failuresOf(doc)).toEqual(expect.arrayContaining([at(7, 'chain'), at(8, 'chain')]));
    const whole = copy();
    for (const r of whole.records) Object.assign(r, { prev: null, hash: null });
    expect(failuresOf(whole)).toEqual([
      { version: 1, check: 'chain', message: 'the first record has no hash, but the game has commitments' },
    ]);
  });

  it('two records swapped: both are out of order and out of the chain', () => {
    const doc = copy();
    [doc.records[19], doc.records[20]] = [doc.records[20], doc.records[19]];
    const failures = failuresOf(doc);
    expect(failures).toEqual(
      expect.arrayContaining([
        { version: 20, check: 'order', message: 'comes after version 21 in the log' },
        { version: 21, check: 'order', message: 'version 20 is missing before it' },
        at(20, 'chain'),
        at(21, 'chain'),
      ]),
    );
    expect(versionsOf(failures).every((v) => v !== null && v >= 20 && v <= 22)).toBe(true);
  });

  it('the seed replaced: the reveal record fails the commitment', () => {
    const doc = copy();
    const reveal = doc.records.at(-1)!;
    doc.seed = reveal.seed = 'ab'.repeat(32);
    expect(failuresOf(doc)).toEqual([at(reveal.version, 'commitment')]);
  });

  it('the commitment replaced: the first record fails the commitment (the seed still matches every other hash) and its hash', () => {
    const doc = copy();
    doc.commitment = doc.records[0].commitment = 'cd'.repeat(32);
    expect(failuresOf(doc)).toEqual([at(1, 'commitment'), at(1, 'hash')]);
  });

  it('the commitment in the game data alone replaced: the first record says it differs', () => {
    const doc = copy();
    doc.commitment = 'cd'.repeat(32);
    expect(failuresOf(doc)).toEqual([
      {
        version: 1,
        check: 'commitment',
        message: `the first record commits to ${original.commitment}, the game's public data to ${'cd'.repeat(32)}`,
      },
    ]);
  });

  it('the reveal record removed: the export says the seed was never revealed', () => {
    const doc = copy();
    doc.records.pop();
    doc.seed = null;
    expect(failuresOf(doc)).toEqual([at(null, 'reveal')]);
  });

  it('not an export at all: the schema check says where', () => {
    const doc = copy() as unknown as { records: { draws: unknown }[] };
    doc.records[4].draws = 'six';
    expect(failuresOf(doc as unknown as AuditExport)).toEqual([
      { version: 5, check: 'schema', message: expect.stringMatching(/^records\.4\.draws: /) },
    ]);
  });
});
