import type { Ports } from '../ports.js';

/**
 * Marks a table listened (GameRecord.listened) that has a push subscription or a webhook but no
 * mark: one whose listeners came before tables were marked, so that its records reach the
 * notifier again. Returns whether it marked the table.
 */
export async function markIfListened(ports: Ports, gameId: string): Promise<boolean> {
  const [subscriptions, webhook] = await Promise.all([
    ports.subscriptions.byGame(gameId),
    ports.subscriptions.webhook(gameId),
  ]);
  if (subscriptions.length === 0 && webhook === null) return false;
  await ports.games.markListened(gameId);
  return true;
}
