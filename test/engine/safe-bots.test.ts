import { describe, expect, it } from 'vitest';
import { botMove } from '../../engine/core/bot.js';
import { countLegal, matchesLegal, templatesOf } from '../../engine/core/legal.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame } from '../../engine/core/types.js';
import { games } from '../../engine/index.js';
import { playRandomGame } from '../support/random-play.js';

/** Moves open at any time that are no answer to what the seat is asked. */
const SIDE = new Set(['resign', 'proposeEnd', 'agreeEnd', 'declineEnd', 'mortgage', 'redeem']);

/** Each seat's cash in a state, read the way every rule set keeps it. */
const cashOf = (state: unknown): number[] => (state as { players: { cash: number }[] }).players.map((p) => p.cash);

describe.each(Object.values(games).map((g) => [g.id, g] as const))(
  "%s: an absent player's seat plays safe",
  (_id, game: AnyGame) => {
    it('answers a safe command (a pass, a port left with nothing bought) whenever one is legal, and spends nothing by it', () => {
      const safe = game.bot?.safe ?? [];
      expect(safe.length).toBeGreaterThan(0);
      let asked = 0;
      for (const seed of [3, 5, 8]) {
        const played = playRandomGame(game, { seats: game.seats.min + 1, seed, keepStates: true });
        for (const state of played.states ?? []) {
          for (const seat of game.toAct(state)) {
            const legal = game.legalCommands(state, seat);
            const offered = safe.find((type) => countLegal(templatesOf(legal, type)) > 0);
            // Random play reaches states no bot can answer (a freight opening with no ship left to
            // buy offers a purchase with no choices): those are the rules' to settle, not this test's.
            if (offered === undefined && countLegal(legal.filter((t) => !SIDE.has(t.type))) === 0) continue;
            const move = botMove(game, state, seat, seededRandom(seed), 'safe');
            if (move === null) continue;
            expect(matchesLegal(legal, move)).toBe(true);
            if (offered === undefined) continue;
            asked++;
            expect(move.type, `seat ${seat} offered ${offered}`).toBe(offered);
            const decided = game.decide(state, move, {
              actor: seat,
              now: '2026-12-05T00:00:00.000Z',
              random: seededRandom(1),
            });
            if (!decided.ok) throw new Error(`${decided.code}: ${decided.message}`);
            // Only the seat's own choice counts: what follows it (a voyage, a settlement) may pay or cost anyone.
            const first = decided.events.slice(0, 1).reduce<unknown>((s, e) => game.evolve(s, e), state);
            expect(cashOf(first)[seat]).toBeGreaterThanOrEqual(cashOf(state)[seat]);
          }
        }
      }
      expect(asked).toBeGreaterThan(5);
    });
  },
);

describe('Manila: a timed-out seat in the harbour-master auction', () => {
  it('passes where the bot playing to win would bid', () => {
    const manila = games.manila;
    let compared = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const played = playRandomGame(manila, { seats: 4, seed, keepStates: true });
      for (const state of played.states ?? []) {
        if ((state as { phase: { kind: string } }).phase.kind !== 'auction') continue;
        for (const seat of manila.toAct(state)) {
          const toWin = botMove(manila, state, seat, seededRandom(seed), 'win');
          if (toWin?.type !== 'bid') continue;
          compared++;
          expect(botMove(manila, state, seat, seededRandom(seed), 'safe')).toEqual({ type: 'pass' });
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
