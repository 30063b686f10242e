import { PRODUCTION_MIN_MOVE_SECONDS } from '../../../engine/core/clock/choices.js';
import { fieldOf } from '../ui/known-keys.js';

/** Where the server is: read once from /config.json on the page's own origin (see lambdas/protocol/README.md). */
export interface ClientConfig {
  wsUrl: string;
  /** Base of the HTTP history endpoint; "" means the page's own origin. */
  historyUrl: string;
  /**
   * The shortest per-move allowance this server accepts for a table's clock: the local stack
   * allows seconds (so a test can watch a clock run out), production an hour.
   */
  minMoveSeconds: number;
  /** The server's VAPID public key (base64url) for Web Push subscriptions; absent where push is not set up. */
  vapidPublicKey?: string;
  /**
   * A heartbeat other than the client's own (link-watch.ts): how often a visible tab pings, and
   * how long it waits for any frame after a ping before it takes the link for dead. No server
   * sets these; a browser test does, to see a cut link found in seconds rather than half a minute.
   */
  pingEveryMs?: number;
  pongWithinMs?: number;
}

let loading: Promise<ClientConfig> | null = null;

export function loadConfig(): Promise<ClientConfig> {
  loading ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (r) => {
      if (!r.ok) throw new Error(`config.json answered ${r.status}`);
      const c: unknown = await r.json();
      const wsUrl = fieldOf(c, 'wsUrl');
      const historyUrl = fieldOf(c, 'historyUrl');
      const vapidPublicKey = fieldOf(c, 'vapidPublicKey');
      if (typeof wsUrl !== 'string' || !wsUrl) throw new Error('config.json has no wsUrl');
      return {
        wsUrl: webSocketUrl(wsUrl),
        historyUrl: typeof historyUrl === 'string' ? historyUrl : '',
        minMoveSeconds: floorOf(fieldOf(c, 'minMoveSeconds')),
        vapidPublicKey: typeof vapidPublicKey === 'string' && vapidPublicKey ? vapidPublicKey : undefined,
        pingEveryMs: positiveMs(fieldOf(c, 'pingEveryMs')),
        pongWithinMs: positiveMs(fieldOf(c, 'pongWithinMs')),
      };
    })
    .catch((e: unknown) => {
      // A failed read is retried on the next call rather than remembered.
      loading = null;
      throw e;
    });
  return loading;
}

/**
 * A config without the floor (one written before clocks) gets production's: the lobby then
 * offers only choices every server accepts, never a test allowance the server would refuse.
 */
function floorOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : PRODUCTION_MIN_MOVE_SECONDS;
}

/** A whole number of milliseconds above zero, or undefined: anything else leaves the client's own figure. */
function positiveMs(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * A relative wsUrl (the local stack gives `/ws`) is on the page's own host, so the server
 * never has to guess its public address from a request header.
 */
function webSocketUrl(configured: string): string {
  // An absolute address (what CDK deploys) is used as it is.
  if (/^wss?:\/\//i.test(configured)) return configured;
  const url = new URL(configured, location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}
