import type { AuthenticatedViewer } from './viewer.js';
import type { ConnectionRecord, Ports } from './ports.js';

/** API Gateway closes a WebSocket after two hours; the TTL sweeps what $disconnect missed. */
export const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

/** A connection as stored: watching nothing yet (`who` null, at $connect), or the game and seat `who` proved. */
export function connectionRecord(ports: Ports, connectionId: string, who: AuthenticatedViewer | null): ConnectionRecord {
  const now = ports.clock.now();
  return {
    connectionId,
    gameId: who?.gameId ?? null,
    seat: who?.seat ?? null,
    connectedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS,
  };
}

/** $connect: remember the connection (not yet watching a game). */
export async function openConnection(ports: Ports, connectionId: string): Promise<void> {
  await ports.connections.put(connectionRecord(ports, connectionId, null));
}

/** $disconnect: forget it, so broadcasts stop going there. */
export async function closeConnection(ports: Ports, connectionId: string): Promise<void> {
  await ports.connections.remove(connectionId);
}
