import type { Seat } from '../types.js';
import { seatSettingsSchema, type ClockRules } from './options.js';
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
  const { rules } = state;
  for (const s of fact.type === 'record' ? [...fact.toAct, ...(fact.by === null ? [] : [fact.by])] : [fact.seat]) {
    if (!Number.isInteger(s) || s < 0 || s >= state.seats.length)
      throw new RangeError(
        `clock fact ${fact.type} names seat ${s}, not one of the ${state.seats.length} at the table`,
      );
  }
  // Every seat's time up to now is booked first, under the schedule that held until now.
  const seats = state.seats.map((c) => checkpoint(c, at, rules.moveMs + c.bankMs));
  const edit = (s: Seat, f: (c: SeatClock) => SeatClock) => seats.map((c, i) => (i === s ? f(c) : c));
  // A seat's requests are counted until its own next move (checks.ts limits them).
  const asked = (c: SeatClock): SeatClock => ({ ...c, requests: (c.requests ?? 0) + 1 });
  switch (fact.type) {
    case 'record': {
      const after = afterRecord(seats, rules, at, fact.by, fact.reason, new Set(fact.toAct));
      const moved = fact.by !== null && fact.reason === undefined ? fact.by : null;
      return {
        ...state,
        at,
        seats: moved === null ? after : after.map((c, i) => (i === moved ? { ...c, requests: 0 } : c)),
      };
    }
    case 'settings': {
      const settings = seatSettingsSchema.parse({ timeZone: fact.timeZone, quietHours: fact.quietHours });
      return {
        ...state,
        at,
        seats: edit(fact.seat, (c) =>
          asked({ ...c, settings, turn: c.turn && { ...c.turn, settingsChanges: c.turn.settingsChanges + 1 } }),
        ),
      };
    }
    case 'vacation':
      if (!Number.isInteger(fact.days) || fact.days < 1)
        throw new RangeError(`a vacation is a whole number of days, at least 1; got ${fact.days}`);
      return { ...state, at, seats: edit(fact.seat, (c) => asked(startVacation(c, rules, at, fact.days))) };
    case 'back':
      return { ...state, at, seats: edit(fact.seat, (c) => asked(comeBack(c, at))) };
    default: {
      const never: never = fact;
      throw new TypeError(`unknown clock fact ${JSON.stringify(never)}`);
    }
  }
}

/** Folds a whole list of facts. */
export function foldClock(state: ClockState, facts: readonly ClockFact[]): ClockState {
  return facts.reduce(evolveClock, state);
}

function afterRecord(
  seats: SeatClock[],
  rules: ClockRules,
  at: number,
  by: Seat | null,
  reason: 'timeout' | 'bot' | undefined,
  toAct: Set<Seat>,
): SeatClock[] {
  return seats.map((before, s) => {
    let c = before;
    if (s === by) {
      c = endTurn(c, rules);
      if (reason === 'timeout')
        c = { ...c, timeouts: c.timeouts + 1, botHolds: c.botHolds || c.timeouts + 1 >= rules.timeoutsBeforeBot };
      // A move of the seat's own shows its holder is here, as "I'm back" would; a bot's move shows nothing.
      else if (reason === undefined) c = { ...c, timeouts: 0, botHolds: false };
    }
    if (!toAct.has(s)) return endTurn(c, rules);
    return c.turn ? c : { ...c, turn: { since: at, checkpoint: at, usedMs: 0, settingsChanges: 0, ranOutAt: null } };
  });
}

/** Fischer: the allowance's unused part flows into the bank and any overrun comes out of it, within [0, its starting size]. */
function endTurn(c: SeatClock, rules: ClockRules): SeatClock {
  if (!c.turn) return c;
  return { ...c, turn: null, bankMs: Math.min(rules.bankMs, Math.max(0, c.bankMs + rules.moveMs - c.turn.usedMs)) };
}

function startVacation(c: SeatClock, rules: ClockRules, at: number, asked: number): SeatClock {
  // Never beyond the allowance, whatever the fact says: the check at the door refused more.
  const days = Math.min(asked, rules.vacationDays - c.vacationDaysUsed);
  if (days <= 0) return c;
  const v = c.vacation;
  const vacation =
    v && v.until > at
      ? { ...v, until: v.until + days * DAY_MS, days: v.days + days }
      : { from: at, until: at + days * DAY_MS, days };
  return { ...c, vacation, vacationDaysUsed: c.vacationDaysUsed + days };
}

function comeBack(c: SeatClock, at: number): SeatClock {
  let next: SeatClock = { ...c, timeouts: 0, botHolds: false };
  const v = c.vacation;
  if (v && v.from <= at && at < v.until) {
    // The day under way counts as used; the whole days not begun are given back.
    const used = Math.ceil((at - v.from) / DAY_MS);
    next = {
      ...next,
      vacation: { ...v, until: at, days: used },
      vacationDaysUsed: c.vacationDaysUsed - (v.days - used),
    };
  }
  // Back from a bot in the middle of a turn: the seat gets the turn's time afresh, as if it had just begun.
  if (c.botHolds && c.turn) next = { ...next, turn: { ...c.turn, checkpoint: at, usedMs: 0, ranOutAt: null } };
  return next;
}

/**
 * Books the time the seat used since its checkpoint, so what follows can change how its
 * clock runs; notes when the time ran out if that happened since.
 */
function checkpoint(c: SeatClock, at: number, budgetMs: number): SeatClock {
  const turn = c.turn;
  if (!turn || turn.checkpoint >= at) return c;
  const usedMs = usedAt(c, at);
  const ranOutAt = turn.ranOutAt ?? (usedMs >= budgetMs ? runsOutAt(c, turn.checkpoint, budgetMs - turn.usedMs) : null);
  return { ...c, turn: { ...turn, usedMs, checkpoint: at, ranOutAt } };
}
