import * as z from 'zod/mini';
import { int } from '../schema.js';
import { DAY_MS, HOUR_MS, SECOND_MS, WALL_TIME, wallTimeMs } from './time.js';
import { isTimeZone } from './zone.js';
import {
  DEFAULT_TIMEOUTS_BEFORE_BOT,
  MAX_BANK_SECONDS,
  MAX_MOVE_SECONDS,
  MAX_QUIET_MS,
  MAX_TIMEOUTS_BEFORE_BOT,
  MAX_VACATION_DAYS,
  MIN_MOVE_SECONDS,
} from './choices.js';

/**
 * The table's clock, chosen at creation (`options.clock` in the protocol; absent = no clock)
 * and the seat settings and requests that change it during the game.
 */

// The numbers (floors, caps, the lobby's choices) live in choices.ts, free of zod, so the lobby
// can offer them without loading the schemas; they are re-exported here as before.
export * from './choices.js';

/** A time of day on the wall clock. */
export const wallTimeSchema = z.string().check(z.regex(WALL_TIME, 'a time of day is HH:MM, 00:00 to 23:59'));

/** An IANA zone name Intl knows, e.g. 'Europe/Budapest'. */
export const timeZoneSchema = z
  .string()
  .check(z.maxLength(64), z.refine(isTimeZone, 'a time zone is an IANA name such as Europe/Budapest'));

/** Quiet hours as a seat's local times of day; from > to wraps midnight. */
export const quietHoursSchema = z.strictObject({ from: wallTimeSchema, to: wallTimeSchema }).check(
  z.superRefine((q, ctx) => {
    if (!WALL_TIME.test(q.from) || !WALL_TIME.test(q.to)) return;
    const from = wallTimeMs(q.from);
    const to = wallTimeMs(q.to);
    if (from === to)
      ctx.addIssue({ code: 'custom', message: 'quiet hours must start and end at different times', input: q });
    else if ((to - from + DAY_MS) % DAY_MS > MAX_QUIET_MS)
      ctx.addIssue({
        code: 'custom',
        message: `quiet hours last at most ${MAX_QUIET_MS / HOUR_MS} hours a day`,
        input: q,
      });
  }),
);
export interface QuietHours {
  from: string;
  to: string;
}

/** What a seat sets from its seat link: its time zone, and its quiet hours in it (null: none). */
export const seatSettingsSchema = z.strictObject({
  timeZone: timeZoneSchema,
  quietHours: z.nullable(quietHoursSchema),
});
export interface SeatSettings {
  timeZone: string;
  quietHours: QuietHours | null;
}

/** The table's default quiet hours, in the creator's zone, for seats that have not set their own. */
export const tableQuietHoursSchema = z
  .strictObject({ timeZone: timeZoneSchema, from: wallTimeSchema, to: wallTimeSchema })
  .check(
    z.superRefine((q, ctx) => {
      const r = quietHoursSchema.safeParse({ from: q.from, to: q.to });
      if (!r.success)
        for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: q });
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
    defaultSettings: o.quietHours
      ? { timeZone: o.quietHours.timeZone, quietHours: { from: o.quietHours.from, to: o.quietHours.to } }
      : null,
    vacationDays: o.vacationDays ?? 0,
    timeoutsBeforeBot: o.timeoutsBeforeBot ?? DEFAULT_TIMEOUTS_BEFORE_BOT,
  };
}
