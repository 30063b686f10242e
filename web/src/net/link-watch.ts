import { PROBE_UNLESS_HEARD_WITHIN_MS, isLive, isPresent, pingAfterMs, type GamePace } from './keepalive-policy.js';

/**
 * A socket that hears nothing at all this long after a ping is dead though the browser has not
 * noticed (a cut link, Wi-Fi gone, a router that forgot the connection): on a live game found
 * within 30 s of the last frame (keepalive-policy.ts), where TCP alone takes minutes.
 */
const PONG_WITHIN_MS = 10_000;

/**
 * A visible tab looks at the wall clock this often. Timers of a visible tab run on time, so a
 * gap of SLEPT_AFTER_MS or more means the device slept (or froze the page): the socket is
 * almost surely dead and the board stale, so it reconnects at once instead of waiting for a ping.
 */
const TICK_MS = 5_000;
const SLEPT_AFTER_MS = 20_000;

/** What the watch tells its table socket. */
export interface LinkSignals {
  /** Sends a ping (any frame answers it). */
  ping: () => void;
  /** A ping went unanswered: the link is dead though the socket never said so. */
  unanswered: () => void;
  /** A visible tab's timers stood still far too long: the device slept. */
  slept: () => void;
  /** The network came back, or the tab was shown. */
  wake: () => void;
  /** The browser says it has no network at all. */
  offline: () => void;
  /**
   * The tab was hidden or shown (the seat's presence changes with it). True when the socket sent
   * the server a message it answers: that answer then serves as the probe's, and no ping goes.
   */
  visibilityChanged: () => boolean;
  /** The tab stayed hidden for the grace period. */
  hiddenLong: () => void;
  /**
   * The game as the page holds it now, for the pace (keepalive-policy.ts isLive), or null before
   * the page holds any; the watch adds whether the player is at the page.
   */
  game: () => Omit<GamePace, 'presentAt'> | null;
}

/**
 * What shows the player is at the page (keepalive-policy.ts PRESENT_AFTER_INPUT_MS), besides focus
 * and the tab being shown (a touch is a pointer too). A wheel listener on the window is passive
 * in every browser, so scrolling never waits for it. Scrolling counts by what the player
 * scrolls with (wheel, touch, keys, a pointer on the scroll bar), not by the `scroll` event: the page scrolls by itself too
 * (the history following each new move, a panel brought into view on the seat's turn), which
 * would make a tab nobody looks at seem watched.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * A heartbeat the server's config.json asks for instead (config.ts); each figure left out keeps
 * the client's own. `pingEveryMs` replaces the live figure only: a test shortens it to see a cut
 * link found in seconds.
 */
export interface Heartbeat {
  pingEveryMs?: number;
  pongWithinMs?: number;
}

/**
 * Watches whether a table socket's link is alive and wanted: pings a visible tab's socket once it
 * has been silent for the pace keepalive-policy.ts sets (any frame resets the wait, so a game in
 * full swing needs few pings) and waits for any frame after it, watches whether the player is at
 * the page (the pace of a seat's turn depends on it) and probes at once when the player comes
 * back, notices the device waking from sleep, the browser going offline or online, and a
 * tab hidden long enough to close its socket. It owns the timers and listeners for this and
 * nothing else; what to do about each signal is the table socket's.
 */
export class LinkWatch {
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  /** The wall clock at the last tick (see TICK_MS). */
  private tickedAt = 0;
  /** When the open socket last heard a frame (or opened); the next ping is due a pace after it. */
  private heardAt = 0;
  private socketOpen = false;
  private heartbeat: Heartbeat = {};
  /** When the player last showed being at the page: input, focus, the page loaded or shown (null: not yet). */
  private presentAt: number | null = null;

  constructor(
    private readonly signals: LinkSignals,
    private readonly hiddenGraceMs: number,
  ) {}

  /**
   * Starts watching the page: network, focus, visibility, sleep, the player's input; a page opened
   * in a background tab counts as hidden from now, one opened on screen as its player present.
   */
  start(): void {
    this.listen(true);
    this.tickedAt = Date.now();
    this.tickTimer = setInterval(this.tick, TICK_MS);
    if (document.visibilityState === 'hidden')
      this.pauseTimer = setTimeout(this.signals.hiddenLong, this.hiddenGraceMs);
    else this.presentAt = Date.now();
  }

  stop(): void {
    this.listen(false);
    clearInterval(this.tickTimer);
    clearTimeout(this.pauseTimer);
    this.socketClosed();
  }

  /** Adds (or removes) the watch's listeners: network, focus, the player's input, visibility. */
  private listen(on: boolean): void {
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('online', this.online);
    window[method]('offline', this.signals.offline);
    window[method]('focus', this.focused);
    // While capturing: an input inside a component counts even if the component stops it.
    for (const type of INPUT_EVENTS) window[method](type, this.input, true);
    document[method]('visibilitychange', this.visibilityChanged);
  }

  /** A socket opened: it is pinged from now on, once silent for the pace. */
  socketOpened(heartbeat: Heartbeat = {}): void {
    this.heartbeat = heartbeat;
    this.socketOpen = true;
    this.heardAt = Date.now();
    this.schedule();
  }

  /**
   * Any frame arrived: the link is alive, whatever ping was waiting is answered, and the next ping
   * is due a pace from now (which the frame may have changed: a move, this seat's turn).
   */
  heard(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    this.heardAt = Date.now();
    if (this.socketOpen) this.schedule();
  }

  socketClosed(): void {
    this.socketOpen = false;
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  /** How long the socket may stay silent now before it is pinged. */
  private pace(): number {
    return pingAfterMs(
      { visible: document.visibilityState === 'visible', live: this.live() },
      this.heartbeat.pingEveryMs,
    );
  }

  /** Whether the game is live for this page now (keepalive-policy.ts isLive). */
  private live(): boolean {
    const game = this.signals.game();
    return game !== null && isLive({ ...game, presentAt: this.presentAt }, Date.now());
  }

  private schedule(): void {
    clearTimeout(this.pingTimer);
    this.pingTimer = setTimeout(this.due, Math.max(0, this.heardAt + this.pace() - Date.now()));
  }

  /** The pace may have changed without a frame (the player came back): the next ping is due by the pace of now. */
  private reschedule(): void {
    if (this.socketOpen && this.pongTimer === undefined) this.schedule();
  }

  /**
   * The wait scheduled with the pace of its time is over. The game may have gone quiet meanwhile
   * (no move for minutes): then the slower pace, from the last frame, decides. A hidden tab does
   * not ping: it closes its socket soon anyway (hiddenLong).
   */
  private due = (): void => {
    const wait = this.heardAt + this.pace() - Date.now();
    if (wait > 0) {
      this.pingTimer = setTimeout(this.due, wait);
      return;
    }
    if (document.visibilityState !== 'visible') {
      this.pingTimer = setTimeout(this.due, this.pace());
      return;
    }
    this.ping();
  };

  /**
   * Sends a ping unless one is waiting for its answer; any frame answers it (heard), and a link on
   * which nothing at all comes back in time is dead. `asked`: a message the server answers has
   * just gone, so no ping is needed to wait for an answer.
   */
  private ping(asked?: boolean): void {
    if (this.pongTimer !== undefined) return;
    if (!asked) this.signals.ping();
    this.pongTimer = setTimeout(() => {
      this.pongTimer = undefined;
      this.signals.unanswered();
    }, this.heartbeat.pongWithinMs ?? PONG_WITHIN_MS);
  }

  /**
   * The player is back (the window focused, the tab shown, the network returned): an idle socket
   * may have died unnoticed in the minutes between pings, so it is pinged now rather than when
   * the player's move finds it dead. `asked`: a message the server answers has just gone (the
   * seat's presence), so waiting for its answer probes as well as a ping would, for half the
   * messages.
   */
  private probe(asked?: boolean): void {
    if (!this.socketOpen || document.visibilityState !== 'visible') return;
    if (Date.now() - this.heardAt < PROBE_UNLESS_HEARD_WITHIN_MS) return;
    this.ping(asked);
  }

  /** The window focused: the player is at the page, and probes the link at once. */
  private focused = (): void => {
    this.presentAt = Date.now();
    this.probe();
    this.reschedule();
  };

  /**
   * The player's input. Every input but the first after an absence (PRESENT_AFTER_INPUT_MS) only
   * moves the time on, a clock read on each key or turn of the wheel. That first one probes the
   * link at once (nobody at the page, the link was left to the idle pace) and makes the game live
   * again if it is, so the pace follows.
   */
  private input = (): void => {
    const away = !isPresent(this.presentAt, Date.now());
    this.presentAt = Date.now();
    if (!away) return;
    this.probe();
    this.reschedule();
  };

  private online = (): void => {
    if (document.visibilityState !== 'visible') return;
    this.signals.wake();
    this.probe();
  };

  /** See TICK_MS. */
  private tick = (): void => {
    const now = Date.now();
    const gap = now - this.tickedAt;
    this.tickedAt = now;
    if (gap >= SLEPT_AFTER_MS && document.visibilityState === 'visible') this.signals.slept();
  };

  private visibilityChanged = (): void => {
    const asked = this.signals.visibilityChanged();
    clearTimeout(this.pauseTimer);
    if (document.visibilityState === 'hidden') {
      this.pauseTimer = setTimeout(this.signals.hiddenLong, this.hiddenGraceMs);
      return;
    }
    // A hidden tab's timers are slowed down on purpose: that gap is no sleep.
    this.tickedAt = Date.now();
    // Whoever showed the tab is at it.
    this.presentAt = this.tickedAt;
    this.signals.wake();
    this.probe(asked);
    // Shown again, a live game's faster pace applies from now.
    this.reschedule();
  };
}
