import type { AuthenticatedViewer } from './viewer.js';
import type { ConnectionRecord, Ports } from './ports.js';

/**
 * API Gateway closes every WebSocket after two hours, so a record older than that belongs to
 * a closed connection: the table's TTL removes what no failed post has removed before.
 */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 10 * 60;

/** A connection as stored once it has subscribed: the game, the seat `who` proved, and whether it applies view patches. */
export function connectionRecord(
  ports: Ports,
  connectionId: string,
  who: AuthenticatedViewer,
  patches = false,
): ConnectionRecord {
  const now = ports.clock.now();
  return {
    connectionId,
    gameId: who.gameId,
    seat: who.seat,
    connectedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS,
    ...(patches && { patches: true as const }),
  };
}
