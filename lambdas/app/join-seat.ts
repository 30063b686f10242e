import type { JoinMessage } from '../protocol/client.js';
import { seatLink } from '../protocol/links.js';
import type { JoinedFrame } from '../protocol/server.js';
import { fanOut } from './broadcast.js';
import { AppError } from './errors.js';
import { readGame } from './load-game.js';
import type { GameRecord, Ports } from './ports.js';
import { noSuchSeat, seatWordsAtStart } from './seat-words.js';
import { seatInfos, seatRecordOf } from './seats.js';
import { hashToken, joinToken, tokenMatches } from './tokens.js';
import { reportProblem } from './problems.js';

/**
 * Claims an open seat: the claimer gets its token, and everyone watching sees the new name.
 * With a join secret the token is derived from it, so an identical retry whose first answer
 * was lost (dropped socket, INTERNAL after the write) is answered with the same seat and token.
 */
export async function joinSeat(ports: Ports, msg: JoinMessage): Promise<JoinedFrame> {
  const record = await readGame(ports, msg.gameId);
  const seat = seatRecordOf(record, msg.seat);
  if (!seat) throw new AppError('NOT_A_SEAT', noSuchSeat(msg.seat, record.seats.length));
  if (seat.bot)
    throw new AppError(
      'BOT_SEAT',
      `${seatWordsAtStart(msg.seat, seat.name)} is played by a bot all game; nobody can join it.`,
    );
  const token = msg.secret === undefined ? ports.ids.id() : joinToken(msg.gameId, msg.seat, msg.secret);
  if (!seat.open) return alreadyClaimed(record, msg, token, 'is already taken');

  const now = ports.clock.now().toISOString();
  // The claim is conditional on the seat still being open: of two people racing, one gets it.
  if (!(await ports.games.claimSeat(msg.gameId, msg.seat, msg.name, hashToken(token), now))) {
    // Perhaps by this very claim, sent twice at once: the stored hash tells.
    return alreadyClaimed(await readGame(ports, msg.gameId), msg, token, 'was just taken by someone else');
  }
  const seats = seatInfos(record).map((s) => (s.seat === msg.seat ? { ...s, name: msg.name, open: false } : s));
  // The seat is claimed: from here on nothing may turn the answer into an error.
  await fanOut(ports, msg.gameId, () => [{ type: 'seats', gameId: msg.gameId, seats }]).catch((err: unknown) => {
    reportProblem(ports, { kind: 'seats-not-broadcast', gameId: msg.gameId, seat: msg.seat, error: err });
  });
  return joined(msg, msg.name, token);
}

/**
 * A taken seat is this claimer's own if its stored hash is this claim's token: derived from the
 * claim's secret (a retry of a claim whose answer was lost), or the random token of this very
 * call (the store's write landed, its answer was lost, and the retried write found the seat taken).
 */
function alreadyClaimed(record: GameRecord, msg: JoinMessage, token: string, why: string): JoinedFrame {
  const seat = record.seats[msg.seat];
  if (seat.tokenHash !== null && tokenMatches(token, seat.tokenHash)) return joined(msg, seat.name, token);
  throw new AppError('SEAT_TAKEN', `${seatWordsAtStart(msg.seat, seat.name)} ${why}.`);
}

function joined(msg: JoinMessage, name: string, token: string): JoinedFrame {
  return {
    type: 'joined',
    requestId: msg.requestId,
    gameId: msg.gameId,
    seat: msg.seat,
    name,
    token,
    link: seatLink(msg.gameId, msg.seat, token),
  };
}
