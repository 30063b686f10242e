import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CommandMessage } from '../../../lambdas/protocol/client.js';
import { subscribedOf, type Entry, type ErrorFrame, type SeatInfo, type SeatKeyState, type ServerFrame, type SubscribedFrame, type UpdateFrame } from '../../../lambdas/protocol/server.js';
import { matchesLegal } from '../../../engine/core/legal.js';
import { clockRequestSchema, type ClockRequest } from '../../../engine/core/clock/protocol.js';
import { pureHashes } from '../../../engine/audit/hashes.js';
import { DiceKeys } from '../../../lambdas/protocol/dice-keys.js';
import { browserChainStore } from '../store/dice-chains.js';
import { getBoard, putBoard, seatKey } from '../store/device-db.js';
import { loadConfig } from './config.js';
import { GameLog } from './game-log.js';
import { RETRY_CODES } from './one-shot.js';
import { randomId } from './random-id.js';
import { errorText } from '../i18n/errors.js';
import { msg } from '../i18n/i18n.js';

/** Whether the table has a webhook, and why the server switched it off if it did. */
export interface WebhookState {
  set: boolean;
  off?: string;
  url?: string | null;
}

/** A frame answering one request: its type, and whatever else the server put in it. */
export type AnswerFrame = { type: string; requestId?: string } & Record<string, unknown>;

/** How long a one-frame request waits for its answer before the player is told. */
const ANSWER_WITHIN_MS = 15_000;

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

/**
 * While the tab is visible it pings this often, and a socket that then hears nothing at all for
 * PONG_WITHIN_MS is dead though the browser has not noticed (a cut link, Wi-Fi gone, a router
 * that forgot the connection): found within 30 s, where TCP alone takes minutes. A ping also
 * keeps API Gateway's 10-minute idle timeout away. Each ping costs two messages and no Lambda
 * (the stack's `ping` route is a mock): npm run cost reads this figure.
 */
const PING_EVERY_MS = 20_000;
/**
 * A hidden tab keeps its socket this long (a glance at another tab costs nothing), then closes it
 * and catches up by version when shown again: an open socket bills connection-minutes and pings
 * whether anyone looks or not (npm run cost, the week scenario).
 */
export const HIDDEN_GRACE_MS = 60_000;
const PONG_WITHIN_MS = 10_000;
/** A socket that has not opened this long after it was made (a link that swallows the handshake) is given up. */
const OPEN_WITHIN_MS = 15_000;
/**
 * A visible tab looks at the wall clock this often. Timers of a visible tab run on time, so a
 * gap of SLEPT_AFTER_MS or more means the device slept (or froze the page): the socket is
 * almost surely dead and the board stale, so it reconnects at once instead of waiting for a ping.
 */
const TICK_MS = 5_000;
const SLEPT_AFTER_MS = 20_000;
const MAX_BACKOFF_MS = 30_000;
/** Answers to `subscribe` that no retry can fix. */
const FATAL_CODES = new Set(['UNKNOWN_GAME', 'BAD_TOKEN', 'SCHEMA']);
const COMMAND_RETRIES = 3;
/**
 * Refusals of a command's dice chain link (nothing was written): the seat's key is not where this
 * device took it to be (another device keyed the seat, this device lost its chain, or the command
 * left before the server had said where the key stands). The refusal says, and the same command
 * goes again with the link that follows from there.
 */
const LINK_CODES: ReadonlySet<string> = new Set(['NO_KEY', 'BAD_LINK']);
/** Twice: once to learn where the seat's key stands, once more should another device have moved it meanwhile. */
const LINK_RETRIES = 2;

/**
 * The page's dice chains (docs/audit.md, seat chains), one for every table socket of the page, so
 * two tables of the same seat on one page never hand out the same link twice. Made on first use:
 * a spectator's page never computes a chain.
 */
let pageKeys: DiceKeys | null = null;
function diceKeys(): DiceKeys {
  pageKeys ??= new DiceKeys(browserChainStore(), pureHashes);
  return pageKeys;
}

/**
 * Owns the game's WebSocket for a component: connects, subscribes from the last version
 * held, finds a dead link by itself (a ping unanswered, the browser offline, the device waking
 * from sleep), reconnects with backoff (at once when the network or the tab comes back), keeps
 * the log, and sends commands, resending the identical message after a reconnect so a
 * command is never lost or applied twice. Every command reveals the seat's next dice chain link
 * (docs/audit.md), kept for the seat on this device (store/dice-chains.ts).
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
  /** The command sent and not yet answered. */
  pending: CommandMessage | null = null;
  /** The server's refusal of the last command, shown to the player. */
  rejection: ErrorFrame | null = null;
  /** Whether the command pending or refused last was a move of the game or a clock request. */
  commandKind: 'move' | 'clock' = 'move';
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

  private ws: WebSocket | null = null;
  /** Requests answered by one frame (notify, webhook), by requestId; presence's answers are only awaited to be dropped. */
  private requests = new Map<string, { resolve: (frame: AnswerFrame) => void; reject: (err: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  private attempts = 0;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  /** The wall clock at the last tick (see TICK_MS). */
  private tickedAt = 0;
  private subscribeId = '';
  private commandRetries = 0;
  private linkRetries = 0;
  private commandTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost, readonly target: TableTarget) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stopped = false;
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.wentOffline);
    document.addEventListener('visibilitychange', this.visibilityChanged);
    this.tickedAt = Date.now();
    this.tickTimer = setInterval(this.tick, TICK_MS);
    // A link opened in a background tab connects, and pauses if it stays there.
    if (document.visibilityState === 'hidden') this.pauseTimer = setTimeout(this.pause, HIDDEN_GRACE_MS);
    void this.restore();
    void this.open();
  }

  /**
   * Shows the board this device kept for the game while the server has not answered yet: a link
   * opened offline shows the last known state instead of "Loading". Nothing kept, or the server
   * already answered, and this does nothing. The log seeded this way subscribes from its version,
   * as after a reconnect, and the server's answer replaces whatever is out of date.
   */
  private async restore(): Promise<void> {
    const kept = await getBoard(seatKey(this.target.gameId, this.target.seat));
    if (!kept || this.stopped || this.meta || this.connection === 'live' || this.connection === 'failed') return;
    const latest = kept.latest as UpdateFrame;
    this.meta = kept.meta as SubscribedFrame;
    this.seats = kept.seats as SeatInfo[];
    this.log.merge(kept.entries as Entry[], latest.viewer);
    this.log.update({ ...latest, entries: [] });
    this.keptSince = kept.savedAt;
    this.host.requestUpdate();
  }

  /** Keeps the board for the next visit (see restore); a failed write only loses that. */
  private keep(): void {
    const latest = this.log.latest;
    if (!this.meta || !latest) return;
    void putBoard({
      key: seatKey(this.target.gameId, this.target.seat),
      meta: this.meta, seats: this.seats, latest: { ...latest, entries: [] }, entries: this.log.entries, savedAt: new Date().toISOString(),
    });
  }

  hostDisconnected(): void {
    this.stopped = true;
    window.removeEventListener('online', this.wake);
    window.removeEventListener('offline', this.wentOffline);
    document.removeEventListener('visibilitychange', this.visibilityChanged);
    clearInterval(this.tickTimer);
    for (const [id, waiting] of this.requests) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(msg({ id: 'app.net.closedBeforeAnswer', defaultMessage: 'the game was closed before the server answered' })));
      this.requests.delete(id);
    }
    clearTimeout(this.retryTimer);
    clearTimeout(this.pauseTimer);
    clearTimeout(this.commandTimer);
    this.closeSocket();
  }

  /**
   * Sends a command at the version on screen, if the legal templates of that version allow it:
   * a choice the server would refuse anyway never leaves the page.
   */
  send(command: { type: string }): void {
    if (this.pending || !this.log.latest || this.target.seat === undefined || this.target.token === undefined) return;
    if (!matchesLegal(this.log.legalCommands, command)) {
      this.commandKind = 'move';
      this.rejection = { type: 'error', code: 'ILLEGAL_MOVE', message: msg({ id: 'app.net.notAChoice', defaultMessage: 'it is not among your choices now, so it was not sent.' }) };
      this.host.requestUpdate();
      return;
    }
    this.dispatch(command, 'move');
  }

  /**
   * Sends a clock request (time zone and quiet hours, vacation, "I'm back") as a command: it is
   * no move of the rule set, so it is never among the legal templates, and the server takes it
   * at whatever version it arrives. One command is on its way at a time, move or request.
   */
  sendClockRequest(request: ClockRequest): void {
    if (this.pending || !this.log.latest || this.target.seat === undefined || this.target.token === undefined) return;
    const parsed = clockRequestSchema.safeParse(request);
    if (!parsed.success) {
      this.commandKind = 'clock';
      this.rejection = { type: 'error', code: 'INVALID_COMMAND', message: msg({ id: 'app.net.invalidRequest', defaultMessage: '{reason}, so it was not sent.' }, { reason: parsed.error.issues[0]?.message ?? 'malformed request' }) };
      this.host.requestUpdate();
      return;
    }
    this.dispatch(parsed.data, 'clock');
  }

  private dispatch(command: { type: string }, kind: 'move' | 'clock'): void {
    const { gameId, seat, token } = this.target;
    const latest = this.log.latest;
    if (!latest || seat === undefined || token === undefined) return;
    this.commandKind = kind;
    const commandId = randomId();
    // The seat's next dice chain link, fixed now: every resend of this command carries the same,
    // and so does a new command after a refusal (nothing was revealed), so no refusal re-rolls.
    const offer = diceKeys().offer(gameId, seat, commandId);
    const message: CommandMessage = { action: 'command', requestId: commandId, gameId, seat, token, expectedVersion: latest.version, commandId, command, ...offer };
    this.pending = message;
    this.rejection = null;
    this.commandRetries = 0;
    this.linkRetries = 0;
    this.transmit(message);
    this.host.requestUpdate();
  }

  dismissRejection(): void {
    this.rejection = null;
    this.host.requestUpdate();
  }

  /** Skips the backoff wait. */
  reconnectNow = (): void => {
    if (this.stopped || this.ws || this.connection === 'failed') return;
    clearTimeout(this.retryTimer);
    void this.open();
  };

  private wake = (): void => {
    if (document.visibilityState === 'visible') this.reconnectNow();
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
  private wentOffline = (): void => {
    if (this.stopped || this.connection === 'failed' || this.connection === 'paused' || this.connection === 'retrying') return;
    this.closeSocket();
    this.scheduleRetry();
  };

  /** See TICK_MS: a visible tab whose timers stood still far too long has just woken up. */
  private tick = (): void => {
    const now = Date.now();
    const gap = now - this.tickedAt;
    this.tickedAt = now;
    if (gap < SLEPT_AFTER_MS || document.visibilityState !== 'visible') return;
    if (this.connection === 'retrying') this.reconnectNow();
    else this.relink();
  };

  /**
   * Sends a request the server answers with one frame (`notify`, `webhook`), this seat's game,
   * seat and token added. Resolves with the answer; rejects with the server's refusal message,
   * when the game is not live (nothing is sent), or when no answer comes in time.
   */
  request(message: { action: string } & Record<string, unknown>): Promise<AnswerFrame> {
    const { gameId, seat, token } = this.target;
    if (seat === undefined || token === undefined) return Promise.reject(new Error(msg({ id: 'app.net.seatOnly', defaultMessage: 'only a seat can ask this' })));
    if (this.connection !== 'live' || this.ws?.readyState !== WebSocket.OPEN) {
      return Promise.reject(new Error(msg({ id: 'app.net.notConnected', defaultMessage: 'the game is not connected; try again once it is live' })));
    }
    const requestId = randomId();
    return new Promise<AnswerFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.requests.delete(requestId);
        reject(new Error(msg({ id: 'app.net.noAnswerRetry', defaultMessage: 'the server did not answer; try again' })));
      }, ANSWER_WITHIN_MS);
      this.requests.set(requestId, { resolve, reject, timer });
      this.transmit({ ...message, requestId, gameId, seat, token });
    });
  }

  /**
   * Tells the server whether this seat's page is visible: a seat looking at the game gets no push
   * for it. Best effort: an answer (or a refusal) changes nothing on screen.
   */
  private sendPresence(): void {
    if (this.target.seat === undefined || this.ws?.readyState !== WebSocket.OPEN) return;
    const requestId = randomId();
    const timer = setTimeout(() => this.requests.delete(requestId), ANSWER_WITHIN_MS);
    const drop = () => undefined;
    this.requests.set(requestId, { resolve: drop, reject: drop, timer });
    this.transmit({ action: 'presence', requestId, gameId: this.target.gameId, visible: document.visibilityState === 'visible' });
  }

  /** A frame answering a request of `request` or `sendPresence`: handled here, and true, or false. */
  private answered(frame: AnswerFrame): boolean {
    const waiting = frame.requestId !== undefined ? this.requests.get(frame.requestId) : undefined;
    if (!waiting || frame.type === 'update' || frame.type === 'entries') return false;
    this.requests.delete(frame.requestId!);
    clearTimeout(waiting.timer);
    if (frame.type === 'error') waiting.reject(new Error(errorText(String(frame.code), String(frame.message))));
    else waiting.resolve(frame);
    return true;
  }

  private visibilityChanged = (): void => {
    this.sendPresence();
    clearTimeout(this.pauseTimer);
    if (document.visibilityState === 'hidden') {
      this.pauseTimer = setTimeout(this.pause, HIDDEN_GRACE_MS);
      return;
    }
    // A hidden tab's timers are slowed down on purpose: that gap is no sleep.
    this.tickedAt = Date.now();
    this.reconnectNow();
  };

  /**
   * Closes the socket of a tab hidden for HIDDEN_GRACE_MS, and stops any reconnect attempt. A
   * command still unanswered goes again, identical, when the tab is shown (applied at most once).
   */
  private pause = (): void => {
    if (this.stopped || this.connection === 'failed') return;
    clearTimeout(this.retryTimer);
    this.closeSocket();
    this.attempts = 0;
    this.problem = '';
    this.connection = 'paused';
    this.host.requestUpdate();
  };

  private async open(): Promise<void> {
    this.connection = 'connecting';
    this.host.requestUpdate();
    let url: string;
    try {
      url = (await loadConfig()).wsUrl;
    } catch (e) {
      this.problem = msg({ id: 'app.net.noAddress', defaultMessage: 'Cannot read the server address: {reason}' }, { reason: (e as Error).message });
      this.scheduleRetry();
      return;
    }
    // Stopped, or paused while the address was being read.
    if (this.stopped || this.connection !== 'connecting') return;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.openTimer = setTimeout(() => {
      if (this.ws !== ws) return;
      this.closeSocket();
      this.scheduleRetry();
    }, OPEN_WITHIN_MS);
    ws.onopen = () => {
      clearTimeout(this.openTimer);
      this.subscribe();
      this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
    };
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
    this.transmit({ action: 'subscribe', requestId: this.subscribeId, gameId, seat, token, lastVersion: this.log.contiguousVersion });
  }

  private subscribed(frame: SubscribedFrame): void {
    this.meta = frame;
    // A seat's subscription says whether the table has a webhook (not its URL); spectators are not told.
    if (frame.webhook) this.webhook = { ...frame.webhook, url: this.webhook?.url };
    this.seats = frame.seats;
    this.log.subscribed(frame);
  }

  private receive(frame: ServerFrame): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    this.heardAt = Date.now();
    // The table's webhook: the answer to a seat's `webhook` and the frame every seat gets when it changes.
    if (frame.type === 'webhook') this.webhook = { set: frame.url !== null, url: frame.url, ...(frame.off !== undefined && { off: frame.off }) };
    if (this.answered(frame as unknown as AnswerFrame)) {
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
        // An answer to subscribe that fits in one frame carries the subscription itself.
        const subscribed = subscribedOf(frame);
        if (subscribed) this.subscribed(subscribed);
        // Where this seat's dice key stands on the server: the link the next command reveals.
        if (frame.seatKey !== undefined && this.target.seat !== undefined && frame.viewer === this.target.seat) diceKeys().observe(frame.gameId, frame.viewer, frame.seatKey);
        // The update to this connection after its own command carries the command id: its acceptance.
        if (frame.commandId !== undefined && this.pending?.commandId === frame.commandId) this.pending = null;
        if (!this.log.update(frame)) this.subscribe();
        if (this.log.latest === frame) this.latestReceivedAt = performance.now();
        if (this.connection !== 'live') this.becameLive();
        this.keep();
        break;
      }
      case 'seats':
        this.seats = frame.seats;
        break;
      case 'webhook':
        // Taken in above; drawn again below.
        break;
      case 'accepted':
        if (this.pending?.commandId === frame.commandId) this.pending = null;
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
    // A command sent before the connection dropped goes again, identical: applied at most once.
    if (this.pending) this.transmit(this.pending);
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
    // A refusal names the command, or only its requestId when it was refused unread (RATE_LIMITED).
    if (this.pending && (frame.commandId ?? frame.requestId) === this.pending.commandId) {
      if (RETRY_CODES.has(frame.code) && this.commandRetries < COMMAND_RETRIES) {
        const again = this.pending;
        this.commandRetries++;
        this.commandTimer = setTimeout(() => this.pending === again && this.transmit(again), 1000 * 2 ** (this.commandRetries - 1));
        return;
      }
      if (LINK_CODES.has(frame.code) && frame.seatKey !== undefined && this.linkRetries < LINK_RETRIES) {
        this.linkRetries++;
        this.pending = this.relinked(this.pending, frame.seatKey);
        this.transmit(this.pending);
        return;
      }
      this.pending = null;
      this.rejection = frame;
      return;
    }
    this.problem = errorText(frame.code, frame.message);
  }

  /** The same command (same id) with the key and link that follow from the seat's key as the server holds it. */
  private relinked(sent: CommandMessage, seatKey: SeatKeyState): CommandMessage {
    const { key: _key, link: _link, ...command } = sent;
    return { ...command, ...diceKeys().refused(sent.gameId, sent.seat, sent.commandId, seatKey) };
  }

  /** See PING_EVERY_MS. A hidden tab does not ping: it closes its socket soon anyway (pause). */
  private ping(): void {
    if (document.visibilityState !== 'visible' || this.pongTimer !== undefined) return;
    this.transmit({ action: 'ping' });
    // Any frame at all answers it (receive).
    this.pongTimer = setTimeout(() => {
      this.pongTimer = undefined;
      this.relink();
    }, PONG_WITHIN_MS);
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
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    clearTimeout(this.openTimer);
    this.pongTimer = undefined;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close(1000);
    }
  }
}
