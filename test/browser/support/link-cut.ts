import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay in front of the local stack whose link can be cut the way a real network fails:
 * nothing passes in either direction and no connection is closed, so neither end hears of it
 * (a dead Wi-Fi, a router that forgot the connection). The browser then never fires `close` on
 * its WebSocket; only the page's own heartbeat can notice. Connections opened during the cut
 * hang unanswered, as a SYN into a dead link does; restored, everything held flows on, as TCP
 * would deliver it once the link is back.
 */
export interface CuttableLink {
  /** `http://127.0.0.1:<port>`: the stack's address through the relay. */
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

export async function cuttableLink(target: string): Promise<CuttableLink> {
  const { hostname, port } = new URL(target);
  let cut = false;
  const pairs = new Set<Pair>();

  const join = (pair: Pair) => {
    const upstream = connect(Number(port), hostname);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    pair.client.on('data', (d) => upstream.write(d));
    upstream.on('data', (d) => pair.client.write(d));
    pair.client.on('end', () => upstream.end());
    upstream.on('end', () => pair.client.end());
    upstream.on('close', () => pair.client.destroy());
    pair.client.resume();
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // During a cut the connection is held, unanswered, until the link comes back.
    if (!cut) join(pair);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    cut() {
      cut = true;
      // Paused sockets read nothing: bytes wait in the kernel's buffers, as on a stalled link.
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream?.pause();
      }
    },
    restore() {
      cut = false;
      for (const pair of pairs) {
        if (!pair.upstream) join(pair);
        else {
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
