import type { RematchFrame } from '../../protocol/server.js';
import type { StoredRematch, StoredRematchSeat } from '../ports.js';

/** The rematch as every watcher of the finished game may see it: no seed, no token hash, no nonce. */
export function rematchFrameOf(rematch: StoredRematch, requestId?: string): RematchFrame {
  return {
    type: 'rematch',
    ...(requestId !== undefined && { requestId }),
    gameId: rematch.gameId,
    newGameId: rematch.newGameId,
    rules: rematch.rules,
    by: rematch.by,
    commitment: rematch.commitment,
    status: rematch.status,
    version: rematch.version,
    seats: rematch.seats.map((s, seat) => ({ seat, from: s.from, name: s.name, answer: s.answer })),
  };
}

/** Whether the seat needs nothing more from its player: accepted, or filled by the offerer. */
const settled = (s: StoredRematchSeat): boolean => s.answer === 'accepted' || s.answer === 'bot' || s.answer === 'open';

/** Whether everyone needed has accepted (and a person will play): the new table can be dealt. */
export function readyToDeal(rematch: StoredRematch): boolean {
  return rematch.seats.every(settled) && rematch.seats.some((s) => s.answer === 'accepted');
}

/** Whether the answers can no longer change: the table is dealt, or about to be. */
export const closed = (rematch: StoredRematch): boolean => rematch.status === 'started' || readyToDeal(rematch);

/** The new table's seat of the player who held `oldSeat` in the finished game. */
export function newSeatOf(rematch: StoredRematch, oldSeat: number): number {
  return rematch.seats.findIndex((s) => s.from === oldSeat);
}
