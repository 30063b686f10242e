import type { Entry, SeatInfo, SubscribedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { getBoard, putBoard, seatKey } from '../store/device-db.js';
import type { GameLog } from './game-log.js';

/** The board this device kept for one seat (or spectator) of a game, as a table socket reads it back. */
export interface KeptBoard {
  meta: SubscribedFrame;
  seats: SeatInfo[];
  latest: UpdateFrame;
  entries: Entry[];
  /** When it was saved (ISO time). */
  savedAt: string;
}

/**
 * The entries this page knows to be kept (a log's entries are never changed in place: a revealed
 * copy is a new object), so that each write adds only what is new.
 */
const kept = new WeakSet<Entry>();

/** The board kept from an earlier visit (IndexedDB, store/device-db.ts), or null. */
export async function keptBoard(gameId: string, seat: number | undefined): Promise<KeptBoard | null> {
  const board = await getBoard(seatKey(gameId, seat));
  if (!board) return null;
  // A board with a hole in its history (a write lost to a full disk, say) is no board to show.
  if (board.entries.some((e, i) => i > 0 && e.version !== board.entries[i - 1].version + 1)) return null;
  for (const e of board.entries) kept.add(e);
  // Written by keepBoard below from these very frames (getBoard says why they are taken as such).
  return { meta: board.meta, seats: board.seats, latest: board.latest, entries: board.entries, savedAt: board.savedAt };
}

/** Keeps the board for the next visit, writing only the entries not kept yet; a failed write only loses that. */
export function keepBoard(
  gameId: string,
  seat: number | undefined,
  meta: SubscribedFrame | null,
  seats: SeatInfo[],
  log: GameLog,
): void {
  const latest = log.latest;
  if (!meta || !latest) return;
  const entries = log.entries;
  const fresh = entries.filter((e) => !kept.has(e));
  void putBoard(
    { key: seatKey(gameId, seat), meta, seats, latest: { ...latest, entries: [] }, savedAt: new Date().toISOString() },
    fresh,
    entries.at(-1)?.version ?? 0,
  ).then((written) => {
    if (written) for (const e of fresh) kept.add(e);
  });
}
