// The web client's log keeping, which needs no browser: the protocol's merge rules (lambdas/protocol/README.md).
import { describe, expect, it } from 'vitest';
import type { Entry, SubscribedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { GameLog } from '../../../web/src/net/game-log.js';

const entry = (version: number, text = `move ${version}`): Entry => ({
  version,
  actor: 0,
  at: '2026-11-29T00:00:00.000Z',
  events: [{ event: { type: 'X' }, line: { id: 'line.test', params: { text } } }],
});
const update = (version: number, entries: Entry[]): UpdateFrame => ({
  type: 'update',
  gameId: 'g',
  version,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: { version },
  legalCommands: [],
  outcome: null,
  entries,
});
const bets = (most: number) => [
  { type: 'pass' },
  { type: 'bet', ship: { $oneOf: ['red'] }, stake: { $min: 1, $max: most } },
];
const subscribed = (fromVersion: number, version: number): SubscribedFrame => ({
  type: 'subscribed',
  gameId: 'g',
  rules: 'manila',
  title: 'Manila',
  viewer: 0,
  seats: [],
  fromVersion,
  version,
});

describe('GameLog', () => {
  it('keeps one entry per version, the latest copy winning (revealed entries replace redacted ones)', () => {
    const log = new GameLog();
    log.merge([entry(1, 'secret deal hidden'), entry(2)], 0);
    log.merge([entry(1, 'secret deal revealed')], 'all');
    expect(log.entries.map((e) => e.events[0].line.params?.text)).toEqual(['secret deal revealed', 'move 2']);
    expect(log.contiguousVersion).toBe(2);
  });

  it('takes the state of the newest update only, but still merges the entries of an older one', () => {
    const log = new GameLog();
    expect(log.update(update(2, [entry(1), entry(2)]))).toBe(true);
    expect(log.update(update(1, [entry(1, 'again')]))).toBe(true);
    expect(log.latest?.version).toBe(2);
    expect(log.entries[0].events[0].line.params?.text).toBe('again');
  });

  it('reports a gap when an update starts past what it holds, and still shows the newer board', () => {
    const log = new GameLog();
    log.update(update(2, [entry(1), entry(2)]));
    expect(log.update(update(5, [entry(5)]))).toBe(false);
    expect(log.latest?.version).toBe(5);
    expect(log.contiguousVersion).toBe(2);
  });

  it('drops what lies beyond fromVersion when a subscription starts over (the server did not know our version)', () => {
    const log = new GameLog();
    log.update(update(3, [entry(1), entry(2), entry(3)]));
    log.subscribed(subscribed(0, 2));
    expect(log.entries).toEqual([]);
    expect(log.latest).toBeNull();
    expect(log.contiguousVersion).toBe(0);
  });

  it('never lets a redacted copy replace one revealed to everyone (a catch-up read before the end can arrive after the reveal)', () => {
    const log = new GameLog();
    log.merge([entry(1, 'revealed')], 'all');
    log.merge([entry(1, 'hidden'), entry(2, 'late')], 0);
    expect(log.entries.map((e) => e.events[0].line.params?.text)).toEqual(['revealed', 'late']);
  });

  it('offers the legal templates of the newest update, and none before the first', () => {
    const log = new GameLog();
    expect(log.legalCommands).toEqual([]);
    log.update({ ...update(2, [entry(1), entry(2)]), legalCommands: bets(4) });
    expect(log.legalCommands).toEqual(bets(4));
    log.update({ ...update(1, []), legalCommands: bets(9) });
    expect(log.legalCommands).toEqual(bets(4));
    log.update({ ...update(3, [entry(3)]), legalCommands: [] });
    expect(log.legalCommands).toEqual([]);
  });
});
