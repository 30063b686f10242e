import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '../../../lambdas/protocol/server.js';
import { ClientModel } from './client-model.js';

/** A test client on the local stack: keeps every frame (parsed and checked against the schema) and a ClientModel. */
export class WsClient {
  readonly frames: ServerFrame[] = [];
  readonly sizes: number[] = [];
  readonly model = new ClientModel();
  private waiters: (() => void)[] = [];
  /** Resolves with the close code once the socket closes, whoever closed it. */
  readonly closed: Promise<number>;

  private constructor(
    private readonly ws: WebSocket,
    validate: boolean,
  ) {
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const text = data.toString();
      this.sizes.push(Buffer.byteLength(text));
      const json = JSON.parse(text) as ServerFrame;
      const frame = validate ? serverFrameSchema.parse(json) : json;
      this.frames.push(frame);
      this.model.apply(frame);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** `validate: false` skips the schema check, for load tests where the client's own CPU matters. */
  static async connect(url: string, { validate = true } = {}): Promise<WsClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new WsClient(ws, validate);
  }

  send(message: object | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first frame from index `from` on that matches. */
  async waitFor(match: (f: ServerFrame) => boolean, from = 0, timeoutMs = 15_000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${this.frames.slice(from).map((f) => f.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends and waits for the answer matching `match` among the frames that arrive after sending. */
  async request(message: object | string, match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame> {
    const from = this.frames.length;
    this.send(message);
    return this.waitFor(match, from, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
