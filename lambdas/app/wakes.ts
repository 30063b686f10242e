import { deadlines } from '../../engine/core/clock/index.js';
import { formatInstant, parseInstant } from '../../engine/core/clock/index.js';
import type { Seat, SystemReason } from '../../engine/core/types.js';
import { autoMoveOf } from '../../engine/core/orders-log.js';
import type { LoadedGame } from './load-game.js';
import { PRODUCTION_BOT_PAUSE_MS, type Ports } from './ports.js';
import { reportProblem } from './problems.js';

/**
 * When the system must next act on a game by itself: a seat's time runs out (reason
 * 'timeout'), a seat a bot plays has waited its pause (reason 'bot'), or a seat that must act
 * has a standing order that plays now or a forced move (reasons 'order' and 'forced', due the
 * moment its turn began: engine/core/orders-log.ts). Everything here is
 * computed from the loaded game alone (the log's times, the clock, the seats), never from a
 * wall clock, so every process computes the same wakes and the expirer re-checks them.
 */
export interface Wake {
  seat: Seat;
  at: string;
  atMs: number;
  reason: SystemReason;
}

/** What the wake computation reads of a loaded game (create has no LoadedGame yet). */
export type WakeSource = Pick<LoadedGame, 'record' | 'game' | 'state' | 'clock' | 'head'> &
  Partial<Pick<LoadedGame, 'orders'>>;

export const botPauseOf = (ports: Pick<Ports, 'limits'>): number => ports.limits?.botPauseMs ?? PRODUCTION_BOT_PAUSE_MS;

/** A bot plays the seat: created as one, or holding it after too many timeouts. */
export function botPlays(g: Pick<WakeSource, 'record' | 'clock'>, seat: Seat): boolean {
  return g.record.seats[seat]?.bot === true || g.clock?.seats[seat]?.botHolds === true;
}

/** Whether a game may ever need a wake: it has a clock, a seat created as a bot, or standing orders and forced moves. */
export function mayWake(g: {
  record: Pick<WakeSource['record'], 'clock' | 'seats'>;
  game: Pick<WakeSource['game'], 'orders'>;
}): boolean {
  return g.record.clock !== null || g.record.seats.some((s) => s.bot === true) || g.game.orders !== undefined;
}

/**
 * Every pending wake, earliest first (ties by seat). A bot-played seat's turn began when the clock says (its
 * turn's `since`); a table without a clock has no record of that, so its pause counts from the
 * newest record, which is when the turn began or later: the pause is never shorter.
 */
export function pendingWakes(g: WakeSource, botPauseMs: number): Wake[] {
  const known = typeof g.state === 'object' && g.state !== null ? computed.get(g.state) : undefined;
  if (known && sameSource(known, g, botPauseMs)) return [...known.wakes];
  const wakes = wakesOf(g, botPauseMs);
  if (typeof g.state === 'object' && g.state !== null) computed.set(g.state, { ...sourceOf(g, botPauseMs), wakes });
  return [...wakes];
}

/**
 * The wakes worked out for a state, with what else they were worked out from. One append asks
 * for the wakes before and after it several times (the notifier's flag, the games item's wake,
 * the scheduler), and the orders' automatic moves each of those looks for cost a legal-move
 * search per seat to act. States and the rest are never changed in place, only replaced.
 */
const computed = new WeakMap<object, ReturnType<typeof sourceOf> & { wakes: Wake[] }>();

const sourceOf = (g: WakeSource, botPauseMs: number) => ({
  game: g.game,
  seats: g.record.seats,
  clock: g.clock,
  head: g.head,
  orders: g.orders,
  botPauseMs,
});

const sameSource = (a: ReturnType<typeof sourceOf>, g: WakeSource, botPauseMs: number): boolean =>
  a.game === g.game &&
  a.seats === g.record.seats &&
  a.clock === g.clock &&
  a.head === g.head &&
  a.orders === g.orders &&
  a.botPauseMs === botPauseMs;

function wakesOf(g: WakeSource, botPauseMs: number): Wake[] {
  if (g.game.isTerminal(g.state)) return [];
  const out: Wake[] = [];
  if (g.clock)
    for (const d of deadlines(g.clock))
      out.push({ seat: d.seat, at: d.deadline, atMs: d.deadlineMs, reason: 'timeout' });
  for (const seat of g.game.toAct(g.state)) {
    const since = g.clock?.seats[seat]?.turn?.since ?? (g.head ? parseInstant(g.head.at) : null);
    if (since === null) continue;
    if (botPlays(g, seat)) {
      const atMs = since + botPauseMs;
      out.push({ seat, at: formatInstant(atMs), atMs, reason: 'bot' });
      continue;
    }
    // The server plays an order or a forced move the moment the seat must act.
    const auto = g.orders ? autoMoveOf(g.game, g.orders, g.state, seat) : null;
    if (auto) out.push({ seat, at: formatInstant(since), atMs: since, reason: auto.reason });
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.seat - b.seat);
}

/** The wake time the games item keeps (`nextDeadline`): the earliest pending wake, or null. */
export function wakeTime(g: WakeSource, botPauseMs: number): string | null {
  return pendingWakes(g, botPauseMs)[0]?.at ?? null;
}

/** The wakes due at `nowMs`, lowest seat first: the seats the expirer moves for, one at a time. */
export function dueWakes(g: WakeSource, botPauseMs: number, nowMs: number): Wake[] {
  return pendingWakes(g, botPauseMs)
    .filter((w) => w.atMs <= nowMs)
    .sort((a, b) => a.seat - b.seat);
}

/** The wakes of `after` that `before` did not have (a new seat, or the same seat at another time); every wake with `before` null. */
export function newWakes(before: WakeSource | null, after: WakeSource, botPauseMs: number): Wake[] {
  const old = new Set((before ? pendingWakes(before, botPauseMs) : []).map((w) => `${w.seat}@${w.at}`));
  return pendingWakes(after, botPauseMs).filter((w) => !old.has(`${w.seat}@${w.at}`));
}

/**
 * Asks the scheduler for every wake of `after` that `before` did not have (a new seat, or the
 * same seat at another time), named by `after`'s version; with `before` null, for every wake
 * (the expirer's re-arming), and with `laterThan`, only for wakes after that instant. A wake
 * unchanged by the record was asked for already. Best-effort: the record is in the log whatever happens here, and a wake
 * the scheduler failed to take is found by the sweep over the index (lambdas/app/expire.ts).
 */
export async function requestWakes(
  ports: Ports,
  before: WakeSource | null,
  after: WakeSource & { version: number },
  { laterThan = -Infinity } = {},
): Promise<void> {
  const fresh = newWakes(before, after, botPauseOf(ports)).filter((w) => w.atMs > laterThan);
  for (const w of fresh) {
    try {
      await ports.scheduler.wake({ gameId: after.record.gameId, version: after.version, seat: w.seat, at: w.at });
    } catch (err) {
      reportProblem(ports, {
        kind: 'wake-not-scheduled',
        gameId: after.record.gameId,
        version: after.version,
        seat: w.seat,
        detail: w.at,
        error: err,
      });
    }
  }
}
