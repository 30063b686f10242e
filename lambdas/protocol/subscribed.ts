import type { SubscribedFrame, UpdateFrame } from './server.js';

/**
 * The `subscribed` frame an update carrying `subscription` stands for (clients handle both alike).
 * A file of its own so that the web client reads it without the frames' schemas (and zod).
 */
export function subscribedOf(update: UpdateFrame): SubscribedFrame | null {
  if (!update.subscription) return null;
  const { rules, title, seats, webhook, fromVersion } = update.subscription;
  return {
    type: 'subscribed',
    requestId: update.requestId,
    gameId: update.gameId,
    rules,
    title,
    viewer: update.viewer,
    seats,
    ...(webhook && { webhook }),
    fromVersion,
    version: update.version,
  };
}
