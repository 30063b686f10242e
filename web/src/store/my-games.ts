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
}

const KEY = 'tradewinds.my-games.v1';

/** Every seat this browser holds, newest first; nothing leaves the device (no accounts). */
export function listMyGames(): MyGame[] {
  return readList<MyGame>(KEY).sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
}

function save(list: MyGame[]): void {
  writeList(KEY, list);
}

/** Adds the seat, or refreshes what is known of it. */
export function rememberGame(game: Omit<MyGame, 'joinedAt'> & { joinedAt?: string }): void {
  const list = listMyGames();
  const i = list.findIndex((g) => g.gameId === game.gameId && g.seat === game.seat);
  const joinedAt = i >= 0 ? list[i].joinedAt : game.joinedAt ?? new Date().toISOString();
  const next = { ...game, joinedAt };
  if (i >= 0) list[i] = next;
  else list.push(next);
  save(list);
  void putSeat({ gameId: game.gameId, seat: game.seat, token: game.token, title: game.title });
}

/**
 * Copies every seat held to IndexedDB, where the service worker finds a notification's seat link
 * (it cannot read localStorage). Run at start, so seats remembered before the mirror existed count.
 */
export function mirrorMyGames(): void {
  for (const g of listMyGames()) void putSeat({ gameId: g.gameId, seat: g.seat, token: g.token, title: g.title });
}

export function forgetGame(gameId: string, seat: number): void {
  save(listMyGames().filter((g) => !(g.gameId === gameId && g.seat === seat)));
  void deleteSeat(gameId, seat);
}
