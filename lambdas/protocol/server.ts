import { seatClockViewSchema } from '../../engine/core/clock/protocol.js';
import * as z from 'zod/mini';
import type { Line } from '../../engine/core/line.js';
import '../../engine/core/schema.js';
import { calendarFrame } from './calendar.js';

const requestId = z.optional(z.string());

/** A view patch on the wire (view-patch.ts): `[path]` or `[path, value]`, a path of keys and indexes. */
const patchPath = z.array(z.union([z.string(), z.number().check(z.int(), z.minimum(0))]));
export const viewPatchSchema = z.array(z.union([z.tuple([patchPath]), z.tuple([patchPath, z.unknown()])]));

/** A history line as data (engine/core/line.ts Line): its parameters are checked where they are written. */
export const lineSchema = z.looseObject({
  id: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
}) as unknown as z.ZodMiniType<Line>;
const actor = z.union([z.number().check(z.int()), z.literal('system')]);
/** A seat number, null for a spectator, or 'all' once the game is over (everything is revealed). */
const viewer = z.union([z.number().check(z.int()), z.null(), z.literal('all')]);

/** One accepted command of the log, as one viewer may see it. */
export const entrySchema = z.strictObject({
  /** The game's version after this command; versions count accepted commands from 1 (the start). */
  version: z.number().check(z.int(), z.minimum(1)),
  /** Who issued it: a seat, or 'system' for the start, the end's reveal, and moves made for a seat. */
  actor,
  /** With actor 'system': the seat the system moved for ... */
  onBehalfOf: z.optional(z.number().check(z.int())),
  /** ... because its time ran out, a bot plays it, one of its standing orders played, or it was its only choice. */
  reason: z.optional(z.enum(['timeout', 'bot', 'order', 'forced'])),
  /** ISO-8601 time the server accepted it. */
  at: z.string(),
  /**
   * The events it produced, each redacted for the viewer, with its history line as data (a
   * message id of the catalogs' `line` namespace and its parameters, engine/core/line.ts), which
   * the client writes in its player's language. A seat's clock request (quiet hours, vacation,
   * "I'm back") is one `{ type: 'clock', request }`.
   */
  events: z.array(z.strictObject({ event: z.looseObject({ type: z.string() }), line: lineSchema })),
  /**
   * Set when the seat's device set a new dice key with this record (docs/audit.md, seat chains):
   * its first move from that device, or another device taking the seat over. Shown to the whole
   * table, with its line, before the record's events; the rules never see it.
   */
  diceKey: z.optional(z.strictObject({ key: z.string(), line: lineSchema })),
});

export const seatInfoSchema = z.strictObject({
  seat: z.number().check(z.int()),
  name: z.string(),
  /** Not claimed yet: anyone with the game link may `join` it. */
  open: z.boolean(),
  /** Played by the server's bot all game: nobody can join it. */
  bot: z.boolean(),
});

export const outcomeSchema = z.strictObject({
  results: z.array(
    z.strictObject({
      seat: z.number().check(z.int()),
      score: z.number(),
      rank: z.number().check(z.int()),
      breakdown: z.record(z.string(), z.number()),
    }),
  ),
  winners: z.array(z.number().check(z.int())),
});

const seatLink = z.strictObject({
  seat: z.number().check(z.int()),
  name: z.string(),
  open: z.boolean(),
  /** Played by the server's bot: no token, no link, nobody can join it. */
  bot: z.boolean(),
  /** The seat's secret; null for an open seat (whoever joins it gets one) and a bot seat. */
  token: z.nullable(z.string()),
  /** Relative link that puts its holder in this seat; null for an open seat and a bot seat. */
  link: z.nullable(z.string()),
});

export const createdFrame = z.strictObject({
  type: z.literal('created'),
  requestId,
  gameId: z.string(),
  rules: z.string(),
  seats: z.array(seatLink),
  /** Relative link for spectators, and for claiming open seats. */
  spectatorLink: z.string(),
  /** SHA-256 of the game's secret seed (hex): the dice are fixed by it before anyone plays (docs/audit.md). */
  commitment: z.string(),
  /**
   * The creator's own secret for the table (not a seat's): it hides chat messages for everyone
   * and lets spectators write (`chat-hide`, `chat-settings`). Derived from `secret` like the seat
   * tokens, so a retried create gets it again. Absent from servers before table chat.
   */
  hostToken: z.optional(z.string()),
});

export const joinedFrame = z.strictObject({
  type: z.literal('joined'),
  requestId,
  gameId: z.string(),
  seat: z.number().check(z.int()),
  name: z.string(),
  token: z.string(),
  link: z.string(),
});

/** Whether the table has a webhook (seats only; spectators are never told), and why it was switched off. */
export const webhookStateSchema = z.strictObject({
  set: z.boolean(),
  /**
   * Set when failures switched it off (any seat may set it again): the same words whatever went
   * wrong, never an address, status or error. Clients show it in the game's history as a note,
   * at `offAt`.
   */
  off: z.optional(z.string()),
  offAt: z.optional(z.string()),
});

/**
 * A seat's dice key as the server holds it (docs/audit.md, seat chains): its chain's top and
 * how many links have been revealed under it. Null: no device has keyed the seat yet.
 */
export const seatKeyStateSchema = z.nullable(
  z.strictObject({ top: z.string(), revealed: z.number().check(z.int(), z.minimum(0)) }),
);

/**
 * The answer to `prepare`: the new table's id and the commitment to its secret seed (SHA-256,
 * hex), given before the client chooses the nonce `create` carries, so the server cannot pick
 * the seed after seeing it. `create` must name this game id before `expiresAt`.
 */
export const preparedFrame = z.strictObject({
  type: z.literal('prepared'),
  requestId,
  gameId: z.string(),
  rules: z.string(),
  commitment: z.string(),
  expiresAt: z.string(),
});

/** What a subscription adds to the game as the update shows it. */
export const subscriptionSchema = z.strictObject({
  rules: z.string(),
  title: z.string(),
  seats: z.array(seatInfoSchema),
  /** Seats only: the table's webhook. */
  webhook: z.optional(webhookStateSchema),
  /** Keep your log up to this version; the entries after it follow (they replace what you had). */
  fromVersion: z.number().check(z.int(), z.minimum(0)),
});

/**
 * First frame of a subscription whose answer does not fit in one frame; `entries` frames and
 * one `update` frame follow. An answer that fits is one `update` carrying `subscription`.
 */
export const subscribedFrame = z.strictObject({
  type: z.literal('subscribed'),
  requestId,
  gameId: z.string(),
  rules: z.string(),
  title: z.string(),
  viewer,
  seats: z.array(seatInfoSchema),
  /** Seats only: the table's webhook. */
  webhook: z.optional(webhookStateSchema),
  /** Keep your log up to this version; the entries after it follow (they replace what you had). */
  fromVersion: z.number().check(z.int(), z.minimum(0)),
  version: z.number().check(z.int(), z.minimum(1)),
});

/** Log entries, in version order; an entry replaces any you hold with the same version. */
export const entriesFrame = z.strictObject({
  type: z.literal('entries'),
  gameId: z.string(),
  /** Whom these entries were redacted for ('all' for the reveal after the end). */
  viewer,
  entries: z.array(entrySchema),
});

/** The game as this viewer sees it at `version`, with the entries that led there (if any). */
export const updateFrame = z.strictObject({
  type: z.literal('update'),
  requestId,
  gameId: z.string(),
  version: z.number().check(z.int(), z.minimum(1)),
  status: z.enum(['playing', 'over']),
  viewer,
  /** Seats that must act now (empty when the game is over). */
  toAct: z.array(z.number().check(z.int())),
  /** The rule set's view(state, viewer); absent when `viewPatch` stands for it. */
  view: z.optional(z.unknown()),
  /**
   * Only to a connection that subscribed with `patches: true`, instead of `view` when smaller:
   * what changed in its viewer's view since version `from` (the version of the update before
   * this one), as view-patch.ts encodes it. A client holding another version, or one the patch
   * does not fit, asks for the whole view (`view` message).
   */
  viewPatch: z.optional(viewPatchSchema),
  /** With `viewPatch`: the version whose view it patches. */
  from: z.optional(z.number().check(z.int(), z.minimum(0))),
  /**
   * What this seat may send now, as templates: each kind of command once, its fields given as
   * ranges `{ $min, $max }` or choices `{ $oneOf }` (see engine/core/legal.ts and README.md);
   * empty for spectators.
   */
  legalCommands: z.array(z.looseObject({ type: z.string() })),
  outcome: z.nullable(outcomeSchema),
  entries: z.array(entrySchema),
  /**
   * Set only on the update sent to the connection whose command made this version (with that
   * message's requestId): it is the command's acceptance, and no `accepted` frame follows.
   */
  commandId: z.optional(z.string()),
  /**
   * Set only on the answer to `subscribe` when it fits in one frame: the subscription (what a
   * `subscribed` frame says otherwise), applied before this update's entries. One message less
   * per visit.
   */
  subscription: z.optional(subscriptionSchema),
  /**
   * Clocked games only: every seat's clock at the server's time of sending (engine/core/clock
   * SeatClockView: remaining time, deadline, asleep, vacation, timeouts), in seat order.
   */
  clocks: z.optional(z.array(seatClockViewSchema)),
  /**
   * With `clocks`: the server's time they were read at (ISO). A client counts a running clock
   * down from it (the time left is the running time between then and the deadline), reading
   * only how long ago the update arrived on its own clock.
   */
  clocksAt: z.optional(z.string()),
  /**
   * To a seat of a game whose dice use seat chains: its dice key as the server holds it, so its
   * device knows the link to reveal next (or that it must send a new key).
   */
  seatKey: z.optional(seatKeyStateSchema),
  /**
   * To a seat, while the game runs, of a rule set with standing orders: its own orders (never
   * another seat's), each with whether it still stands and, if not, why; whether the server plays
   * its forced moves; and the orders that ended lately, with why and at which version.
   */
  orders: z.optional(
    z.strictObject({
      standing: z.array(
        z.strictObject({
          order: z.looseObject({ kind: z.string() }),
          armed: z.boolean(),
          reason: z.optional(z.string()),
        }),
      ),
      forced: z.boolean(),
      ended: z.array(
        z.strictObject({
          order: z.looseObject({ kind: z.string() }),
          spent: z.boolean(),
          reason: z.string(),
          version: z.number().check(z.int()),
        }),
      ),
    }),
  ),
});

/** Sent to the sender of an accepted command (also to a retry of it, with the same version). */
export const acceptedFrame = z.strictObject({
  type: z.literal('accepted'),
  requestId,
  gameId: z.string(),
  commandId: z.string(),
  version: z.number().check(z.int(), z.minimum(1)),
});

/** A seat was claimed: the table's names changed. */
export const seatsFrame = z.strictObject({
  type: z.literal('seats'),
  gameId: z.string(),
  seats: z.array(seatInfoSchema),
});

/** A page of the log in answer to `history`; the last page has `final: true`. */
export const historyFrame = z.strictObject({
  type: z.literal('history'),
  requestId,
  gameId: z.string(),
  viewer,
  version: z.number().check(z.int(), z.minimum(1)),
  entries: z.array(entrySchema),
  final: z.boolean(),
});

export const pongFrame = z.strictObject({ type: z.literal('pong'), requestId });

/** The answer to `notify`: this device's push subscription for the seat now has `mode` ('off': removed). */
export const notifyingFrame = z.strictObject({
  type: z.literal('notifying'),
  requestId,
  gameId: z.string(),
  seat: z.number().check(z.int()),
  mode: z.enum(['each', 'digest', 'off']),
});

/**
 * The table's webhook: the answer to `webhook`, and sent to every seat's connection when any
 * seat sets or clears it or failures switch it off (`off`: why). Never sent to spectators.
 */
export const webhookFrame = z.strictObject({
  type: z.literal('webhook'),
  requestId,
  gameId: z.string(),
  url: z.nullable(z.string()),
  /** Failures switched it off: the same words whatever went wrong (shown in the history as a note), and when. */
  off: z.optional(z.string()),
  offAt: z.optional(z.string()),
});

/** The answer to `presence`. */
export const presenceFrame = z.strictObject({
  type: z.literal('presence'),
  requestId,
  gameId: z.string(),
  visible: z.boolean(),
});

/**
 * One chat message as a viewer gets it. `seat` null: a spectator wrote it. Exactly one of
 * `text` (as typed, to be shown as plain text) and `preset` (an id of CHAT_PRESETS, to be
 * shown in the reader's language), unless `hidden`: the table's creator hid it, and neither
 * is sent (the store keeps it, for the record).
 */
export const chatPostSchema = z.strictObject({
  id: z.string(),
  /** ISO-8601 time the server took it. */
  at: z.string(),
  seat: z.nullable(z.number().check(z.int())),
  text: z.optional(z.string()),
  preset: z.optional(z.string()),
  hidden: z.optional(z.literal(true)),
});

/**
 * The table's chat: a new message (to every viewer that has not muted its sender), a message
 * hidden or shown again, the settings changed, or, in answer to `subscribe` with `chat: true`,
 * the newest messages (oldest first, split over frames) with the settings. A client merges
 * messages by `id` (a later copy replaces an earlier one) and orders them by `id`.
 */
export const chatFrame = z.strictObject({
  type: z.literal('chat'),
  requestId,
  gameId: z.string(),
  messages: z.array(chatPostSchema),
  /** Whether spectators may write; sent with the history and when the creator changes it. */
  spectators: z.optional(z.boolean()),
  /** To a seat, with the history and in answer to `chat-mute`: whom it has muted (seats, 'spectators'). */
  muted: z.optional(z.array(z.union([z.number().check(z.int()), z.literal('spectators')]))),
});

export const errorFrame = z.strictObject({
  type: z.literal('error'),
  requestId,
  /** An ErrorCode (see codes.ts). */
  code: z.string(),
  message: z.string(),
  commandId: z.optional(z.string()),
  /** With STALE: the game's version now; the missed entries and an `update` follow. */
  currentVersion: z.optional(z.number().check(z.int())),
  /** With NO_KEY and BAD_LINK: the seat's dice key as the server holds it. */
  seatKey: z.optional(seatKeyStateSchema),
});

/** One private note as a reader gets it: whose, which round (absent: the whole game), what it says, when it was last written. */
export const noteSchema = z.strictObject({
  seat: z.number().check(z.int()),
  round: z.optional(z.number().check(z.int())),
  text: z.string(),
  at: z.string(),
});

/**
 * Private notes, only ever to the connection that asked (`note`, `notes`, `notes-share`),
 * never broadcast nor pushed. `notes`: the asking seat's own, and once the game is over every
 * note of the seats in `shared`. `share`: to a seat, whether it agreed to show its notes after
 * the end. A seat with many notes gets several frames; `more: true` on all but the last.
 */
export const notesFrame = z.strictObject({
  type: z.literal('notes'),
  requestId: z.optional(z.string()),
  gameId: z.string(),
  notes: z.array(noteSchema),
  /** The seats whose notes are shown after the end (those that agreed). */
  shared: z.array(z.number().check(z.int())),
  share: z.optional(z.boolean()),
  more: z.optional(z.literal(true)),
});

/** How a seat of a rematch stands: waiting for its player, accepted, declined, or filled by the offerer. */
export const rematchAnswerSchema = z.enum(['waiting', 'accepted', 'declined', 'bot', 'open']);

/**
 * A rematch of a finished game (`rematch`, `rematch-answer`, `rematch-fill`, and a
 * subscription to the finished game): sent to every watcher of the finished game at each
 * change, and to the asker. `seats` are the new table's, in its turn order; `from` is the seat
 * the player held in the finished game (each player moves one seat on). `status` is 'started'
 * once everyone needed has accepted and the new table is dealt. Only the answer to a seat's own
 * acceptance carries that seat's `token` and `link` for the new table (and to the offerer, the
 * new table's `hostToken`): they are never broadcast.
 */
export const rematchFrame = z.strictObject({
  type: z.literal('rematch'),
  requestId: z.optional(z.string()),
  /** The finished game. */
  gameId: z.string(),
  newGameId: z.string(),
  rules: z.string(),
  /** The seat of the finished game that offered it. */
  by: z.number().check(z.int()),
  /** SHA-256 of the new table's seed, shown before any acceptance's nonce is chosen (docs/audit.md). */
  commitment: z.string(),
  status: z.enum(['waiting', 'started']),
  /** Counts the rematch's changes from 1: of two frames, the higher is the later. */
  version: z.number().check(z.int(), z.minimum(1)),
  seats: z.array(
    z.strictObject({
      seat: z.number().check(z.int()),
      from: z.number().check(z.int()),
      name: z.string(),
      answer: rematchAnswerSchema,
    }),
  ),
  /** To the asking seat: its seat in the new table. */
  newSeat: z.optional(z.number().check(z.int())),
  token: z.optional(z.string()),
  link: z.optional(z.string()),
  hostToken: z.optional(z.string()),
});

export const serverFrameSchema = z.discriminatedUnion('type', [
  preparedFrame,
  createdFrame,
  joinedFrame,
  subscribedFrame,
  entriesFrame,
  updateFrame,
  acceptedFrame,
  seatsFrame,
  historyFrame,
  pongFrame,
  notifyingFrame,
  webhookFrame,
  presenceFrame,
  chatFrame,
  notesFrame,
  rematchFrame,
  calendarFrame,
  errorFrame,
]);

export type Entry = z.infer<typeof entrySchema>;
export type SeatInfo = z.infer<typeof seatInfoSchema>;
export type PreparedFrame = z.infer<typeof preparedFrame>;
export type SeatKeyState = z.infer<typeof seatKeyStateSchema>;
export type CreatedFrame = z.infer<typeof createdFrame>;
export type JoinedFrame = z.infer<typeof joinedFrame>;
export type SubscribedFrame = z.infer<typeof subscribedFrame>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type EntriesFrame = z.infer<typeof entriesFrame>;
export type UpdateFrame = z.infer<typeof updateFrame>;
export type AcceptedFrame = z.infer<typeof acceptedFrame>;
export type SeatsFrame = z.infer<typeof seatsFrame>;
export type HistoryFrame = z.infer<typeof historyFrame>;
export type PongFrame = z.infer<typeof pongFrame>;
export type ErrorFrame = z.infer<typeof errorFrame>;
export type NotifyingFrame = z.infer<typeof notifyingFrame>;
export type WebhookFrame = z.infer<typeof webhookFrame>;
export type PresenceFrame = z.infer<typeof presenceFrame>;
export type WebhookState = z.infer<typeof webhookStateSchema>;
export type ChatPost = z.infer<typeof chatPostSchema>;
export type ChatFrame = z.infer<typeof chatFrame>;
export type Note = z.infer<typeof noteSchema>;
export type NotesFrame = z.infer<typeof notesFrame>;
export type RematchFrame = z.infer<typeof rematchFrame>;
export type RematchAnswer = z.infer<typeof rematchAnswerSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** The HTTP audit history: GET /games/{gameId}/history. */
export interface HistoryDocument {
  gameId: string;
  rules: string;
  title: string;
  /** null while the game runs (public events only); 'all' after the end (secret deals included). */
  viewer: null | 'all';
  status: 'playing' | 'over';
  version: number;
  seats: SeatInfo[];
  outcome: z.infer<typeof outcomeSchema> | null;
  entries: Entry[];
  /** Only when asked for (`?chat=1`): the table's chat, oldest first, hidden messages without their words. */
  chat?: ChatPost[];
  /** Only when asked for (`?notes=1`) and once the game is over: the notes of the seats that agreed to show them. */
  notes?: Note[];
}

export { subscribedOf } from './subscribed.js';
