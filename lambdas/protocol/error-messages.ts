import type { MessageDescriptor } from '../../engine/core/line.js';
import { defineMessages } from '../../engine/core/line.js';
import type { ErrorCode } from './codes.js';

/**
 * What each error code means to a player, in every language (`error.<CODE>` in the catalogs):
 * the client shows this when the server's own message (English, naming the exact point) is not
 * in the player's language (web/src/i18n/errors.ts). Every protocol and rules code has one; a
 * code the client does not know reads as UNKNOWN. test/i18n/error-messages.test.ts holds the
 * list equal to the codes.
 */
export const ERROR_MESSAGES = defineMessages({
  INVALID_JSON: { id: 'error.INVALID_JSON', defaultMessage: 'The message could not be read.' },
  UNKNOWN_ACTION: { id: 'error.UNKNOWN_ACTION', defaultMessage: 'The server does not know this request.' },
  SCHEMA: { id: 'error.SCHEMA', defaultMessage: 'The request is not in the expected form.' },
  PAYLOAD_TOO_LARGE: { id: 'error.PAYLOAD_TOO_LARGE', defaultMessage: 'The request is too large.' },
  UNKNOWN_GAME: { id: 'error.UNKNOWN_GAME', defaultMessage: 'There is no game with this link.' },
  UNKNOWN_RULES: { id: 'error.UNKNOWN_RULES', defaultMessage: 'This server does not offer that game.' },
  NOT_PREPARED: {
    id: 'error.NOT_PREPARED',
    defaultMessage: 'The table was not prepared before it was created; create it again.',
  },
  PREPARE_EXPIRED: {
    id: 'error.PREPARE_EXPIRED',
    defaultMessage: 'Creating the table took too long; create it again.',
  },
  ALREADY_CREATED: { id: 'error.ALREADY_CREATED', defaultMessage: 'This table has been created already.' },
  NO_KEY: { id: 'error.NO_KEY', defaultMessage: 'This device has not set a dice key for your seat yet.' },
  BAD_LINK: { id: 'error.BAD_LINK', defaultMessage: 'This device’s dice key for your seat is out of date.' },
  BAD_TOKEN: {
    id: 'error.BAD_TOKEN',
    defaultMessage: 'This seat link is not valid, or the seat has not been taken yet.',
  },
  STALE: { id: 'error.STALE', defaultMessage: 'The game moved on before your move arrived; look at the board again.' },
  BUSY: { id: 'error.BUSY', defaultMessage: 'The server is busy; nothing was changed. Try again in a moment.' },
  RATE_LIMITED: { id: 'error.RATE_LIMITED', defaultMessage: 'Too many requests at once; wait a moment.' },
  SEAT_TAKEN: { id: 'error.SEAT_TAKEN', defaultMessage: 'Someone else has taken this seat.' },
  BOT_SEAT: { id: 'error.BOT_SEAT', defaultMessage: 'A bot plays this seat; it cannot be joined.' },
  NO_CLOCK: { id: 'error.NO_CLOCK', defaultMessage: 'This table has no clock.' },
  NO_VACATION_LEFT: { id: 'error.NO_VACATION_LEFT', defaultMessage: 'You do not have that many vacation days left.' },
  OUT_OF_TIME: { id: 'error.OUT_OF_TIME', defaultMessage: 'Your time has run out: a move is being made for you.' },
  SETTINGS_ONCE_PER_TURN: {
    id: 'error.SETTINGS_ONCE_PER_TURN',
    defaultMessage: 'Quiet hours can change only once per turn.',
  },
  NOT_AWAY: { id: 'error.NOT_AWAY', defaultMessage: 'You are neither away nor on vacation.' },
  TOO_MANY_REQUESTS: {
    id: 'error.TOO_MANY_REQUESTS',
    defaultMessage: 'Your clock has changed often enough for now; try again later.',
  },
  PUSH_ENDPOINT: { id: 'error.PUSH_ENDPOINT', defaultMessage: 'This browser’s push service cannot be used.' },
  TOO_MANY_DEVICES: {
    id: 'error.TOO_MANY_DEVICES',
    defaultMessage: 'Too many devices already have notifications for this seat: turn them off on one of them first.',
  },
  WEBHOOK_URL: {
    id: 'error.WEBHOOK_URL',
    defaultMessage: 'This webhook address is not allowed: use an https address of a chat service.',
  },
  NOT_SUBSCRIBED: { id: 'error.NOT_SUBSCRIBED', defaultMessage: 'This page is not following that game.' },
  CHAT_TEXT: {
    id: 'error.CHAT_TEXT',
    defaultMessage: 'This message cannot be sent: it is blank, or has hidden characters or markup.',
  },
  CHAT_TOO_LONG: { id: 'error.CHAT_TOO_LONG', defaultMessage: 'A chat message has at most 500 characters.' },
  CHAT_CLOSED: { id: 'error.CHAT_CLOSED', defaultMessage: 'Spectators may not write in this table’s chat.' },
  NOT_HOST: { id: 'error.NOT_HOST', defaultMessage: 'Only the table’s creator can do this.' },
  UNKNOWN_MESSAGE: { id: 'error.UNKNOWN_MESSAGE', defaultMessage: 'That chat message is not at this table.' },
  NOTE_TOO_LONG: { id: 'error.NOTE_TOO_LONG', defaultMessage: 'A note has at most 4,000 characters.' },
  TOO_MANY_NOTES: { id: 'error.TOO_MANY_NOTES', defaultMessage: 'You keep as many notes in this game as a seat may.' },
  NOTES_PRIVATE: { id: 'error.NOTES_PRIVATE', defaultMessage: 'Notes stay private until the game is over.' },
  NOT_OVER: { id: 'error.NOT_OVER', defaultMessage: 'This game is still being played; play again once it is over.' },
  NO_REMATCH: { id: 'error.NO_REMATCH', defaultMessage: 'Nobody has offered to play this game again.' },
  REMATCH_CLOSED: {
    id: 'error.REMATCH_CLOSED',
    defaultMessage: 'The new table has started, or your seat was filled; your answer can no longer change.',
  },
  NOT_REMATCH_OFFERER: {
    id: 'error.NOT_REMATCH_OFFERER',
    defaultMessage: 'Only the player who offered to play again can fill a seat.',
  },
  NOT_DECLINED: { id: 'error.NOT_DECLINED', defaultMessage: 'Only a seat whose player declined can be filled.' },
  UNKNOWN_FEED: {
    id: 'error.UNKNOWN_FEED',
    defaultMessage: 'This calendar link no longer works: a new one was made. Make another from My games.',
  },
  CORRUPT_GAME: {
    id: 'error.CORRUPT_GAME',
    defaultMessage:
      'This game’s stored record is damaged, so it cannot be played or shown until it is restored. Nothing was changed.',
  },
  INTERNAL: { id: 'error.INTERNAL', defaultMessage: 'Something went wrong on the server; try again.' },
  NOT_STARTED: { id: 'error.NOT_STARTED', defaultMessage: 'The game has not started yet.' },
  ALREADY_STARTED: { id: 'error.ALREADY_STARTED', defaultMessage: 'The game has already started.' },
  GAME_OVER: { id: 'error.GAME_OVER', defaultMessage: 'The game is over.' },
  NOT_A_SEAT: { id: 'error.NOT_A_SEAT', defaultMessage: 'That seat is not at this table.' },
  WRONG_PHASE: { id: 'error.WRONG_PHASE', defaultMessage: 'That cannot be done at this point of the game.' },
  INVALID_COMMAND: { id: 'error.INVALID_COMMAND', defaultMessage: 'That move is not valid.' },
  INVALID_OPTIONS: { id: 'error.INVALID_OPTIONS', defaultMessage: 'These table options are not valid.' },
  NOT_YOUR_TURN: { id: 'error.NOT_YOUR_TURN', defaultMessage: 'It is not your turn.' },
  INSUFFICIENT_FUNDS: { id: 'error.INSUFFICIENT_FUNDS', defaultMessage: 'You do not have enough money.' },
  BID_TOO_LOW: { id: 'error.BID_TOO_LOW', defaultMessage: 'Your bid must be higher than the highest bid.' },
  SPOT_TAKEN: { id: 'error.SPOT_TAKEN', defaultMessage: 'That spot is taken.' },
  NO_PAWNS_LEFT: { id: 'error.NO_PAWNS_LEFT', defaultMessage: 'You have no accomplices left to place.' },
  NO_SHARE: { id: 'error.NO_SHARE', defaultMessage: 'There is no such share to take.' },
  ILLEGAL_MOVE: { id: 'error.ILLEGAL_MOVE', defaultMessage: 'The rules do not allow that move.' },
  NOT_IN_GAME: { id: 'error.NOT_IN_GAME', defaultMessage: 'You are no longer in this game.' },
  NOT_YOURS: { id: 'error.NOT_YOURS', defaultMessage: 'That is not yours.' },
  IN_DEBT: { id: 'error.IN_DEBT', defaultMessage: 'Pay your debt first.' },
  OVER_CAPACITY: { id: 'error.OVER_CAPACITY', defaultMessage: 'The ship cannot carry that much.' },
  NO_PROPOSAL: { id: 'error.NO_PROPOSAL', defaultMessage: 'Nobody has proposed to end the game.' },
  PROPOSAL_OPEN: { id: 'error.PROPOSAL_OPEN', defaultMessage: 'A proposal to end the game is already open.' },
  UNKNOWN: { id: 'error.UNKNOWN', defaultMessage: 'The server refused this request.' },
}) satisfies Record<ErrorCode | 'UNKNOWN', MessageDescriptor>;

/** The codes that have a message: every ErrorCode, and UNKNOWN. */
export type ErrorMessageCode = keyof typeof ERROR_MESSAGES;
