import type { SeatInfo } from '../protocol/server.js';
import type { GameRecord, SeatRecord } from './ports.js';

/** The table as everyone may see it: names, which seats are still open and which a bot plays, never token hashes. */
export function seatInfos(record: GameRecord): SeatInfo[] {
  return record.seats.map((s, seat) => ({ seat, name: s.name, open: s.open, bot: s.bot === true }));
}

export function seatNames(record: GameRecord): string[] {
  return record.seats.map((s) => s.name);
}

/** The record of seat `seat`; undefined for a number that is no seat of the table (negative, fractional, past the last). */
export function seatRecordOf(record: GameRecord, seat: number): SeatRecord | undefined {
  return record.seats[seat];
}
