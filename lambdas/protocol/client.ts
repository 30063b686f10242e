import { LOCALES } from '../../i18n/locales.js';
import * as z from 'zod/mini';
import '../../engine/core/schema.js';
import { MAX_NAME_LENGTH, MAX_REQUEST_ID_LENGTH } from './limits.js';
import { nameProblem } from './names.js';
import { CHAT_ID_PATTERN, CHAT_PRESETS } from './chat.js';
import { MAX_NOTE_ROUND } from './notes.js';
import { calendarMessage, type CalendarMessage } from './calendar.js';

/** Game ids, seat tokens and command ids travel as base64url text. */
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** 128 random bits in base64url: game ids and seat tokens. */
export const gameIdSchema = z.string().check(z.length(22), z.regex(ID_PATTERN, 'a game id is 22 base64url characters'));
export const tokenSchema = z
  .string()
  .check(z.length(22), z.regex(ID_PATTERN, 'a seat token is 22 base64url characters'));
/**
 * Chosen by the client (a UUID is fine); a retry repeats it. It only has to differ between
 * the different commands one seat sends at one version, which is how retries are told apart.
 */
export const commandIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(ID_PATTERN, 'a command id is 1-64 characters of [A-Za-z0-9_-]'));
export const seatSchema = z.number().check(z.int(), z.minimum(0), z.maximum(31));
export const versionSchema = z.number().check(z.int(), z.minimum(0));
/** Echoed in every reply to this message, so a client can match answers to questions. */
const requestId = z.optional(z.string().check(z.maxLength(MAX_REQUEST_ID_LENGTH)));

/**
 * The requestId of a message that may be malformed otherwise, when it is one a valid message
 * could carry: what an error answering that message echoes.
 */
export function readableRequestId(json: unknown): string | undefined {
  const id = typeof json === 'object' && json !== null ? (json as { requestId?: unknown }).requestId : undefined;
  return typeof id === 'string' && id.length <= MAX_REQUEST_ID_LENGTH ? id : undefined;
}
/** A seat name as everyone will see it: NFC, trimmed, visible, free of control characters (see names.ts). */
const name = z.string().check(
  z.normalize('NFC'),
  z.trim(),
  z.minLength(1, 'a name may not be blank'),
  z.maxLength(MAX_NAME_LENGTH, `a name has at most ${MAX_NAME_LENGTH} characters`),
  z.superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** 32 bytes as 64 lowercase hex digits: a dice key (a hash chain's top) or one of its links. */
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, '32 bytes as 64 lowercase hex digits'));

/**
 * The first of creating a table: the server draws the game id and the secret seed and answers
 * `prepared` with the commitment to the seed, before the client has chosen the nonce that goes
 * into the deal (docs/audit.md).
 */
export const prepareMessage = z.strictObject({
  action: z.literal('prepare'),
  requestId,
  rules: z.string().check(z.minLength(1), z.maxLength(40)),
});

export const createMessage = z.strictObject({
  action: z.literal('create'),
  requestId,
  /**
   * The id `prepared` gave. Optional in the schema only so that a create without one is refused
   * with its own code (NOT_PREPARED) rather than a schema error.
   */
  gameId: z.optional(gameIdSchema),
  /** Rule set id from the engine registry, e.g. 'manila'. */
  rules: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The rule set's table options; omitted fields take its defaults. */
  options: z.optional(z.unknown()),
  /**
   * One entry per seat, in turn order. An open seat is left for anyone with the game link to
   * claim; a bot seat is played by the server all game (the rule set must have a bot, and at
   * least one seat must be a person's). A seat cannot be both.
   */
  seats: z
    .array(
      z
        .strictObject({ name, open: z._default(z.boolean(), false), bot: z._default(z.boolean(), false) })
        .check(
          z.refine((s) => !(s.open && s.bot), { error: 'a seat is either open or a bot, not both', path: ['bot'] }),
        ),
    )
    .check(z.minLength(1), z.maxLength(12)),
  /**
   * Made up by the creating client (128 random bits or more, base64url): the start record's
   * command id, so the opening deal depends on something the server did not choose (docs/audit.md).
   */
  nonce: z
    .string()
    .check(z.minLength(22), z.maxLength(64), z.regex(ID_PATTERN, 'a nonce is 22-64 base64url characters')),
  /**
   * Made up by the creating client (128 random bits or more, base64url) and kept until it has its
   * answer: the seat tokens are derived from it, so a retried create whose first answer was lost
   * gets the same links. Without it such a retry is refused (ALREADY_CREATED).
   */
  secret: z.optional(
    z
      .string()
      .check(z.minLength(22), z.maxLength(64), z.regex(ID_PATTERN, 'a create secret is 22-64 base64url characters')),
  ),
});

/**
 * A secret the joining client makes up (128 random bits or more, base64url) and keeps until it
 * has its answer. The seat's token is derived from it, so an identical retry after a lost answer
 * is recognised and gets the same seat and token instead of SEAT_TAKEN.
 */
export const joinSecretSchema = z
  .string()
  .check(z.minLength(22), z.maxLength(64), z.regex(ID_PATTERN, 'a join secret is 22-64 base64url characters'));

export const joinMessage = z.strictObject({
  action: z.literal('join'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  name,
  /** Optional; without it a join whose answer is lost cannot be retried. */
  secret: z.optional(joinSecretSchema),
});

/** Seat and token together, or neither (a spectator). */
const seatAndToken = (m: { seat?: number; token?: string }) => (m.seat === undefined) === (m.token === undefined);
const seatAndTokenMessage = { error: 'give both seat and token, or neither to watch as a spectator', path: ['token'] };

export const subscribeMessage = z
  .strictObject({
    action: z.literal('subscribe'),
    requestId,
    gameId: gameIdSchema,
    seat: z.optional(seatSchema),
    token: z.optional(tokenSchema),
    /** The highest version this client already holds; 0 for none. */
    lastVersion: z._default(versionSchema, 0),
    /** Also send the table's chat: its newest messages and settings, in `chat` frames after the update. */
    chat: z.optional(z.boolean()),
    /**
     * This client applies view patches: later updates to this connection may carry `viewPatch`
     * against the version before them instead of the whole view (README.md, "update").
     */
    patches: z.optional(z.literal(true)),
  })
  .check(z.refine(seatAndToken, seatAndTokenMessage));

/** The whole view now, without subscribing again: for a client whose view patch did not fit what it holds. */
export const viewMessage = z
  .strictObject({
    action: z.literal('view'),
    requestId,
    gameId: gameIdSchema,
    seat: z.optional(seatSchema),
    token: z.optional(tokenSchema),
  })
  .check(z.refine(seatAndToken, seatAndTokenMessage));

export const commandMessage = z.strictObject({
  action: z.literal('command'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  /** The version the client saw when it chose this command. */
  expectedVersion: versionSchema,
  commandId: commandIdSchema,
  /** A command of the game's rule set: `{ type, ...fields }`, one that a template in `legalCommands` stands for. */
  command: z.looseObject({ type: z.string().check(z.minLength(1), z.maxLength(40)) }),
  /**
   * Tables whose dice use seat chains (docs/audit.md): the next link of the seat's hash chain,
   * whose SHA-256 is the last one the seat revealed (the update's `seatKey`). A command refused
   * and sent again carries the same link; a retry of the same command id too.
   */
  link: z.optional(hex64),
  /** A new dice key for the seat: the top of a fresh hash chain, with `link` the link right below it (a new device, or the first move). */
  key: z.optional(hex64),
});

export const historyMessage = z
  .strictObject({
    action: z.literal('history'),
    requestId,
    gameId: gameIdSchema,
    seat: z.optional(seatSchema),
    token: z.optional(tokenSchema),
    /** Entries after this version are sent; 0 for the whole game. */
    fromVersion: z._default(versionSchema, 0),
  })
  .check(z.refine(seatAndToken, seatAndTokenMessage));

/**
 * Made up once per device (browser profile) and kept there: one push subscription per
 * (game, seat, device), so a second device of the same player gets its own.
 */
export const deviceSchema = z
  .string()
  .check(z.minLength(22), z.maxLength(64), z.regex(ID_PATTERN, 'a device id is 22-64 base64url characters'));

/**
 * A browser's PushSubscription as its toJSON() gives it. Whether the endpoint's scheme and host
 * are allowed is checked by the server against its limits (https only, except loopback locally).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.minLength(8), z.maxLength(2048)),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed point, base64url (65 bytes: 87 characters). */
    p256dh: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'keys.p256dh is a P-256 public key in base64url (65 bytes)')),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'keys.auth is a 16-byte secret in base64url')),
  }),
});

/** An IANA time zone name the server's Intl knows ('Europe/Berlin', 'UTC'). */
const timeZoneSchema = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  z.refine((tz) => knownTimeZone(tz), { error: 'timeZone is not an IANA time zone this server knows' }),
);

function knownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns push notifications for this seat on this device on ('each': one per turn; 'digest': one
 * a day at `digestHour` in `timeZone`) or off ('off', or `subscription: null`).
 */
export const notifyMessage = z
  .strictObject({
    action: z.literal('notify'),
    requestId,
    gameId: gameIdSchema,
    seat: seatSchema,
    token: tokenSchema,
    device: deviceSchema,
    subscription: z.nullable(pushSubscriptionSchema),
    mode: z.enum(['each', 'digest', 'off']),
    digestHour: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(23))),
    timeZone: z.optional(timeZoneSchema),
    /** The language the pushes are written in (the page's); English when absent. */
    locale: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((m) => m.mode === 'off' || m.subscription !== null, {
      error: "a subscription is needed unless mode is 'off'",
      path: ['subscription'],
    }),
    z.refine((m) => m.mode !== 'digest' || m.digestHour !== undefined, {
      error: "mode 'digest' needs digestHour (0-23)",
      path: ['digestHour'],
    }),
  );

/** Sets (or with `url: null` clears) the table's incoming webhook: one short line per turn change. */
export const webhookMessage = z.strictObject({
  action: z.literal('webhook'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  url: z.nullable(z.string().check(z.minLength(1), z.maxLength(2048))),
  /** The language the lines are written in (the page's of whoever sets it); English when absent. */
  locale: z.optional(z.enum(LOCALES)),
});

/**
 * From a connection subscribed to the game: whether its page is visible now. A seat with a
 * visible page gets no push for that game (it sees the update anyway).
 */
export const presenceMessage = z.strictObject({
  action: z.literal('presence'),
  requestId,
  gameId: gameIdSchema,
  visible: z.boolean(),
});

/**
 * A message to the table's chat, typed (`text`, checked by the server: lambdas/protocol/chat.ts)
 * or a preset phrase by id. A seat sends its seat and token; a spectator neither (only where the
 * table's creator lets spectators write).
 */
export const chatMessage = z
  .strictObject({
    action: z.literal('chat'),
    requestId,
    gameId: gameIdSchema,
    seat: z.optional(seatSchema),
    token: z.optional(tokenSchema),
    /** At most 500 characters once NFC-normalized and trimmed; longer ones are refused CHAT_TOO_LONG, not cut. */
    text: z.optional(z.string()),
    preset: z.optional(z.enum(CHAT_PRESETS)),
  })
  .check(
    z.refine(seatAndToken, seatAndTokenMessage),
    z.refine((m) => (m.text === undefined) !== (m.preset === undefined), {
      error: 'give either text or preset',
      path: ['text'],
    }),
  );

/** A seat mutes (or unmutes) another seat, or the spectators, for itself alone. */
export const chatMuteMessage = z.strictObject({
  action: z.literal('chat-mute'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  target: z.union([seatSchema, z.literal('spectators')]),
  muted: z.boolean(),
});

/** The table's creator (the `hostToken` of `created`). */
const hostToken = z.string().check(z.length(22), z.regex(ID_PATTERN, 'a host token is 22 base64url characters'));

/** The table's creator hides a message for everyone (or shows it again): hidden, never deleted. */
export const chatHideMessage = z.strictObject({
  action: z.literal('chat-hide'),
  requestId,
  gameId: gameIdSchema,
  host: hostToken,
  id: z
    .string()
    .check(z.regex(CHAT_ID_PATTERN, 'a chat message id is 13 digits, a hyphen and 22 base64url characters')),
  hidden: z.boolean(),
});

/** The table's creator lets spectators write in the chat, or stops them. */
export const chatSettingsMessage = z.strictObject({
  action: z.literal('chat-settings'),
  requestId,
  gameId: gameIdSchema,
  host: hostToken,
  spectators: z.boolean(),
});

/** A note's round: counted from 1; a note without one is about the whole game. */
const noteRound = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_NOTE_ROUND));

/**
 * A seat writes one of its private notes (the whole game's, or one round's), replacing what it
 * held; empty text clears it. Checked by the server (lambdas/protocol/notes.ts): control and
 * text-direction characters are removed, over MAX_NOTE_LENGTH characters is refused NOTE_TOO_LONG.
 */
export const noteMessage = z.strictObject({
  action: z.literal('note'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  round: z.optional(noteRound),
  text: z.string(),
});

/**
 * Reads notes: a seat (with its token) gets its own, whenever; once the game is over, anyone
 * also gets those of the seats that agreed to show them. Before the end a spectator is refused
 * NOTES_PRIVATE: nobody reads another seat's notes while it plays.
 */
export const notesMessage = z
  .strictObject({
    action: z.literal('notes'),
    requestId,
    gameId: gameIdSchema,
    seat: z.optional(seatSchema),
    token: z.optional(tokenSchema),
  })
  .check(z.refine(seatAndToken, seatAndTokenMessage));

/** A seat agrees (or no longer agrees) that its notes are shown to everyone once the game is over. */
export const notesShareMessage = z.strictObject({
  action: z.literal('notes-share'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  share: z.boolean(),
});

/**
 * Rematch (lambdas/protocol/README.md): a seat of a finished game offers the same table again
 * (rule set, options, clock), every player one seat on. Sent twice, or by another seat, it
 * answers the offer already made: one finished game has at most one rematch.
 */
export const rematchMessage = z.strictObject({
  action: z.literal('rematch'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
});

/**
 * A seat answers the rematch of its finished game. An acceptance carries a nonce the seat's
 * device made up after it was shown the new table's commitment: the deal's nonce is made of
 * the accepting seats' nonces, so nothing the server chose alone decides the new deal.
 */
export const rematchAnswerMessage = z
  .strictObject({
    action: z.literal('rematch-answer'),
    requestId,
    gameId: gameIdSchema,
    seat: seatSchema,
    token: tokenSchema,
    accept: z.boolean(),
    nonce: z.optional(
      z.string().check(z.minLength(22), z.maxLength(64), z.regex(ID_PATTERN, 'a nonce is 22-64 base64url characters')),
    ),
  })
  .check(
    z.refine((m) => !m.accept || m.nonce !== undefined, { error: 'an acceptance carries a nonce', path: ['nonce'] }),
  );

/** The seat that offered the rematch fills a seat whose player declined: with the rule set's bot, or open for anyone. */
export const rematchFillMessage = z.strictObject({
  action: z.literal('rematch-fill'),
  requestId,
  gameId: gameIdSchema,
  seat: seatSchema,
  token: tokenSchema,
  /** The declined seat, numbered as in the new table. */
  target: seatSchema,
  fill: z.enum(['bot', 'open']),
  /** The seat's name in the new table ("Bot 3", written in the offerer's language); 'Bot n' or 'Seat n' when left out. */
  name: z.optional(name),
});

/** Keeps an idle connection open: API Gateway closes one that is silent for 10 minutes. */
export const pingMessage = z.strictObject({ action: z.literal('ping'), requestId });

export const clientMessageSchemas = {
  prepare: prepareMessage,
  create: createMessage,
  join: joinMessage,
  subscribe: subscribeMessage,
  view: viewMessage,
  command: commandMessage,
  history: historyMessage,
  ping: pingMessage,
  notify: notifyMessage,
  webhook: webhookMessage,
  presence: presenceMessage,
  chat: chatMessage,
  'chat-mute': chatMuteMessage,
  'chat-hide': chatHideMessage,
  'chat-settings': chatSettingsMessage,
  note: noteMessage,
  notes: notesMessage,
  'notes-share': notesShareMessage,
  rematch: rematchMessage,
  'rematch-answer': rematchAnswerMessage,
  'rematch-fill': rematchFillMessage,
  calendar: calendarMessage,
} as const;

export type ClientAction = keyof typeof clientMessageSchemas;
export const CLIENT_ACTIONS = Object.keys(clientMessageSchemas) as ClientAction[];

export type PrepareMessage = z.infer<typeof prepareMessage>;
export type CreateMessage = z.infer<typeof createMessage>;
export type JoinMessage = z.infer<typeof joinMessage>;
export type SubscribeMessage = z.infer<typeof subscribeMessage>;
export type ViewMessage = z.infer<typeof viewMessage>;
export type CommandMessage = z.infer<typeof commandMessage>;
export type HistoryMessage = z.infer<typeof historyMessage>;
export type PingMessage = z.infer<typeof pingMessage>;
export type NotifyMessage = z.infer<typeof notifyMessage>;
export type WebhookMessage = z.infer<typeof webhookMessage>;
export type PresenceMessage = z.infer<typeof presenceMessage>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatMuteMessage = z.infer<typeof chatMuteMessage>;
export type ChatHideMessage = z.infer<typeof chatHideMessage>;
export type ChatSettingsMessage = z.infer<typeof chatSettingsMessage>;
export type NoteMessage = z.infer<typeof noteMessage>;
export type NotesMessage = z.infer<typeof notesMessage>;
export type NotesShareMessage = z.infer<typeof notesShareMessage>;
export type RematchMessage = z.infer<typeof rematchMessage>;
export type RematchAnswerMessage = z.infer<typeof rematchAnswerMessage>;
export type RematchFillMessage = z.infer<typeof rematchFillMessage>;
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;
export type ClientMessage =
  | PrepareMessage
  | CreateMessage
  | JoinMessage
  | SubscribeMessage
  | ViewMessage
  | CommandMessage
  | HistoryMessage
  | PingMessage
  | NotifyMessage
  | WebhookMessage
  | PresenceMessage
  | ChatMessage
  | ChatMuteMessage
  | ChatHideMessage
  | ChatSettingsMessage
  | NoteMessage
  | NotesMessage
  | NotesShareMessage
  | RematchMessage
  | RematchAnswerMessage
  | RematchFillMessage
  | CalendarMessage;

/** What a client may send before defaults are applied (optional fields may be left out). */
export type ClientMessageInput = z.input<(typeof clientMessageSchemas)[ClientAction]>;
