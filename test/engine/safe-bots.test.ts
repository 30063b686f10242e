import { describe, expect, it } from 'vitest';
import { botMove } from '../../engine/core/bot.js';
import { countLegal, matchesLegal, templatesOf } from '../../engine/core/legal.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame } from '../../engine/core/types.js';
import { games } from '../../engine/index.js';
import { playRandomGame } from '../support/random-play.js';

/** The states a random game stops at between commands (not those between one decision's events). */
function decisionPoints(game: AnyGame, seats: number, seed: number): unknown[] {
  const points: unknown[] = [];
  playRandomGame(game, { seats, seed, onStep: (_before, _events, after) => points.push(after) });
  return points;
}

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
        for (const state of decisionPoints(game, game.seats.min + 1, seed)) {
          for (const seat of game.toAct(state)) {
            const legal = game.legalCommands(state, seat);
            const offered = safe.find((type) => countLegal(templatesOf(legal, type)) > 0);
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
      for (const state of decisionPoints(manila, 4, seed)) {
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
