import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLegal, expandLegal, matchesLegal, nthLegal, type LegalTemplate } from '../../engine/core/legal.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame } from '../../engine/core/types.js';
import { games } from '../../engine/index.js';
import { playRandomGame } from '../support/random-play.js';
import { commandKey } from '../support/command-key.js';

// Every rule set's legal templates, against the shared expansion and against decide.

const ctx = (seat: number) => ({ actor: seat, now: '2026-11-29T00:00:00.000Z', random: seededRandom(7) });

/** A command one step off a legal one: a number nudged, a string swapped, a field dropped or added. */
function nudge(command: unknown, pick: number, delta: number, word: string): unknown {
  const leaves: string[][] = [];
  const walk = (v: unknown, path: string[]) => {
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    else leaves.push(path);
  };
  walk(command, []);
  const path = leaves[pick % leaves.length];
  const copy = structuredClone(command) as Record<string, unknown>;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  const last = path[path.length - 1];
  const v = parent[last];
  if (last === 'type') parent.extra = delta;
  else if (typeof v === 'number') parent[last] = v + delta;
  else if (typeof v === 'string') parent[last] = word;
  else Reflect.deleteProperty(parent, last);
  if (delta === 0) Reflect.deleteProperty(parent, last);
  return copy;
}

function restingStates(game: AnyGame, seats: number, seed: number): unknown[] {
  const out: unknown[] = [];
  playRandomGame(game, { seats, seed, onStep: (_b, _e, after) => out.push(after) });
  return out.filter((s) => !game.isTerminal(s));
}

for (const game of Object.values(games)) {
  describe(`${game.id}: legal templates`, () => {
    it('every command the templates stand for is accepted by decide; none twice; no template empty; count and nth agree with the expansion', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: game.seats.min, max: game.seats.max }),
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          (seats, seed) => {
            const states = restingStates(game, seats, seed);
            // Every fifth resting state keeps a run fast and still sees every phase.
            for (let i = 0; i < states.length; i += 5) {
              const state = states[i];
              for (let seat = 0; seat < seats; seat++) {
                const templates: LegalTemplate[] = game.legalCommands(state, seat);
                const all = expandLegal(templates);
                for (const t of templates) expect(countLegal([t]), JSON.stringify(t)).toBeGreaterThan(0);
                expect(new Set(all.map(commandKey)).size).toBe(all.length);
                expect(countLegal(templates)).toBe(all.length);
                for (let j = 0; j < all.length; j += Math.max(1, Math.floor(all.length / 25)))
                  expect(nthLegal(templates, j)).toEqual(all[j]);
                for (const command of all) {
                  const d = game.decide(state, command, ctx(seat));
                  if (!d.ok)
                    throw new Error(
                      `legal ${JSON.stringify(command)} by seat ${seat} rejected: ${d.code} ${d.message}`,
                    );
                  expect(matchesLegal(templates, command)).toBe(true);
                }
              }
            }
          },
        ),
        { numRuns: 6 },
      );
    });

    it('matchesLegal agrees with membership in the expansion, for commands one step off a legal one', () => {
      const states = [game.seats.min, game.seats.max].flatMap((seats) =>
        restingStates(game, seats, 77 + seats).map((state) => ({ state, seats })),
      );
      fc.assert(
        fc.property(
          fc.nat({ max: states.length - 1 }),
          fc.nat({ max: 5 }),
          fc.nat(),
          fc.nat(),
          fc.integer({ min: -2, max: 2 }),
          fc.constantFrom('red', 'jade', 'harbour', 'ship-silk', 'x'),
          (i, seatPick, commandPick, leafPick, delta, word) => {
            const { state, seats } = states[i];
            const seat = seatPick % seats;
            const templates: LegalTemplate[] = game.legalCommands(state, seat);
            if (templates.length === 0) return;
            const all = expandLegal(templates);
            const listed = new Set(all.map(commandKey));
            const candidate = nudge(nthLegal(templates, commandPick % all.length), leafPick, delta, word);
            expect(matchesLegal(templates, candidate), JSON.stringify(candidate)).toBe(
              listed.has(commandKey(candidate)),
            );
          },
        ),
        { numRuns: 3000 },
      );
    });
  });
}
