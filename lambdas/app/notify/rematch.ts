import { createHash } from 'node:crypto';
import { seatName } from '../../../i18n/render-line.js';
import type { NotifyPorts, StoredRematch } from '../ports.js';
import type { NotifyResult } from './appended.js';
import { seatPage, sendPush, visibleSeats, type PushPayload } from './push.js';
import { NOTIFY, gameTitle } from './texts.js';
import { translatorFor } from './translators.js';

/** A rematch push waits at the push service four days at most, as a turn push without a deadline does. */
const REMATCH_PUSH_TTL_SECONDS = 4 * 24 * 60 * 60;

/** The topic of a seat's rematch pushes: a newer one replaces an undelivered one, never a turn or chat push. */
export function rematchTopic(gameId: string, seat: number): string {
  return createHash('sha256').update(`${gameId}#${seat}#rematch`).digest('base64url').slice(0, 32);
}

/**
 * After a rematch was offered or changed (the local stack through Ports.notifier; on AWS the
 * chat table's stream): a push to every device in mode 'each' of the finished game's seats
 * that must hear of it, unless a page of that seat's for the game is visible. When it is
 * offered, each seat asked to answer ("Ann offers to play Manila again"); when the new table
 * starts, each seat that accepted. The push opens the finished game's seat screen, where the
 * offer is answered and the new seat is reached. The offerer is never pushed its own offer.
 */
export async function notifyRematch(ports: NotifyPorts, rematch: StoredRematch): Promise<NotifyResult> {
  const result: NotifyResult = { pushes: [], skippedVisible: [], webhook: { posted: 0, switchedOff: false } };
  const started = rematch.status === 'started';
  // Offered: the seats still to answer; started: those who accepted. Changes in between push nothing.
  if (!started && rematch.version !== 1) return result;
  const told = new Set(
    rematch.seats
      .filter((s) => (started ? s.answer === 'accepted' : s.answer === 'waiting') && s.from !== rematch.by)
      .map((s) => s.from),
  );
  if (told.size === 0) return result;
  const [subs, visible] = await Promise.all([
    ports.subscriptions.byGame(rematch.gameId),
    visibleSeats(ports, rematch.gameId),
  ]);
  const names = rematch.seats.map((s) => s.name);
  const offerer = rematch.seats.findIndex((s) => s.from === rematch.by);
  for (const sub of subs) {
    if (sub.mode !== 'each' || !told.has(sub.seat)) continue;
    if (visible.has(sub.seat)) {
      if (!result.skippedVisible.includes(sub.seat)) result.skippedVisible.push(sub.seat);
      continue;
    }
    const tr = translatorFor(sub.locale);
    const game = gameTitle(tr, rematch.rules);
    const payload: PushPayload = {
      gameId: rematch.gameId,
      seat: sub.seat,
      kind: 'rematch',
      title: started
        ? tr.msg(NOTIFY.rematchStartedTitle, { game })
        : tr.msg(NOTIFY.rematchTitle, { name: seatName(tr, offerer, names), game }),
      body: started ? tr.msg(NOTIFY.rematchStartedBody) : tr.msg(NOTIFY.rematchBody),
      url: seatPage(rematch.gameId, sub.seat),
      version: rematch.version,
    };
    const options = {
      ttl: REMATCH_PUSH_TTL_SECONDS,
      topic: rematchTopic(rematch.gameId, sub.seat),
      urgency: 'normal' as const,
    };
    result.pushes.push({ seat: sub.seat, kind: 'rematch', result: await sendPush(ports, sub, payload, options) });
  }
  return result;
}
