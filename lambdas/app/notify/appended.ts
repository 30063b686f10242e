import { autoMoveOf } from '../../../engine/core/orders-log.js';
import { deadlines, type ClockState } from '../../../engine/core/clock/index.js';
import type { AnyGame, Seat } from '../../../engine/core/types.js';
import { toEntry } from '../entries.js';
import type { Appended, GameRecord, NotifyPorts, StoredCommand } from '../ports.js';
import { rulesOf } from '../load-game.js';
import { seatNames } from '../seats.js';
import { publicAudience } from '../viewer.js';
import { botPlays, mayWake, requestWakes } from '../wakes.js';
import { stepsThrough, type Step } from './game-at.js';
import { pushTopic, seatAsleep, seatPage, sendPush, ttlUntil, visibleSeats, type PushPayload } from './push.js';
import { NOTIFY, gameTitle, overLine, turnLine, withOthers } from './texts.js';
import { translatorFor } from './translators.js';
import { renderLine } from '../../../i18n/render-line.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Translator } from '../../../i18n/translator.js';
import { postToWebhook } from './webhook-post.js';

/** What one seat is told about a batch of records: the latest notice wins (a newer push replaces an older one anyway). */
interface Notice {
  seat: Seat;
  kind: 'turn' | 'moved' | 'over';
  step: Step;
}

/** What notifying did, for the handlers' logs and metrics. */
export interface NotifyResult {
  /** One per push attempted: to which seat, what kind, and how it went. */
  pushes: { seat: Seat; kind: PushPayload['kind']; result: 'sent' | 'gone' | 'failed' }[];
  /** Seats with a notice that got no push because a page of theirs is visible. */
  skippedVisible: Seat[];
  webhook: { posted: number; switchedOff: boolean };
}

/**
 * After records were appended to a game's log, on AWS from the events table's stream (whose
 * filter passes only records flagged for it, append-record.ts): asks again for the wakes the
 * records left pending (a bot's move, a deadline): if the command that appended them died before
 * it could, this moves the game on. Then tells people (notifySteps). The records come with the
 * stream and are not read again; the games item and the log before them are.
 */
export async function notifyAppended(
  ports: NotifyPorts,
  gameId: string,
  records: readonly StoredCommand[],
): Promise<NotifyResult> {
  if (records.length === 0) return nothingDone();
  const held = await stepsThrough(ports, gameId, records);
  const { record } = held;
  const last = held.steps.at(-1);
  const game = await rulesOf(record);
  if (last && mayWake({ record, game }))
    await requestWakes(ports, null, {
      record,
      game,
      state: last.after.state,
      clock: last.after.clock,
      orders: last.after.orders ?? null,
      head: last.record,
      version: last.record.version,
    });
  return notifySteps(ports, held);
}

const nothingDone = (): NotifyResult => ({
  pushes: [],
  skippedVisible: [],
  webhook: { posted: 0, switchedOff: false },
});

/**
 * Works out from the game before and after each appended record who must hear of it, and pushes
 * to those seats' subscriptions in mode 'each', skipping seats with a visible page for the game;
 * posts each change of whose turn it is to the table's webhook. A seat hears that it must act
 * (it was not in toAct before the record and is after), that the system moved for it (a
 * timeout, a bot), and that the game is over. Reads only the subscriptions and connections (when
 * somebody must hear) and the webhook (when a line is due): the game comes with `held`, from
 * the stream (notifyAppended) or from the command that appended (the local stack's notifier).
 */
export async function notifySteps(ports: NotifyPorts, { record, steps }: Appended): Promise<NotifyResult> {
  const result = nothingDone();
  if (steps.length === 0) return result;
  const gameId = record.gameId;
  const game = await rulesOf(record);
  const names = seatNames(record);

  const notices = new Map<Seat, Notice>();
  for (const step of steps) for (const n of noticesOf(game, record, step)) notices.set(n.seat, n);
  // In the language of the seat that set the webhook.
  const lines = (locale: Locale | null) =>
    steps.flatMap((step) => webhookLineOf(translatorFor(locale), game, names, step) ?? []);

  if (notices.size > 0) {
    const subs = await ports.subscriptions.byGame(gameId);
    const each = (seat: Seat) => subs.filter((s) => s.seat === seat && s.mode === 'each');
    // Whose pages are visible is read only when some seat to tell has a device to push to.
    const visible = [...notices.keys()].some((seat) => each(seat).length > 0)
      ? await visibleSeats(ports, gameId)
      : new Set<Seat>();
    const nowMs = ports.clock.now().getTime();
    for (const notice of notices.values()) {
      const mine = each(notice.seat);
      if (mine.length === 0) continue;
      if (visible.has(notice.seat)) {
        result.skippedVisible.push(notice.seat);
        continue;
      }
      const quiet = seatAsleep(notice.step.after.clock, notice.seat, nowMs);
      const options = {
        ttl: ttlUntil(deadlineOfSeat(notice.step.after.clock, notice.seat), nowMs),
        topic: pushTopic(gameId, notice.seat),
        urgency: quiet ? ('low' as const) : ('normal' as const),
      };
      for (const sub of mine) {
        // Each device in the language its player turned notifications on in.
        const payload: PushPayload = {
          ...payloadOf(translatorFor(sub.locale), game, record, names, notice),
          ...(quiet && { quiet: true as const }),
        };
        result.pushes.push({
          seat: notice.seat,
          kind: notice.kind,
          result: await sendPush(ports, sub, payload, options),
        });
      }
    }
  }

  if (steps.some((step) => webhookLineOf(translatorFor('en'), game, names, step) !== null))
    result.webhook = await postToWebhook(ports, gameId, lines);
  return result;
}

/** The seats that must hear of one record, and what. */
function noticesOf(game: AnyGame, record: GameRecord, step: Step): Notice[] {
  const wasOver = game.isTerminal(step.before.state);
  if (wasOver) return [];
  const people = (s: Seat) => record.seats[s]?.bot !== true;
  if (game.isTerminal(step.after.state)) {
    return record.seats.flatMap((_, seat) => (people(seat) ? [{ seat, kind: 'over' as const, step }] : []));
  }
  const out = new Map<Seat, Notice>();
  const r = step.record;
  // A move by the seat's own standing orders, or its forced move, is what it asked for: no news.
  const asked = r.reason === 'order' || r.reason === 'forced';
  if (r.actor === 'system' && r.onBehalfOf !== undefined && people(r.onBehalfOf) && !asked)
    out.set(r.onBehalfOf, { seat: r.onBehalfOf, kind: 'moved', step });
  const before = new Set(game.toAct(step.before.state));
  for (const seat of game.toAct(step.after.state)) {
    // A seat a bot holds does not need to act itself: its bot moves, and then it hears 'moved'.
    if (before.has(seat) || !people(seat) || botPlays({ record, clock: step.after.clock }, seat)) continue;
    // Nor does a seat whose orders or forced move the server plays the moment its turn begins.
    const orders = step.after.orders;
    if (orders && autoMoveOf(game, orders, step.after.state, seat)) continue;
    out.set(seat, { seat, kind: 'turn', step });
  }
  return [...out.values()];
}

/** The webhook's line for a record: whose turn it is when that changed, or the end. */
function webhookLineOf(tr: Translator, game: AnyGame, names: readonly string[], step: Step): string | null {
  if (game.isTerminal(step.before.state)) return null;
  if (game.isTerminal(step.after.state)) return overLine(tr, game.id, names, game.outcome(step.after.state));
  const before = [...game.toAct(step.before.state)].sort((a, b) => a - b);
  const after = [...game.toAct(step.after.state)].sort((a, b) => a - b);
  if (after.length === 0 || before.join() === after.join()) return null;
  return turnLine(tr, game.id, names, after, taskOf(tr, game, step.after.state));
}

/** What the game asks of the seats to act, as a spectator's view tells it ('' when the rule set says nothing). */
function taskOf(tr: Translator, game: AnyGame, state: unknown): string {
  const task = game.task?.(game.view(state, null)) ?? null;
  return task ? renderLine(tr, task, null) : '';
}

const upperFirst = (tr: Translator, s: string) => (s ? s.charAt(0).toLocaleUpperCase(tr.locale) + s.slice(1) : s);

function payloadOf(
  tr: Translator,
  game: AnyGame,
  record: GameRecord,
  names: readonly string[],
  notice: Notice,
): PushPayload {
  const { seat, kind, step } = notice;
  const gameId = record.gameId;
  const title = gameTitle(tr, game.id);
  // The record's last line as the table sees it (public, so safe to put on a lock screen), as the seat reads it.
  const entry = toEntry(game, step.record, publicAudience(game, step.after.state, gameId));
  const last = entry.events.at(-1)?.line;
  const lastLine = last ? upperFirst(tr, renderLine(tr, last, seat, names)) : '';
  const base = { gameId, seat, kind, url: seatPage(gameId, seat), version: step.record.version };
  switch (kind) {
    case 'turn': {
      // What to do first, then what just happened: "Place an accomplice (placement round 2). Bo placed …"
      const task = upperFirst(tr, taskOf(tr, game, step.after.state));
      const body = task
        ? lastLine
          ? tr.msg(NOTIFY.turnBody, { task, last: lastLine })
          : tr.msg(NOTIFY.turnTaskOnly, { task })
        : lastLine || tr.msg(NOTIFY.yourMove);
      return { ...base, title: withOthers(tr, tr.msg(NOTIFY.turnTitle, { game: title }), names, seat), body };
    }
    case 'moved':
      return {
        ...base,
        title: withOthers(
          tr,
          tr.msg(step.record.reason === 'timeout' ? NOTIFY.timeoutTitle : NOTIFY.botTitle, { game: title }),
          names,
          seat,
        ),
        body: lastLine || tr.msg(NOTIFY.movedBody),
      };
    case 'over': {
      const outcome = game.outcome(step.after.state);
      const mine = outcome?.results.find((r) => r.seat === seat);
      const standing =
        outcome && mine
          ? tr.msg(NOTIFY.standing, { rank: mine.rank, count: outcome.results.length, score: mine.score })
          : '';
      return {
        ...base,
        title: withOthers(tr, overLine(tr, game.id, names, outcome), names, seat),
        body: standing || tr.msg(NOTIFY.overBody),
      };
    }
  }
}

export function deadlineOfSeat(clock: ClockState | null, seat: Seat): number | null {
  return clock ? (deadlines(clock).find((d) => d.seat === seat)?.deadlineMs ?? null) : null;
}
