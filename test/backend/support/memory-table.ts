import { sendTo } from '../../../lambdas/app/broadcast.js';
import { handleMessage } from '../../../lambdas/app/router.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import type { MemoryBroadcaster } from './memory-ports.js';
import { sendAsDevice, TestDevice } from './test-device.js';

/**
 * Drives the application layer the way the $default handler does, over in-memory ports. Its
 * connections share one device (TestDevice): commands get their seat's chain link, and a create
 * without a game id is prepared first, as the web client does.
 */
export class MemoryTable {
  constructor(
    readonly ports: Ports & { broadcaster: MemoryBroadcaster },
    readonly device = new TestDevice(),
  ) {}

  /** Each connection's frames parsed so far: a test that asks after every move of a long game parses each frame once, not on every ask. */
  private readonly parsed = new Map<string, { of: readonly string[]; frames: ServerFrame[] }>();

  /** Every frame a connection has received so far (a new array; the frames are shared between asks). */
  received(connectionId: string): ServerFrame[] {
    const sent = this.ports.broadcaster.sent.get(connectionId) ?? [];
    let kept = this.parsed.get(connectionId);
    // The broadcaster's list for the connection is only ever appended to; a list replaced is parsed afresh.
    if (kept?.of !== sent || kept.frames.length > sent.length)
      this.parsed.set(connectionId, (kept = { of: sent, frames: [] }));
    for (let i = kept.frames.length; i < sent.length; i++) kept.frames.push(JSON.parse(sent[i]) as ServerFrame);
    return [...kept.frames];
  }

  /** Sends one message as the table's device would; returns what this connection received while it was handled. */
  async send(connectionId: string, message: object | string): Promise<ServerFrame[]> {
    if (typeof message === 'string') return this.sendText(connectionId, message);
    return sendAsDevice(this.device, (m) => this.sendAsIs(connectionId, m), message as Record<string, unknown>);
  }

  /**
   * Sends one message exactly as given, as its JSON. (An object only: a literal given where a string
   * may be too is read against String's fields, and a command's `link` against its deprecated `link()`.)
   */
  async sendAsIs(connectionId: string, message: object): Promise<ServerFrame[]> {
    return this.sendText(connectionId, JSON.stringify(message));
  }

  /** Sends a message's text as it is, JSON or not. */
  async sendText(connectionId: string, body: string): Promise<ServerFrame[]> {
    const before = this.ports.broadcaster.sent.get(connectionId)?.length ?? 0;
    await sendTo(this.ports, connectionId, await handleMessage(this.ports, connectionId, body));
    // Only the new frames are parsed: a long game's connection holds thousands.
    const frames = (this.ports.broadcaster.sent.get(connectionId) ?? [])
      .slice(before)
      .map((d) => JSON.parse(d) as ServerFrame);
    for (const f of frames) this.device.observe(f);
    return frames;
  }
}
