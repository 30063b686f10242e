/**
 * A brute-force reference for quiet hours: read the wall clock minute by minute with
 * Intl and compare 'HH:MM' strings with the window. Slow and obviously right, which is
 * what the fast code in engine/core/clock is checked against.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();
const seen = new Map<string, boolean>();

/** 'HH:MM' on the zone's wall clock at instant t. */
export function wallClock(timeZone: string, t: number): string {
  let f = formats.get(timeZone);
  if (!f)
    formats.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    );
  return f.format(t);
}

export interface RefWindow {
  timeZone: string;
  from: string;
  to: string;
}

/** Whether the wall clock reads a time in [from, to), wrapping midnight when from > to. */
export function refQuiet(w: RefWindow | null, t: number): boolean {
  if (!w) return false;
  const key = `${w.timeZone} ${w.from} ${w.to} ${Math.floor(t / MINUTE)}`;
  let q = seen.get(key);
  if (q === undefined) {
    const hm = wallClock(w.timeZone, t);
    q = w.from < w.to ? hm >= w.from && hm < w.to : hm >= w.from || hm < w.to;
    if (seen.size > 2_000_000) seen.clear();
    seen.set(key, q);
  }
  return q;
}

/** Active time in [a, b), both on whole minutes, counted minute by minute. */
export function refActive(w: RefWindow | null, a: number, b: number): number {
  let n = 0;
  for (let t = a; t < b; t += MINUTE) if (!refQuiet(w, t)) n += MINUTE;
  return n;
}

/** The end of the minute in which `amount` (whole minutes) of active time since a is reached. */
export function refAfterActive(w: RefWindow | null, a: number, amount: number): number {
  let left = amount;
  let t = a;
  while (left > 0) {
    if (!refQuiet(w, t)) left -= MINUTE;
    t += MINUTE;
  }
  return t;
}

export const hhmm = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
