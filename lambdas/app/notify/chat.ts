import { createHash } from 'node:crypto';
import { presetText } from '../../../i18n/chat-presets.js';
import { seatName } from '../../../i18n/render-line.js';
import type { Translator } from '../../../i18n/translator.js';
import { chatStoreOf } from '../chat/store.js';
import { readGame } from '../load-game.js';
import type { ChatState, NotifyPorts, StoredChatPost } from '../ports.js';
import { seatNames } from '../seats.js';
import type { NotifyResult } from './appended.js';
import { seatPage, sendPush, visibleSeats, type PushPayload } from './push.js';
import { NOTIFY, gameTitle } from './texts.js';
import { translatorFor } from './translators.js';

/** A chat push waits at the push service a day at most: talk older than that is read on the page. */
const CHAT_PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The topic of a seat's chat pushes: a newer message replaces an undelivered one, but never the
 * seat's turn push (which has a topic of its own: notify/push.ts pushTopic).
 */
export function chatTopic(gameId: string, seat: number): string {
  return createHash('sha256').update(`${gameId}#${seat}#chat`).digest('base64url').slice(0, 32);
}

/** Whether `seat` reads messages of `post`'s sender: not its own, nor a sender it muted. */
export function readsPost(state: ChatState, seat: number, post: StoredChatPost): boolean {
  return post.seat !== seat && !(state.muted.get(seat) ?? []).includes(post.seat ?? 'spectators');
}

/** The words of a message in a reader's language: typed text as it is, a preset in `tr`'s language. */
export function chatWords(tr: Translator, post: StoredChatPost): string {
  if (post.text !== undefined) return post.text;
  const preset = post.preset === undefined ? undefined : presetText(post.preset);
  return preset ? tr.msg(preset) : '';
}

/**
 * After a chat message was posted (the local stack through Ports.notifier; on AWS from the
 * chat table's stream): a push to every device in mode 'each' of every seat that reads the
 * sender, unless a page of that seat's for the game is visible. Devices in mode 'digest' hear
 * of it in their daily digest instead (notify/digest.ts). Never to the sender's own seat.
 */
export async function notifyChat(ports: NotifyPorts, gameId: string, post: StoredChatPost): Promise<NotifyResult> {
  const result: NotifyResult = { pushes: [], skippedVisible: [], webhook: { posted: 0, switchedOff: false } };
  const [subs, visible, state, record] = await Promise.all([
    ports.subscriptions.byGame(gameId),
    visibleSeats(ports, gameId),
    chatStoreOf(ports).state(gameId),
    readGame(ports, gameId),
  ]);
  const names = seatNames(record);
  for (const sub of subs) {
    if (sub.mode !== 'each' || !readsPost(state, sub.seat, post)) continue;
    if (visible.has(sub.seat)) {
      if (!result.skippedVisible.includes(sub.seat)) result.skippedVisible.push(sub.seat);
      continue;
    }
    const tr = translatorFor(sub.locale);
    const game = gameTitle(tr, record.rules);
    const title =
      post.seat === null
        ? tr.msg(NOTIFY.chatTitleSpectator, { game })
        : tr.msg(NOTIFY.chatTitle, { name: seatName(tr, post.seat, names), game });
    const payload: PushPayload = {
      gameId,
      seat: sub.seat,
      kind: 'chat',
      title,
      body: chatWords(tr, post),
      url: seatPage(gameId, sub.seat),
      version: record.version,
    };
    const options = { ttl: CHAT_PUSH_TTL_SECONDS, topic: chatTopic(gameId, sub.seat), urgency: 'normal' as const };
    result.pushes.push({ seat: sub.seat, kind: 'chat', result: await sendPush(ports, sub, payload, options) });
  }
  return result;
}
