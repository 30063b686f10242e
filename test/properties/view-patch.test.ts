import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../engine/core/types.js';
import { games } from '../../engine/index.js';
import { seededRandom } from '../../engine/core/random.js';
import {
  applyViewPatch,
  diffView,
  type DiffMemo,
  PATCH_SURELY_SMALLER_BYTES,
  PatchMismatch,
} from '../../lambdas/protocol/view-patch.js';
import { viewPatchSchema } from '../../lambdas/protocol/server.js';
import { playRandomGame } from '../support/random-play.js';

// The update's view patch: whatever two views, applying the patch of the first against the second,
// as it travels (JSON), gives the second and leaves the first as it was.

/** A value as the wire carries it. */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v) ?? 'null') as T;

function roundTrip(a: unknown, b: unknown): void {
  const before = wire(a);
  const held = wire(a);
  const patch = wire(diffView(before, wire(b)));
  expect(viewPatchSchema.safeParse(patch).success).toBe(true);
  expect(wire(applyViewPatch(held, patch))).toEqual(wire(b));
  expect(held).toEqual(before);
}

describe('View patches', () => {
  it('Any two JSON values: apply(a, diff(a, b)) is b, and a is untouched', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => roundTrip(a, b)));
  });

  it('A key every object inherits, removed or added, is seen as removed or added (found by the property above)', () => {
    for (const key of ['valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const keyed = JSON.parse(`{"${key}": null}`) as unknown;
      roundTrip(keyed, {});
      roundTrip({}, keyed);
    }
  });

  it('An object changed in some keys, with keys added and removed (nested, arrays resized)', () => {
    const dict = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }));
    fc.assert(
      fc.property(dict, dict, fc.array(fc.string({ maxLength: 4 })), (base, changes, removed) => {
        const next: Record<string, unknown> = { ...base, ...changes };
        for (const k of removed) Reflect.deleteProperty(next, k);
        roundTrip({ top: base, same: base, list: [base, 1] }, { top: next, same: base, list: [next, 1] });
      }),
    );
  });

  it('Equal views need an empty patch, and a patch sends only what changed', () => {
    const view = { board: { ships: [{ position: 3 }, { position: 5 }] }, cash: [10, 20] };
    expect(diffView(view, structuredClone(view))).toEqual([]);
    const next = structuredClone(view);
    next.board.ships[1].position = 6;
    expect(diffView(view, next)).toEqual([[['board', 'ships', 1, 'position'], 6]]);
  });

  it('A patch that does not fit the view held is refused, never half applied', () => {
    const view = { a: { b: 1 }, list: [1, 2] };
    expect(() => applyViewPatch(view, [[['x', 'y'], 1]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(view, [[['list', 5], 1]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(view, [[['a', 'c']]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(view, [[[]]])).toThrow(PatchMismatch);
    expect(view).toEqual({ a: { b: 1 }, list: [1, 2] });
  });

  it('A key named __proto__ is a key like any other, on the way out and in', () => {
    const a = JSON.parse('{"__proto__": {"x": 1}, "y": 2}') as unknown;
    const b = JSON.parse('{"__proto__": {"x": 2}}') as unknown;
    roundTrip(a, b);
    const patched = applyViewPatch(a, [[['__proto__', 'x'], 3]]) as Record<string, unknown>;
    expect(Object.getPrototypeOf(patched)).toBe(Object.prototype);
    expect(Object.hasOwn(patched, '__proto__')).toBe(true);
  });

  it.each(Object.values(games).map((g) => [g.id, g] as const))(
    "Recorded %s games: every viewer's view after each command is the view before with its patch",
    (_id, game: AnyGame) => {
      for (const seed of [1, 2]) {
        const seats = game.seats.min + (seed % (game.seats.max - game.seats.min + 1));
        const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), null, 'all'];
        let last = 0;
        playRandomGame(game, {
          seats,
          seed,
          maxCommands: 400,
          onStep: (before, _events, after) => {
            // Every step would be slow for the long freight games: every third one, and always the first.
            if (last++ % 3 !== 0) return;
            for (const v of viewers) roundTrip(game.view(before, v), game.view(after, v));
          },
        });
      }
    },
  );

  it('Parts shared among views, at any path, get through one memo the patch each view gets without it', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(json, json, fc.array(fc.tuple(json, json, fc.boolean()), { maxLength: 5 }), (sa, sb, own) => {
        const memo: DiffMemo = new WeakMap();
        // The shared pair sits at the top for some views, inside a list for others, and twice in each.
        for (const [oa, ob, top] of own) {
          const a = top ? { shared: sa, list: [oa, sa] } : { list: [sa, oa], other: sa };
          const b = top ? { shared: sb, list: [ob, sb] } : { list: [sb, ob], other: sb };
          expect(diffView(a, b, memo)).toEqual(diffView(a, b));
        }
      }),
    );
  });

  it.each(Object.values(games).map((g) => [g.id, g] as const))(
    "Recorded %s games: with one memo for all viewers of a command, each viewer's patch is its patch without one",
    (_id, game: AnyGame) => {
      const seats = game.seats.max;
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), null, 'all'];
      let last = 0;
      playRandomGame(game, {
        seats,
        seed: 3,
        maxCommands: 300,
        onStep: (before, _events, after) => {
          if (last++ % 3 !== 0) return;
          const memo: DiffMemo = new WeakMap();
          for (const v of viewers) {
            const [a, b] = [game.view(before, v), game.view(after, v)];
            expect(diffView(a, b, memo)).toEqual(diffView(a, b));
          }
        },
      });
    },
  );

  it.each(Object.values(games).map((g) => [g.id, g] as const))(
    'Every %s view, even at the start of the smallest table, is larger than a patch sent without weighing it',
    (_id, game: AnyGame) => {
      const seats = game.seats.min;
      const start = { type: 'start', seats, options: game.defaultOptions };
      const d = game.decide(game.initialState(), start, {
        actor: 'system',
        now: '2026-12-01T00:00:00.000Z',
        random: seededRandom(5),
      });
      if (!d.ok) throw new Error(d.message);
      const state = d.events.reduce((s: unknown, e) => game.evolve(s, e), game.initialState());
      for (const v of [...Array.from({ length: seats }, (_, i) => i), null, 'all'] as Viewer[])
        expect(JSON.stringify(game.view(state, v)).length).toBeGreaterThan(PATCH_SURELY_SMALLER_BYTES);
    },
  );
});
