/** Where the server is: read once from /config.json on the page's own origin (see lambdas/protocol/README.md). */
export interface ClientConfig {
  wsUrl: string;
  /** Base of the HTTP history endpoint; "" means the page's own origin. */
  historyUrl: string;
}

let loading: Promise<ClientConfig> | null = null;

export function loadConfig(): Promise<ClientConfig> {
  loading ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (r) => {
      if (!r.ok) throw new Error(`config.json answered ${r.status}`);
      const c = (await r.json()) as Partial<ClientConfig>;
      if (typeof c.wsUrl !== 'string' || !c.wsUrl) throw new Error('config.json has no wsUrl');
      return { wsUrl: webSocketUrl(c.wsUrl), historyUrl: typeof c.historyUrl === 'string' ? c.historyUrl : '' };
    })
    .catch((e: unknown) => {
      // A failed read is retried on the next call rather than remembered.
      loading = null;
      throw e;
    });
  return loading;
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
