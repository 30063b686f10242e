import { HOUR_MS, SECOND_MS, mod } from './time.js';

/**
 * UTC offsets of IANA time zones, read from Intl.DateTimeFormat alone (no tz library in the
 * bundle). The offset is a step function of time; `offsetSegments` walks its steps
 * (daylight-saving changes) so callers work on stretches of constant offset instead of
 * minute by minute.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (an IANA name such as 'Europe/Budapest', or 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Local wall-clock time minus UTC at instant `t`, in ms (e.g. +3 600 000 in Budapest in winter). */
export function offsetMs(timeZone: string, t: number): number {
  let year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  for (const p of formatter(timeZone).formatToParts(t)) {
    switch (p.type) {
      case 'year': year = Number(p.value); break;
      case 'month': month = Number(p.value); break;
      case 'day': day = Number(p.value); break;
      case 'hour': hour = Number(p.value); break;
      case 'minute': minute = Number(p.value); break;
      case 'second': second = Number(p.value); break;
    }
  }
  // The formatter shows whole seconds, so compare with the instant's whole second.
  return Date.UTC(year, month - 1, day, hour, minute, second) - (t - mod(t, SECOND_MS));
}

/** A stretch [start, end) of time over which the zone's offset does not change. */
export interface OffsetSegment {
  start: number;
  end: number;
  offset: number;
}

/**
 * Zones change offset at most a few times a year and never twice within this step, so
 * sampling at it finds every change; each change is then located to the millisecond by bisection.
 */
const PROBE_MS = 6 * HOUR_MS;

/**
 * Stretches that cover [from, to) in order, each of constant offset (a change always falls on
 * a boundary; neighbours may share an offset); lazily, so a caller may stop early.
 */
export function* offsetSegments(timeZone: string, from: number, to: number = Infinity): Generator<OffsetSegment> {
  let start = from;
  let offset = offsetMs(timeZone, from);
  let lo = from;
  while (lo < to) {
    const hi = Math.min(lo + PROBE_MS, to);
    if (offsetMs(timeZone, hi) === offset) {
      // Yielded probe by probe, so a caller walking an endless stretch (UTC) gets answers.
      yield { start, end: hi, offset };
      start = lo = hi;
      continue;
    }
    // The offset holds at lo and not at hi: find the first instant of the new one.
    let a = lo;
    let b = hi;
    while (b - a > 1) {
      const mid = Math.floor((a + b) / 2);
      if (offsetMs(timeZone, mid) === offset) a = mid;
      else b = mid;
    }
    yield { start, end: b, offset };
    start = lo = b;
    offset = offsetMs(timeZone, b);
  }
  if (start < to) yield { start, end: to, offset };
}
