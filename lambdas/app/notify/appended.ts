import { deadlines, type ClockState } from '../../../engine/core/clock/index.js';
import type { AnyGame, Seat } from '../../../engine/core/types.js';
import { toEntry } from '../entries.js';
import type { GameRecord, NotifyPorts, StoredCommand } from '../ports.js';
import { seatNames } from '../seats.js';
import { publicAudience } from '../viewer.js';
import { botPlays } from '../wakes.js';
import { stepsThrough, type Step } from './game-at.js';
import { pushTopic, seatAsleep, seatPage, sendPush, ttlUntil, visibleSeats, type PushPayload } from './push.js';
import { overLine, turnLine, withOthers } from './texts.js';
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
 * After records were appended to a game's log (on AWS from the events table's stream; on the
 * local stack through Ports.notifier): works out from the game before and after each record
 * who must hear of it, and pushes to those seats' subscriptions in mode 'each', skipping
 * seats with a visible page for the game; posts each change of whose turn it is to the table's
 * webhook. A seat hears that it must act (it was not in toAct before the record and is after),
 * that the system moved for it (a timeout, a bot), and that the game is over.
 */
export async function notifyAppended(ports: NotifyPorts, gameId: string, records: readonly StoredCommand[]): Promise<NotifyResult> {
  const result: NotifyResult = { pushes: [], skippedVisible: [], webhook: { posted: 0, switchedOff: false } };
  if (records.length === 0) return result;
  const { record, game, steps } = await stepsThrough(ports, gameId, records.map((r) => r.version));
  const names = seatNames(record);

  const notices = new Map<Seat, Notice>();
  const lines: string[] = [];
  for (const step of steps) {
    for (const n of noticesOf(game, record, step)) notices.set(n.seat, n);
    const line = webhookLineOf(game, names, step);
    if (line) lines.push(line);
  }

  if (notices.size > 0) {
    const [subs, visible] = await Promise.all([ports.subscriptions.byGame(gameId), visibleSeats(ports, gameId)]);
    const nowMs = ports.clock.now().getTime();
    for (const notice of notices.values()) {
      const mine = subs.filter((s) => s.seat === notice.seat && s.mode === 'each');
      if (mine.length === 0) continue;
      if (visible.has(notice.seat)) {
        result.skippedVisible.push(notice.seat);
        continue;
      }
      const quiet = seatAsleep(notice.step.after.clock, notice.seat, nowMs);
      const payload: PushPayload = { ...payloadOf(game, record, names, notice), ...(quiet && { quiet: true as const }) };
      const options = { ttl: ttlUntil(deadlineOfSeat(notice.step.after.clock, notice.seat), nowMs), topic: pushTopic(gameId, notice.seat), urgency: quiet ? ('low' as const) : ('normal' as const) };
      for (const sub of mine) result.pushes.push({ seat: notice.seat, kind: notice.kind, result: await sendPush(ports, sub, payload, options) });
    }
  }

  if (lines.length > 0) result.webhook = await postToWebhook(ports, gameId, lines);
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
  if (r.actor === 'system' && r.onBehalfOf !== undefined && people(r.onBehalfOf)) out.set(r.onBehalfOf, { seat: r.onBehalfOf, kind: 'moved', step });
  const before = new Set(game.toAct(step.before.state));
  for (const seat of game.toAct(step.after.state)) {
    // A seat a bot holds does not need to act itself: its bot moves, and then it hears 'moved'.
    if (before.has(seat) || !people(seat) || botPlays({ record, clock: step.after.clock }, seat)) continue;
    out.set(seat, { seat, kind: 'turn', step });
  }
  return [...out.values()];
}

/** The webhook's line for a record: whose turn it is when that changed, or the end. */
function webhookLineOf(game: AnyGame, names: readonly string[], step: Step): string | null {
  if (game.isTerminal(step.before.state)) return null;
  if (game.isTerminal(step.after.state)) return overLine(game.title, names, game.outcome(step.after.state));
  const before = [...game.toAct(step.before.state)].sort((a, b) => a - b);
  const after = [...game.toAct(step.after.state)].sort((a, b) => a - b);
  if (after.length === 0 || before.join() === after.join()) return null;
  return turnLine(game.title, names, after, taskOf(game, step.after.state));
}

/** What the game asks of the seats to act, as a spectator's view tells it ('' when the rule set says nothing). */
function taskOf(game: AnyGame, state: unknown): string {
  return game.task?.(game.view(state, null)) ?? '';
}

function payloadOf(game: AnyGame, record: GameRecord, names: readonly string[], notice: Notice): PushPayload {
  const { seat, kind, step } = notice;
  const gameId = record.gameId;
  const others = withOthers(names, seat);
  // The record's last line as the table sees it: public, so safe to put on a lock screen.
  const entry = toEntry(game, step.record, publicAudience(game, step.after.state, gameId));
  const lastLine = entry.events.at(-1)?.text ?? '';
  const base = { gameId, seat, kind, url: seatPage(gameId, seat), version: step.record.version };
  switch (kind) {
    case 'turn': {
      // What to do first, then what just happened: "Place an accomplice (placement round 2). Bo placed …"
      const task = taskOf(game, step.after.state);
      const todo = task ? `${task[0].toUpperCase()}${task.slice(1)}.` : '';
      return { ...base, title: `Your turn in ${game.title}${others}`, body: [todo, lastLine].filter(Boolean).join(' ') || 'It is your move.' };
    }
    case 'moved':
      return {
        ...base,
        title: `${step.record.reason === 'timeout' ? 'Your time ran out' : 'The bot moved for you'} in ${game.title}${others}`,
        body: lastLine || 'A move was made for your seat.',
      };
    case 'over': {
      const outcome = game.outcome(step.after.state);
      const mine = outcome?.results.find((r) => r.seat === seat);
      const standing = mine ? `You finished ${ordinal(mine.rank)} of ${outcome!.results.length} with ${mine.score}.` : '';
      return { ...base, title: `${overLine(game.title, names, outcome)}${others}`, body: standing || 'The game is over.' };
    }
  }
}

export function deadlineOfSeat(clock: ClockState | null, seat: Seat): number | null {
  return clock ? (deadlines(clock).find((d) => d.seat === seat)?.deadlineMs ?? null) : null;
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}
