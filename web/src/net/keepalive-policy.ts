/**
 * How often a table socket pings, by what the game and the page are doing. A ping costs two
 * messages (npm run cost reads these figures where they are written, scripts/cost/deployment.ts),
 * so a page pings often only while a dead link would hurt: while the game is live and the tab is
 * visible, a silent socket is pinged after LIVE_PING_EVERY_MS and found dead within 35 s
 * (link-watch.ts); otherwise after IDLE_PING_EVERY_MS, which keeps API Gateway's 10-minute idle
 * timeout away, and the page probes at once when its player comes back (focus, visibility, the
 * network returning, the first input after an absence: link-watch.ts).
 */
export const LIVE_PING_EVERY_MS = 20_000;
export const IDLE_PING_EVERY_MS = 9 * 60_000;
/** A game is live this long after its latest move (players in one sitting move within minutes). */
export const LIVE_AFTER_MOVE_MS = 3 * 60_000;
/**
 * The player counts as at the page this long after any input (pointer, key, touch, wheel,
 * focus) or after the page was loaded or shown. The live pace holds only while the player is
 * there: a tab left on screen with nobody at it gains nothing from finding a dead link in 35 s
 * (nobody would see the "Reconnecting..." it shows), and the first touch probes the link at once.
 * Without it a week of tabs left on screen cost three times the pings of the moves they showed.
 */
export const PRESENT_AFTER_INPUT_MS = 2 * 60_000;
/**
 * The player coming back (focus, the tab shown, the network back) probes the link at once,
 * unless a frame came this recently: that frame already says the link works.
 */
export const PROBE_UNLESS_HEARD_WITHIN_MS = 10_000;
/**
 * A hidden tab keeps its socket this long (a look at another tab or app costs nothing), then
 * closes it and catches up by version when shown again: an open socket bills connection-minutes
 * whether anyone looks or not (npm run cost, the week scenario).
 */
export const HIDDEN_GRACE_MS = 3 * 60_000;

/**
 * What decides the pace (epoch ms): the newest move's time (null before any), whether this seat
 * is to act, and when its player last showed being at the page (null: not since the page opened).
 */
export interface GamePace {
  lastMoveAt: number | null;
  seatToAct: boolean;
  presentAt: number | null;
}

/** Whether the player showed being at the page (input, the page loaded or shown) within PRESENT_AFTER_INPUT_MS. */
export function isPresent(presentAt: number | null, nowMs: number): boolean {
  return presentAt !== null && nowMs - presentAt < PRESENT_AFTER_INPUT_MS;
}

/** Live: the player is at the page, and somebody moved within LIVE_AFTER_MOVE_MS or this seat must act. */
export function isLive(pace: GamePace, nowMs: number): boolean {
  return (
    isPresent(pace.presentAt, nowMs) &&
    ((pace.lastMoveAt !== null && nowMs - pace.lastMoveAt < LIVE_AFTER_MOVE_MS) || pace.seatToAct)
  );
}

/**
 * How long a socket may stay silent before it is pinged. `liveEveryMs` is the live figure, which
 * a server's config.json may shorten for a test (config.ts).
 */
export function pingAfterMs(
  { visible, live }: { visible: boolean; live: boolean },
  liveEveryMs = LIVE_PING_EVERY_MS,
): number {
  return visible && live ? liveEveryMs : IDLE_PING_EVERY_MS;
}
