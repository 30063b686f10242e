import type { Locale } from '../../i18n/locales.js';
import type { BroadcastMemo } from './broadcast-memo.js';
import type { CalendarFeeds } from './calendar/feeds.js';
import type { ProblemReporter } from './problems.js';
import type { Draw } from '../../engine/audit/committed-random.js';
import type { ClockOptions, ClockState } from '../../engine/core/clock/index.js';
import type { DiceState } from '../../engine/audit/dice-state.js';
import type { OrdersState } from '../../engine/core/orders-log.js';
import type { Seat, SystemReason } from '../../engine/core/types.js';

/**
 * One accepted command as stored: the version it made, who sent it, what it produced, and
 * what lets anyone check it (docs/audit.md). Records written before commitments are read
 * with null in the audit fields.
 */
export interface StoredCommand {
  version: number;
  commandId: string;
  actor: Seat | 'system';
  /** With actor 'system': the seat the system moved for, and why (its time ran out, a bot holds it, its orders, its only choice). */
  onBehalfOf?: Seat;
  reason?: SystemReason;
  /** ISO-8601 time it was accepted. */
  at: string;
  /** The rule set's eventVersion when these events were written (upcast reads older ones). */
  eventVersion: number;
  events: unknown[];
  /** The command exactly as accepted (after schema parsing); null for the seed's reveal and for old records. */
  command: { type: string } | null;
  /** Every value the random source returned while deciding, with the range asked; null for old records. */
  draws: Draw[] | null;
  /** The hash of the record before (engine/audit/chain.ts); null for games created before commitments. */
  prev: string | null;
  /** This record's hash, which the next record's `prev` repeats. */
  hash: string | null;
  /** On the start record: SHA-256 of the game's seed. */
  commitment?: string;
  /** On the system record after the end: the seed, revealed. */
  seed?: string;
  /** On the start record of a game whose dice use seat chains (engine/audit/dice-state.ts): 2. */
  diceScheme?: 2;
  /** A new dice key (the top of a hash chain) the seat's device set with this record. */
  key?: string;
  /** The link of the seat's hash chain this record reveals (seat records of scheme 2). */
  link?: string;
}

/** Thrown by EventStore.append when the version is already taken: someone else got there first. */
export class VersionConflict extends Error {
  constructor(
    readonly gameId: string,
    readonly version: number,
  ) {
    super(`version ${version} of game ${gameId} already exists`);
    this.name = 'VersionConflict';
  }
}

/** Thrown by GameRepository.create when the game id is taken already. */
export class GameExists extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} already exists`);
    this.name = 'GameExists';
  }
}

/** The log of a game: append-only, one record per accepted command, versions 1, 2, 3, ... */
export interface EventStore {
  /**
   * Writes the record if its version does not exist yet; throws VersionConflict otherwise.
   * `notify`: the item carries a flag the events stream's filter lets through to the notifier
   * (infra/constructs/notifications.ts); without it the notifier never runs for the record.
   */
  append(gameId: string, record: StoredCommand, options?: { notify?: boolean }): Promise<void>;
  /**
   * Every record with version > after (and <= `through`, when given), in order. Consistent
   * unless `consistent: false`, which costs half the read units and may miss records written in
   * the last second or so.
   */
  readAfter(
    gameId: string,
    after: number,
    options?: { consistent?: boolean; through?: number },
  ): Promise<StoredCommand[]>;
  /** One record, or null (consistent read). */
  read(gameId: string, version: number): Promise<StoredCommand | null>;
  /** The last `count` records, newest first; consistent unless `consistent: false` (see readAfter). */
  readLatest(gameId: string, count: number, options?: { consistent?: boolean }): Promise<StoredCommand[]>;
}

export interface SeatRecord {
  name: string;
  /** Unclaimed: anyone with the game id may join it. */
  open: boolean;
  /** sha-256 of the seat token, hex; null while open and for a bot seat. The token itself is never stored. */
  tokenHash: string | null;
  /** Created as a bot: the server plays it all game, nobody can join it. Absent (false) on seats stored before bots. */
  bot?: boolean;
}

/** The folded state at some version, so loading reads only the log after it. */
export interface Snapshot {
  version: number;
  /** Bumped when the snapshot encoding or the rule set's events change, so old snapshots are skipped. */
  format: string;
  state: unknown;
  /** The clock state at the same version (engine/core/clock); absent for games without a clock. */
  clock?: ClockState;
  /** The dice state at the same version (engine/audit/dice-state.ts); absent for games of dice scheme 1. */
  dice?: DiceState;
  /** The seats' standing orders at the same version (engine/core/orders-log.ts); absent for rule sets without orders. */
  orders?: OrdersState;
}

export interface GameRecord {
  gameId: string;
  rules: string;
  options: unknown;
  seats: SeatRecord[];
  status: 'playing' | 'over';
  toAct: Seat[];
  createdAt: string;
  updatedAt: string;
  /** Version of the log the summary (status, toAct) and the snapshot describe. */
  version: number;
  snapshot: Snapshot | null;
  /** SHA-256 of the seed, public; null for games created before commitments. */
  commitment: string | null;
  /**
   * The secret seed of the game's dice (hex), read only by the server: it never goes into a
   * frame or an export (the export takes the seed from the reveal record once the game is over).
   */
  seed: string | null;
  /** The hash of the record at `version`: the head of the chain when the summary was written. */
  head: string | null;
  /** The table's clock as chosen at creation (also in the start command); null: no clock. */
  clock: ClockOptions | null;
  /**
   * The wake time (ISO) when the summary was written: the earliest pending deadline, or the
   * time a bot-played seat's pause ends (lambdas/app/wakes.ts); null when nothing is pending.
   * Stored only while one is pending, with its shard, so the sparse index `pending-deadlines`
   * holds exactly the games the sweep must look at.
   */
  nextDeadline: string | null;
  /** 2: the dice come from seat chains (docs/audit.md); absent on games created before them (scheme 1). */
  diceScheme?: 2;
  /**
   * sha-256 of the creator's host token (hex), which moderates the table's chat; absent on
   * games created without a create secret, and before table chat: those tables have no host.
   */
  hostTokenHash?: string;
  /**
   * Set once a seat turned push notifications on or set the table's webhook: only such a
   * table's records are handed to the notifier for what it tells people (append-record.ts).
   * Never cleared: a table whose listeners all left costs the notifier a look that finds nobody.
   */
  listened?: true;
}

/** What the log folds into: the rule set's state, the clocks, the dice state and the seats' orders. */
export interface Folded {
  state: unknown;
  clock: ClockState | null;
  dice: DiceState | null;
  /** Absent: folded by a caller that does not need the orders (a notification), which then has none. */
  orders?: OrdersState | null;
}

/** One appended record with the game just before and just after it. */
export interface AppendedStep {
  record: StoredCommand;
  before: Folded;
  after: Folded;
}

/**
 * What the command that appended records holds of them, handed to the local notifier so that
 * it reads none of it again: the games item as loaded, and each record with the game around it.
 */
export interface Appended {
  record: GameRecord;
  steps: AppendedStep[];
}

/**
 * A table prepared but not created yet: its id and seed are drawn, and the commitment to the
 * seed sent to the creating client, before the client chooses the nonce that goes into the
 * deal. Kept in the games table under its game id (never read as a game) until `create` turns
 * it into the game, or its TTL removes it.
 */
export interface PreparedTable {
  gameId: string;
  rules: string;
  /** The seed, hex; read only by the server, like GameRecord.seed. */
  seed: string;
  commitment: string;
  preparedAt: string;
  /** Epoch seconds after which it can no longer be created (and the table's TTL removes it). */
  expiresAt: number;
}

/** What a command changes in the game item once its events are in the log. */
export interface GameProgress {
  version: number;
  status: GameRecord['status'];
  toAct: Seat[];
  updatedAt: string;
  /** Written with the summary when given; otherwise the old snapshot stays. */
  snapshot: Snapshot | null;
  /** The hash of the record at `version`. */
  head: string | null;
  /** Games with a clock or bot seats: the wake time now (null: none, removed from the item and its index). */
  nextDeadline?: string | null;
}

/** The games table: one item per game. */
export interface GameRepository {
  /** Stores a prepared table; throws GameExists if the id is taken (by this very prepare, retried). */
  prepare(table: PreparedTable): Promise<void>;
  /** The prepared table under this id, if it has not been created (consistent read); expired ones too. */
  prepared(gameId: string): Promise<PreparedTable | null>;
  /**
   * Writes the game over its prepared table; throws GameExists if a game has that id already
   * (ids are random: in practice, by this very create, retried).
   */
  create(game: GameRecord): Promise<void>;
  /**
   * `consistent: false` may miss a write of the last second or so, at half the read units:
   * for the command path, which re-reads consistently before refusing a token.
   */
  get(gameId: string, options?: { consistent?: boolean }): Promise<GameRecord | null>;
  /** Claims an open seat; false if it was claimed already. */
  claimSeat(gameId: string, seat: Seat, name: string, tokenHash: string, at: string): Promise<boolean>;
  /** Best-effort, after an append: only moves forward, so a late writer never rolls it back. */
  recordProgress(gameId: string, progress: GameProgress): Promise<void>;
  /** Sets GameRecord.listened (a seat turned notifications on, or set the webhook). */
  markListened(gameId: string): Promise<void>;
  /**
   * Every game whose `nextDeadline` is at or before `at` (ISO), earliest first: a Query of the
   * sparse index `pending-deadlines` over its shards, paged through; never a scan.
   */
  pendingBefore(at: string): Promise<{ gameId: string; nextDeadline: string }[]>;
}

/** A connection watching a game, stored when it subscribes. */
export interface ConnectionRecord {
  connectionId: string;
  gameId: string;
  /** The seat this connection plays, or null for a spectator. */
  seat: Seat | null;
  connectedAt: string;
  /** Epoch seconds after which the table's TTL removes it. */
  expiresAt: number;
  /**
   * What the page last said with `presence` (absent: it has not said). A seat with a visible
   * page for the game gets no push for it: the page shows the change already.
   */
  visible?: boolean;
  /** The client applies view patches (it subscribed with `patches: true`): its updates may carry one instead of the view. */
  patches?: true;
}

/**
 * The connections table: who watches which game. There is no $connect or $disconnect route
 * (each would cost a Lambda run and a write per visit): a connection is stored when it
 * subscribes and forgotten when a post to it finds it gone (HTTP 410), or by the table's TTL
 * once API Gateway's two-hour limit has closed it for sure.
 */
export interface Connections {
  /** Stores the connection as watching its game (again, e.g. as the seat it has just claimed). */
  put(connection: ConnectionRecord): Promise<void>;
  remove(gameId: string, connectionId: string): Promise<void>;
  /** Every connection watching the game: one Query of the game's partition (never a scan). */
  byGame(gameId: string): Promise<ConnectionRecord[]>;
  /** Stores whether the connection's page is visible; false (and nothing written) if it does not watch the game. */
  setVisible(gameId: string, connectionId: string, visible: boolean): Promise<boolean>;
}

/** How a seat on one device wants its pushes: one per turn, or one a day listing the games waiting for it. */
export type PushMode = 'each' | 'digest';

/** A browser's push subscription for one seat of one game on one device. */
export interface PushSubscriptionRecord {
  gameId: string;
  seat: Seat;
  /** Made up by the device and kept there: the key beside (game, seat). */
  device: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  mode: PushMode;
  /** With mode 'digest': the hour (0-23) in `timeZone` the digest goes out. */
  digestHour: number | null;
  /** IANA zone of `digestHour` (UTC when the device gave none). */
  timeZone: string;
  /** The language its pushes are written in: the page's when notifications were turned on (English when none was given). */
  locale: Locale;
  updatedAt: string;
}

/** The table's incoming webhook (one per table). `off`: failures switched it off, and why. */
export interface WebhookRecord {
  gameId: string;
  url: string;
  off: string | null;
  /** The seat that set it last. */
  setBy: Seat;
  /** The language its lines are written in: that of the seat that set it last (English when none was given). */
  locale: Locale;
  updatedAt: string;
}

/**
 * The notifications table: push subscriptions, the table's webhook, and marks of reminders and
 * digests already sent, all in the game's partition (digest marks in a partition of their own).
 */
export interface Subscriptions {
  /**
   * Stores (or replaces) the subscription of (game, seat, device), unless the seat has
   * subscriptions from `maxDevices` other devices already: then false, and nothing is stored.
   * Atomic: devices registering at the same moment cannot pass the limit together.
   */
  put(sub: PushSubscriptionRecord, maxDevices: number): Promise<boolean>;
  /** Removes it and frees its device's place; removing what is not there is fine. */
  remove(gameId: string, seat: Seat, device: string): Promise<void>;
  /** Every push subscription of the game: one Query of its partition. */
  byGame(gameId: string): Promise<PushSubscriptionRecord[]>;
  /** Every subscription in mode 'digest', all games: a Query of a sparse index over its shards, never a scan. */
  digests(): Promise<PushSubscriptionRecord[]>;
  webhook(gameId: string): Promise<WebhookRecord | null>;
  /** Sets the webhook, or removes it with null. */
  setWebhook(gameId: string, hook: WebhookRecord | null): Promise<void>;
  /**
   * Switches the webhook off with a reason, only if it is still `url` (a seat may have set
   * another meanwhile); false if it was not.
   */
  switchOffWebhook(gameId: string, url: string, reason: string, at: string): Promise<boolean>;
  /**
   * Records that something was sent once (a reminder, a day's digest), with one conditional
   * write: true the first time for (scope, key), false after. `expiresAt` (epoch seconds) lets
   * the table's TTL forget the mark.
   */
  markOnce(scope: string, key: string, expiresAt: number): Promise<boolean>;
}

/**
 * One chat message as stored: its own item in the game's partition of the chat table, apart
 * from the log, so it never changes the game nor enters the audit's hash chain.
 */
export interface StoredChatPost {
  gameId: string;
  /** 13 digits of the time it was taken (ms) and a random id: ids sort by time. */
  id: string;
  at: string;
  /** The seat that wrote it; null for a spectator. */
  seat: Seat | null;
  /** Exactly one of `text` (checked: lambdas/protocol/chat.ts) and `preset` (an id of CHAT_PRESETS). */
  text?: string;
  preset?: string;
  /** Set while the table's creator has it hidden: the words stay stored, for the record. */
  hiddenAt?: string;
}

/**
 * One private note as stored: an item of its own in the game's partition of the chat table
 * (never in the log nor the audit's hash chain). `round` absent: about the whole game.
 */
export interface StoredNote {
  gameId: string;
  seat: Seat;
  round?: number;
  /** Cleaned (lambdas/protocol/notes.ts); empty once the seat cleared it. */
  text: string;
  at: string;
}

/** The seats' private notes and whether each agreed to show them after the end. */
export interface NotesStore {
  /** Writes (or replaces) the seat's note for `round` (or the whole game). */
  put(note: StoredNote): Promise<void>;
  /** The seat's notes, cleared ones included (empty text), the whole game's first, then by round. */
  ofSeat(gameId: string, seat: Seat): Promise<StoredNote[]>;
  /** Every seat's notes, by seat then as ofSeat. */
  all(gameId: string): Promise<StoredNote[]>;
  /** Records whether the seat shows its notes after the end. */
  setShared(gameId: string, seat: Seat, share: boolean): Promise<void>;
  /** The seats that agreed to show their notes, ascending. */
  shared(gameId: string): Promise<Seat[]>;
}

/** One seat of a rematch's new table, as stored. */
export interface StoredRematchSeat {
  /** The seat its player held in the finished game. */
  from: Seat;
  name: string;
  answer: 'waiting' | 'accepted' | 'declined' | 'bot' | 'open';
  /** Once accepted: sha-256 of the seat's token for the new table (the token is never stored). */
  tokenHash?: string;
  /** Once accepted: the nonce the seat's device gave (the deal's nonce is made of these). */
  nonce?: string;
}

/**
 * The rematch of a finished game: one item in the finished game's partition of the chat table
 * (never in its log). Changed only by a conditional write on `version`, so of two answers
 * given at once both land, one after the other.
 */
export interface StoredRematch {
  /** The finished game. */
  gameId: string;
  newGameId: string;
  rules: string;
  /** The rule set's options and the clock, as the finished game had them. */
  options: unknown;
  clock: ClockOptions | null;
  /** The seat of the finished game that offered it. */
  by: Seat;
  /** The new table's secret seed (hex), read only by the server, and the commitment to it shown to every seat. */
  seed: string;
  commitment: string;
  /** The new table's seats, in its turn order. */
  seats: StoredRematchSeat[];
  /** sha-256 of the new table's host token, which the offerer holds. */
  hostTokenHash: string;
  status: 'waiting' | 'started';
  at: string;
  /** 1 when first written; each change writes version + 1 on the condition that it is still `version`. */
  version: number;
}

/** Rematches, one per finished game. */
export interface RematchStore {
  /** Null when nobody offered one (consistent read). */
  get(gameId: string): Promise<StoredRematch | null>;
  /**
   * Writes `rematch` if the stored one is still at `rematch.version - 1` (none stored for
   * version 1); false (and nothing written) when another write came first.
   */
  put(rematch: StoredRematch): Promise<boolean>;
}

/** Whom a seat has muted: other seats, or the spectators as one. */
export type ChatMuteTarget = Seat | 'spectators';

/** The chat's settings and every seat's mutes: one item, read with one GetItem per message sent. */
export interface ChatState {
  /** Whether spectators may write (the creator's choice; false until set). */
  spectators: boolean;
  /** Per seat that muted anyone, whom. */
  muted: Map<Seat, ChatMuteTarget[]>;
}

/** The chat table: messages, the chat's state and the senders' rate counters, all in the game's partition. */
export interface ChatStore {
  /** Stores a new message (ids are unique: it never replaces one). */
  add(post: StoredChatPost): Promise<void>;
  /** The newest `count` messages, oldest first. */
  recent(gameId: string, count: number): Promise<StoredChatPost[]>;
  /** Every message of the game, oldest first (the export). */
  all(gameId: string): Promise<StoredChatPost[]>;
  /** Hides a message (`hiddenAt` an ISO time) or shows it again (null); null when no message has that id. */
  setHidden(gameId: string, id: string, hiddenAt: string | null): Promise<StoredChatPost | null>;
  state(gameId: string): Promise<ChatState>;
  /** Adds or removes one target of the seat's mutes (atomic); resolves with the seat's mutes after. */
  setMuted(gameId: string, seat: Seat, target: ChatMuteTarget, muted: boolean): Promise<ChatMuteTarget[]>;
  setSpectators(gameId: string, allowed: boolean): Promise<void>;
  /**
   * Counts one message of `sender` in the time window `window` (one conditional write): true
   * while fewer than `max` were counted in it before, false (and nothing counted) after.
   * `expiresAt` (epoch seconds) lets the TTL forget the counter.
   */
  takeSlot(gameId: string, sender: string, window: number, max: number, expiresAt: number): Promise<boolean>;
}

/** What a push service is asked to do with a message (RFC 8030 headers). */
export interface PushOptions {
  /** Seconds the push service keeps an undelivered message. */
  ttl: number;
  /** A newer message with the same topic replaces an undelivered one (≤ 32 base64url characters). */
  topic: string;
  urgency: 'low' | 'normal' | 'high';
}

/** Sends one encrypted, VAPID-signed message to a browser's push service. */
export interface PushService {
  /** 'gone' when the endpoint answered 404 or 410 (the subscription no longer exists); throws on other failures. */
  send(
    target: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: PushOptions,
  ): Promise<'ok' | 'gone'>;
}

/** Posts a JSON body to a table's webhook; throws on a failure (a non-2xx answer, the network). */
export interface WebhookPoster {
  post(url: string, body: unknown): Promise<void>;
}

/**
 * Told about every record appended, after it is in the log. Never awaited by the command: the
 * work happens on its own and its failures are logged, so a notification can neither delay nor
 * fail a move. On AWS nothing is set here: the events table's stream does it.
 */
export interface Notifier {
  /** Told about records appended to a table someone listens to (GameRecord.listened). */
  appended(appended: Appended): void;
  /** Told about a chat message once it is stored and sent to the watchers (the local stack; on AWS the chat table's stream). */
  chatPosted?(gameId: string, post: StoredChatPost): void;
  /** Told when a rematch is offered or changes (the local stack; on AWS the chat table's stream). */
  rematchChanged?(rematch: StoredRematch): void;
}

/** Pushes frames to WebSocket connections. */
export interface Broadcaster {
  /** 'gone' when the connection no longer exists (HTTP 410), so the caller can forget it. */
  post(connectionId: string, data: string): Promise<'ok' | 'gone'>;
}

export interface Clock {
  now(): Date;
}

/** One wake-up: at `at` (ISO) a timeout or a bot's move is due for `seat` of the game at `version`. */
export interface WakeRequest {
  gameId: string;
  version: number;
  seat: Seat;
  at: string;
}

/** Wakes the system for a game at a time: a timeout or a bot's move is due then. */
export interface Scheduler {
  /** Idempotent per (gameId, version, seat): asking twice makes one wake-up. */
  wake(request: WakeRequest): Promise<void>;
}

/** Where each new game's secret seed comes from: the operating system's CSPRNG, except in tests. */
export interface SeedSource {
  /** 32 fresh bytes. */
  seed(): Uint8Array;
}

export interface IdGenerator {
  /** 128 random bits, base64url (22 characters): game ids and seat tokens. */
  id(): string;
}

/** Policy that differs between production and the local stack. */
export interface Limits {
  /** The shortest per-move allowance a new table may choose; PRODUCTION_MIN_MOVE_SECONDS when left out. */
  minMoveSeconds: number;
  /**
   * How long a bot-played seat waits after its turn begins before it moves, so people at the
   * table see one move at a time (PRODUCTION_BOT_PAUSE_MS when left out; the local stack 1000).
   */
  botPauseMs: number;
  /**
   * Whether push endpoints and webhooks may be http://127.0.0.1 URLs (the local stack and its
   * tests); production allows https only (webhooks: on an allowlist of chat hosts).
   */
  loopbackHooks?: boolean;
}

/** Production's bot pause: long enough to see a bot's move arrive, short enough not to wait for it. */
export const PRODUCTION_BOT_PAUSE_MS = 3000;

/** Everything the application layer needs from the outside world. */
export interface Ports {
  /** Production limits when left out; the local stack and tests allow 2-second clocks. */
  limits?: Limits;
  /** What this process has broadcast (see broadcast-memo.ts); the process-wide memo when left out. */
  broadcasts?: BroadcastMemo;
  events: EventStore;
  games: GameRepository;
  connections: Connections;
  broadcaster: Broadcaster;
  clock: Clock;
  /** Asked after every applied record for each wake that is new (a deadline, a bot's turn). */
  scheduler: Scheduler;
  seeds: SeedSource;
  ids: IdGenerator;
  /** Push subscriptions, the table's webhook, marks of reminders sent. */
  subscriptions: Subscriptions;
  /** The table chat's messages and settings; chat actions are refused INTERNAL where no chat table is configured. */
  chat?: ChatStore;
  /** The seats' private notes (items of the chat table); note actions are refused INTERNAL where it is not configured. */
  notes?: NotesStore;
  /** Rematches of finished games (items of the chat table); rematch actions are refused INTERNAL where it is not configured. */
  rematches?: RematchStore;
  /** The devices' deadline calendar feeds; calendar actions are refused INTERNAL where they are not configured. */
  calendars?: CalendarFeeds;
  /** Told after each append (the local stack); absent on AWS, where the events table's stream feeds the notifier. */
  notifier?: Notifier;
  /** Where problems that fail nothing asked are reported (problems.ts); stderr when left out. */
  problems?: ProblemReporter;
}

/** What sending notifications needs besides the stores. */
export interface NotifyPorts extends Ports {
  push: PushService;
  webhooks: WebhookPoster;
  /** Waits between webhook retries (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}
