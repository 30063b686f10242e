import { createHash } from 'node:crypto';
import { CHAT_HISTORY_LENGTH } from '../../protocol/chat.js';
import { readsPost } from './chat.js';
import { loadGame } from '../load-game.js';
import type { NotifyPorts, PushSubscriptionRecord } from '../ports.js';
import { seatNames } from '../seats.js';
import { pushTopic, seatPage, sendPush, type PushPayload } from './push.js';
import { NOTIFY, gameTitle, withOthers } from './texts.js';
import { translatorFor } from './translators.js';
import { reportProblem } from '../problems.js';

/** How long a digest waits at the push service: until the next one. */
const DIGEST_TTL_SECONDS = 24 * 60 * 60;

/** What a run of digestDue did. */
export interface DigestResult {
  /** One per device endpoint whose hour it was: how many games it listed and how the push went. */
  pushes: { endpoint: string; games: number; result: 'sent' | 'gone' | 'failed' }[];
}

/** How many chat messages the seat reads (not its own, nor muted senders') were posted since `sinceMs`. */
async function chatSince(ports: NotifyPorts, sub: PushSubscriptionRecord, sinceMs: number): Promise<number> {
  if (!ports.chat) return 0;
  const [posts, state] = await Promise.all([
    ports.chat.recent(sub.gameId, CHAT_HISTORY_LENGTH),
    ports.chat.state(sub.gameId),
  ]);
  return posts.filter((p) => Date.parse(p.at) >= sinceMs && p.hiddenAt === undefined && readsPost(state, sub.seat, p))
    .length;
}

/** The hour (0-23) and date a wall clock in `timeZone` reads at `nowMs`. */
export function localHour(nowMs: number, timeZone: string): { hour: number; date: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(nowMs);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: Number(get('hour')), date: `${get('year')}-${get('month')}-${get('day')}` };
}

/**
 * The daily digest, run hourly: each device endpoint with subscriptions in mode 'digest'
 * whose local digest hour it is now gets one push listing the games waiting for those seats
 * (nothing when none waits). Sent once per endpoint and local day, recorded with a
 * conditional write, so a second run in the same hour sends nothing.
 */
export async function digestDue(ports: NotifyPorts, nowMs: number): Promise<DigestResult> {
  const result: DigestResult = { pushes: [] };
  const byEndpoint = new Map<string, PushSubscriptionRecord[]>();
  for (const sub of await ports.subscriptions.digests()) {
    if (sub.digestHour === null || localHour(nowMs, sub.timeZone).hour !== sub.digestHour) continue;
    byEndpoint.set(sub.endpoint, [...(byEndpoint.get(sub.endpoint) ?? []), sub]);
  }
  for (const [endpoint, subs] of byEndpoint) {
    try {
      await digestFor(ports, endpoint, subs, nowMs, result);
    } catch (err) {
      reportProblem(ports, { kind: 'digest-failed', error: err });
    }
  }
  return result;
}

async function digestFor(
  ports: NotifyPorts,
  endpoint: string,
  subs: PushSubscriptionRecord[],
  nowMs: number,
  result: DigestResult,
): Promise<void> {
  const waiting: { sub: PushSubscriptionRecord; line: string; turn: boolean }[] = [];
  // One push for the device, in the language it last turned notifications on in.
  const tr = translatorFor([...subs].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]?.locale);
  for (const sub of subs.sort((a, b) => a.gameId.localeCompare(b.gameId) || a.seat - b.seat)) {
    try {
      const g = await loadGame(ports, sub.gameId);
      const turn = !g.game.isTerminal(g.state) && g.game.toAct(g.state).includes(sub.seat);
      // The day's table talk is folded in: a seat that chose the digest gets no push per message.
      const talk = await chatSince(ports, sub, nowMs - DIGEST_TTL_SECONDS * 1000);
      if (!turn && talk === 0) continue;
      const line = withOthers(tr, gameTitle(tr, g.game.id), seatNames(g.record), sub.seat);
      waiting.push({ sub, turn, line: talk === 0 ? line : tr.msg(NOTIFY.digestChat, { line, count: talk }) });
    } catch (err) {
      reportProblem(ports, {
        kind: 'digest-failed',
        gameId: sub.gameId,
        seat: sub.seat,
        detail: 'game unreadable',
        error: err,
      });
    }
  }
  if (waiting.length === 0) return;
  const first = waiting[0].sub;
  const scope = `digest#${createHash('sha256').update(endpoint).digest('base64url').slice(0, 22)}`;
  if (
    !(await ports.subscriptions.markOnce(
      scope,
      localHour(nowMs, first.timeZone).date,
      Math.floor(nowMs / 1000) + 3 * DIGEST_TTL_SECONDS,
    ))
  )
    return;
  const payload: PushPayload = {
    gameId: first.gameId,
    seat: first.seat,
    kind: 'digest',
    title: waiting.some((w) => w.turn)
      ? tr.msg(NOTIFY.digestTitle, { count: waiting.filter((w) => w.turn).length })
      : tr.msg(NOTIFY.digestChatTitle),
    body: waiting.map((w) => w.line).join('\n'),
    url: seatPage(first.gameId, first.seat),
    version: 0,
  };
  const options = { ttl: DIGEST_TTL_SECONDS, topic: pushTopic('digest', 0), urgency: 'normal' as const };
  const sent = await sendPush(ports, first, payload, options);
  // The endpoint is gone for every game it was subscribed to, not only the first.
  if (sent === 'gone')
    for (const sub of subs.slice(1))
      await ports.subscriptions.remove(sub.gameId, sub.seat, sub.device).catch((err: unknown) =>
        reportProblem(ports, {
          kind: 'digest-failed',
          gameId: sub.gameId,
          seat: sub.seat,
          detail: 'a gone subscription not removed',
          error: err,
        }),
      );
  result.pushes.push({ endpoint, games: waiting.length, result: sent });
}
