import { DAY_MS, floorDiv, mod, wallTimeMs } from './time.js';
import { offsetMs, offsetSegments } from './zone.js';

/**
 * Quiet hours: the seat's clock stops while the wall clock in its time zone reads a time of
 * day inside [from, to). When from > to the window wraps midnight (23:00-07:00); when
 * from < to it lies within one day (13:00-15:00). Defining quiet by the wall-clock reading
 * makes daylight-saving nights come out as players live them: 23:00-07:00 lasts 7 real hours
 * on the night clocks go forward and 9 on the night they go back (the repeated hour is quiet twice).
 *
 * Within a stretch of constant UTC offset, local time is UTC shifted, so quiet time is a
 * daily pattern on the local time line and is counted with arithmetic; the zone's offset
 * changes split the stretches (see zone.ts).
 */

/** A seat's quiet hours, with the times of day already read. */
export interface QuietWindow {
  timeZone: string;
  /** Milliseconds after local midnight at which quiet starts, and at which it ends. */
  fromMs: number;
  toMs: number;
}

export function quietWindow(timeZone: string, from: string, to: string): QuietWindow {
  const fromMs = wallTimeMs(from);
  const toMs = wallTimeMs(to);
  if (fromMs === toMs) throw new RangeError(`quiet hours ${from}-${to} are empty`);
  return { timeZone, fromMs, toMs };
}

/** How long the window lasts on a day without a clock change. */
export function windowLength(w: QuietWindow): number {
  return w.fromMs < w.toMs ? w.toMs - w.fromMs : DAY_MS - w.fromMs + w.toMs;
}

/** Quiet time in [0, r) of one local day. */
function quietInDay(w: QuietWindow, r: number): number {
  if (w.fromMs < w.toMs) return Math.min(Math.max(r - w.fromMs, 0), w.toMs - w.fromMs);
  return Math.min(r, w.toMs) + Math.max(r - w.fromMs, 0);
}

/** Active (not quiet) time on the local time line from its origin to x; continuous and non-decreasing. */
function activeUpTo(w: QuietWindow, x: number): number {
  const days = floorDiv(x, DAY_MS);
  const r = x - days * DAY_MS;
  return days * (DAY_MS - windowLength(w)) + r - quietInDay(w, r);
}

/** The smallest local x with activeUpTo(x) >= target. */
function activeReaches(w: QuietWindow, target: number): number {
  const perDay = DAY_MS - windowLength(w);
  // Whole days before the one in which the target is met, and the active time needed in it (0 < need <= perDay).
  const days = Math.ceil(target / perDay) - 1;
  const need = target - days * perDay;
  const inDay = w.fromMs > w.toMs ? w.toMs + need : need <= w.fromMs ? need : need + windowLength(w);
  return days * DAY_MS + inDay;
}

/** Whether the seat is in its quiet hours at instant t. */
export function isQuiet(w: QuietWindow | null, t: number): boolean {
  if (!w) return false;
  const r = mod(t + offsetMs(w.timeZone, t), DAY_MS);
  return w.fromMs < w.toMs ? r >= w.fromMs && r < w.toMs : r >= w.fromMs || r < w.toMs;
}

/** Time in [a, b) outside the quiet hours (all of it when there are none). */
export function activeBetween(w: QuietWindow | null, a: number, b: number): number {
  if (b <= a) return 0;
  if (!w) return b - a;
  let total = 0;
  for (const s of offsetSegments(w.timeZone, a, b))
    total += activeUpTo(w, s.end + s.offset) - activeUpTo(w, s.start + s.offset);
  return total;
}

/**
 * The first instant x >= a at which `amount` of active time has passed since a: when a
 * clock started at a with `amount` left runs out. Quiet hours never fill a whole day (the
 * schema caps them), so this always ends.
 */
export function afterActive(w: QuietWindow | null, a: number, amount: number): number {
  if (amount <= 0) return a;
  if (!w) return a + amount;
  let left = amount;
  for (const s of offsetSegments(w.timeZone, a)) {
    const start = s.start + s.offset;
    const end = s.end + s.offset;
    const available = activeUpTo(w, end) - activeUpTo(w, start);
    if (available >= left) return activeReaches(w, activeUpTo(w, start) + left) - s.offset;
    left -= available;
  }
  throw new Error('unreachable: offsetSegments without an end never stops');
}
