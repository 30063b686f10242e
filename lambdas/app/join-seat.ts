import type { JoinMessage } from '../protocol/client.js';
import { seatLink } from '../protocol/links.js';
import type { JoinedFrame } from '../protocol/server.js';
import { fanOut } from './broadcast.js';
import { AppError } from './errors.js';
import { readGame } from './load-game.js';
import type { Ports } from './ports.js';
import { seatInfos } from './seats.js';
import { hashToken } from './tokens.js';

/** Claims an open seat: the claimer gets its token, and everyone watching sees the new name. */
export async function joinSeat(ports: Ports, msg: JoinMessage): Promise<JoinedFrame> {
  const record = await readGame(ports, msg.gameId);
  const seat = record.seats[msg.seat];
  if (!seat) throw new AppError('NOT_A_SEAT', `This game has seats 0 to ${record.seats.length - 1}, not ${msg.seat}.`);
  if (!seat.open) throw new AppError('SEAT_TAKEN', `Seat ${msg.seat} is already taken.`);

  const token = ports.ids.id();
  const now = ports.clock.now().toISOString();
  // The claim is conditional on the seat still being open: of two people racing, one gets it.
  if (!(await ports.games.claimSeat(msg.gameId, msg.seat, msg.name, hashToken(token), now))) {
    throw new AppError('SEAT_TAKEN', `Seat ${msg.seat} was just taken by someone else.`);
  }
  const seats = seatInfos(record).map((s) => (s.seat === msg.seat ? { ...s, name: msg.name, open: false } : s));
  await fanOut(ports, msg.gameId, () => [{ type: 'seats', gameId: msg.gameId, seats }]);
  return {
    type: 'joined',
    requestId: msg.requestId,
    gameId: msg.gameId,
    seat: msg.seat,
    name: msg.name,
    token,
    link: seatLink(msg.gameId, msg.seat, token),
  };
}
