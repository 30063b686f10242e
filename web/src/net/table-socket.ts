import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CommandMessage } from '../../../lambdas/protocol/client.js';
import { subscribedOf } from '../../../lambdas/protocol/subscribed.js';
import {
  type ErrorFrame,
  type SeatInfo,
  type ServerFrame,
  type SubscribedFrame,
  type RematchFrame,
  type UpdateFrame,
} from '../../../lambdas/protocol/server.js';
import type { ClockRequest } from '../../../engine/core/clock/protocol.js';
import { ORDERS_TYPE } from '../../../engine/core/orders-type.js';
import type { StandingOrder } from '../games/game-client.js';
import { loadConfig, type ClientConfig } from './config.js';
import { GameLog } from './game-log.js';
import { randomId } from './random-id.js';
import { wholeUpdate } from './view-patches.js';
import { TableChat } from './table-chat.js';
import { NotesParts } from './notes-parts.js';
import { AnswerWaits, type AnswerFrame } from './answer-waits.js';
import { CommandOutbox, type CommandKind } from './command-outbox.js';
import { keepBoard, keptBoard } from './kept-board.js';
import { LinkWatch } from './link-watch.js';
import { HIDDEN_GRACE_MS, type GamePace } from './keepalive-policy.js';
import { loadDiceKeys, observeSeatKey } from './page-dice-keys.js';
import { errorText } from '../i18n/errors.js';
import { msg } from '../i18n/i18n.js';

export type { AnswerFrame };

/** Whether the table has a webhook, and why the server switched it off if it did. */
export interface WebhookState {
  set: boolean;
  off?: string;
  url?: string | null;
}

export interface TableTarget {
  gameId: string;
  /** Seat and token together play a seat; neither watches as a spectator. */
  seat?: number;
  token?: string;
}

/**
 * live: subscribed and current; connecting: opening or catching up; retrying: waiting to reconnect;
 * paused: closed on purpose while the tab is hidden, caught up when it is shown; failed: the link
 * itself is refused.
 */
export type ConnectionState = 'connecting' | 'live' | 'retrying' | 'paused' | 'failed';

/** A socket that has not opened this long after it was made (a link that swallows the handshake) is given up. */
const OPEN_WITHIN_MS = 15_000;
const MAX_BACKOFF_MS = 30_000;
/** Answers to `subscribe` that no retry can fix. */
const FATAL_CODES = new Set(['UNKNOWN_GAME', 'BAD_TOKEN', 'SCHEMA']);

/**
 * Owns the game's WebSocket for a component: connects, subscribes from the last version held,
 * reconnects with backoff (at once when the network or the tab comes back, or when the link
 * watch finds it dead: link-watch.ts), keeps the log and the board for the next visit
 * (kept-board.ts), and carries the seat's commands (command-outbox.ts) and one-frame requests
 * (answer-waits.ts). Every command reveals the seat's next dice chain link (docs/audit.md),
 * kept for the seat on this device (page-dice-keys.ts).
 */
export class TableSocket implements ReactiveController {
  connection: ConnectionState = 'connecting';
  /** When the next reconnect attempt happens (epoch ms), while retrying. */
  retryAt = 0;
  /** Why the link failed for good, or what the connection last complained about. */
  problem = '';
  meta: SubscribedFrame | null = null;
  seats: SeatInfo[] = [];
  readonly log = new GameLog();
  /**
   * When the latest update arrived, on `performance.now()`'s clock: a running clock on screen
   * counts down from it. A monotonic reading, so this device's wall clock never enters in.
   */
  latestReceivedAt = 0;
  /**
   * When the server was last heard from (epoch ms; 0 before its first frame): the board on
   * screen is known to be current as of then. Shown while reconnecting.
   */
  heardAt = 0;
  /**
   * Set while the board on screen is the one this device kept from an earlier visit (IndexedDB,
   * store/device-db.ts), not yet confirmed by the server: opened offline, or still connecting.
   * Holds when that copy was saved (ISO time).
   */
  keptSince: string | null = null;
  /**
   * The table's webhook as the server last told this seat (its subscription, its updates and
   * `webhook` frames carry it; spectators are never told): null until it says.
   */
  webhook: WebhookState | null = null;
  /** A finished game's rematch as last heard (broadcast to every watcher, or on subscribing); null: none offered. */
  rematch: RematchFrame | null = null;
  /** The table's chat: its messages, whether spectators may write, whom this seat muted. */
  readonly chat = new TableChat();

  private ws: WebSocket | null = null;
  private readonly answers = new AnswerWaits();
  private readonly notesParts = new NotesParts();
  private readonly outbox: CommandOutbox;
  private readonly watch: LinkWatch;
  private attempts = 0;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private subscribeId = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly target: TableTarget,
  ) {
    this.outbox = new CommandOutbox(
      target,
      this.log,
      (message) => this.transmit(message),
      () => this.host.requestUpdate(),
    );
    this.watch = new LinkWatch(
      {
        ping: () => this.transmit({ action: 'ping' }),
        unanswered: () => this.relink(),
        slept: () => (this.connection === 'retrying' ? this.reconnectNow() : this.relink()),
        wake: () => this.reconnectNow(),
        offline: () => this.wentOffline(),
        visibilityChanged: () => this.sendPresence(),
        hiddenLong: () => this.pause(),
        game: () => this.game(),
      },
      HIDDEN_GRACE_MS,
    );
    host.addController(this);
  }

  /** The command sent and not yet answered. */
  get pending(): CommandMessage | null {
    return this.outbox.pending;
  }

  /** The server's refusal of the last command, shown to the player. */
  get rejection(): ErrorFrame | null {
    return this.outbox.rejection;
  }

  /** Whether the command pending or refused last was a move of the game, a clock request or the seat's orders. */
  get commandKind(): CommandKind {
    return this.outbox.kind;
  }

  hostConnected(): void {
    this.stopped = false;
    // A link opened in a background tab connects, and pauses if it stays there.
    this.watch.start();
    void this.restore();
    void this.open();
  }

  hostDisconnected(): void {
    this.stopped = true;
    this.watch.stop();
    this.answers.rejectAll();
    this.outbox.stop();
    clearTimeout(this.retryTimer);
    this.closeSocket();
  }

  /**
   * Shows the board this device kept for the game while the server has not answered yet: a link
   * opened offline shows the last known state instead of "Loading". Nothing kept, or the server
   * already answered, and this does nothing. The log seeded this way subscribes from its version,
   * as after a reconnect, and the server's answer replaces whatever is out of date.
   */
  private async restore(): Promise<void> {
    const kept = await keptBoard(this.target.gameId, this.target.seat);
    if (!kept || this.stopped || this.meta || this.connection === 'live' || this.connection === 'failed') return;
    this.meta = kept.meta;
    this.seats = kept.seats;
    this.log.merge(kept.entries, kept.latest.viewer);
    this.log.update({ ...kept.latest, entries: [] });
    this.keptSince = kept.savedAt;
    this.host.requestUpdate();
  }

  /**
   * Fetches the page's dice chains ahead of the seat's first command (the game screen asks once its
   * board is painted): a seat's first sight needs none. A failure here is the first command's to
   * tell (command-outbox.ts fetches them again and says why it could not).
   */
  prepareCommands(): void {
    if (this.target.seat !== undefined) void loadDiceKeys().catch(() => undefined);
  }

  /**
   * Sends a command at the version on screen, if the legal templates of that version allow it:
   * a choice the server would refuse anyway never leaves the page.
   */
  send(command: { type: string }): void {
    this.outbox.move(command);
    this.host.requestUpdate();
  }

  /**
   * Sends a clock request (time zone and quiet hours, vacation, "I'm back") as a command. One
   * command is on its way at a time, move or request.
   */
  async sendClockRequest(request: ClockRequest): Promise<void> {
    // Checked against the protocol's schema first, which the outbox may still have to fetch.
    await this.outbox.clockRequest(request);
    this.host.requestUpdate();
  }

  /**
   * Sends the seat's standing orders (the whole list it wants standing) and its forced-move
   * switch, as a command: at any time, also while it is not the seat's turn.
   */
  sendOrders(orders: StandingOrder[], forced: boolean): void {
    this.outbox.orders({ type: ORDERS_TYPE, orders, forced });
    this.host.requestUpdate();
  }

  dismissRejection(): void {
    this.outbox.dismiss();
    this.host.requestUpdate();
  }

  /**
   * Sends a request the server answers with one frame (`notify`, `webhook`), this seat's game,
   * seat and token added. Resolves with the answer; rejects with the server's refusal message,
   * when the game is not live (nothing is sent), or when no answer comes in time.
   */
  request(message: { action: string } & Record<string, unknown>): Promise<AnswerFrame> {
    const { gameId, seat, token } = this.target;
    if (seat === undefined || token === undefined)
      return Promise.reject(new Error(msg({ id: 'app.net.seatOnly', defaultMessage: 'only a seat can ask this' })));
    return this.ask({ ...message, gameId, seat, token });
  }

  /**
   * Like `request`, for what a spectator may send too (a chat message where the table allows it):
   * the seat and token go along only when this page holds them, and `asSeat` (the creator's
   * chat moderation carries its host token instead).
   */
  requestAsViewer(
    message: { action: string } & Record<string, unknown>,
    { asSeat = true }: { asSeat?: boolean } = {},
  ): Promise<AnswerFrame> {
    const { gameId, seat, token } = this.target;
    const proven = asSeat && seat !== undefined && token !== undefined;
    return this.ask({ ...message, gameId, ...(proven && { seat, token }) });
  }

  /** Sends a request with an id of its own, answered by one frame; refused at once unless the game is live. */
  private ask(message: object): Promise<AnswerFrame> {
    if (this.connection !== 'live' || this.ws?.readyState !== WebSocket.OPEN) {
      return Promise.reject(
        new Error(
          msg({ id: 'app.net.notConnected', defaultMessage: 'the game is not connected; try again once it is live' }),
        ),
      );
    }
    const requestId = randomId();
    const answer = this.answers.expect(requestId);
    this.transmit({ ...message, requestId });
    return answer;
  }

  /**
   * What sets the keep-alive's pace for this page (keepalive-policy.ts), the player's presence
   * aside (the link watch sees that): whether this seat is to act, and when the newest move the
   * page holds was made (by the server's stamp, which a device's clock agrees with to seconds).
   */
  private game(): Omit<GamePace, 'presentAt'> | null {
    const latest = this.log.latest;
    if (!latest) return null;
    const seat = this.target.seat;
    const at = this.log.entryAt(latest.version);
    return {
      seatToAct: seat !== undefined && latest.viewer === seat && latest.toAct.includes(seat),
      lastMoveAt: at === undefined ? null : Date.parse(at),
    };
  }

  /** Skips the backoff wait. */
  reconnectNow = (): void => {
    if (this.stopped || this.ws || this.connection === 'failed') return;
    clearTimeout(this.retryTimer);
    void this.open();
  };

  /**
   * The link is dead though the socket never said so (no answer to a ping, or the device slept):
   * the socket is dropped and a new one connects at once, catching up from the version held.
   */
  private relink(): void {
    if (this.stopped || this.connection === 'failed' || this.connection === 'paused') return;
    this.closeSocket();
    clearTimeout(this.retryTimer);
    void this.open();
  }

  /**
   * The browser says it has no network at all: nothing can pass, so the socket is dropped now
   * (it would hold on for minutes) and the retries wait for the `online` event or their backoff.
   */
  private wentOffline(): void {
    if (this.stopped || this.connection === 'failed' || this.connection === 'paused' || this.connection === 'retrying')
      return;
    this.closeSocket();
    this.scheduleRetry();
  }

  /**
   * Tells the server whether this seat's page is visible: a seat looking at the game gets no push
   * for it. Best effort: an answer (or a refusal) changes nothing on screen, but it shows the link
   * works, so the link watch takes it for a ping's answer. True when it was sent.
   */
  private sendPresence(): boolean {
    if (this.target.seat === undefined || this.ws?.readyState !== WebSocket.OPEN) return false;
    const requestId = randomId();
    this.answers.ignore(requestId);
    this.transmit({
      action: 'presence',
      requestId,
      gameId: this.target.gameId,
      visible: document.visibilityState === 'visible',
    });
    return true;
  }

  /**
   * Closes the socket of a tab hidden for HIDDEN_GRACE_MS, and stops any reconnect attempt. A
   * command still unanswered goes again, identical, when the tab is shown (applied at most once).
   */
  private pause(): void {
    if (this.stopped || this.connection === 'failed') return;
    clearTimeout(this.retryTimer);
    this.closeSocket();
    this.attempts = 0;
    this.problem = '';
    this.connection = 'paused';
    this.host.requestUpdate();
  }

  private async open(): Promise<void> {
    this.connection = 'connecting';
    this.host.requestUpdate();
    let config: ClientConfig;
    try {
      config = await loadConfig();
    } catch (e) {
      this.problem = msg(
        { id: 'app.net.noAddress', defaultMessage: 'Cannot read the server address: {reason}' },
        { reason: e instanceof Error ? e.message : String(e) },
      );
      this.scheduleRetry();
      return;
    }
    // Stopped, or paused while the address was being read (the compiler keeps the narrowing from the
    // assignment above across the await, so the field is read at its declared type).
    if (this.stopped || (this.connection as ConnectionState) !== 'connecting') return;
    const ws = new WebSocket(config.wsUrl);
    this.ws = ws;
    this.openTimer = setTimeout(() => {
      if (this.ws !== ws) return;
      this.closeSocket();
      this.scheduleRetry();
    }, OPEN_WITHIN_MS);
    ws.onopen = () => {
      clearTimeout(this.openTimer);
      this.subscribe();
      this.watch.socketOpened({ pingEveryMs: config.pingEveryMs, pongWithinMs: config.pongWithinMs });
    };
    // The server's frames are the protocol's (lambdas/protocol/server.ts), sent by this project's own server.
    ws.onmessage = (m) => this.receive(JSON.parse(String(m.data)) as ServerFrame);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.closeSocket();
      if (!this.stopped && this.connection !== 'failed') this.scheduleRetry();
    };
  }

  private subscribe(): void {
    this.subscribeId = randomId();
    const { gameId, seat, token } = this.target;
    this.transmit({
      action: 'subscribe',
      requestId: this.subscribeId,
      gameId,
      seat,
      token,
      lastVersion: this.log.contiguousVersion,
      chat: true,
      // Later updates may patch the view this page holds instead of sending it whole (view-patches.ts).
      patches: true,
    });
  }

  /** The whole view now, for a page whose view patch did not fit what it holds. */
  private requestView(): void {
    const { gameId, seat, token } = this.target;
    this.transmit({ action: 'view', requestId: randomId(), gameId, seat, token });
  }

  /**
   * The whole update a frame stands for (its patch applied to the view held), or null when the
   * patch does not fit: a page that missed updates subscribes again (the entries it missed come
   * with the catch-up); one that holds the version before but a view the patch does not fit, or
   * no view yet, keeps the frame's entries and asks for the whole view. A patch of a version
   * this page holds already, or an older one, changes nothing.
   */
  private whole(frame: UpdateFrame): UpdateFrame | null {
    const held = this.log.latest;
    const whole = wholeUpdate(held, frame);
    if (whole !== 'mismatch') return whole;
    if (held && held.version >= frame.version) return null;
    if (held && frame.from !== undefined && held.version < frame.from) this.subscribe();
    else {
      this.log.merge(frame.entries, frame.viewer);
      this.requestView();
    }
    return null;
  }

  private subscribed(frame: SubscribedFrame): void {
    this.meta = frame;
    // A seat's subscription says whether the table has a webhook (not its URL); spectators are not told.
    if (frame.webhook) this.webhook = { ...frame.webhook, url: this.webhook?.url };
    this.seats = frame.seats;
    this.log.subscribed(frame);
  }

  /** Any frame says the link works; the watch hears of it after the frame is taken in, as the frame may change the pace (a move, this seat's turn). */
  private receive(frame: ServerFrame): void {
    this.heardAt = Date.now();
    this.takeIn(frame);
    this.watch.heard();
  }

  private takeIn(frame: ServerFrame): void {
    // The table's webhook: the answer to a seat's `webhook` and the frame every seat gets when it changes.
    if (frame.type === 'webhook')
      this.webhook = { set: frame.url !== null, url: frame.url, ...(frame.off !== undefined && { off: frame.off }) };
    // The table's chat, live or its history, the answer to a chat request or not: always taken in.
    if (frame.type === 'chat') {
      this.chat.receive(frame);
      this.answers.answered(frame);
      this.host.requestUpdate();
      return;
    }
    // A finished game's rematch: every change reaches every watcher; the later (by version) is kept.
    if (frame.type === 'rematch') {
      if (!this.answers.answered(frame) && frame.version >= (this.rematch?.version ?? 0)) this.rematch = frame;
      this.host.requestUpdate();
      return;
    }
    // A seat's notes in several frames answer its request once, all together.
    if (frame.type === 'notes') {
      const whole = this.notesParts.join(frame);
      if (whole) this.answers.answered(whole);
      return;
    }
    if (this.answers.answered(frame)) {
      this.host.requestUpdate();
      return;
    }
    switch (frame.type) {
      case 'subscribed':
        this.subscribed(frame);
        break;
      case 'entries':
        this.log.merge(frame.entries, frame.viewer);
        break;
      case 'update': {
        const update = this.whole(frame);
        // Its acceptance stands even when its patch did not fit: the whole view follows.
        if (!update) {
          if (frame.commandId !== undefined) this.outbox.accepted(frame.commandId);
          break;
        }
        // An answer to subscribe that fits in one frame carries the subscription itself.
        const subscribed = subscribedOf(update);
        if (subscribed) this.subscribed(subscribed);
        // Where this seat's dice key stands on the server: the link the next command reveals.
        if (update.seatKey !== undefined && this.target.seat !== undefined && update.viewer === this.target.seat)
          observeSeatKey(update.gameId, update.viewer, update.seatKey);
        // The update to this connection after its own command carries the command id: its acceptance.
        if (update.commandId !== undefined) this.outbox.accepted(update.commandId);
        if (!this.log.update(update)) this.subscribe();
        if (this.log.latest === update) this.latestReceivedAt = performance.now();
        if (this.connection !== 'live') this.becameLive();
        keepBoard(this.target.gameId, this.target.seat, this.meta, this.seats, this.log);
        break;
      }
      case 'seats':
        this.seats = frame.seats;
        break;
      case 'webhook':
        // Taken in above; drawn again below.
        break;
      case 'accepted':
        this.outbox.accepted(frame.commandId);
        break;
      case 'error':
        this.refused(frame);
        break;
      default:
        return;
    }
    this.host.requestUpdate();
  }

  private becameLive(): void {
    this.connection = 'live';
    this.keptSince = null;
    this.attempts = 0;
    this.problem = '';
    this.sendPresence();
    this.outbox.resend();
  }

  private refused(frame: ErrorFrame): void {
    if (frame.requestId === this.subscribeId && FATAL_CODES.has(frame.code)) {
      this.connection = 'failed';
      this.problem = errorText(frame.code, frame.message);
      this.closeSocket();
      return;
    }
    if (frame.requestId === this.subscribeId) {
      // BUSY or INTERNAL: nothing was subscribed; connect afresh after the backoff.
      this.problem = errorText(frame.code, frame.message);
      this.closeSocket();
      this.scheduleRetry();
      return;
    }
    if (this.outbox.refused(frame)) return;
    this.problem = errorText(frame.code, frame.message);
  }

  private transmit(message: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private scheduleRetry(): void {
    const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts);
    const delay = Math.round(base * (0.5 + Math.random() / 2));
    this.attempts++;
    this.connection = 'retrying';
    this.retryAt = Date.now() + delay;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.open(), delay);
    this.host.requestUpdate();
  }

  private closeSocket(): void {
    this.watch.socketClosed();
    clearTimeout(this.openTimer);
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close(1000);
    }
  }
}
