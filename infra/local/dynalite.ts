import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { HttpHandlerOptions, HttpRequest, HttpResponse } from '@smithy/types';
import type { LocalTransport } from '../../lambdas/adapters/local-transports.js';
import { KEEP_ALIVE_MS } from './http-servers.js';

export interface LocalDynamo {
  /** dynalite's HTTP endpoint, for SDK clients outside this process (and inside it, over TCP). */
  endpoint: string;
  /** The same store without a socket, for SDK clients in this process (lambdas/adapters/local-transports.ts). */
  transport: LocalTransport;
  /** The worker's own heap (and the process's RSS), after a full collection when `gc` is set: for benchmarks and leak tests. */
  memory(options?: { gc?: boolean }): Promise<NodeJS.MemoryUsage>;
  close(): Promise<void>;
}

/**
 * The store's side of each request (parsing, validation, LevelDB) costs about as much CPU
 * as the SDK's side in the handlers, so dynalite runs on its own thread (store-worker.cjs): on
 * two cores the handlers and the store work at once instead of taking turns. Its keep-alive
 * outlasts the SDK's idle sockets (see http-servers.ts).
 */
const WORKER = fileURLToPath(new URL('./store-worker.cjs', import.meta.url));

type WorkerReply = { port?: number; closed?: boolean; error?: string };

/** dynalite on a free loopback port, persisting under `dataDir` so games survive a restart. */
export async function startDynalite(dataDir: string): Promise<LocalDynamo> {
  mkdirSync(dataDir, { recursive: true });
  const channel = new MessageChannel();
  const worker = new Worker(WORKER, {
    workerData: {
      dynalite: createRequire(import.meta.url).resolve('dynalite'),
      options: { path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 },
      keepAliveMs: KEEP_ALIVE_MS,
      listenPort: 0,
      port: channel.port2,
    },
    transferList: [channel.port2],
  });
  const next = () =>
    new Promise<WorkerReply>((resolve, reject) => {
      const onMessage = (msg: WorkerReply) => (cleanup(), resolve(msg));
      const onError = (err: Error) => (cleanup(), reject(err));
      const onExit = (code: number) => (cleanup(), reject(new Error(`the dynalite worker exited with code ${code}`)));
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });

  const transport = new PortTransport(channel.port1);
  worker.once('exit', () => transport.stop());
  const started = await next();
  if (started.port === undefined) {
    await worker.terminate();
    throw new Error(`dynalite did not start in ${dataDir}: ${started.error ?? 'no port'}`);
  }
  // A fault in the store's thread is reported, never rethrown into the server's.
  worker.on('error', (err) => console.error('the dynalite worker failed', err));
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    transport,
    memory: ({ gc = false } = {}) =>
      new Promise((resolve) => {
        const onMessage = (msg: { memory?: NodeJS.MemoryUsage }) => {
          if (!msg.memory) return;
          worker.off('message', onMessage);
          resolve(msg.memory);
        };
        worker.on('message', onMessage);
        worker.postMessage({ memory: true, gc });
      }),
    async close() {
      const closing = next();
      worker.postMessage('close');
      const closed = await closing;
      transport.stop();
      await worker.terminate();
      if (closed.error) throw new Error(`dynalite did not close cleanly: ${closed.error}`);
    },
  };
}

interface PortReply {
  id: number;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** An error shaped as a broken connection, so the adapters treat it as they would on the network. */
const connectionError = (code: 'ECONNRESET' | 'ECONNREFUSED', message: string) => Object.assign(new Error(message), { code });

/** As the network client's request timeout (lambdas/adapters/dynamo/client.ts): a store that does not answer is a transient failure. */
const REQUEST_TIMEOUT_MS = 5_000;

/** The SDK's side of the MessagePort: one request out, one answer back, matched by id. */
class PortTransport implements LocalTransport {
  private nextId = 0;
  private stopped = false;
  private outbox: unknown[] = [];
  private readonly pending = new Map<number, { resolve: (r: { response: HttpResponse }) => void; reject: (err: Error) => void }>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (replies: PortReply[]) => {
      for (const reply of replies) {
        const waiter = this.pending.get(reply.id);
        if (!waiter) continue;
        this.pending.delete(reply.id);
        waiter.resolve({ response: { statusCode: reply.statusCode, headers: reply.headers, body: Buffer.from(reply.body) } });
      }
    });
    // Idle, the port must not keep the process alive; a request in flight does.
    port.unref();
  }

  handle(request: HttpRequest, options?: HttpHandlerOptions): Promise<{ response: HttpResponse }> {
    if (this.stopped) return Promise.reject(connectionError('ECONNREFUSED', 'the in-process store is closed'));
    const signal = options?.abortSignal as AbortSignal | undefined;
    if (signal?.aborted) return Promise.reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
    const id = this.nextId++;
    const headers: Record<string, string> = {};
    for (const name in request.headers) headers[name.toLowerCase()] = request.headers[name];
    const query = new URLSearchParams(request.query as Record<string, string>).toString();
    const message = { id, method: request.method, url: query ? `${request.path}?${query}` : request.path, headers, body: request.body as string | Uint8Array | undefined };
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.port.ref();
      const done = () => {
        clearTimeout(timer);
        if (this.pending.size === 0) this.port.unref();
      };
      const timer = setTimeout(() => {
        this.pending.delete(id);
        done();
        reject(Object.assign(new Error(`the in-process store did not answer within ${REQUEST_TIMEOUT_MS} ms`), { name: 'TimeoutError' }));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (r) => (done(), resolve(r)),
        reject: (err) => (done(), reject(err)),
      });
      if (this.outbox.push(message) === 1) setImmediate(this.flush);
    });
  }

  /** Requests made in one turn of the loop go out in one message, as answers come back. */
  private readonly flush = () => {
    const batch = this.outbox;
    this.outbox = [];
    if (!this.stopped) this.port.postMessage(batch);
  };

  /** Fails whatever is still waiting, as a socket reset would. */
  stop(): void {
    this.stopped = true;
    for (const [id, waiter] of this.pending) {
      this.pending.delete(id);
      waiter.reject(connectionError('ECONNRESET', 'the in-process store stopped'));
    }
    this.port.close();
  }
}
