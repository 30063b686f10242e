/**
 * Instants as the clock sees them: milliseconds since the epoch, read from and written as
 * ISO-8601 UTC strings. The engine never reads a clock and never constructs a Date (see the
 * purity test), so formatting is done with calendar arithmetic.
 */

import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './units.js';

// The durations' units are in units.ts, which the web client's times in words read without the rest.
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS };

/** An ISO-8601 instant with an explicit zone (Z or ±HH:MM), as the log writes them. */
const ISO_INSTANT = /^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads an ISO-8601 instant; throws a RangeError naming the input when it is not one. */
export function parseInstant(iso: string): number {
  const ms = ISO_INSTANT.test(iso) ? Date.parse(iso) : NaN;
  if (!Number.isFinite(ms)) throw new RangeError(`not an ISO-8601 instant with a zone: ${JSON.stringify(iso)}`);
  return ms;
}

/** Whether a string is an instant `parseInstant` accepts. */
export function isInstant(iso: string): boolean {
  return ISO_INSTANT.test(iso) && Number.isFinite(Date.parse(iso));
}

/** Floor division and modulo that stay right for negative numbers. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}
export function mod(a: number, b: number): number {
  return a - Math.floor(a / b) * b;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant as `YYYY-MM-DDTHH:MM:SS.sssZ`, exactly what Date#toISOString writes. */
export function formatInstant(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${ms}`);
  const t = Math.floor(ms);
  const days = floorDiv(t, DAY_MS);
  const inDay = t - days * DAY_MS;
  // Howard Hinnant's civil_from_days: days since 1970-01-01 to a proleptic Gregorian date.
  const z = days + 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(inDay / HOUR_MS);
  const m = Math.floor((inDay % HOUR_MS) / MINUTE_MS);
  const s = Math.floor((inDay % MINUTE_MS) / SECOND_MS);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(s)}.${pad(inDay % SECOND_MS, 3)}Z`;
}

/** A wall-clock time of day, 'HH:MM' (00:00-23:59). */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' as milliseconds after local midnight. */
export function wallTimeMs(hhmm: string): number {
  if (!WALL_TIME.test(hhmm)) throw new RangeError(`not a time of day HH:MM: ${JSON.stringify(hhmm)}`);
  return Number(hhmm.slice(0, 2)) * HOUR_MS + Number(hhmm.slice(3)) * MINUTE_MS;
}
