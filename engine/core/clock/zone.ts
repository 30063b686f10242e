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
  let year = 0,
    month = 0,
    day = 0,
    hour = 0,
    minute = 0,
    second = 0;
  for (const p of formatter(timeZone).formatToParts(t)) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value);
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
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
 * Offsets are sampled on a fixed grid of cells, so walks over the same days share their
 * samples (a warm Lambda answers from memory). Zones change offset at most a few times a
 * year and never twice within a cell, so each cell holds at most one change, located to
 * the millisecond by bisection.
 */
const CELL_MS = 6 * HOUR_MS;
/** Enough cells for years of several zones; past it the memory starts afresh. */
const MAX_CELLS = 20_000;

interface Cell {
  /** The offset from the cell's start, and (if it changes inside the cell) when it changes and to what. */
  offset: number;
  change: number | null;
  after: number;
}
const cells = new Map<string, Cell>();

function cellAt(timeZone: string, index: number): Cell {
  const key = `${timeZone} ${index}`;
  const known = cells.get(key);
  if (known) return known;
  const start = index * CELL_MS;
  const end = start + CELL_MS;
  const offset = offsetMs(timeZone, start);
  let cell: Cell = { offset, change: null, after: offset };
  if (offsetMs(timeZone, end) !== offset) {
    let a = start;
    let b = end;
    while (b - a > 1) {
      const mid = Math.floor((a + b) / 2);
      if (offsetMs(timeZone, mid) === offset) a = mid;
      else b = mid;
    }
    // A change exactly at the end belongs to the next cell.
    if (b < end) cell = { offset, change: b, after: offsetMs(timeZone, b) };
  }
  if (cells.size >= MAX_CELLS) cells.clear();
  cells.set(key, cell);
  return cell;
}

/**
 * Stretches that cover [from, to) in order, each of constant offset (a change always falls on
 * a boundary; neighbours may share an offset); lazily, so a caller may stop early.
 */
export function* offsetSegments(timeZone: string, from: number, to = Infinity): Generator<OffsetSegment> {
  for (let index = Math.floor(from / CELL_MS); index * CELL_MS < to; index++) {
    const start = index * CELL_MS;
    const end = start + CELL_MS;
    const c = cellAt(timeZone, index);
    const pieces: [number, number, number][] =
      c.change === null
        ? [[start, end, c.offset]]
        : [
            [start, c.change, c.offset],
            [c.change, end, c.after],
          ];
    for (const [a, b, offset] of pieces) {
      const lo = Math.max(a, from);
      const hi = Math.min(b, to);
      if (lo < hi) yield { start: lo, end: hi, offset };
    }
  }
}
