import { readList, writeList } from './stored-list.js';

/**
 * A seat claim this browser sent but has not heard back about. Its secret is kept until the
 * answer comes, so the identical claim can be sent again after a lost answer, a dropped
 * connection or a reload, and the server hands back the same seat and token.
 */
export interface PendingJoin {
  gameId: string;
  seat: number;
  name: string;
  secret: string;
}

const KEY = 'tradewinds.pending-joins.v1';

const load = () => readList<PendingJoin>(KEY);
const save = (list: PendingJoin[]) => writeList(KEY, list);

export function pendingJoin(gameId: string): PendingJoin | undefined {
  return load().find((p) => p.gameId === gameId);
}

/** One pending claim per game: a new claim there replaces the old. */
export function rememberPendingJoin(join: PendingJoin): void {
  save([...load().filter((p) => p.gameId !== join.gameId), join]);
}

export function forgetPendingJoin(gameId: string): void {
  save(load().filter((p) => p.gameId !== gameId));
}
