import type { RuleRejectionCode } from '../../engine/index.js';

/** Codes the server itself gives, before or around the rules engine. */
export const PROTOCOL_CODES = [
  /** The message is not JSON. */
  'INVALID_JSON',
  /** The message is JSON but its `action` is not one this server knows. */
  'UNKNOWN_ACTION',
  /** The message does not match the schema of its action. */
  'SCHEMA',
  /** The message is larger than MAX_CLIENT_MESSAGE_BYTES. */
  'PAYLOAD_TOO_LARGE',
  /** No game has this id. */
  'UNKNOWN_GAME',
  /** No rule set has this id (prepare, create). */
  'UNKNOWN_RULES',
  /** create: no table was prepared under this game id (send `prepare` first), or it was prepared for other rules. */
  'NOT_PREPARED',
  /** create: the prepared table expired before it was created; prepare another. */
  'PREPARE_EXPIRED',
  /** create: the game exists already, made by another create (or, without the first create's secret, its links cannot be given again). */
  'ALREADY_CREATED',
  /** command: the seat has no dice key yet; send `key` (a new chain's top) with the link below it. */
  'NO_KEY',
  /** command: the link is not the next one of the seat's chain; the refusal carries `seatKey`. */
  'BAD_LINK',
  /** The seat's token is wrong, or the seat has not been claimed yet. */
  'BAD_TOKEN',
  /** The command was based on an older version of the game; the reply carries `currentVersion`. */
  'STALE',
  /** The store kept refusing for load; nothing was changed, try again shortly. */
  'BUSY',
  /** The connection sent messages faster than its rate limit; this one was dropped unread. */
  'RATE_LIMITED',
  /** join: the seat was claimed by someone else (a retry carrying the claimer's secret gets the seat instead). */
  'SEAT_TAKEN',
  /** join: the seat was created as a bot; the server plays it all game. */
  'BOT_SEAT',
  /** command: a clock request (quiet hours, vacation) on a table without a clock. */
  'NO_CLOCK',
  /** command: a vacation beyond the days the table grants, or than are left. */
  'NO_VACATION_LEFT',
  /** command: a vacation asked for once the seat's time has run out (its move is being made for it). */
  'OUT_OF_TIME',
  /** command: quiet hours changed a second time in one turn. */
  'SETTINGS_ONCE_PER_TURN',
  /** command: "I'm back" from a seat no bot holds and that is not on vacation. */
  'NOT_AWAY',
  /** command: a clock request beyond the seat's few between two of its own moves. */
  'TOO_MANY_REQUESTS',
  /** notify: the push endpoint is not an https URL on a browser push service's host (or, on the local stack, http://127.0.0.1). */
  'PUSH_ENDPOINT',
  /** notify: a new device for a seat that has notifications on as many devices as a seat may in one game. */
  'TOO_MANY_DEVICES',
  /** webhook: the URL is not https on an allowed chat host (or, on the local stack, http://127.0.0.1). */
  'WEBHOOK_URL',
  /** presence: this connection has not subscribed to that game. */
  'NOT_SUBSCRIBED',
  /** chat: the text is blank, or has control or text-direction characters, or markup; the message says which. */
  'CHAT_TEXT',
  /** chat: the text is longer than MAX_CHAT_LENGTH characters (it is refused, never cut). */
  'CHAT_TOO_LONG',
  /** chat: a spectator's message where the table's creator has not let spectators write. */
  'CHAT_CLOSED',
  /** chat-hide, chat-settings: the host token is not this table's creator's (or the table has none). */
  'NOT_HOST',
  /** chat-hide: no message of this table has that id. */
  'UNKNOWN_MESSAGE',
  /** note: the note is longer than MAX_NOTE_LENGTH characters once cleaned (refused, never cut). */
  'NOTE_TOO_LONG',
  /** note: a new note where the seat already keeps MAX_NOTES_PER_SEAT in this game. */
  'TOO_MANY_NOTES',
  /** notes: a spectator asked before the end; nobody reads a seat's notes while the game runs. */
  'NOTES_PRIVATE',
  /** rematch: the game is still being played; a rematch is offered once it is over. */
  'NOT_OVER',
  /** rematch-answer, rematch-fill: nobody has offered a rematch of this game. */
  'NO_REMATCH',
  /** rematch-answer, rematch-fill: the new table has started, or the offerer filled this seat; the answer can no longer change. */
  'REMATCH_CLOSED',
  /** rematch-fill: only the seat that offered the rematch fills a declined seat. */
  'NOT_REMATCH_OFFERER',
  /** rematch-fill: the seat has not declined (it is waiting, accepted, or filled already). */
  'NOT_DECLINED',
  /** calendar, GET /calendar/<feed>.ics: no calendar feed has that secret (it was renewed, or never made). */
  'UNKNOWN_FEED',
  /** The game's stored log is damaged (records lost or rewritten): it is refused until an operator restores it; nothing was changed. */
  'CORRUPT_GAME',
  /** A fault on the server; sending the same message again is safe. */
  'INTERNAL',
] as const;

export type ProtocolCode = (typeof PROTOCOL_CODES)[number];

/** Every `code` an error frame can carry: the server's own and every rejection of the registered rule sets. */
export type ErrorCode = ProtocolCode | RuleRejectionCode;
