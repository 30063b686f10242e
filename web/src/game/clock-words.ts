import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import { describeRemaining, describeWaitingSince } from '../../../engine/core/clock/describe.js';
import { activeBetween, isQuiet, quietWindow } from '../../../engine/core/clock/quiet.js';
import { seatName } from '../ui/seat-colours.js';

/**
 * A seat's clock in words, from the SeatClockView the latest update carried. Every figure is
 * the server's; the only local reading is how long ago that update arrived (a monotonic
 * interval, so a wrong clock on this device cannot skew it), which a running clock counts down.
 */

/**
 * The clock as it stands `elapsedMs` after the update was received. With the server's time of
 * the reading (`clocksAtMs`, the update's `clocksAt`) and the seat's settings, a seat in its
 * turn is read from its deadline, which is exact: the time left at any instant is the running
 * time between it and the deadline, so the count stops at bedtime and resumes in the morning,
 * and a vacation's end starts it again, all without asking the server. Without them (an older
 * server), a running clock simply has `elapsedMs` less left; every other clock stands still.
 */
export function clockAfter(view: SeatClockView, elapsedMs: number, clocksAtMs?: number): SeatClockView {
  const elapsed = Math.max(0, elapsedMs);
  if (clocksAtMs === undefined || !Number.isFinite(clocksAtMs) || view.settings === undefined) {
    if (!view.running) return view;
    const remainingMs = Math.max(0, view.remainingMs - elapsed);
    return { ...view, remainingMs, bankMs: Math.min(view.bankMs, remainingMs) };
  }
  const t = clocksAtMs + elapsed;
  const q = view.settings?.quietHours;
  const window = q ? quietWindow(view.settings!.timeZone, q.from, q.to) : null;
  const asleep = isQuiet(window, t);
  if (!view.toAct || view.deadline === null || view.bot || view.botHolds) return { ...view, asleep };
  const vacationEnd = view.onVacationUntil === null ? null : Date.parse(view.onVacationUntil);
  const onVacation = vacationEnd !== null && t < vacationEnd;
  const deadline = Date.parse(view.deadline);
  const from = onVacation ? vacationEnd : t;
  const remainingMs = from >= deadline ? 0 : activeBetween(window, from, deadline);
  return {
    ...view,
    asleep,
    onVacationUntil: onVacation ? view.onVacationUntil : null,
    remainingMs,
    running: !asleep && !onVacation && remainingMs > 0,
    bankMs: Math.min(view.bankMs, remainingMs),
  };
}

/** Where and how the reader reads times. */
export interface Reader {
  timeZone: string;
  locale: string;
  /** Now on this device, only to choose whether a wait's start needs its date (a week or more ago). */
  nowMs: number;
}

export interface ClockWords {
  /** The headline: "Bo: 1 d 3 h left", "Bo: bot playing", "Bo: on vacation until Fri 4 Dec, 21:40". */
  text: string;
  /** What else is true: whose turn since when, asleep, timeouts in a row. */
  notes: string[];
  /** For styling and tests. */
  state: 'running' | 'waiting' | 'idle' | 'asleep' | 'vacation' | 'bot' | 'out';
}

/** An instant on the reader's wall clock, short: "Fri 4 Dec, 21:40". */
export function readerTime(iso: string, reader: Reader): string {
  return new Intl.DateTimeFormat(reader.locale, { timeZone: reader.timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso));
}

/** One seat's clock in words, for the reader. */
export function clockWords(view: SeatClockView, names: readonly string[], reader: Reader): ClockWords {
  const name = seatName(names, view.seat);
  const left = `${describeRemaining(view.remainingMs)} left`;
  const waiting = view.toAct && view.since ? [`waiting since ${describeWaitingSince(view.since, reader.timeZone, reader.locale, reader.nowMs)} your time`] : [];
  if (view.bot) return { text: `${name}: a bot`, notes: view.toAct ? ['the bot moves after a short pause'] : [], state: 'bot' };
  if (view.botHolds) {
    return { text: `${name}: bot playing`, notes: [`after ${view.timeouts} timeouts in a row; ${name} can take the seat back with "I'm back"`], state: 'bot' };
  }
  const asleep = view.asleep ? ['asleep (quiet hours): the clock is stopped'] : [];
  const streak = view.timeouts > 0 ? [`${view.timeouts} timeout${view.timeouts === 1 ? '' : 's'} in a row`] : [];
  if (view.onVacationUntil) {
    return { text: `${name}: on vacation until ${readerTime(view.onVacationUntil, reader)}`, notes: [`${left} after it`, ...waiting, ...streak], state: 'vacation' };
  }
  if (!view.toAct) return { text: `${name}: ${left}`, notes: [...asleep, ...streak], state: view.asleep ? 'asleep' : 'idle' };
  if (view.remainingMs <= 0) return { text: `${name}: time is up`, notes: ['a move is being made on their behalf', ...waiting, ...streak], state: 'out' };
  return { text: `${name}: ${left}`, notes: [...waiting, ...asleep, ...streak], state: view.asleep ? 'asleep' : view.running ? 'running' : 'waiting' };
}
