import type { Seat } from '../types.js';
import { seatSettingsSchema } from './options.js';
import { type ClockFact, type ClockState, type SeatClock, runsOutAt, usedAt } from './state.js';
import { DAY_MS, parseInstant } from './time.js';

/**
 * Folds one fact into the clocks. Facts come from the log, which was checked when it was
 * written (checks.ts), so this trusts their meaning; a fact that cannot be read at all (a
 * seat not at the table, a time that is not an instant) is a bug upstream and throws.
 */
export function evolveClock(state: ClockState, fact: ClockFact): ClockState {
  // The log's order is the truth: a record stamped earlier than its predecessor (two
  // servers' clocks disagreeing) is read as happening at the predecessor's time.
  const at = Math.max(parseInstant(fact.at), state.at ?? -Infinity);
  const seats = state.seats.slice();
  const seat = (s: Seat): SeatClock => {
    if (!Number.isInteger(s) || s < 0 || s >= seats.length) throw new RangeError(`clock fact ${fact.type} names seat ${s}, not one of the ${seats.length} at the table`);
    return seats[s];
  };
  const update = (s: Seat, f: (c: SeatClock) => SeatClock) => {
    seats[s] = f(booked(seat(s)));
  };
  const { rules } = state;
  const booked = (c: SeatClock) => checkpoint(c, at, rules.moveMs + c.bankMs);

  /** Fischer: the allowance's unused part flows into the bank and any overrun comes out of it, within [0, its starting size]. */
  const endTurn = (c: SeatClock): SeatClock =>
    c.turn ? { ...c, turn: null, bankMs: Math.min(rules.bankMs, Math.max(0, c.bankMs + rules.moveMs - c.turn.usedMs)) } : c;

  switch (fact.type) {
    case 'record': {
      const toAct = new Set(fact.toAct.map((s) => (seat(s), s)));
      for (let s = 0; s < seats.length; s++) seats[s] = booked(seats[s]);
      if (fact.by !== null) {
        const by = fact.by;
        seats[by] = endTurn(seat(by));
        const c = seats[by];
        if (fact.reason === 'timeout') {
          const timeouts = c.timeouts + 1;
          seats[by] = { ...c, timeouts, botHolds: c.botHolds || timeouts >= rules.timeoutsBeforeBot };
        } else if (fact.reason === undefined) {
          // A move of the seat's own shows its holder is here, as "I'm back" would.
          seats[by] = { ...c, timeouts: 0, botHolds: false };
        }
      }
      for (let s = 0; s < seats.length; s++) {
        const c = seats[s];
        if (!toAct.has(s)) seats[s] = endTurn(c);
        else if (!c.turn) seats[s] = { ...c, turn: { since: at, checkpoint: at, usedMs: 0, settingsChanges: 0, ranOutAt: null } };
      }
      break;
    }
    case 'settings': {
      const settings = seatSettingsSchema.parse({ timeZone: fact.timeZone, quietHours: fact.quietHours });
      update(fact.seat, (c) => ({ ...c, settings, turn: c.turn && { ...c.turn, settingsChanges: c.turn.settingsChanges + 1 } }));
      break;
    }
    case 'vacation': {
      if (!Number.isInteger(fact.days) || fact.days < 1) throw new RangeError(`a vacation is a whole number of days, at least 1; got ${fact.days}`);
      update(fact.seat, (c) => {
        // Never beyond the allowance, whatever the fact says: the check at the door refused more.
        const days = Math.min(fact.days, rules.vacationDays - c.vacationDaysUsed);
        if (days <= 0) return c;
        const v = c.vacation;
        const vacation = v && v.until > at ? { ...v, until: v.until + days * DAY_MS, days: v.days + days } : { from: at, until: at + days * DAY_MS, days };
        return { ...c, vacation, vacationDaysUsed: c.vacationDaysUsed + days };
      });
      break;
    }
    case 'back': {
      update(fact.seat, (c) => {
        let next = { ...c, timeouts: 0, botHolds: false };
        const v = c.vacation;
        if (v && v.from <= at && at < v.until) {
          // The day under way counts as used; the whole days not begun are given back.
          const used = Math.ceil((at - v.from) / DAY_MS);
          next = { ...next, vacation: { ...v, until: at, days: used }, vacationDaysUsed: c.vacationDaysUsed - (v.days - used) };
        }
        // Back from a bot in the middle of a turn: the seat gets the turn's time afresh, as if it had just begun.
        if (c.botHolds && c.turn) next = { ...next, turn: { ...c.turn, checkpoint: at, usedMs: 0, ranOutAt: null } };
        return next;
      });
      break;
    }
    default: {
      const never: never = fact;
      throw new TypeError(`unknown clock fact ${JSON.stringify(never)}`);
    }
  }
  return { ...state, at, seats };
}

/** Books the time the seat used since its checkpoint, so what follows can change how its clock runs. */
function checkpoint(c: SeatClock, at: number, budgetMs: number): SeatClock {
  const turn = c.turn;
  if (!turn || turn.checkpoint >= at) return c;
  const usedMs = usedAt(c, at);
  const ranOutAt = turn.ranOutAt ?? (usedMs >= budgetMs ? runsOutAt(c, turn.checkpoint, budgetMs - turn.usedMs) : null);
  return { ...c, turn: { ...turn, usedMs, checkpoint: at, ranOutAt } };
}

/** Folds a whole list of facts. */
export function foldClock(state: ClockState, facts: readonly ClockFact[]): ClockState {
  return facts.reduce(evolveClock, state);
}
