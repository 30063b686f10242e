import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '../../lambdas/protocol/server.js';

/** A failed check of the smoke test: what was expected, and what the deployment did instead. */
export class SmokeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmokeFailure';
  }
}

export function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new SmokeFailure(message);
}

/** One WebSocket connection of the smoke test: every frame it receives must match the protocol's schema. */
export class SmokeSocket {
  readonly frames: ServerFrame[] = [];
  private waiters: (() => void)[] = [];
  private failure: SmokeFailure | null = null;

  private constructor(
    private readonly ws: WebSocket,
    readonly name: string,
  ) {
    ws.on('message', (data) => {
      const text = (
        Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
      ).toString();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        this.failure ??= new SmokeFailure(`${name} received a frame that is not JSON: ${text.slice(0, 120)}`);
      }
      const parsed = serverFrameSchema.safeParse(json);
      if (parsed.success) this.frames.push(parsed.data);
      else
        this.failure ??= new SmokeFailure(
          `${name} received a frame outside the protocol (${parsed.error.issues[0]?.message}): ${text.slice(0, 200)}`,
        );
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(url: string, name: string, timeoutMs: number): Promise<SmokeSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new SmokeFailure(`${name}: no WebSocket connection to ${url} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      ws.once('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.once('error', (err) => {
        clearTimeout(timer);
        reject(new SmokeFailure(`${name}: cannot connect to ${url}: ${err.message}`));
      });
    });
    return new SmokeSocket(ws, name);
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The first frame from index `from` on that matches; a protocol violation or a timeout fails the smoke test. */
  async waitFor<T extends ServerFrame>(
    what: string,
    match: (f: ServerFrame) => f is T,
    from: number,
    timeoutMs: number,
  ): Promise<T>;
  async waitFor(
    what: string,
    match: (f: ServerFrame) => boolean,
    from: number,
    timeoutMs: number,
  ): Promise<ServerFrame>;
  async waitFor(
    what: string,
    match: (f: ServerFrame) => boolean,
    from: number,
    timeoutMs: number,
  ): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.failure) throw this.failure;
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.ws.readyState !== WebSocket.OPEN)
        throw new SmokeFailure(`${this.name}: the connection closed while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new SmokeFailure(
          `${this.name}: no ${what} within ${timeoutMs} ms; got ${
            this.frames
              .slice(from)
              .map((f) => (f.type === 'error' ? `error ${f.code}: ${f.message}` : f.type))
              .join(', ') || 'nothing'
          }`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends and waits for the matching answer among the frames that arrive after it. */
  request<T extends ServerFrame>(
    message: object,
    what: string,
    match: (f: ServerFrame) => f is T,
    timeoutMs: number,
  ): Promise<T> {
    const from = this.frames.length;
    this.send(message);
    return this.waitFor(what, match, from, timeoutMs);
  }

  /** The newest update this connection holds (a failure if it holds none). */
  latestUpdate(): Extract<ServerFrame, { type: 'update' }> {
    const update = this.frames.filter((f): f is Extract<ServerFrame, { type: 'update' }> => f.type === 'update').at(-1);
    if (update === undefined) throw new SmokeFailure(`${this.name} has been sent no update`);
    return update;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
