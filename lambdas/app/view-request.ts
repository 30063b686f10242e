import type { ViewMessage } from '../protocol/client.js';
import type { ServerFrame } from '../protocol/server.js';
import { packUpdate } from './frames.js';
import { loadGame } from './load-game.js';
import type { Ports } from './ports.js';
import { authenticate } from './viewer.js';
import { updateFor } from './views.js';

/**
 * The whole view as it stands, for a client whose view patch did not fit what it holds (it
 * missed an update, or holds none yet): an update with no entries, answered to this connection
 * only. Nothing is registered and no catch-up read: a client missing entries subscribes again.
 */
export async function requestView(ports: Ports, msg: ViewMessage): Promise<ServerFrame[]> {
  const loaded = await loadGame(ports, msg.gameId);
  const who = authenticate(loaded.record, msg);
  return packUpdate(updateFor(loaded, who, [], ports.clock.now().getTime(), msg.requestId));
}
