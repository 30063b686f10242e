import {
  clocksAt,
  evolveClock,
  initialClock,
  type ClockFact,
  type ClockOptions,
  type ClockState,
  type QuietHours,
  type SeatClockView,
} from '../../../engine/core/clock/index.js';
import type { Seat } from '../../../engine/core/types.js';

/**
 * Given/when/then for clocks: given a table's options and the facts logged so far, when
 * more facts come, then each seat's clock at an instant reads so. Times are written as
 * hours (and minutes) after Monday 1 June 2026 00:00 UTC, so a spec reads as a timeline.
 */

export const BASE = Date.parse('2026-06-01T00:00:00Z');
export const H = 3_600_000;
export const M = 60_000;
export const D = 24 * H;

/** An hour a move, with and without a two-hour bank: the tables most specs sit at. */
export const HOUR = { moveSeconds: 3600 };
export const HOUR_AND_BANK = { moveSeconds: 3600, bankSeconds: 2 * 3600 };

/** The instant h hours (and m minutes) after the base, in ms. */
export const ms = (h: number, m = 0) => BASE + h * H + m * M;
/** The same as ISO, as the log writes it. */
export const iso = (h: number, m = 0) => new Date(ms(h, m)).toISOString();

export const record = (at: string, by: Seat | null, toAct: Seat[], reason?: 'timeout' | 'bot'): ClockFact =>
  reason ? { type: 'record', at, by, toAct, reason } : { type: 'record', at, by, toAct };
export const settings = (at: string, seat: Seat, timeZone: string, quietHours: QuietHours | null): ClockFact => ({
  type: 'settings',
  at,
  seat,
  timeZone,
  quietHours,
});
export const vacation = (at: string, seat: Seat, days: number): ClockFact => ({ type: 'vacation', at, seat, days });
export const back = (at: string, seat: Seat): ClockFact => ({ type: 'back', at, seat });

export function given(options: ClockOptions, seats: number, facts: readonly ClockFact[] = []) {
  const state = facts.reduce(evolveClock, initialClock(options, seats));
  return table(state);
}

function table(state: ClockState) {
  return {
    state,
    when: (...facts: ClockFact[]) => table(facts.reduce(evolveClock, state)),
    /** Seat `seat`'s clock at the instant (ms). */
    at: (now: number, seat: Seat): SeatClockView => clocksAt(state, now)[seat],
  };
}
