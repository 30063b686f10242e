// Times as players read them (web/src/ui/local-time.ts): the browser's own zone, words for how long ago.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTime, sinceWords } from '../../../web/src/ui/local-time.js';

describe('Local times', () => {
  const zone = process.env.TZ;
  // Node reads TZ again when it changes: the wall clock of a player in Budapest.
  beforeAll(() => void (process.env.TZ = 'Europe/Budapest'));
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  const now = new Date('2026-12-01T13:30:00Z'); // 14:30 in Budapest, a Tuesday
  const clock = (iso: string) =>
    new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  it("shows today's times as a clock in the local zone, not UTC", () => {
    expect(localTime('2026-12-01T13:05:00Z', now)).toBe(clock('2026-12-01T13:05:00Z'));
    expect(localTime('2026-12-01T13:05:00Z', now)).toMatch(/^(14.05|02.05 PM)$/);
    // 23:30 UTC the day before is already today, 00:30, in Budapest.
    expect(localTime('2026-11-30T23:30:00Z', now)).toMatch(/^(00.30|12.30 AM)$/);
  });

  it('says "yesterday" for the day before, and the weekday and date further back, with the year only when it differs', () => {
    expect(localTime('2026-11-30T08:12:00Z', now)).toBe(`yesterday ${clock('2026-11-30T08:12:00Z')}`);
    const older = localTime('2026-11-23T08:12:00Z', now);
    expect(older).toContain('23');
    expect(older).toContain('Mon');
    expect(older).not.toContain('2026');
    expect(localTime('2025-11-23T08:12:00Z', now)).toContain('2025');
  });

  it('says how long ago in words', () => {
    expect(sinceWords('2026-12-01T13:29:30Z', now)).toBe('less than a minute');
    expect(sinceWords('2026-12-01T13:25:00Z', now)).toBe('5 min');
    expect(sinceWords('2026-12-01T10:25:00Z', now)).toBe('3 h 5 min');
    expect(sinceWords('2026-12-01T10:30:00Z', now)).toBe('3 h');
    expect(sinceWords('2026-11-30T09:30:00Z', now)).toBe('1 day 4 h');
    expect(sinceWords('2026-11-29T09:30:00Z', now)).toBe('2 days');
    // A time a little ahead of this device's clock is now.
    expect(sinceWords('2026-12-01T13:31:00Z', now)).toBe('less than a minute');
  });

  it('reads an unreadable time as unknown instead of "NaN"', () => {
    expect(localTime('not a time', now)).toBe('an unknown time');
    expect(sinceWords('', now)).toBe('an unknown time');
  });
});
