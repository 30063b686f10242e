import type { MyGame } from './my-games.js';

/**
 * Which game needs me first: the games where it is my turn, the least time left on my clock
 * first (a game without a clock after every clocked one, by how long it has waited), then the
 * others by their last move, newest first; finished games last.
 */

/** Whether the game waits for this seat now. */
export const needsMe = (g: MyGame): boolean => g.status === 'playing' && g.toAct.includes(g.seat);

const time = (iso: string | undefined): number | null => {
  const t = iso === undefined ? NaN : Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/** Negative when `a` needs me before `b`. */
export function urgencyOrder(a: MyGame, b: MyGame): number {
  const [na, nb] = [needsMe(a), needsMe(b)];
  if (na !== nb) return na ? -1 : 1;
  if (na) {
    const [da, db] = [time(a.deadline), time(b.deadline)];
    if (da !== db) return da === null ? 1 : db === null ? -1 : da - db;
    // Without clocks: the one waiting longest (the oldest last move) first.
    return (time(a.lastMoveAt) ?? 0) - (time(b.lastMoveAt) ?? 0);
  }
  const [oa, ob] = [a.status === 'over', b.status === 'over'];
  if (oa !== ob) return oa ? 1 : -1;
  return (time(b.lastMoveAt) ?? 0) - (time(a.lastMoveAt) ?? 0);
}

export function byUrgency(games: readonly MyGame[]): MyGame[] {
  return [...games].sort(urgencyOrder);
}

/** The game that needs me most, other than the one on screen; undefined when none waits. */
export function nextGame(games: readonly MyGame[], current: { gameId: string; seat?: number }): MyGame | undefined {
  return byUrgency(games).find((g) => needsMe(g) && !(g.gameId === current.gameId && g.seat === current.seat));
}
