// Durations' units, and a duration split into its two largest, in a module of their own (time.ts
// re-exports the units beside the instants): the web client's times in words need these alone,
// and a seat page that reached describe.ts or time.ts downloaded time zones and ISO instants too.

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

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
