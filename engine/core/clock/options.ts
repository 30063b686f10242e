import * as z from 'zod/mini';
import { int } from '../schema.js';
import { DAY_MS, HOUR_MS, SECOND_MS, WALL_TIME, wallTimeMs } from './time.js';
import { isTimeZone } from './zone.js';

/**
 * The table's clock, chosen at creation (`options.clock` in the protocol; absent = no clock)
 * and the seat settings and requests that change it during the game.
 */

/** The schema's floor, so the local stack and tests can watch a clock run out. */
export const MIN_MOVE_SECONDS = 2;
/** Where production choices start; the lobby never offers less (see MOVE_CHOICES). */
export const PRODUCTION_MIN_MOVE_SECONDS = 3600;
export const MAX_MOVE_SECONDS = 7 * 24 * 3600;
export const MAX_BANK_SECONDS = 7 * 24 * 3600;
export const MAX_VACATION_DAYS = 14;
export const DEFAULT_TIMEOUTS_BEFORE_BOT = 3;
export const MAX_TIMEOUTS_BEFORE_BOT = 10;
/**
 * Quiet hours last at most this long per day, so a clock always runs at least half of
 * every day: without a cap a seat could stop its clock for good with 00:00-23:59.
 */
export const MAX_QUIET_MS = 12 * HOUR_MS;

/** The lobby's per-move choices, in seconds; null is "no clock". */
export const MOVE_CHOICES: readonly (number | null)[] = [null, 12 * 3600, 24 * 3600, 2 * 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600];
/** The lobby's time bank choices, in seconds: 0 to 7 days. */
export const BANK_CHOICES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => d * 24 * 3600);
/** The lobby's vacation choices, in whole days per seat per game. */
export const VACATION_CHOICES: readonly number[] = [0, 3, 7, 14];

/** A time of day on the wall clock. */
export const wallTimeSchema = z.string().check(z.regex(WALL_TIME, 'a time of day is HH:MM, 00:00 to 23:59'));

/** An IANA zone name Intl knows, e.g. 'Europe/Budapest'. */
export const timeZoneSchema = z.string().check(
  z.maxLength(64),
  z.refine(isTimeZone, 'a time zone is an IANA name such as Europe/Budapest'),
);

/** Quiet hours as a seat's local times of day; from > to wraps midnight. */
export const quietHoursSchema = z.strictObject({ from: wallTimeSchema, to: wallTimeSchema }).check(
  z.superRefine((q, ctx) => {
    if (!WALL_TIME.test(q.from) || !WALL_TIME.test(q.to)) return;
    const from = wallTimeMs(q.from);
    const to = wallTimeMs(q.to);
    if (from === to) ctx.addIssue({ code: 'custom', message: 'quiet hours must start and end at different times', input: q });
    else if ((to - from + DAY_MS) % DAY_MS > MAX_QUIET_MS) ctx.addIssue({ code: 'custom', message: `quiet hours last at most ${MAX_QUIET_MS / HOUR_MS} hours a day`, input: q });
  }),
);
export type QuietHours = { from: string; to: string };

/** What a seat sets from its seat link: its time zone, and its quiet hours in it (null: none). */
export const seatSettingsSchema = z.strictObject({ timeZone: timeZoneSchema, quietHours: z.nullable(quietHoursSchema) });
export type SeatSettings = { timeZone: string; quietHours: QuietHours | null };

/** The table's default quiet hours, in the creator's zone, for seats that have not set their own. */
export const tableQuietHoursSchema = z.strictObject({ timeZone: timeZoneSchema, from: wallTimeSchema, to: wallTimeSchema }).check(
  z.superRefine((q, ctx) => {
    const r = quietHoursSchema.safeParse({ from: q.from, to: q.to });
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: q });
  }),
);

export const clockOptionsSchema = z.strictObject({
  /** The allowance for each move. */
  moveSeconds: int().check(z.minimum(MIN_MOVE_SECONDS), z.maximum(MAX_MOVE_SECONDS)),
  /** The time bank each seat starts with and can never exceed; 0 or absent: none. */
  bankSeconds: z.optional(int().check(z.minimum(0), z.maximum(MAX_BANK_SECONDS))),
  quietHours: z.optional(tableQuietHoursSchema),
  /** Whole days each seat may pause its clock for over the game. */
  vacationDays: z.optional(int().check(z.minimum(0), z.maximum(MAX_VACATION_DAYS))),
  /** Consecutive timeouts after which a bot holds the seat until "I'm back". */
  timeoutsBeforeBot: z.optional(int().check(z.minimum(1), z.maximum(MAX_TIMEOUTS_BEFORE_BOT))),
});
export interface ClockOptions {
  moveSeconds: number;
  bankSeconds?: number;
  quietHours?: { timeZone: string; from: string; to: string };
  vacationDays?: number;
  timeoutsBeforeBot?: number;
}

/** Options with every default filled in and times in ms: what the clock state carries. */
export interface ClockRules {
  moveMs: number;
  bankMs: number;
  /** Settings for a seat that has not set its own. */
  defaultSettings: SeatSettings | null;
  vacationDays: number;
  timeoutsBeforeBot: number;
}

/** Validates options (throwing the zod error, whose issues name the field) and fills in the defaults. */
export function clockRules(options: ClockOptions): ClockRules {
  const o = clockOptionsSchema.parse(options);
  return {
    moveMs: o.moveSeconds * SECOND_MS,
    bankMs: (o.bankSeconds ?? 0) * SECOND_MS,
    defaultSettings: o.quietHours ? { timeZone: o.quietHours.timeZone, quietHours: { from: o.quietHours.from, to: o.quietHours.to } } : null,
    vacationDays: o.vacationDays ?? 0,
    timeoutsBeforeBot: o.timeoutsBeforeBot ?? DEFAULT_TIMEOUTS_BEFORE_BOT,
  };
}
