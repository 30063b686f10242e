import type { Seat } from '../../engine/core/types.js';
import type { SeatInfo } from '../protocol/server.js';
import { AppError } from './errors.js';
import type { GameRecord } from './ports.js';
import { tokenMatches } from './tokens.js';

/** The table as everyone may see it: names and which seats are still open, never token hashes. */
export function seatInfos(record: GameRecord): SeatInfo[] {
  return record.seats.map((s, seat) => ({ seat, name: s.name, open: s.open }));
}

export function seatNames(record: GameRecord): string[] {
  return record.seats.map((s) => s.name);
}

/** Checks that `token` holds `seat` of this game. */
export function authorizeSeat(record: GameRecord, seat: Seat, token: string): void {
  const s = record.seats[seat];
  if (!s) throw new AppError('NOT_A_SEAT', `This game has seats 0 to ${record.seats.length - 1}, not ${seat}.`);
  if (s.open || s.tokenHash === null) throw new AppError('BAD_TOKEN', `Seat ${seat} has not been claimed yet; join it first.`);
  if (!tokenMatches(token, s.tokenHash)) throw new AppError('BAD_TOKEN', `That is not the token of seat ${seat}.`);
}
