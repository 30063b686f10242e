import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verdictLines, verifyAudit } from '../../../engine/audit/verify.js';

/**
 * An export written before seat chains (format 1, dice scheme 1: each record's dice from the
 * hash before it and its command id), as the server of that time wrote it for a finished
 * three-seat game of the tutorial race. Downloaded logs like it must go on verifying, under
 * their own scheme, and say which it was.
 */
const fixture = (): unknown =>
  JSON.parse(readFileSync(new URL('../../fixtures/audit-scheme1-manila-tutorial.json', import.meta.url), 'utf8'));

describe('an export recorded under dice scheme 1', () => {
  it('verifies as valid under its own scheme, and says so', () => {
    const doc = fixture() as { formatVersion: number; diceScheme?: number };
    expect(doc.formatVersion).toBe(1);
    expect(doc.diceScheme).toBeUndefined();
    const verdict = verifyAudit(doc);
    expect(verdict.failures).toEqual([]);
    expect(verdict.result).toBe('valid');
    expect(verdict.scheme).toBe(1);
    expect(verdict.counts.draws).toBe(39);
    expect(verdictLines(verdict)).toEqual([
      'VALID: 5 records, dice scheme 1 (before seat chains), 39 draws re-derived, 51 events re-decided',
    ]);
  });

  it('still has every draw checked: one altered die fails it', () => {
    const doc = fixture() as { records: { version: number; draws: [number, number, number][] | null }[] };
    const rolled = doc.records.find((r) => (r.draws ?? []).length > 0 && r.version > 1)!;
    const [min, max, value] = rolled.draws![0];
    rolled.draws![0] = [min, max, value === max ? min : value + 1];
    const verdict = verifyAudit(doc);
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures).toContainEqual(expect.objectContaining({ version: rolled.version, check: 'draws' }));
  });

  it('cannot be passed off as seat chains: an export claiming scheme 2 over scheme 1 records fails', () => {
    const doc = fixture() as Record<string, unknown>;
    Object.assign(doc, { formatVersion: 2, diceScheme: 2 });
    const verdict = verifyAudit(doc);
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures).toContainEqual(expect.objectContaining({ version: 1, check: 'scheme' }));
  });
});
