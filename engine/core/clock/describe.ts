import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, parseInstant } from './time.js';
import { isTimeZone } from './zone.js';

/**
 * Clocks in words for the client: "Bo: 1 d 3 h left", "waiting since Tuesday 21:40".
 * Pure and Intl-based, so the same words come out in Node and in browsers.
 */

/**
 * Time left in its two largest units, rounded down so a clock never promises time it does
 * not have: "1 d 3 h", "3 h 20 min", "45 min", "20 s". Seconds show only in the last minute.
 */
export function describeRemaining(ms: number): string {
  if (Number.isNaN(ms)) throw new RangeError('describeRemaining needs a number of milliseconds, got NaN');
  const t = Math.max(0, Math.floor(ms));
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) => (small > 0 ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`);
  if (t >= DAY_MS) return pair(Math.floor(t / DAY_MS), 'd', Math.floor((t % DAY_MS) / HOUR_MS), 'h');
  if (t >= HOUR_MS) return pair(Math.floor(t / HOUR_MS), 'h', Math.floor((t % HOUR_MS) / MINUTE_MS), 'min');
  if (t >= MINUTE_MS) return `${Math.floor(t / MINUTE_MS)} min`;
  return `${Math.floor(t / SECOND_MS)} s`;
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
