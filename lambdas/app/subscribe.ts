import { CHAT_HISTORY_LENGTH } from '../protocol/chat.js';
import type { SubscribeMessage } from '../protocol/client.js';
import type { ServerFrame, SubscribedFrame, WebhookState } from '../protocol/server.js';
import { connectionRecord } from './connections.js';
import { toEntry } from './entries.js';
import { packUpdate } from './frames.js';
import { loadGame, readGame, recordsAfter } from './load-game.js';
import type { Ports } from './ports.js';
import { WEBHOOK_OFF_REASON } from './notify/webhook-frames.js';
import { seatInfos } from './seats.js';
import { audienceOf, authenticate } from './viewer.js';
import { updateFor } from './views.js';
import { reportProblem } from './problems.js';
import { chatHistoryFrames } from './chat/frames.js';
import { rematchOnReturn } from './rematch/actions.js';
import type { AuthenticatedViewer } from './viewer.js';

/**
 * Registers the connection for the game's broadcasts, then sends what it missed and the
 * current state. Registering before reading means no command can slip between the two:
 * one accepted meanwhile is either in the catch-up or broadcast to this connection.
 */
export async function subscribe(ports: Ports, msg: SubscribeMessage, connectionId: string): Promise<ServerFrame[]> {
  const record = await readGame(ports, msg.gameId);
  // Only a proven seat is stored with the connection: broadcasts trust what is stored.
  const who = authenticate(record, msg);
  await ports.connections.put(connectionRecord(ports, connectionId, who, msg.patches === true));

  // The webhook's state, the chat and a rematch are read beside the game, not after it: each read
  // answers instead of failing (it reports its problem and leaves its part out), and all start
  // once the connection is registered, so a change to any of them is in the read or broadcast to
  // this connection. A game page's subscription waited on five round trips one after another;
  // now on three (the game item, the registration, then these reads together).
  const webhookRead = who.kind === 'seat' ? webhookState(ports, msg.gameId) : undefined;
  // Only a page that shows the chat asks for it: a subscription without it reads no more than before.
  const chatRead = msg.chat === true ? chatFrames(ports, msg.gameId, who, msg.requestId) : [];
  // A finished game's rematch, offered while this page was away.
  const rematchRead = record.status === 'over' ? rematchFrames(ports, msg.gameId) : [];
  const loaded = await loadGame(ports, msg.gameId, record);
  const fromVersion = msg.lastVersion > loaded.version ? 0 : msg.lastVersion;
  const audience = audienceOf(loaded.game, loaded.state, who);
  const entries = (await recordsAfter(ports, loaded, fromVersion)).map((r) => toEntry(loaded.game, r, audience));
  const update = updateFor(loaded, who, entries, ports.clock.now().getTime(), msg.requestId);
  const webhook = await webhookRead;
  const subscription = {
    rules: loaded.game.id,
    title: loaded.game.title,
    seats: seatInfos(record),
    ...(webhook && { webhook }),
    fromVersion,
  };
  // The chat goes ahead of the game, so that a client that stops at the update (My games) has it;
  // the rematch too.
  const chat = await chatRead;
  const rematch = await rematchRead;
  // Most answers fit in one frame: one message instead of two, a visit's commonest cost.
  const whole = packUpdate({ ...update, subscription });
  if (whole.length === 1) return [...chat, ...rematch, ...whole];
  const { rules, title, seats } = subscription;
  const subscribed: SubscribedFrame = {
    type: 'subscribed',
    requestId: msg.requestId,
    gameId: msg.gameId,
    rules,
    title,
    viewer: audience.viewer,
    seats,
    ...(webhook && { webhook }),
    fromVersion,
    version: loaded.version,
  };
  return [...chat, ...rematch, subscribed, ...packUpdate(update)];
}

/** The finished game's rematch, if one was offered; left out (and reported) when it cannot be read. */
async function rematchFrames(ports: Ports, gameId: string): Promise<ServerFrame[]> {
  if (!ports.rematches) return [];
  try {
    const frame = await rematchOnReturn(ports, gameId);
    return frame ? [frame] : [];
  } catch (err) {
    reportProblem(ports, { kind: 'rematch-unread', gameId, error: err });
    return [];
  }
}

/**
 * The chat's newest messages and settings for a subscription that asked for them. A failure to
 * read them leaves them out rather than failing the subscription: the page asks on its next visit.
 */
async function chatFrames(
  ports: Ports,
  gameId: string,
  who: AuthenticatedViewer,
  requestId?: string,
): Promise<ServerFrame[]> {
  try {
    if (!ports.chat) throw new Error('CHAT_TABLE is not set: table chat is not configured for this function');
    const [posts, state] = await Promise.all([
      ports.chat.recent(gameId, CHAT_HISTORY_LENGTH),
      ports.chat.state(gameId),
    ]);
    return chatHistoryFrames(gameId, posts, state, who, requestId);
  } catch (err) {
    reportProblem(ports, { kind: 'chat-unread', gameId, error: err });
    return [];
  }
}

/**
 * Whether the table has a webhook, for a seat's subscription (spectators are not told). A
 * failure to read it leaves the field out rather than failing the subscription.
 */
async function webhookState(ports: Ports, gameId: string): Promise<WebhookState | undefined> {
  try {
    const hook = await ports.subscriptions.webhook(gameId);
    // Servers before WEBHOOK_OFF_REASON stored the failure's detail as the reason: seats read the generic words whatever is stored.
    return hook
      ? { set: true, ...(hook.off !== null && { off: WEBHOOK_OFF_REASON, offAt: hook.updatedAt }) }
      : { set: false };
  } catch (err) {
    reportProblem(ports, { kind: 'webhook-unread', gameId, error: err });
    return undefined;
  }
}
