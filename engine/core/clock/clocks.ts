import type { Seat } from '../types.js';
import type { SeatSettings } from './options.js';
import { isQuiet } from './quiet.js';
import { type ClockState, type SeatClock, runsOutAt, usedAt, windowOf } from './state.js';
import { formatInstant } from './time.js';

/** One seat's clock as every `update` carries it and the client shows it. */
export interface SeatClockView {
  seat: Seat;
  /** Whether the seat must act now, and since when (ISO). */
  toAct: boolean;
  since: string | null;
  /**
   * Running time left: in a turn, what is left of allowance plus bank; between turns, what
   * the seat will have when its next turn begins.
   */
  remainingMs: number;
  /** When the remaining time runs out, quiet hours and vacation counted (ISO); null when not in a turn or a bot plays the seat. */
  deadline: string | null;
  /** Whether the clock is ticking right now: in a turn, awake, not on vacation, not held by a bot, not run out. */
  running: boolean;
  /** In its quiet hours right now (shown as asleep, whether or not it is the seat's turn). */
  asleep: boolean;
  onVacationUntil: string | null;
  /** What is left of the bank now (during a turn the allowance is used first). */
  bankMs: number;
  vacationDaysLeft: number;
  /** Timeouts in a row, and whether a bot holds the seat because of them. */
  timeouts: number;
  botHolds: boolean;
  /** Created as a bot: no clock runs for it. */
  bot: boolean;
  /**
   * The time zone and quiet hours the clock keeps for the seat: its own, or the table's default;
   * null: no quiet hours. With `deadline` they let a client count a running clock down, and
   * stop it at bedtime, without asking the server again.
   */
  settings: SeatSettings | null;
}

/** A pending deadline: the seat whose time runs out then. */
export interface Deadline {
  seat: Seat;
  deadline: string;
  deadlineMs: number;
}

/**
 * Every seat's clock at `nowMs` (the caller's clock reading; an instant before the latest
 * fact is read as that fact's time, since the log has already moved past it).
 */
export function clocksAt(state: ClockState, nowMs: number): SeatClockView[] {
  if (!Number.isFinite(nowMs)) throw new RangeError(`clocksAt needs an instant in ms, got ${nowMs}`);
  const now = Math.max(nowMs, state.at ?? -Infinity);
  const { moveMs, vacationDays } = state.rules;
  return state.seats.map((c, seat) => {
    const vacation = c.vacation !== null && c.vacation.from <= now && now < c.vacation.until ? c.vacation : null;
    const onVacation = vacation !== null;
    const asleep = isQuiet(windowOf(c), now);
    const common = {
      seat,
      asleep,
      onVacationUntil: vacation ? formatInstant(vacation.until) : null,
      vacationDaysLeft: vacationDays - c.vacationDaysUsed,
      timeouts: c.timeouts,
      botHolds: c.botHolds,
      bot: c.bot,
      settings: c.settings,
    };
    if (!c.turn)
      return {
        ...common,
        toAct: false,
        since: null,
        remainingMs: moveMs + c.bankMs,
        deadline: null,
        running: false,
        bankMs: c.bankMs,
      };
    const remainingMs = Math.max(0, moveMs + c.bankMs - usedAt(c, now));
    const d = deadlineOf(state, c);
    return {
      ...common,
      toAct: true,
      since: formatInstant(c.turn.since),
      remainingMs,
      deadline: d === null ? null : formatInstant(d),
      running: !c.bot && !c.botHolds && !asleep && !onVacation && remainingMs > 0,
      bankMs: Math.min(c.bankMs, remainingMs),
    };
  });
}

/**
 * The instant the seat's time runs out (or ran out), or null when it is not in a turn or a
 * bot plays it (the bot moves at once). It depends on the facts alone, not on when it is asked.
 */
function deadlineOf(state: ClockState, c: SeatClock): number | null {
  if (!c.turn || c.bot || c.botHolds) return null;
  return c.turn.ranOutAt ?? runsOutAt(c, c.turn.checkpoint, state.rules.moveMs + c.bankMs - c.turn.usedMs);
}

/** Every pending deadline, earliest first (ties by seat). */
export function deadlines(state: ClockState): Deadline[] {
  const out: Deadline[] = [];
  state.seats.forEach((c, seat) => {
    const d = deadlineOf(state, c);
    if (d !== null) out.push({ seat, deadline: formatInstant(d), deadlineMs: d });
  });
  return out.sort((a, b) => a.deadlineMs - b.deadlineMs || a.seat - b.seat);
}

/** The earliest pending deadline across the seats, with its seat; what the games item keeps and the scheduler waits for. */
export function nextDeadline(state: ClockState): Deadline | null {
  return deadlines(state)[0] ?? null;
}

/** The seats whose time has run out at `nowMs`, earliest first: the ones an expiry moves for. */
export function expiredSeats(state: ClockState, nowMs: number): Deadline[] {
  return deadlines(state).filter((d) => d.deadlineMs <= nowMs);
}
