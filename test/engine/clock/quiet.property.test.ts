import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeBetween, afterActive, isQuiet, quietWindow } from '../../../engine/core/clock/index.js';
import { DAY, HOUR, MINUTE, hhmm, refActive, refAfterActive, refQuiet, type RefWindow } from './reference.js';

/**
 * Quiet-time and deadline arithmetic against the minute-by-minute reference, around the
 * instants that make it hard: daylight-saving changes, zones with half-hour offsets and
 * none, midnight.
 */

const ZONES = [
  'Europe/Budapest',
  'America/New_York',
  'Asia/Tehran',
  'Asia/Ho_Chi_Minh',
  'Australia/Lord_Howe',
  'UTC',
] as const;

/** Daylight-saving changes in 2026 (Budapest, New York, Lord Howe's half hour), and ordinary days. */
const ANCHORS = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-04-04T15:00:00Z',
  '2026-10-03T15:30:00Z',
  '2026-06-15T12:00:00Z',
  '2026-12-31T22:00:00Z',
].map((iso) => Date.parse(iso));

/** Any window of 1 minute to 12 hours, overnight or within a day. */
const windowArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    from: fc.integer({ min: 0, max: 1439 }),
    length: fc.integer({ min: 1, max: 720 }),
  })
  .map(({ timeZone, from, length }): RefWindow => ({ timeZone, from: hhmm(from), to: hhmm((from + length) % 1440) }));

/** A whole minute within two days of an anchor. */
const minuteArb = fc
  .tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }))
  .map(([a, m]) => a + m * MINUTE);

const fast = (w: RefWindow) => quietWindow(w.timeZone, w.from, w.to);
const runs = { numRuns: 60, seed: 20261130 } as const;

describe('Quiet time agrees with the wall clock read minute by minute', () => {
  it('the time a clock runs between two instants', () => {
    fc.assert(
      fc.property(windowArb, minuteArb, fc.integer({ min: 0, max: 3 * 24 * 60 }), (w, a, minutes) => {
        const b = a + minutes * MINUTE;
        expect(activeBetween(fast(w), a, b)).toBe(refActive(w, a, b));
      }),
      runs,
    );
  });

  it('the instant a clock with time left runs out', () => {
    fc.assert(
      fc.property(windowArb, minuteArb, fc.integer({ min: 0, max: 36 * 60 }), (w, a, minutes) => {
        expect(afterActive(fast(w), a, minutes * MINUTE)).toBe(refAfterActive(w, a, minutes * MINUTE));
      }),
      runs,
    );
  });

  it('whether a seat is asleep, at any millisecond', () => {
    fc.assert(
      fc.property(windowArb, minuteArb, fc.integer({ min: 0, max: MINUTE - 1 }), (w, a, ms) => {
        expect(isQuiet(fast(w), a + ms)).toBe(refQuiet(w, a));
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
});

describe('Quiet time at millisecond resolution', () => {
  const msArb = fc.tuple(minuteArb, fc.integer({ min: 0, max: MINUTE - 1 })).map(([m, ms]) => m + ms);

  it('adds up over consecutive stretches', () => {
    fc.assert(
      fc.property(
        windowArb,
        msArb,
        fc.integer({ min: 0, max: 2 * DAY }),
        fc.integer({ min: 0, max: 2 * DAY }),
        (w, a, d1, d2) => {
          const q = fast(w);
          expect(activeBetween(q, a, a + d1) + activeBetween(q, a + d1, a + d1 + d2)).toBe(
            activeBetween(q, a, a + d1 + d2),
          );
        },
      ),
      { numRuns: 200, seed: 1 },
    );
  });

  it('runs out at the first instant the time is used up', () => {
    fc.assert(
      fc.property(windowArb, msArb, fc.integer({ min: 1, max: 2 * DAY }), (w, a, amount) => {
        const q = fast(w);
        const end = afterActive(q, a, amount);
        expect(activeBetween(q, a, end)).toBe(amount);
        expect(activeBetween(q, a, end - 1)).toBeLessThan(amount);
      }),
      { numRuns: 200, seed: 2 },
    );
  });
});

describe('Quiet hours on the nights clocks change', () => {
  const nightOf = (w: RefWindow, eveningUtc: string) => {
    const a = Date.parse(eveningUtc);
    return (DAY - activeBetween(fast(w), a, a + DAY)) / HOUR;
  };

  it('23:00-07:00 in Budapest is 7 real hours when clocks go forward, 9 when they go back, 8 otherwise', () => {
    const w = { timeZone: 'Europe/Budapest', from: '23:00', to: '07:00' };
    expect(nightOf(w, '2026-03-28T18:00:00Z')).toBe(7);
    expect(nightOf(w, '2026-10-24T18:00:00Z')).toBe(9);
    expect(nightOf(w, '2026-06-01T18:00:00Z')).toBe(8);
  });

  it('23:00-07:00 in New York is 7 real hours on 8 March 2026 and 9 on 1 November', () => {
    const w = { timeZone: 'America/New_York', from: '23:00', to: '07:00' };
    expect(nightOf(w, '2026-03-07T23:00:00Z')).toBe(7);
    expect(nightOf(w, '2026-10-31T23:00:00Z')).toBe(9);
  });

  it('a window inside the skipped hour never comes; inside the repeated hour it comes twice', () => {
    // New York skips 02:00-03:00 on 8 March and lives 01:00-02:00 twice on 1 November.
    const skipped = { timeZone: 'America/New_York', from: '02:10', to: '02:40' };
    expect(nightOf(skipped, '2026-03-07T23:00:00Z')).toBe(0);
    expect(nightOf(skipped, '2026-10-31T23:00:00Z')).toBe(0.5);
    const repeated = { timeZone: 'America/New_York', from: '01:10', to: '01:40' };
    expect(nightOf(repeated, '2026-03-07T23:00:00Z')).toBe(0.5);
    expect(nightOf(repeated, '2026-10-31T23:00:00Z')).toBe(1);
  });

  it('Tehran (+03:30, no daylight saving) and Ho Chi Minh City (+07:00) sleep 8 hours every night, each on its own wall clock', () => {
    const tehran = fast({ timeZone: 'Asia/Tehran', from: '23:00', to: '07:00' });
    const saigon = fast({ timeZone: 'Asia/Ho_Chi_Minh', from: '23:00', to: '07:00' });
    // 19:30 UTC is 23:00 in Tehran and 02:30 in Ho Chi Minh City.
    const t = Date.parse('2026-03-20T19:30:00Z');
    expect([isQuiet(tehran, t), isQuiet(saigon, t)]).toEqual([true, true]);
    expect([isQuiet(tehran, t - 1), isQuiet(saigon, t - 1)]).toEqual([false, true]);
    // Ho Chi Minh City wakes at 00:00 UTC, Tehran at 03:30 UTC.
    expect(afterActive(saigon, t, 1)).toBe(Date.parse('2026-03-21T00:00:00.001Z'));
    expect(afterActive(tehran, t, 1)).toBe(Date.parse('2026-03-21T03:30:00.001Z'));
  });
});
