import { describe, expect, it, vi } from 'vitest';
import { getGame } from '../../../engine/index.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { playThroughApp, type Received } from '../support/play-through-app.js';
import { findLeaks } from '../support/secrecy-check.js';

// The app loads rule sets by id (engine/load-rule-set.ts), so the leaky ones are served beside the real ones here.
vi.mock('../../../engine/load-rule-set.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../engine/load-rule-set.js')>();
  const { leakyRuleSets } = await import('../support/leaky-rule-sets.js');
  return {
    ...original,
    loadRuleSet: (id: string) =>
      Object.hasOwn(leakyRuleSets, id) ? Promise.resolve(leakyRuleSets[id]) : original.loadRuleSet(id),
  };
});
// The test itself (and the app's checks of the registry) find them in the registry too.
vi.mock('../../../engine/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../engine/index.js')>();
  const { leakyRuleSets } = await import('../support/leaky-rule-sets.js');
  const games = { ...original.games, ...leakyRuleSets };
  return {
    ...original,
    games,
    getGame: (id: string) => (Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined),
  };
});

async function leaksOf(id: string, seed = 1) {
  return findLeaks(await playThroughApp(getGame(id)!, { seats: 3, seed }));
}

describe('the secrecy check finds a leak', () => {
  it('reports nothing for Manila as it is', async () => {
    expect(await leaksOf('manila')).toEqual([]);
  });

  it('reports the deal sent whole to every seat and spectator', async () => {
    const leaks = (await leaksOf('leaky-deal')).filter((l) => l.startsWith('c') || l.startsWith('spectator'));
    for (const viewer of ['c0 (seat 0)', 'c1 (seat 1)', 'c2 (seat 2)', 'spectator (spectator)']) {
      expect(
        leaks.some((l) => l.startsWith(viewer) && /LEAK: entry 1 event 0 \(GameStarted\) shows deal\.\d/.test(l)),
      ).toBe(true);
    }
    expect(leaks.some((l) => l.startsWith('c0') && l.includes('shows deal.0'))).toBe(false);
  });

  it("reports the good of another seat's mortgage", async () => {
    const leaks = await leaksOf('leaky-mortgage', 2);
    expect(leaks.some((l) => /LEAK: entry \d+ event \d+ \((ShareMortgaged|ShareRedeemed)\) shows good/.test(l))).toBe(
      true,
    );
  });

  it("reports other seats' hands in the view", async () => {
    const leaks = await leaksOf('leaky-view');
    expect(leaks.some((l) => l.startsWith('c0 (seat 0)') && l.includes('LEAK: the view shows players.1.shares'))).toBe(
      true,
    );
    expect(leaks.some((l) => l.startsWith('spectator') && l.includes('LEAK: the view shows players.0.mortgaged'))).toBe(
      true,
    );
    expect(leaks.some((l) => l.startsWith('c0 (seat 0)') && l.includes('players.0.'))).toBe(false);
  });

  it('reports a declared secret that is not where the declaration says', async () => {
    const leaks = await leaksOf('misdeclared');
    expect(
      leaks.some((l) => l.includes('the secret player.1.shares the rule set declares is not in the full view')),
    ).toBe(true);
  });

  it("reports frames that break the protocol: another seat's token, the auditor's view before the end, a seat's legal commands sent to a spectator", async () => {
    const played = await playThroughApp(getGame('manila')!, { seats: 3, seed: 1 });
    const received = (conn: string) => played.received.get(conn)!;
    const midGame = (conn: string) =>
      received(conn).find((r) => r.frame.type === 'update' && !r.over && r.frame.legalCommands.length > 0)!;
    const tampered: string[] = [];
    const tamper = (conn: string, like: Received, frame: ServerFrame) => {
      tampered.push(
        `${conn} (${conn === 'spectator' ? 'spectator' : `seat ${conn.slice(1)}`}) frame ${received(conn).length} `,
      );
      received(conn).push({ ...like, frame });
    };
    const u1 = midGame('c1');
    tamper('c1', u1, {
      type: 'seats',
      gameId: played.gameId,
      seats: [{ seat: 0, name: played.tokens[0], open: false, bot: false }],
    });
    tamper('c1', u1, { ...u1.frame, viewer: 'all' } as ServerFrame);
    const u0 = midGame('c0');
    tamper('spectator', u0, u0.frame);
    const leaks = findLeaks(played);
    expect(leaks).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^c1 \(seat 1\) .*\(seats, .*carries a token/),
        expect.stringMatching(/^c1 \(seat 1\) .*\(update, .*is for viewer all before the game is over/),
        expect.stringMatching(/^spectator .*\(update, .*is for viewer 0/),
        expect.stringMatching(/^spectator .*\(update, .*a spectator got legal commands/),
      ]),
    );
    // Only the tampered frames are reported (the auditor's frame also fails the redaction and view checks).
    expect(leaks.filter((l) => !tampered.some((t) => l.startsWith(t)))).toEqual([]);
  });

  it('reports the seed in a frame before the end, and an audit export that shows commands, draws or the seed while the game runs', async () => {
    const played = await playThroughApp(getGame('manila')!, { seats: 3, seed: 1 });
    const seed = played.ports.games.items.get(played.gameId)!.seed!;
    const c2 = played.received.get('c2')!;
    const early = c2.find((r) => r.frame.type === 'update' && !r.over)!;
    c2.push({
      ...early,
      frame: { type: 'seats', gameId: played.gameId, seats: [{ seat: 0, name: seed, open: false, bot: false }] },
    });
    const midway = played.exports.midway!;
    midway.records[1] = { ...midway.records[1], command: { type: 'bid' }, draws: [[1, 6, 4]] };
    midway.seed = seed;
    expect(findLeaks(played)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^c2 \(seat 2\) .*\(seats, .*LEAK: carries the game's seed before the end/),
        'the audit export midway: claims to be complete while the game runs',
        'the audit export midway: LEAK: carries the seed',
        'the audit export midway: record 2 shows its command or draws',
      ]),
    );
  });
});
