/** Rebuilds a state from its log; replays never call the random source. */
export function fold<S>(game: { initialState(): S; evolve(s: S, e: never): S }, events: readonly unknown[]): S {
  let state = game.initialState();
  for (const e of events) state = game.evolve(state, e as never);
  return state;
}
