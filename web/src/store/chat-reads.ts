/**
 * How far each seat (or spectator) on this device has read each table's chat: the id of the
 * newest message it has seen (ids sort by time). Unread counts on the game screen and in My
 * games are the messages after it. Kept on this device only, like My games.
 */
const KEY = 'tradewinds.chat-seen.v1';

const slot = (gameId: string, seat: number | null) => `${gameId}/${seat ?? 's'}`;

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The newest message id this reader has seen in the game's chat; '' for none. */
export function chatSeen(gameId: string, seat: number | null): string {
  return readAll()[slot(gameId, seat)] ?? '';
}

/** Records that the reader has seen up to `id` (never moves back). */
export function markChatSeen(gameId: string, seat: number | null, id: string): void {
  const all = readAll();
  const key = slot(gameId, seat);
  if ((all[key] ?? '') >= id) return;
  all[key] = id;
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused: the count comes back on the next visit, nothing else is lost.
  }
}
