/**
 * A socket that hears nothing at all this long after a ping is dead though the browser has not
 * noticed (a cut link, Wi-Fi gone, a router that forgot the connection): found within 30 s, where
 * TCP alone takes minutes.
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
  /** The tab was hidden or shown (the seat's presence changes with it). */
  visibilityChanged: () => void;
  /** The tab stayed hidden for the grace period. */
  hiddenLong: () => void;
}

/** The figures a table socket sets (npm run cost reads them where they are written). */
export interface LinkTimes {
  pingEveryMs: number;
  hiddenGraceMs: number;
}

/** A heartbeat the server's config.json asks for instead (config.ts); each figure left out keeps the client's own. */
export interface Heartbeat {
  pingEveryMs?: number;
  pongWithinMs?: number;
}

/**
 * Watches whether a table socket's link is alive and wanted: pings a visible tab's socket and
 * waits for any frame after it, notices the device waking from sleep, the browser going offline
 * or online, and a tab hidden long enough to close its socket. It owns the timers and listeners
 * for this and nothing else; what to do about each signal is the table socket's.
 */
export class LinkWatch {
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  /** The wall clock at the last tick (see TICK_MS). */
  private tickedAt = 0;
  private pongWithinMs = PONG_WITHIN_MS;

  constructor(
    private readonly signals: LinkSignals,
    private readonly times: LinkTimes,
  ) {}

  /** Starts watching the page: network, visibility, sleep; a page opened in a background tab counts as hidden from now. */
  start(): void {
    window.addEventListener('online', this.online);
    window.addEventListener('offline', this.signals.offline);
    document.addEventListener('visibilitychange', this.visibilityChanged);
    this.tickedAt = Date.now();
    this.tickTimer = setInterval(this.tick, TICK_MS);
    if (document.visibilityState === 'hidden')
      this.pauseTimer = setTimeout(this.signals.hiddenLong, this.times.hiddenGraceMs);
  }

  stop(): void {
    window.removeEventListener('online', this.online);
    window.removeEventListener('offline', this.signals.offline);
    document.removeEventListener('visibilitychange', this.visibilityChanged);
    clearInterval(this.tickTimer);
    clearTimeout(this.pauseTimer);
    this.socketClosed();
  }

  /** A socket opened: it is pinged from now on. */
  socketOpened(heartbeat: Heartbeat = {}): void {
    clearInterval(this.pingTimer);
    this.pongWithinMs = heartbeat.pongWithinMs ?? PONG_WITHIN_MS;
    this.pingTimer = setInterval(this.ping, heartbeat.pingEveryMs ?? this.times.pingEveryMs);
  }

  /** Any frame arrived: the link is alive, whatever ping was waiting is answered. */
  heard(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  socketClosed(): void {
    clearInterval(this.pingTimer);
    this.heard();
  }

  private online = (): void => {
    if (document.visibilityState === 'visible') this.signals.wake();
  };

  /** A hidden tab does not ping: it closes its socket soon anyway (hiddenLong). */
  private ping = (): void => {
    if (document.visibilityState !== 'visible' || this.pongTimer !== undefined) return;
    this.signals.ping();
    this.pongTimer = setTimeout(() => {
      this.pongTimer = undefined;
      this.signals.unanswered();
    }, this.pongWithinMs);
  };

  /** See TICK_MS. */
  private tick = (): void => {
    const now = Date.now();
    const gap = now - this.tickedAt;
    this.tickedAt = now;
    if (gap >= SLEPT_AFTER_MS && document.visibilityState === 'visible') this.signals.slept();
  };

  private visibilityChanged = (): void => {
    this.signals.visibilityChanged();
    clearTimeout(this.pauseTimer);
    if (document.visibilityState === 'hidden') {
      this.pauseTimer = setTimeout(this.signals.hiddenLong, this.times.hiddenGraceMs);
      return;
    }
    // A hidden tab's timers are slowed down on purpose: that gap is no sleep.
    this.tickedAt = Date.now();
    this.signals.wake();
  };
}
