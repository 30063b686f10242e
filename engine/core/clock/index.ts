/**
 * Game clocks for asynchronous play: deadlines are data. A pure fold over facts from the log
 * gives every seat's remaining time and deadline; nothing here reads a wall clock, so the
 * backend passes `nowMs` where "now" matters and the same answers come out on replay.
 *
 *   let clock = initialClock(options.clock, seats, botSeats);
 *   for (const fact of facts) clock = evolveClock(clock, fact);   // recordFact(entry, game.toAct(state)) per record
 *   clocksAt(clock, nowMs)   // what every update carries
 *   nextDeadline(clock)      // what the games item keeps and the scheduler waits for
 *
 * The rules, where the issue left a choice, chosen as a demanding player would want them:
 *
 * - Turns. A seat's turn begins with the first record after which it is in `toAct` and ends
 *   with its own record (a move, or the system's on its behalf) or the first record after which
 *   it is no longer in `toAct`. A seat still to act after its own record begins a new turn then:
 *   every command is a move for the clock. Seats due at once (sealed bids) each run their own
 *   clock; one seat's move does not touch another's.
 * - Allowance and bank (Fischer). Each turn the seat has `moveSeconds`, then its bank. When the
 *   turn ends, the allowance's unused part flows into the bank and any overrun comes out of it,
 *   the bank staying within [0, bankSeconds]. This is Fischer with increment `moveSeconds` and
 *   time capped at bankSeconds + moveSeconds: a seat keeps up by moving within the allowance on
 *   average, fast moves earn back what a slow one spent, and nothing saves beyond the cap. (The
 *   literal reading "add the whole allowance after every move" would let a seat average twice
 *   its allowance for ever.) No bank: a plain per-move clock.
 * - Quiet hours are per seat, in the seat's own time zone: the clock stops while the seat's wall
 *   clock reads a time in [from, to) (from > to wraps midnight; at most 12 h, so a clock runs
 *   at least half of every day). A table's `quietHours` (with the creator's zone) is only the
 *   default for seats that have not set their own. On the nights clocks change, 23:00-07:00
 *   lasts 7 or 9 real hours, as the seat lives it.
 * - Settings changes apply from the moment they are logged (a traveller needs that at once);
 *   time already used stays used. While it must act a seat may change them once per turn,
 *   otherwise shifting the window every few hours would keep it asleep for good.
 * - Vacation: whole days from the moment it is logged, pausing the seat's clock entirely; a
 *   second vacation while on one extends it. Moving while on vacation does not end it (a quick
 *   move from the beach keeps the holiday); "I'm back" ends it early and gives back the whole
 *   days not begun. A seat cannot take more than the table's `vacationDays`, nor start one once
 *   its time has run out.
 * - Timeouts. A record with reason 'timeout' counts a timeout in a row; at `timeoutsBeforeBot`
 *   (default 3) a bot holds the seat: its clock stops and it has no deadline, since the bot
 *   moves at once. "I'm back" or a move of the seat's own clears the count and the bot; back in
 *   the middle of a turn the bot was playing, the seat gets that turn's time afresh.
 * - Seats created as bots (`initialClock`'s `bots`) play at once: no clock runs for them.
 * - A move that arrives after the deadline but wins the race against the expiry is a move: the
 *   bank is empty after it, nothing more. Facts stamped earlier than their predecessor (servers'
 *   clocks disagreeing) are read as happening at the predecessor's time: the log's order wins.
 * - A deadline is the instant the running time is used up, quiet hours and vacation counted; it
 *   depends on the facts alone, and once passed it stays put whatever the seat sets afterwards.
 *   Between turns `remainingMs` is what the seat will have when its next turn begins.
 * - The state is plain JSON data, so it can be kept in a snapshot beside the game's.
 */
export {
  BANK_CHOICES,
  DEFAULT_TIMEOUTS_BEFORE_BOT,
  MAX_BANK_SECONDS,
  MAX_MOVE_SECONDS,
  MAX_QUIET_MS,
  MAX_TIMEOUTS_BEFORE_BOT,
  MAX_VACATION_DAYS,
  MIN_MOVE_SECONDS,
  MOVE_CHOICES,
  PRODUCTION_MIN_MOVE_SECONDS,
  VACATION_CHOICES,
  clockOptionsSchema,
  clockRules,
  quietHoursSchema,
  seatSettingsSchema,
  tableQuietHoursSchema,
  timeZoneSchema,
  wallTimeSchema,
  type ClockOptions,
  type ClockRules,
  type QuietHours,
  type SeatSettings,
} from './options.js';
export {
  initialClock,
  recordFact,
  type ClockFact,
  type ClockState,
  type SeatClock,
  type Turn,
  type Vacation,
} from './state.js';
export { evolveClock, foldClock } from './evolve.js';
export { clocksAt, deadlines, expiredSeats, nextDeadline, type Deadline, type SeatClockView } from './clocks.js';
export {
  checkBack,
  checkRequestBudget,
  checkSettings,
  checkVacation,
  MAX_REQUESTS_BETWEEN_MOVES,
  type ClockCheck,
  type ClockRejectionCode,
} from './checks.js';
export { describeRemaining, describeWaitingSince } from './describe.js';
export {
  CLOCK_REQUEST_TYPES,
  clockFactSchema,
  clockRequestSchema,
  isClockRequestType,
  seatClockViewSchema,
  type ClockRequest,
} from './protocol.js';
export { activeBetween, afterActive, isQuiet, quietWindow, type QuietWindow } from './quiet.js';
export { isTimeZone, offsetMs } from './zone.js';
export { formatInstant, parseInstant } from './time.js';
