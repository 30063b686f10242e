import type { SeatInfo } from '../protocol/server.js';
import type { GameRecord } from './ports.js';

/** The table as everyone may see it: names, which seats are still open and which a bot plays, never token hashes. */
export function seatInfos(record: GameRecord): SeatInfo[] {
  return record.seats.map((s, seat) => ({ seat, name: s.name, open: s.open, bot: s.bot === true }));
}

export function seatNames(record: GameRecord): string[] {
  return record.seats.map((s) => s.name);
}
