import { seatLink, spectatorLink } from '../../../lambdas/protocol/links.js';
import { getSeat } from '../store/device-db.js';
import { fieldOf } from '../ui/known-keys.js';

/**
 * Where a notification's click goes: the seat link this device holds for the game and seat
 * (its token is kept in IndexedDB, mirrored from "My games"); a game this device holds no seat
 * of opens as a spectator; a notification about no one game (a digest) opens "My games".
 */
export async function linkForNotification(data: unknown): Promise<string> {
  // The notification's data is what notificationOf gave it (NotificationData), read field by field all the same.
  const gameId = fieldOf(data, 'gameId');
  const seat = fieldOf(data, 'seat');
  if (typeof gameId !== 'string' || !gameId) return '/';
  if (typeof seat === 'number') {
    const held = await getSeat(gameId, seat);
    if (held) return seatLink(held.gameId, held.seat, held.token);
  }
  return spectatorLink(gameId);
}
