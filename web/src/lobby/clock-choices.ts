import {
  BANK_CHOICES,
  DEFAULT_TIMEOUTS_BEFORE_BOT,
  MAX_TIMEOUTS_BEFORE_BOT,
  MOVE_CHOICES,
  VACATION_CHOICES,
} from '../../../engine/core/clock/choices.js';
import type { ClockOptions } from '../../../engine/core/clock/options.js';
import { msg } from '../i18n/i18n.js';

/**
 * What the lobby offers for a table's clock, and the `options.clock` it sends. The choices
 * are the engine's (engine/core/clock/choices.ts); the server checks them again. The engine's
 * schema (and zod with it) is loaded only when a clocked table is created, not with the lobby.
 */

/** Short allowances for trying a clock out: offered only where the server's floor allows them. */
export const TEST_MOVE_CHOICES: readonly number[] = [2, 10, 60];

/** The per-move choices this server takes, shortest first; null is "no clock". */
export function moveChoices(minMoveSeconds: number): (number | null)[] {
  const tests = TEST_MOVE_CHOICES.filter((s) => s >= minMoveSeconds);
  const [none, ...real] = MOVE_CHOICES;
  return [none, ...tests, ...real.filter((s) => s !== null && s >= minMoveSeconds)];
}

export { BANK_CHOICES, VACATION_CHOICES };
/** How many timeouts in a row before a bot holds the seat: 1 to the engine's maximum. */
export const timeoutChoices = (): number[] => Array.from({ length: MAX_TIMEOUTS_BEFORE_BOT }, (_, i) => i + 1);

/** An allowance in words, in the page's language: "2 seconds", "1 minute", "12 hours", "2 days", "1 week". */
export function durationWords(seconds: number): string {
  if (seconds % (7 * 86_400) === 0)
    return msg(
      { id: 'common.duration.weeks', defaultMessage: '{n, plural, one {# week} other {# weeks}}' },
      { n: seconds / (7 * 86_400) },
    );
  if (seconds % 86_400 === 0)
    return msg(
      { id: 'common.duration.days', defaultMessage: '{n, plural, one {# day} other {# days}}' },
      { n: seconds / 86_400 },
    );
  if (seconds % 3600 === 0)
    return msg(
      { id: 'common.duration.hours', defaultMessage: '{n, plural, one {# hour} other {# hours}}' },
      { n: seconds / 3600 },
    );
  if (seconds % 60 === 0)
    return msg(
      { id: 'common.duration.minutes', defaultMessage: '{n, plural, one {# minute} other {# minutes}}' },
      { n: seconds / 60 },
    );
  return msg(
    { id: 'common.duration.seconds', defaultMessage: '{n, plural, one {# second} other {# seconds}}' },
    { n: seconds },
  );
}

/** The form's clock fields as the creator set them. */
export interface ClockChoice {
  /** null: no clock, and the other fields are not sent. */
  moveSeconds: number | null;
  bankSeconds: number;
  vacationDays: number;
  timeoutsBeforeBot: number;
  /** The table's default quiet hours, in `timeZone`; null for none. */
  quietHours: { from: string; to: string } | null;
  timeZone: string;
}

/** A new table's clock choice: no clock; a creator who picks one gets the engine's defaults and their own zone. */
export function defaultClockChoice(timeZone: string): ClockChoice {
  return {
    moveSeconds: null,
    bankSeconds: 0,
    vacationDays: 0,
    timeoutsBeforeBot: DEFAULT_TIMEOUTS_BEFORE_BOT,
    quietHours: null,
    timeZone,
  };
}

/**
 * The `options.clock` to send, or undefined for no clock; a choice the engine would refuse
 * (quiet hours of more than 12 hours, say) is an error in the engine's own words, found
 * before anything is sent.
 */
export async function clockOptionsOf(
  choice: ClockChoice,
): Promise<{ ok: true; clock: ClockOptions | undefined } | { ok: false; problem: string }> {
  if (choice.moveSeconds === null) return { ok: true, clock: undefined };
  const { clockOptionsSchema } = await import('../../../engine/core/clock/options.js');
  const clock: ClockOptions = { moveSeconds: choice.moveSeconds };
  if (choice.bankSeconds > 0) clock.bankSeconds = choice.bankSeconds;
  if (choice.vacationDays > 0) clock.vacationDays = choice.vacationDays;
  if (choice.timeoutsBeforeBot !== DEFAULT_TIMEOUTS_BEFORE_BOT) clock.timeoutsBeforeBot = choice.timeoutsBeforeBot;
  if (choice.quietHours) clock.quietHours = { timeZone: choice.timeZone, ...choice.quietHours };
  const parsed = clockOptionsSchema.safeParse(clock);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    return {
      ok: false,
      problem: msg(
        { id: 'lobby.clock.invalid', defaultMessage: 'The clock cannot be set up that way: {reason}.' },
        { reason: issue?.message ?? 'malformed' },
      ),
    };
  }
  return { ok: true, clock };
}

/** A seat row of the form: its name, and whether it is left open or played by a bot. */
export interface SeatChoice {
  name: string;
  open: boolean;
  bot: boolean;
}

/**
 * The `seats` to send, or what is wrong with them. A bot seat can never be joined, so it is
 * never open; bots only where the rule set has one; and someone must play.
 */
export function seatsOf(
  rows: readonly SeatChoice[],
  botsAllowed: boolean,
  title: string,
): { ok: true; seats: { name: string; open?: boolean; bot?: boolean }[] } | { ok: false; problem: string } {
  if (rows.some((r) => r.bot) && !botsAllowed)
    return {
      ok: false,
      problem: msg(
        { id: 'lobby.seats.noBot', defaultMessage: '{title} has no bot yet, so every seat needs a person.' },
        { title },
      ),
    };
  const both = rows.findIndex((r) => r.bot && r.open);
  if (both >= 0)
    return {
      ok: false,
      problem: msg(
        { id: 'lobby.seats.openAndBot', defaultMessage: 'Seat {n, number} cannot be both open and a bot.' },
        { n: both + 1 },
      ),
    };
  if (rows.every((r) => r.bot))
    return {
      ok: false,
      problem: msg({ id: 'lobby.seats.allBots', defaultMessage: 'At least one seat must be played by a person.' }),
    };
  return {
    ok: true,
    // `bot` goes only where it is true: servers from before bots refuse the unknown field.
    seats: rows.map((r, i) => ({
      name: r.name.trim() || defaultName(i, r.bot),
      open: r.open,
      ...(r.bot ? { bot: true } : {}),
    })),
  };
}

/**
 * The name a seat left unnamed gets: "Seat 2", "Bot 3", in the creator's language (the name
 * is the table's, sent to the server and seen by every player, like a name typed in).
 */
export function defaultName(index: number, bot: boolean): string {
  return bot
    ? msg({ id: 'lobby.seats.botName', defaultMessage: 'Bot {n, number}' }, { n: index + 1 })
    : msg({ id: 'common.seatNumber', defaultMessage: 'Seat {n, number}' }, { n: index + 1 });
}
