import type { AnyGame, Seat, Viewer } from '../../engine/core/types.js';
import { AppError } from './errors.js';
import type { ConnectionRecord, GameRecord } from './ports.js';
import { seatRecordOf } from './seats.js';
import { noSuchSeat, seatWordsAtStart, seatWords } from './seat-words.js';
import { tokenMatches } from './tokens.js';

/**
 * Not exported: no module but this one can write an object of the types below, so an
 * AuthenticatedViewer only ever comes out of the token check (or a subscription the token
 * check admitted). Every app function that shows or does something for a seat takes one of
 * these, never a bare seat number, so "forgot to check the token" cannot type-check.
 */
declare const proven: unique symbol;

/** A seat whose token was checked against this game's stored hash. */
export interface SeatViewer {
  readonly kind: 'seat';
  readonly seat: Seat;
  readonly gameId: string;
  readonly [proven]: true;
}

/** Anyone with the game id: sees only what the table shows. */
export interface SpectatorViewer {
  readonly kind: 'spectator';
  readonly seat: null;
  readonly gameId: string;
  readonly [proven]: true;
}

export type AuthenticatedViewer = SeatViewer | SpectatorViewer;

/** What a message claims: a seat with its token, or neither for a spectator. */
export interface SeatClaim {
  seat?: number;
  token?: string;
}

function seatViewer(gameId: string, seat: Seat): SeatViewer {
  return { kind: 'seat', seat, gameId } as SeatViewer;
}

function spectator(gameId: string): SpectatorViewer {
  return { kind: 'spectator', seat: null, gameId } as SpectatorViewer;
}

/**
 * The only way to become a seat: `token` must hash to the seat's stored hash (constant-time).
 * A seat without a token, or a token without a seat, is refused rather than read as a spectator.
 */
export function authenticateSeat(record: GameRecord, seat: number, token: string | undefined): SeatViewer {
  const s = seatRecordOf(record, seat);
  if (!Number.isInteger(seat) || !s) throw new AppError('NOT_A_SEAT', noSuchSeat(seat, record.seats.length));
  // Players read these on a broken link: seats counted from 1, named where the name is known.
  if (typeof token !== 'string') throw new AppError('BAD_TOKEN', `${seatWordsAtStart(seat, s.name)} needs its token.`);
  // A bot seat has no token and can never be joined: "join it first" would send the reader round in circles.
  if (s.bot)
    throw new AppError(
      'BAD_TOKEN',
      `${seatWordsAtStart(seat, s.name)} is played by a bot all game: no link can take it. Watch the table, or open your own seat's link.`,
    );
  if (s.open || s.tokenHash === null)
    throw new AppError('BAD_TOKEN', `${seatWordsAtStart(seat, s.name)} has not been claimed yet; join it first.`);
  if (!tokenMatches(token, s.tokenHash))
    throw new AppError(
      'BAD_TOKEN',
      `That is not the token of ${seatWords(seat, s.name)}: the link is damaged or from another table.`,
    );
  return seatViewer(record.gameId, seat);
}

/** A seat proven by its token, or a spectator when the message claims no seat at all. */
export function authenticate(record: GameRecord, claim: SeatClaim): AuthenticatedViewer {
  if (claim.seat === undefined) {
    if (claim.token !== undefined)
      throw new AppError('BAD_TOKEN', 'A token without a seat proves nothing; give both, or neither to watch.');
    return spectator(record.gameId);
  }
  return authenticateSeat(record, claim.seat, claim.token);
}

/**
 * The viewer a subscribed connection was admitted as. Connection records are written only by
 * `subscribe`, after `authenticate`, so the seat stored there was proven by its token then.
 */
export function subscribedViewer(connection: ConnectionRecord & { gameId: string }): AuthenticatedViewer {
  return connection.seat === null ? spectator(connection.gameId) : seatViewer(connection.gameId, connection.seat);
}

/**
 * Whom the rules are asked to show something: the seat or spectator an AuthenticatedViewer
 * proved, or everyone ('all') once the game is over. Only made here, so redaction and views
 * are never asked for a seat number nobody proved.
 */
export interface Audience {
  readonly viewer: Viewer;
  readonly [proven]: true;
}

/** What the rules show an authenticated viewer; after the end there are no secrets left: everyone audits. */
export function audienceOf(game: AnyGame, state: unknown, who: AuthenticatedViewer): Audience {
  return { viewer: game.isTerminal(state) ? 'all' : who.seat } as Audience;
}

/** Anyone with the game id, as the HTTP audit history serves it: the table's view, everything after the end. */
export function publicAudience(game: AnyGame, state: unknown, gameId: string): Audience {
  return audienceOf(game, state, spectator(gameId));
}

/** A key for caching what each kind of viewer is sent. */
export function viewerKey(viewer: AuthenticatedViewer): string {
  return viewer.kind === 'seat' ? `seat:${viewer.seat}` : 'spectator';
}
