import { describe, expect, it } from 'vitest';
import { games } from '../../../engine/index.js';
import { playThroughApp } from '../support/play-through-app.js';
import { findLeaks } from '../support/secrecy-check.js';

/** One game per table size, each from its own seed, keeps the file to a few seconds. */
const seedFor = (seats: number) => 7 * seats + 1;

/**
 * Every rule set in the registry, every table size it allows: complete games through the
 * application layer, and every frame each seat and each spectator received checked for
 * anything hidden from them, by the rule set's own declaration of its secrets.
 */
describe.each(Object.values(games).map((g) => [g.id, g] as const))('rule set %s keeps its secrets', (_id, game) => {
  const sizes = Array.from({ length: game.seats.max - game.seats.min + 1 }, (_, i) => game.seats.min + i);
  it.each(sizes.map((seats) => [seats, seedFor(seats)] as const))(
    '%i seats, seed %i: no frame shows a viewer what is hidden from it',
    async (seats, seed) => {
      const played = await playThroughApp(game, { seats, seed });
      expect(game.isTerminal(played.final)).toBe(true);
      expect(findLeaks(played)).toEqual([]);
    },
  );
});
