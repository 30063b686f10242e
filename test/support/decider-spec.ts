import { expect } from 'vitest';
import type { AnyGame, Actor, Decision } from '../../engine/core/types.js';
import { scriptedRandom } from '../../engine/core/random.js';

/**
 * Given/when/then for any game in the registry, in the style of Emmett's
 * DeciderSpecification: given a history of events, when an actor issues a command
 * (with scripted dice), then these events follow, or this rejection.
 */
export function spec<E extends { type: string }, Code extends string = string>(game: AnyGame) {
  return {
    given(events: readonly E[]) {
      let state = game.initialState();
      for (const e of events) state = game.evolve(state, e);
      return {
        state,
        when(actor: Actor, command: unknown, dice: number[] = []) {
          const random = scriptedRandom(dice);
          const decision: Decision<E, Code> = game.decide(state, command, {
            actor,
            now: '2026-11-29T12:00:00.000Z',
            random,
          });
          const after = () => {
            if (!decision.ok) return state;
            let s = state;
            for (const e of decision.events) s = game.evolve(s, e);
            return s;
          };
          return {
            decision,
            /** The exact events, in order. */
            then(expected: readonly E[]) {
              if (!decision.ok) throw new Error(`expected events, got rejection ${decision.code}: ${decision.message}`);
              expect(decision.events).toEqual(expected);
              expect(random.remaining()).toBe(0);
              return after();
            },
            /** The events, for assertions on part of them; also returns the state they lead to. */
            thenEvents(check: (events: E[], state: ReturnType<AnyGame['initialState']>) => void) {
              if (!decision.ok) throw new Error(`expected events, got rejection ${decision.code}: ${decision.message}`);
              const s = after();
              check(decision.events, s);
              return s;
            },
            thenRejects(code: Code, message?: RegExp) {
              if (decision.ok)
                throw new Error(
                  `expected rejection ${code}, got events ${JSON.stringify(decision.events.map((e) => e.type))}`,
                );
              expect(decision.code).toBe(code);
              if (message) expect(decision.message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
