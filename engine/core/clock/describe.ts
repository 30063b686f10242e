import { DAY_MS, parseInstant } from './time.js';
import { largestUnits } from './units.js';
import { isTimeZone } from './zone.js';

/**
 * Clocks in words for the client: "Bo: 1 d 3 h left", "waiting since Tuesday 21:40".
 * Pure and Intl-based, so the same words come out in Node and in browsers.
 */

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
