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

/** The board kept from an earlier visit (IndexedDB, store/device-db.ts), or null. */
export async function keptBoard(gameId: string, seat: number | undefined): Promise<KeptBoard | null> {
  const kept = await getBoard(seatKey(gameId, seat));
  if (!kept) return null;
  // Written by keepBoard below from these very frames (getBoard says why they are taken as such).
  return { meta: kept.meta, seats: kept.seats, latest: kept.latest, entries: kept.entries, savedAt: kept.savedAt };
}

/** Keeps the board for the next visit; a failed write only loses that. */
export function keepBoard(
  gameId: string,
  seat: number | undefined,
  meta: SubscribedFrame | null,
  seats: SeatInfo[],
  log: GameLog,
): void {
  const latest = log.latest;
  if (!meta || !latest) return;
  void putBoard({
    key: seatKey(gameId, seat),
    meta,
    seats,
    latest: { ...latest, entries: [] },
    entries: log.entries,
    savedAt: new Date().toISOString(),
  });
}
