import { deadlines, formatInstant } from '../../../engine/core/clock/index.js';
import type { Seat } from '../../../engine/core/types.js';
import { loadGame } from '../load-game.js';
import type { NotifyPorts, PushSubscriptionRecord } from '../ports.js';
import { seatNames } from '../seats.js';
import { botPlays } from '../wakes.js';
import { pushTopic, seatAsleep, seatPage, sendPush, visibleSeats, type PushPayload } from './push.js';
import { NOTIFY, gameTitle, leftText, withOthers } from './texts.js';
import { translatorFor } from './translators.js';
import type { Translator } from '../../../i18n/translator.js';
import { reportProblem } from '../problems.js';

const HOUR_MS = 60 * 60 * 1000;

/** The reminders before a seat's deadline, latest first: each is sent once per deadline. */
export const REMINDERS = [
  { name: '24h', beforeMs: 24 * HOUR_MS },
  { name: '2h', beforeMs: 2 * HOUR_MS },
] as const;

/** What a run of remindDue did. */
export interface RemindResult {
  pushes: { gameId: string; seat: Seat; reminder: '24h' | '2h'; result: 'sent' | 'gone' | 'failed' }[];
}

/**
 * Reminders before a seat's deadline in clocked games: 24 hours and 2 hours before it, each
 * once per (game, seat, deadline, reminder), recorded with a conditional write so that two
 * sweeps at once send one. Run on the sweep's cadence (every 15 minutes on AWS; an interval on
 * the local stack), it reads the games whose earliest wake is within a day from the
 * pending-deadlines index, and each game's clocks. A reminder is only sent when the seat's turn
 * began with more time than it (a seat given 90 minutes hears "your turn", not "2 hours left"),
 * to subscriptions in mode 'each', and not while a page of the seat's for the game is visible.
 * A deadline the sweep finds inside the 2-hour window gets that reminder alone.
 */
export async function remindDue(ports: NotifyPorts, nowMs: number): Promise<RemindResult> {
  const result: RemindResult = { pushes: [] };
  const horizon = formatInstant(nowMs + REMINDERS[0].beforeMs);
  const gameIds = [...new Set((await ports.games.pendingBefore(horizon)).map((p) => p.gameId))];
  for (const gameId of gameIds) {
    try {
      await remindGame(ports, gameId, nowMs, result);
    } catch (err) {
      reportProblem(ports, { kind: 'reminders-failed', gameId, error: err });
    }
  }
  return result;
}

async function remindGame(ports: NotifyPorts, gameId: string, nowMs: number, result: RemindResult): Promise<void> {
  const g = await loadGame(ports, gameId);
  if (!g.clock || g.game.isTerminal(g.state)) return;
  let subs: PushSubscriptionRecord[] | null = null;
  let visible: Set<Seat> | null = null;
  for (const d of deadlines(g.clock)) {
    const left = d.deadlineMs - nowMs;
    if (left <= 0 || g.record.seats[d.seat]?.bot === true || botPlays(g, d.seat)) continue;
    // The tightest window the deadline is in: 2 h once it is that close, else 24 h.
    const reminder = [...REMINDERS].reverse().find((r) => left <= r.beforeMs);
    if (!reminder) continue;
    const since = g.clock.seats[d.seat]?.turn?.since;
    if (since !== undefined && d.deadlineMs - since <= reminder.beforeMs) continue;
    subs ??= await ports.subscriptions.byGame(gameId);
    const mine = subs.filter((s) => s.seat === d.seat && s.mode === 'each');
    if (mine.length === 0) continue;
    visible ??= await visibleSeats(ports, gameId);
    if (visible.has(d.seat)) continue;
    // Marked before sending: a crash between the two loses one reminder rather than sending it twice.
    const expiresAt = Math.ceil(d.deadlineMs / 1000) + 7 * 24 * 60 * 60;
    if (!(await ports.subscriptions.markOnce(gameId, `remind#${d.seat}#${d.deadline}#${reminder.name}`, expiresAt)))
      continue;
    const names = seatNames(g.record);
    // Each device in the language its player turned notifications on in.
    const payloadIn = (tr: Translator): PushPayload => ({
      gameId,
      seat: d.seat,
      kind: 'reminder',
      title: withOthers(
        tr,
        tr.msg(NOTIFY.reminderTitle, { left: reminder.name, game: gameTitle(tr, g.game.id) }),
        names,
        d.seat,
      ),
      body: tr.msg(NOTIFY.reminderBody, { left: leftText(tr, left) }),
      url: seatPage(gameId, d.seat),
      version: g.version,
      // Still urgent (the deadline is real), but silent in the seat's quiet hours.
      ...(seatAsleep(g.clock, d.seat, nowMs) && { quiet: true as const }),
    });
    const options = {
      ttl: Math.max(60, Math.ceil(left / 1000)),
      topic: pushTopic(gameId, d.seat),
      urgency: 'high' as const,
    };
    for (const sub of mine)
      result.pushes.push({
        gameId,
        seat: d.seat,
        reminder: reminder.name,
        result: await sendPush(ports, sub, payloadIn(translatorFor(sub.locale)), options),
      });
  }
}
