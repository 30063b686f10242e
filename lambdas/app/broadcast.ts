import type { ServerFrame } from '../protocol/server.js';
import type { ConnectionRecord, Ports } from './ports.js';
import { subscribedViewer, viewerKey, type AuthenticatedViewer } from './viewer.js';

/** Posts at most this many frames at once, so a crowded game does not exhaust sockets. */
const POST_CONCURRENCY = 32;

/** Sends frames to one connection in order; forgets the connection if it is gone. */
export async function sendTo(ports: Ports, connectionId: string, frames: readonly ServerFrame[]): Promise<void> {
  await postInOrder(ports, connectionId, frames.map((f) => JSON.stringify(f)));
}

async function postInOrder(ports: Ports, connectionId: string, messages: readonly string[]): Promise<void> {
  for (const data of messages) {
    if ((await ports.broadcaster.post(connectionId, data)) === 'gone') {
      await ports.connections.remove(connectionId);
      return;
    }
  }
}

/**
 * Sends every connection watching the game the frames for its seat. A failing connection
 * is logged and skipped: the others still get their frames, and the failed one converges
 * by version on its next message or reconnect.
 */
export async function fanOut(
  ports: Ports,
  gameId: string,
  framesFor: (viewer: AuthenticatedViewer) => ServerFrame[],
  except?: (c: ConnectionRecord) => boolean,
): Promise<void> {
  const connections = (await ports.connections.byGame(gameId)).filter((c) => !except?.(c));
  // Frames are built and serialized once per kind of viewer, however many connections watch as it.
  const byViewer = new Map<string, string[]>();
  const messagesOf = (c: ConnectionRecord) => {
    const viewer = subscribedViewer({ ...c, gameId });
    const key = viewerKey(viewer);
    let messages = byViewer.get(key);
    if (!messages) byViewer.set(key, (messages = framesFor(viewer).map((f) => JSON.stringify(f))));
    return messages;
  };
  let next = 0;
  const worker = async () => {
    while (next < connections.length) {
      const c = connections[next++];
      try {
        await postInOrder(ports, c.connectionId, messagesOf(c));
      } catch (err) {
        console.error(`post to ${c.connectionId} of game ${gameId} failed`, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(POST_CONCURRENCY, connections.length) }, worker));
}
