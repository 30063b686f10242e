import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '../../../lambdas/protocol/server.js';
import { ClientModel } from './client-model.js';
import { TestDevice } from './test-device.js';

/**
 * A test client on the local stack: keeps every frame (parsed and checked against the schema)
 * and a ClientModel. Like a real device (TestDevice), it prepares a table before a `create`
 * that names no game id, and links each command to its seat's hash chain (resending a command
 * whose link the server refused with the link it points to; that refusal is not kept).
 */
/** A refill of the socket's rate limit (10 messages a second), and how many refusals a message may meet. */
const RATE_LIMIT_RETRY_MS = 150;
const RATE_LIMIT_TRIES = 50;

export class WsClient {
  readonly frames: ServerFrame[] = [];
  readonly device: TestDevice;
  /** Creates waiting for their table's `prepared`, by the prepare's requestId. */
  private readonly preparing = new Map<string, Record<string, unknown>>();
  /** Linked commands sent, by command id, for resending after a refused link. */
  private readonly linked = new Map<string, { message: Record<string, unknown>; resends: number }>();
  readonly sizes: number[] = [];
  readonly model = new ClientModel();
  private waiters: (() => void)[] = [];
  /** Resolves with the close code once the socket closes, whoever closed it. */
  readonly closed: Promise<number>;

  private constructor(
    private readonly ws: WebSocket,
    validate: boolean,
    device: TestDevice,
  ) {
    this.device = device;
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const text = textOf(data);
      this.sizes.push(Buffer.byteLength(text));
      const json = JSON.parse(text) as ServerFrame;
      const frame = validate ? serverFrameSchema.parse(json) : json;
      this.device.observe(frame);
      if (this.handledByDevice(frame)) return;
      this.frames.push(frame);
      this.model.apply(frame);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /**
   * `validate: false` skips the schema check, for load tests where the client's own CPU matters.
   * `device`: the device this connection runs on (a new one by default); clients of one device
   * share its chains, as a browser's tabs do.
   */
  static async connect(url: string, { validate = true, device = new TestDevice() } = {}): Promise<WsClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new WsClient(ws, validate, device);
  }

  send(message: object | string): void {
    if (typeof message === 'string') {
      this.ws.send(message);
      return;
    }
    const msg = message as Record<string, unknown>;
    if (TestDevice.needsPrepare(msg)) {
      const requestId = `prepare-${this.preparing.size}-${Math.random().toString(36).slice(2)}`;
      this.preparing.set(requestId, msg);
      this.ws.send(JSON.stringify({ action: 'prepare', requestId, rules: msg.rules }));
      return;
    }
    if (TestDevice.linkable(msg)) {
      const linked = this.device.withLink(msg);
      this.linked.set(msg.commandId as string, { message: linked, resends: 0 });
      this.ws.send(JSON.stringify(linked));
      return;
    }
    this.ws.send(JSON.stringify(msg));
  }

  /** The device's own answers: a prepared table goes on to its create, a refused link is sent again. */
  private handledByDevice(frame: ServerFrame): boolean {
    if (frame.type === 'prepared' && frame.requestId !== undefined && this.preparing.has(frame.requestId)) {
      const create = this.preparing.get(frame.requestId)!;
      this.preparing.delete(frame.requestId);
      this.ws.send(JSON.stringify({ ...create, gameId: frame.gameId }));
      return true;
    }
    if (frame.type === 'error' && frame.commandId !== undefined) {
      const sent = this.linked.get(frame.commandId);
      const again = sent && sent.resends < 2 ? this.device.resend(sent.message, frame) : null;
      if (sent && again) {
        this.linked.set(frame.commandId, { message: again, resends: sent.resends + 1 });
        this.ws.send(JSON.stringify(again));
        return true;
      }
    }
    return false;
  }

  /** Resolves with the first frame from index `from` on that matches. */
  async waitFor(match: (f: ServerFrame) => boolean, from = 0, timeoutMs = 15_000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `timed out; frames: ${this.frames
            .slice(from)
            .map((f) => f.type)
            .join(', ')}`,
        );
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
  async request(
    message: object | string,
    match: (f: ServerFrame) => boolean,
    timeoutMs?: number,
  ): Promise<ServerFrame> {
    const from = this.frames.length;
    this.send(message);
    return this.waitFor(match, from, timeoutMs);
  }

  /**
   * `request`, sent again while the socket's rate limit (10 messages a second after a burst of 30)
   * refuses it unread, as the web client's outbox does: a driver that plays moves as fast as the
   * stack answers them passes that limit. Any other answer, a refusal included, is the caller's.
   */
  async paced(message: object | string, match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame> {
    let answer = await this.request(message, match, timeoutMs);
    for (
      let tries = 1;
      answer.type === 'error' && answer.code === 'RATE_LIMITED' && tries < RATE_LIMIT_TRIES;
      tries++
    ) {
      await new Promise((r) => setTimeout(r, RATE_LIMIT_RETRY_MS));
      answer = await this.request(message, match, timeoutMs);
    }
    return answer;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** A message's text: ws hands over a Buffer (its default binaryType), typed as any of the forms it can give. */
export function textOf(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
