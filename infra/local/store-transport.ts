import type { MessagePort } from 'node:worker_threads';
import type { HttpHandlerOptions, HttpRequest, HttpResponse } from '@smithy/types';
import type { LocalTransport } from '../../lambdas/adapters/local-transports.js';

interface PortReply {
  id: number;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

interface PortRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

interface Waiter {
  /** Whether the request went to a worker; one that has not can still go to the next. */
  sent: boolean;
  resolve: (r: { response: HttpResponse }) => void;
  reject: (err: Error) => void;
}

/** An error shaped as a broken connection, so the adapters treat it as they would on the network. */
const connectionError = (code: 'ECONNRESET' | 'ECONNREFUSED', message: string) =>
  Object.assign(new Error(message), { code });

/** As the network client's request timeout (lambdas/adapters/dynamo/client.ts): a store that does not answer is a transient failure. */
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * The SDK's side of the store worker's MessagePort: one request out, one answer back, matched
 * by id. The worker behind it may change (dynalite.ts restarts one that died): requests sent
 * to a worker that went away fail as a reset connection would, since they may or may not have
 * been applied; requests made while none is attached wait for the next, within their timeout.
 */
export class PortTransport implements LocalTransport {
  private nextId = 0;
  private stopped = false;
  private port: MessagePort | null = null;
  private outbox: PortRequest[] = [];
  private readonly pending = new Map<number, Waiter>();

  attach(port: MessagePort): void {
    this.port = port;
    port.on('message', (replies: PortReply[]) => {
      for (const reply of replies) {
        const waiter = this.pending.get(reply.id);
        if (!waiter) continue;
        this.pending.delete(reply.id);
        waiter.resolve({
          response: { statusCode: reply.statusCode, headers: reply.headers, body: Buffer.from(reply.body) },
        });
      }
    });
    // Idle, the port must not keep the process alive; a request in flight does.
    if (this.pending.size === 0) port.unref();
    if (this.outbox.length) setImmediate(this.flush);
  }

  /** The worker went away: what it was given fails as a reset connection; what it was not waits for the next one. */
  detach(): void {
    for (const [id, waiter] of this.pending) {
      if (!waiter.sent) continue;
      this.pending.delete(id);
      waiter.reject(connectionError('ECONNRESET', 'the in-process store stopped'));
    }
    this.port?.close();
    this.port = null;
  }

  /** For good: everything waiting fails, and so does every request from now on. */
  stop(): void {
    this.stopped = true;
    this.detach();
    this.outbox = [];
    for (const [id, waiter] of this.pending) {
      this.pending.delete(id);
      waiter.reject(connectionError('ECONNREFUSED', 'the in-process store is closed'));
    }
  }

  handle(request: HttpRequest, options?: HttpHandlerOptions): Promise<{ response: HttpResponse }> {
    if (this.stopped) return Promise.reject(connectionError('ECONNREFUSED', 'the in-process store is closed'));
    // Either kind of signal the SDK may pass (the DOM's or its own older one) says whether it was aborted.
    if (options?.abortSignal?.aborted)
      return Promise.reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
    const id = this.nextId++;
    const headers: Record<string, string> = {};
    for (const name in request.headers) headers[name.toLowerCase()] = request.headers[name];
    // Each parameter as its text, as URLSearchParams makes of a record's values (the store's requests carry none).
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).map(([name, value]) => [name, String(value)]),
    ).toString();
    // The SDK types a request's body as anything; the store's requests carry JSON text.
    const body: unknown = request.body;
    if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array))
      return Promise.reject(new TypeError('the in-process store takes a body of text or bytes'));
    const message: PortRequest = {
      id,
      method: request.method,
      url: query ? `${request.path}?${query}` : request.path,
      headers,
      body,
    };
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.port?.ref();
      const done = () => {
        clearTimeout(timer);
        if (this.pending.size === 0) this.port?.unref();
      };
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.outbox = this.outbox.filter((m) => m.id !== id);
        done();
        reject(
          Object.assign(new Error(`the in-process store did not answer within ${REQUEST_TIMEOUT_MS} ms`), {
            name: 'TimeoutError',
          }),
        );
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        sent: false,
        resolve: (r) => {
          done();
          resolve(r);
        },
        reject: (err) => {
          done();
          reject(err);
        },
      });
      if (this.outbox.push(message) === 1 && this.port) setImmediate(this.flush);
    });
  }

  /** Requests made in one turn of the loop go out in one message, as answers come back. */
  private readonly flush = () => {
    if (!this.port || this.outbox.length === 0) return;
    const batch = this.outbox;
    this.outbox = [];
    for (const m of batch) {
      const waiter = this.pending.get(m.id);
      if (waiter) waiter.sent = true;
    }
    this.port.postMessage(batch);
  };
}
