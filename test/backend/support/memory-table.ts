import { sendTo } from '../../../lambdas/app/broadcast.js';
import { handleMessage } from '../../../lambdas/app/router.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import type { MemoryBroadcaster } from './memory-ports.js';

/** Drives the application layer the way the $default handler does, over in-memory ports. */
export class MemoryTable {
  constructor(readonly ports: Ports & { broadcaster: MemoryBroadcaster }) {}

  /** Every frame a connection has received so far. */
  received(connectionId: string): ServerFrame[] {
    return (this.ports.broadcaster.sent.get(connectionId) ?? []).map((d) => JSON.parse(d) as ServerFrame);
  }

  /** Sends one message; returns what this connection received while it was handled. */
  async send(connectionId: string, message: object | string): Promise<ServerFrame[]> {
    const before = this.ports.broadcaster.sent.get(connectionId)?.length ?? 0;
    const body = typeof message === 'string' ? message : JSON.stringify(message);
    await sendTo(this.ports, connectionId, await handleMessage(this.ports, connectionId, body));
    // Only the new frames are parsed: a long game's connection holds thousands.
    return (this.ports.broadcaster.sent.get(connectionId) ?? []).slice(before).map((d) => JSON.parse(d) as ServerFrame);
  }
}
