import { reject } from '../rejection.js';
import type { Rejection, Seat } from '../types.js';
import { seatSettingsSchema, type SeatSettings } from './options.js';
import { type ClockState, usedAt } from './state.js';

/**
 * The checks a seat's clock request passes before its fact is logged: each refusal says
 * why, and a refused request changes nothing. evolveClock trusts what passed.
 */

export type ClockRejectionCode =
  | 'NOT_A_SEAT'
  | 'INVALID_COMMAND'
  | 'NO_VACATION_LEFT'
  | 'OUT_OF_TIME'
  | 'SETTINGS_ONCE_PER_TURN'
  | 'NOT_AWAY'
  | 'TOO_MANY_REQUESTS';

export type ClockCheck<T = object> = ({ ok: true } & T) | Rejection<ClockRejectionCode>;

function seatProblem(state: ClockState, seat: Seat): Rejection<ClockRejectionCode> | null {
  return Number.isInteger(seat) && seat >= 0 && seat < state.seats.length
    ? null
    : reject('NOT_A_SEAT', `There is no seat ${seat} at this table of ${state.seats.length}.`);
}

/** Clock requests a seat may make between two of its own moves. */
export const MAX_REQUESTS_BETWEEN_MOVES = 5;

/**
 * Whether the seat may make another clock request. Each request is a record every watcher is
 * sent and every load folds, so a seat (or a script holding its link) cannot flood the log: a
 * few between two of its own moves (quiet hours, a vacation and "I'm back" fit with room to
 * spare). Checked after the request's own checks, whose refusals say more.
 */
export function checkRequestBudget(state: ClockState, seat: Seat): ClockCheck {
  const bad = seatProblem(state, seat);
  if (bad) return bad;
  if ((state.seats[seat].requests ?? 0) >= MAX_REQUESTS_BETWEEN_MOVES) {
    return reject(
      'TOO_MANY_REQUESTS',
      `A seat may change its clock ${MAX_REQUESTS_BETWEEN_MOVES} times between two of its moves; yours has, so it can again after your next move.`,
    );
  }
  return { ok: true };
}

/**
 * A vacation of `days` whole days from `nowMs`. Refused beyond the table's allowance, and
 * to a seat whose time has already run out (a vacation cannot undo a timeout that is due).
 * A seat already on vacation extends it.
 */
export function checkVacation(state: ClockState, seat: Seat, days: number, nowMs: number): ClockCheck {
  const bad = seatProblem(state, seat);
  if (bad) return bad;
  if (!Number.isInteger(days) || days < 1)
    return reject('INVALID_COMMAND', `A vacation is a whole number of days, at least 1 (got ${days}).`);
  const c = state.seats[seat];
  const left = state.rules.vacationDays - c.vacationDaysUsed;
  if (days > left) {
    const allowance =
      state.rules.vacationDays === 0
        ? 'This table grants no vacation days.'
        : `Only ${left} of this table's ${state.rules.vacationDays} vacation days are left.`;
    return reject('NO_VACATION_LEFT', `${allowance} You asked for ${days}.`);
  }
  if (
    c.turn &&
    !c.bot &&
    !c.botHolds &&
    usedAt(c, Math.max(nowMs, state.at ?? -Infinity)) >= state.rules.moveMs + c.bankMs
  ) {
    return reject('OUT_OF_TIME', 'Your time for this move has run out; the move is being made for you.');
  }
  return { ok: true };
}

/**
 * New settings for the seat. Once per turn while the seat must act: changing quiet hours
 * again and again (23:00-07:00 at night, 07:00-19:00 in the morning ...) would keep a seat
 * asleep for good; between turns, as often as it likes.
 */
export function checkSettings(
  state: ClockState,
  seat: Seat,
  settings: unknown,
): ClockCheck<{ settings: SeatSettings }> {
  const bad = seatProblem(state, seat);
  if (bad) return bad;
  const parsed = seatSettingsSchema.safeParse(settings);
  if (!parsed.success)
    return reject('INVALID_COMMAND', `Bad clock settings: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  const turn = state.seats[seat].turn;
  if (turn && turn.settingsChanges >= 1)
    return reject(
      'SETTINGS_ONCE_PER_TURN',
      'Your time zone and quiet hours can change once per turn; this turn they already have.',
    );
  return { ok: true, settings: parsed.data };
}

/** "I'm back": only for a seat that a bot holds or that is on vacation. */
export function checkBack(state: ClockState, seat: Seat, nowMs: number): ClockCheck {
  const bad = seatProblem(state, seat);
  if (bad) return bad;
  const c = state.seats[seat];
  if (c.bot) return reject('NOT_AWAY', 'This seat was created as a bot and plays as one all game.');
  const now = Math.max(nowMs, state.at ?? -Infinity);
  const onVacation = c.vacation !== null && c.vacation.from <= now && now < c.vacation.until;
  if (!c.botHolds && !onVacation) return reject('NOT_AWAY', 'No bot holds this seat and it is not on vacation.');
  return { ok: true };
}
