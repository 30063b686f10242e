import type { NotifyMessage, PresenceMessage, WebhookMessage } from '../../protocol/client.js';
import type { NotifyingFrame, PresenceFrame, WebhookFrame } from '../../protocol/server.js';
import { AppError } from '../errors.js';
import { readGame } from '../load-game.js';
import { seatWordsAtStart } from '../seat-words.js';
import type { GameRecord, Ports } from '../ports.js';
import { authenticateSeat } from '../viewer.js';
import { checkPushEndpoint, checkWebhookUrl } from './endpoints.js';
import { announceWebhook } from './webhook-frames.js';

const loopbackOf = (ports: Ports) => ports.limits?.loopbackHooks === true;

/**
 * How many devices of one seat may have notifications on in one game: a player's phone, laptop
 * and a few more. Every move posts once per device, so without a limit one seat could make the
 * server post hundreds of times a move (to one address, if it liked).
 */
export const MAX_DEVICES_PER_SEAT = 5;

/**
 * `notify`: stores (or removes) this device's push subscription for the seat. The seat's token
 * is checked first; the token itself is never stored with the subscription, and no push
 * carries it (the service worker holds it on the device).
 */
export async function setNotify(ports: Ports, msg: NotifyMessage): Promise<NotifyingFrame> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  const answer: NotifyingFrame = {
    type: 'notifying',
    requestId: msg.requestId,
    gameId: msg.gameId,
    seat: who.seat,
    mode: msg.mode,
  };
  if (msg.mode === 'off' || msg.subscription === null) {
    await ports.subscriptions.remove(msg.gameId, who.seat, msg.device);
    return { ...answer, mode: 'off' };
  }
  const endpoint = checkPushEndpoint(msg.subscription.endpoint, loopbackOf(ports));
  const digestHour = msg.mode === 'digest' ? msg.digestHour : null;
  // The message's schema refuses a digest without its hour already.
  if (digestHour === undefined) throw new AppError('SCHEMA', "mode 'digest' needs digestHour (0-23)");
  await listenedTo(ports, record);
  const stored = await ports.subscriptions.put(
    {
      gameId: msg.gameId,
      seat: who.seat,
      device: msg.device,
      endpoint,
      keys: { p256dh: msg.subscription.keys.p256dh, auth: msg.subscription.keys.auth },
      mode: msg.mode,
      digestHour,
      timeZone: msg.timeZone ?? 'UTC',
      locale: msg.locale ?? 'en',
      updatedAt: ports.clock.now().toISOString(),
    },
    MAX_DEVICES_PER_SEAT,
  );
  if (!stored) {
    const name = record.seats[who.seat]?.name;
    throw new AppError(
      'TOO_MANY_DEVICES',
      `${seatWordsAtStart(who.seat, name)} already has notifications on ${MAX_DEVICES_PER_SEAT} devices in this game: turn them off on one of those first.`,
    );
  }
  return answer;
}

/**
 * `webhook`: any seat sets or clears the table's one webhook. Setting it again (the same URL
 * or another) switches it back on after failures switched it off. The other seats are told.
 */
export async function setWebhook(ports: Ports, msg: WebhookMessage, connectionId?: string): Promise<WebhookFrame> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  const url = msg.url === null ? null : checkWebhookUrl(msg.url, loopbackOf(ports));
  if (url !== null) await listenedTo(ports, record);
  await ports.subscriptions.setWebhook(
    msg.gameId,
    url === null
      ? null
      : {
          gameId: msg.gameId,
          url,
          off: null,
          setBy: who.seat,
          locale: msg.locale ?? 'en',
          updatedAt: ports.clock.now().toISOString(),
        },
  );
  await announceWebhook(ports, msg.gameId, { url }, url === null ? 'cleared' : 'set', connectionId);
  return { type: 'webhook', requestId: msg.requestId, gameId: msg.gameId, url };
}

/**
 * From now on the table's records are handed to the notifier (GameRecord.listened). Written
 * before the subscription or webhook itself: a command in between then looks and finds nobody
 * yet, rather than finding somebody the flag did not let it look for.
 */
async function listenedTo(ports: Ports, record: GameRecord): Promise<void> {
  if (!record.listened) await ports.games.markListened(record.gameId);
}

/** `presence`: whether this connection's page for the game is visible (no push to a seat that has one). */
export async function setPresence(ports: Ports, msg: PresenceMessage, connectionId: string): Promise<PresenceFrame> {
  if (!(await ports.connections.setVisible(msg.gameId, connectionId, msg.visible))) {
    throw new AppError(
      'NOT_SUBSCRIBED',
      `This connection has not subscribed to game ${msg.gameId}: subscribe first, then say whether the page is visible.`,
    );
  }
  return { type: 'presence', requestId: msg.requestId, gameId: msg.gameId, visible: msg.visible };
}
