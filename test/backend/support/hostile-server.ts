import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one request to the hostile server saw: bytes of answer it managed to write, and whether the client hung up first. */
export interface Exchange {
  path: string;
  written: number;
  closedEarly: boolean;
  finished: boolean;
}

/**
 * An HTTP server on 127.0.0.1 that misbehaves by path, as a hostile push service or webhook
 * receiver would:
 * - `/huge/<status>`: answers <status> and streams HUGE_ANSWER_BYTES of body, generated as the
 *   socket drains (never held in memory), stopping when the client hangs up;
 * - `/trickle/<status>`: answers <status> and sends one byte every 50 ms, forever;
 * - `/silent`: reads the request and never answers;
 * - anything else: 201, empty.
 * Every connection and every exchange is counted.
 */
export class HostileServer {
  static readonly HUGE_ANSWER_BYTES = 400 * 1024 * 1024;
  readonly exchanges: Exchange[] = [];
  connections = 0;
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<HostileServer> {
    let self: HostileServer | null = null;
    const server = createServer((req, res) => self!.answer(req, res));
    server.on('connection', () => self!.connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    self = new HostileServer(server, (server.address() as AddressInfo).port);
    return self;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const exchange: Exchange = { path: req.url ?? '/', written: 0, closedEarly: false, finished: false };
    this.exchanges.push(exchange);
    res.on('close', () => {
      if (!exchange.finished) exchange.closedEarly = true;
    });
    req.resume();
    req.on('end', () => {
      const [, kind, status] = exchange.path.split('/');
      if (kind === 'huge') void streamHuge(res, Number(status), exchange);
      else if (kind === 'trickle') trickle(res, Number(status), exchange);
      else if (kind !== 'silent') {
        exchange.finished = true;
        res.writeHead(201).end();
      }
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function streamHuge(res: ServerResponse, status: number, exchange: Exchange): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.writeHead(status, { 'content-type': 'text/plain', 'content-length': String(HostileServer.HUGE_ANSWER_BYTES) });
  while (exchange.written < HostileServer.HUGE_ANSWER_BYTES && !res.destroyed) {
    exchange.written += chunk.length;
    if (!res.write(chunk))
      // Whichever comes first takes the other listener away: a client that reads slowly drains the
      // answer dozens of times, and a close listener left behind by each drain piled up on the
      // response (Node warned of a listener leak past ten).
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
  }
  if (!res.destroyed) {
    exchange.finished = true;
    res.end();
  }
}

function trickle(res: ServerResponse, status: number, exchange: Exchange): void {
  res.writeHead(status, { 'content-type': 'text/plain' });
  const timer = setInterval(() => {
    if (res.destroyed) {
      clearInterval(timer);
      return;
    }
    exchange.written++;
    res.write('x');
  }, 50);
  res.on('close', () => clearInterval(timer));
}

/** Waits until `check` holds, polling, for at most `ms` (generous: the machine may be loaded). */
export async function eventually(check: () => boolean, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not so within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
