import { HOUR_MS } from './units.js';

/**
 * The clock's numbers: the schema's floors and caps (engine/core/clock/options.ts checks them)
 * and the choices the lobby offers. Plain constants, so a page can offer them without zod.
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
export const MOVE_CHOICES: readonly (number | null)[] = [
  null,
  12 * 3600,
  24 * 3600,
  2 * 24 * 3600,
  3 * 24 * 3600,
  7 * 24 * 3600,
];
/** The lobby's time bank choices, in seconds: 0 to 7 days. */
export const BANK_CHOICES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => d * 24 * 3600);
/** The lobby's vacation choices, in whole days per seat per game. */
export const VACATION_CHOICES: readonly number[] = [0, 3, 7, 14];
