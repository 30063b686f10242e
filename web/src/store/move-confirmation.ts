import { readList, writeList } from './stored-list.js';

const KEY = 'tradewinds.confirm-moves.v1';

/** A seat on this device that asked not to be asked before its moves are sent. */
interface Unconfirmed {
  gameId: string;
  seat: number;
}

/**
 * Whether this seat, on this device, wants to confirm the moves that spend or raise money before they
 * are sent ("Confirm my moves"). On unless the player turned it off, so a slip costs nothing by default.
 */
export function confirmsMoves(gameId: string, seat: number): boolean {
  return !readList<Unconfirmed>(KEY).some((u) => u.gameId === gameId && u.seat === seat);
}

export function setConfirmsMoves(gameId: string, seat: number, on: boolean): void {
  const others = readList<Unconfirmed>(KEY).filter((u) => !(u.gameId === gameId && u.seat === seat));
  writeList(KEY, on ? others : [...others, { gameId, seat }]);
}
