import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, parseInstant } from './time.js';
import { isTimeZone } from './zone.js';

/**
 * Clocks in words for the client: "Bo: 1 d 3 h left", "waiting since Tuesday 21:40".
 * Pure and Intl-based, so the same words come out in Node and in browsers.
 */

/** A unit of a duration in words. */
export type DurationUnit = 'd' | 'h' | 'min' | 's';

/**
 * A duration in its two largest units, each rounded down so a clock never promises time it does
 * not have: 1 d 3 h, 3 h 20 min, 45 min (no seconds), 20 s. The second unit is absent when it is
 * zero or when the first is minutes. Every duration in words (here and in the web client, in each
 * language) is written from this one split.
 */
export function largestUnits(ms: number): {
  big: number;
  bigUnit: DurationUnit;
  small: number;
  smallUnit?: DurationUnit;
} {
  if (Number.isNaN(ms)) throw new RangeError('largestUnits needs a number of milliseconds, got NaN');
  const t = Math.max(0, Math.floor(ms));
  if (t >= DAY_MS)
    return { big: Math.floor(t / DAY_MS), bigUnit: 'd', small: Math.floor((t % DAY_MS) / HOUR_MS), smallUnit: 'h' };
  if (t >= HOUR_MS)
    return {
      big: Math.floor(t / HOUR_MS),
      bigUnit: 'h',
      small: Math.floor((t % HOUR_MS) / MINUTE_MS),
      smallUnit: 'min',
    };
  if (t >= MINUTE_MS) return { big: Math.floor(t / MINUTE_MS), bigUnit: 'min', small: 0 };
  return { big: Math.floor(t / SECOND_MS), bigUnit: 's', small: 0 };
}

/**
 * Time left in its two largest units: "1 d 3 h", "3 h 20 min", "45 min", "20 s". Seconds show
 * only in the last minute.
 */
export function describeRemaining(ms: number): string {
  if (Number.isNaN(ms)) throw new RangeError('describeRemaining needs a number of milliseconds, got NaN');
  const { big, bigUnit, small, smallUnit } = largestUnits(ms);
  return small > 0 && smallUnit ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
}

/** Beyond this the weekday alone would be ambiguous, so the date is added. */
const WEEK_MS = 6 * DAY_MS;

/**
 * When a wait began, on the reader's wall clock, in the reader's locale: "Tuesday 21:40"
 * (en-GB), "Tuesday 9:40 PM" (en-US), "Dienstag, 21:40" (de). Given `nowMs`, a wait that
 * began six days or more before it also names the date: "Tuesday 17 November at 21:40".
 */
export function describeWaitingSince(iso: string, timeZone: string, locale: string, nowMs?: number): string {
  const t = parseInstant(iso);
  if (!isTimeZone(timeZone)) throw new RangeError(`not a time zone Intl knows: ${JSON.stringify(timeZone)}`);
  const long = nowMs !== undefined && nowMs - t >= WEEK_MS;
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...(long ? { day: 'numeric', month: 'long' } : {}),
  });
  return format.format(t);
}
