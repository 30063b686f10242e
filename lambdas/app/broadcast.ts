import type { ServerFrame } from '../protocol/server.js';
import type { ConnectionRecord, Ports } from './ports.js';
import { subscribedViewer, viewerKey, type AuthenticatedViewer } from './viewer.js';
import { reportProblem } from './problems.js';
import { frameJson } from './frames.js';

/** Posts at most this many frames at once, so a crowded game does not exhaust sockets. */
const POST_CONCURRENCY = 32;

/**
 * Sends frames to one connection in order (the answer to its message). If it is gone, any
 * record of it is forgotten by the next broadcast to its game, or by the TTL.
 */
export async function sendTo(ports: Ports, connectionId: string, frames: readonly ServerFrame[]): Promise<void> {
  await postInOrder(ports, connectionId, frames.map(frameJson));
}

/** True when every message was posted; false when the connection was gone. */
async function postInOrder(ports: Ports, connectionId: string, messages: readonly string[]): Promise<boolean> {
  for (const data of messages) {
    if ((await ports.broadcaster.post(connectionId, data)) === 'gone') return false;
  }
  return true;
}

/** The frames for one kind of watcher: its viewer, and whether its client applies view patches. */
export type FramesFor = (viewer: AuthenticatedViewer, patches: boolean) => ServerFrame[];

/** One connection that gets its viewer's frames changed, e.g. the sender of a command. */
export interface Personal {
  connectionId: string;
  adjust(frames: ServerFrame[], viewer: AuthenticatedViewer): ServerFrame[];
}

/**
 * The game's connections, read beside a command's own reads instead of after its append, so the
 * posts wait on one round trip less (`read`; null: the read failed, and the broadcast reads
 * afresh).
 */
export interface WatchersAhead {
  read: Promise<ConnectionRecord[] | null>;
}

export function watchersAhead(ports: Ports, gameId: string): WatchersAhead {
  // Never rejects: a command that ends before its broadcast leaves no unhandled rejection behind.
  return { read: ports.connections.byGame(gameId).catch(() => null) };
}

/**
 * Sends every connection watching the game the frames for its seat. A failing connection
 * is logged and skipped: the others still get their frames, and the failed one converges
 * by version on its next message or reconnect. Resolves with the connections that got all
 * their frames.
 *
 * With `ahead` (connections read before the record was appended) those are posted at once, and
 * the game's connections are read again beside the posts for any that subscribed since: a
 * subscription stores its connection before it reads the log, so one that the early read missed
 * and whose read of the log came before the append is in the second read, while any later one
 * read the log after the append and has the record in its answer already.
 */
export async function fanOut(
  ports: Ports,
  gameId: string,
  framesFor: FramesFor,
  personal?: Personal,
  ahead?: WatchersAhead,
): Promise<Set<string>> {
  const early = ahead ? await ahead.read : null;
  const delivered = new Set<string>();
  // Frames are built and serialized once per kind of viewer, however many connections watch as it.
  const byViewer = new Map<string, string[]>();
  const messagesOf = (c: ConnectionRecord) => {
    const viewer = subscribedViewer(c);
    const patches = c.patches === true;
    if (c.connectionId === personal?.connectionId)
      return personal.adjust(framesFor(viewer, patches), viewer).map(frameJson);
    const key = `${viewerKey(viewer)}${patches ? '+patches' : ''}`;
    let messages = byViewer.get(key);
    if (!messages) byViewer.set(key, (messages = framesFor(viewer, patches).map(frameJson)));
    return messages;
  };
  const postAll = async (connections: readonly ConnectionRecord[]) => {
    let next = 0;
    const worker = async () => {
      while (next < connections.length) {
        const c = connections[next++];
        try {
          if (await postInOrder(ports, c.connectionId, messagesOf(c))) delivered.add(c.connectionId);
          // Closed (there is no $disconnect route): forget it, so later broadcasts skip it.
          else await ports.connections.remove(gameId, c.connectionId);
        } catch (err) {
          reportProblem(ports, { kind: 'post-failed', gameId, detail: c.connectionId, error: err });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(POST_CONCURRENCY, connections.length) }, worker));
  };
  if (early === null) {
    await postAll(await ports.connections.byGame(gameId));
    return delivered;
  }
  const posted = new Set(early.map(asWatched));
  const newcomers = async () => {
    try {
      const since = await ports.connections.byGame(gameId);
      await postAll(since.filter((c) => !posted.has(asWatched(c))));
    } catch (err) {
      reportProblem(ports, { kind: 'newcomers-unread', gameId, error: err });
    }
  };
  await Promise.all([postAll(early), newcomers()]);
  return delivered;
}

/** A connection as a broadcast serves it: which connection, as which viewer, whole views or patches. */
const asWatched = (c: ConnectionRecord): string => `${c.connectionId} ${c.seat ?? 'all'} ${c.patches === true}`;
