import type { AnyGame, Ctx, Decision } from './types.js';

/** Rebuilds a state from its log; replays never call the random source. */
export function fold<S>(game: { initialState(): S; evolve(s: S, e: never): S }, events: readonly unknown[]): S {
  let state = game.initialState();
  for (const e of events) state = game.evolve(state, e as never);
  return state;
}

/** decide then evolve: the new state and the events that made it, or the rejection. */
export function execute<S>(
  game: AnyGame,
  state: S,
  command: unknown,
  ctx: Ctx,
): { ok: true; state: S; events: unknown[] } | Exclude<Decision<unknown>, { ok: true }> {
  const decision = game.decide(state, command, ctx);
  if (!decision.ok) return decision;
  let next = state;
  for (const e of decision.events) next = game.evolve(next, e);
  return { ok: true, state: next, events: decision.events };
}
