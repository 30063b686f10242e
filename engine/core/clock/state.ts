import type { Seat, SystemReason } from '../types.js';
import { clockRules, type ClockOptions, type ClockRules, type QuietHours, type SeatSettings } from './options.js';
import { activeBetween, afterActive, quietWindow, type QuietWindow } from './quiet.js';

/**
 * What the clock learns from the log, one fact per logged record or seat request, in log
 * order, each with the record's ISO time. The backend derives them; the clock never reads
 * a wall clock.
 */
export type ClockFact =
  /**
   * A game record. `by` is the seat that moved (or on whose behalf the system moved), null
   * for records of nobody's (the start, the game running on). `reason` says the system made
   * the move: 'timeout' when the seat's time ran out, 'bot' when a bot holds the seat.
   * `toAct` is every seat that must act after the record (several at once for sealed bids).
   */
  | { type: 'record'; at: string; by: Seat | null; reason?: 'timeout' | 'bot'; toAct: readonly Seat[] }
  /** A seat set its time zone and quiet hours (null: none) from its seat link. */
  | { type: 'settings'; at: string; seat: Seat; timeZone: string; quietHours: QuietHours | null }
  /** A seat paused its clock for whole days from now. */
  | { type: 'vacation'; at: string; seat: Seat; days: number }
  /** A seat's link holder pressed "I'm back": the bot lets go, and a vacation ends early. */
  | { type: 'back'; at: string; seat: Seat };

/**
 * The fact for one game record of the log: `actor` as stored ('system' for the start, for
 * timeouts and for a holding bot's moves, with `onBehalfOf` naming the seat), and the seats
 * the game needs after it (the game's `toAct` on the state the record leads to). A seat's
 * clock requests (settings, vacation, back) are facts of their own, never records: a
 * record by a seat ends its turn.
 */
export function recordFact(
  record: { at: string; actor: Seat | 'system'; onBehalfOf?: Seat; reason?: SystemReason },
  toAct: readonly Seat[],
): ClockFact {
  const by = record.actor === 'system' ? (record.onBehalfOf ?? null) : record.actor;
  // A move by the seat's standing orders, or its forced move, is the server's like a bot's: it
  // ends the turn but shows nothing of the seat's holder being there.
  const reason = record.reason === 'timeout' ? 'timeout' : 'bot';
  return by !== null && record.reason
    ? { type: 'record', at: record.at, by, reason, toAct }
    : { type: 'record', at: record.at, by, toAct };
}

/** The turn a seat is in: since when it must act, and how much of its time it had used at `checkpoint`. */
export interface Turn {
  since: number;
  checkpoint: number;
  usedMs: number;
  /** Settings changes made during this turn (one is allowed, see checks.ts). */
  settingsChanges: number;
  /**
   * When the time ran out, once a checkpoint has passed that instant: the schedule may change
   * after it (settings, vacation), so the instant is kept rather than recomputed.
   */
  ranOutAt: number | null;
}

export interface Vacation {
  from: number;
  until: number;
  days: number;
}

export interface SeatClock {
  /** The seat's own settings, or the table's default, or null: no quiet hours. */
  settings: SeatSettings | null;
  /** The time bank between turns (during a turn, see `clocksAt`). */
  bankMs: number;
  turn: Turn | null;
  /** The latest vacation, kept after it ends so a vacation cannot reach back before it. */
  vacation: Vacation | null;
  vacationDaysUsed: number;
  /** Timeouts in a row, reset by a move of the seat's own or "I'm back". */
  timeouts: number;
  /** A bot plays the seat's turns at once until "I'm back"; its clock is stopped meanwhile. */
  botHolds: boolean;
  /** Created as a bot: it plays every turn at once, so its clock never runs. */
  bot: boolean;
  /** Clock requests (settings, vacation, back) since the seat's own last move; absent in states kept before requests were counted. */
  requests?: number;
}

/** Plain data (numbers are ms since the epoch), so it can be stored as a snapshot beside the game's. */
export interface ClockState {
  rules: ClockRules;
  /** Time of the latest fact; a later fact with an earlier time is read as happening at it. */
  at: number | null;
  seats: SeatClock[];
}

/** A fresh table's clocks: nobody has to act yet, every bank is full. `bots` are the seats created as bots. */
export function initialClock(options: ClockOptions, seats: number, bots: readonly Seat[] = []): ClockState {
  if (!Number.isInteger(seats) || seats < 1)
    throw new RangeError(`a clock needs a whole number of seats, got ${seats}`);
  for (const b of bots)
    if (!Number.isInteger(b) || b < 0 || b >= seats)
      throw new RangeError(`bot seat ${b} is not one of the ${seats} at the table`);
  const rules = clockRules(options);
  return {
    rules,
    at: null,
    seats: Array.from({ length: seats }, (_, s) => ({
      settings: rules.defaultSettings,
      bankMs: rules.bankMs,
      turn: null,
      vacation: null,
      vacationDaysUsed: 0,
      timeouts: 0,
      botHolds: false,
      bot: bots.includes(s),
      requests: 0,
    })),
  };
}

/** The seat's quiet hours ready for counting, or null. */
export function windowOf(seat: SeatClock): QuietWindow | null {
  const s = seat.settings;
  return s?.quietHours ? quietWindow(s.timeZone, s.quietHours.from, s.quietHours.to) : null;
}

/** Time in [a, b) during which the seat's clock runs: outside its quiet hours and its vacation. */
export function runningBetween(seat: SeatClock, a: number, b: number): number {
  if (b <= a) return 0;
  const w = windowOf(seat);
  const v = seat.vacation;
  if (!v || v.until <= a || v.from >= b) return activeBetween(w, a, b);
  return activeBetween(w, a, Math.max(a, v.from)) + activeBetween(w, Math.min(b, v.until), b);
}

/** The first instant at or after `from` by which the seat's clock has run for `leftMs`. */
export function runsOutAt(seat: SeatClock, from: number, leftMs: number): number {
  const w = windowOf(seat);
  const v = seat.vacation;
  if (leftMs <= 0) return from;
  if (!v || v.until <= from) return afterActive(w, from, leftMs);
  if (from >= v.from) return afterActive(w, v.until, leftMs);
  const before = activeBetween(w, from, v.from);
  return before >= leftMs ? afterActive(w, from, leftMs) : afterActive(w, v.until, leftMs - before);
}

/** The seat's time used in its turn up to t (t not before the checkpoint). */
export function usedAt(seat: SeatClock, t: number): number {
  return seat.turn
    ? seat.turn.usedMs + runningBetween(seat, seat.turn.checkpoint, Math.max(t, seat.turn.checkpoint))
    : 0;
}
