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

/** Every seat this browser holds; nothing leaves the device (no accounts). */
export function listMyGames(): MyGame[] {
  try {
    const raw = localStorage.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as MyGame[]) : [];
    return Array.isArray(list) ? list.sort((a, b) => b.joinedAt.localeCompare(a.joinedAt)) : [];
  } catch {
    // Unreadable storage (private mode, corrupted value) means nothing is remembered.
    return [];
  }
}

function save(list: MyGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the game still works, it is just not remembered.
  }
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
}

export function forgetGame(gameId: string, seat: number): void {
  save(listMyGames().filter((g) => !(g.gameId === gameId && g.seat === seat)));
}
