import { deleteSeat, putSeat } from './device-db.js';
import { readList, writeList } from './stored-list.js';

/** A seat this browser holds: enough to re-enter it, and what it last saw of the game. */
export interface MyGame {
  gameId: string;
  seat: number;
  token: string;
  rules: string;
  title: string;
  names: string[];
  /** When this browser first opened the seat (ISO time); the list shows newest first. */
  joinedAt: string;
  status: 'playing' | 'over';
  toAct: number[];
  version: number;
  /** When the latest move this browser saw was made (the server's `Entry.at`, ISO time); absent until one is seen. */
  lastMoveAt?: string;
  /** When this seat's time runs out (its clock's deadline, ISO), on a clocked table while it must act. */
  deadline?: string;
}

const KEY = 'tradewinds.my-games.v1';

/** Every seat this browser holds, newest first; nothing leaves the device (no accounts). */
export function listMyGames(): MyGame[] {
  return readList<MyGame>(KEY).sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
}

function save(list: MyGame[]): void {
  writeList(KEY, list);
}

/**
 * Adds the seat, or refreshes what is known of it. The first `joinedAt` stays, and so does a
 * known `lastMoveAt` when the caller has none to give (a screen that saw no new entry).
 */
export function rememberGame(game: Omit<MyGame, 'joinedAt'> & { joinedAt?: string }): void {
  const list = listMyGames();
  const i = list.findIndex((g) => g.gameId === game.gameId && g.seat === game.seat);
  const before = i >= 0 ? list[i] : undefined;
  const joinedAt = before?.joinedAt ?? game.joinedAt ?? new Date().toISOString();
  const lastMoveAt = latest(game.lastMoveAt, before?.lastMoveAt);
  const next: MyGame = { ...game, joinedAt, ...(lastMoveAt ? { lastMoveAt } : {}) };
  if (i >= 0) list[i] = next;
  else list.push(next);
  save(list);
  void putSeat({ gameId: game.gameId, seat: game.seat, token: game.token, title: game.title });
}

/** The later of two ISO times, either of which may be missing. */
function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Copies every seat held to IndexedDB, where the service worker finds a notification's seat link
 * (it cannot read localStorage). Run at start, so seats remembered before the mirror existed count.
 */
export function mirrorMyGames(): void {
  for (const g of listMyGames()) void putSeat({ gameId: g.gameId, seat: g.seat, token: g.token, title: g.title });
}

/** Drops the seat from this device; returns exactly what was dropped, for an undo (`restoreGame`). */
export function forgetGame(gameId: string, seat: number): MyGame | undefined {
  const list = listMyGames();
  const gone = list.find((g) => g.gameId === gameId && g.seat === seat);
  save(list.filter((g) => g !== gone));
  void deleteSeat(gameId, seat);
  return gone;
}

/**
 * Puts a forgotten seat back as it was, its first-opened time included. Should the game have been
 * opened again meanwhile, the newer record stays and only the older `joinedAt` comes back.
 */
export function restoreGame(game: MyGame): void {
  const list = listMyGames();
  const i = list.findIndex((g) => g.gameId === game.gameId && g.seat === game.seat);
  if (i >= 0) list[i] = { ...list[i], joinedAt: game.joinedAt };
  else list.push(game);
  save(list);
  void putSeat({ gameId: game.gameId, seat: game.seat, token: game.token, title: game.title });
}
