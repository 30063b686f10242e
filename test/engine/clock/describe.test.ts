import { describe, expect, it } from 'vitest';
import { describeRemaining, describeWaitingSince } from '../../../engine/core/clock/index.js';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('Time left in words', () => {
  it('Two units at most, rounded down so a clock never promises time it does not have', () => {
    expect(describeRemaining(D + 3 * H + 59 * MIN)).toBe('1 d 3 h');
    expect(describeRemaining(2 * D + 30 * MIN)).toBe('2 d');
    expect(describeRemaining(3 * H + 20 * MIN + 59 * S)).toBe('3 h 20 min');
    expect(describeRemaining(H)).toBe('1 h');
    expect(describeRemaining(45 * MIN + 59 * S)).toBe('45 min');
    expect(describeRemaining(MIN)).toBe('1 min');
    expect(describeRemaining(20 * S + 999)).toBe('20 s');
    expect(describeRemaining(999)).toBe('0 s');
  });

  it('A clock past its deadline has nothing left; a non-number is refused', () => {
    expect(describeRemaining(-5 * S)).toBe('0 s');
    expect(() => describeRemaining(Number.NaN)).toThrow(/NaN/);
  });
});

describe("Waiting since, on the reader's wall clock", () => {
  // Tuesday 24 November 2026, 20:40 UTC.
  const since = '2026-11-24T20:40:00.000Z';

  it("Weekday and time in the reader's zone and locale", () => {
    expect(describeWaitingSince(since, 'Europe/Budapest', 'en-GB')).toBe('Tuesday 21:40');
    expect(describeWaitingSince(since, 'America/New_York', 'en-US')).toMatch(/^Tuesday 3:40\sPM$/u);
    expect(describeWaitingSince(since, 'Asia/Tehran', 'en-GB')).toBe('Wednesday 00:10');
    expect(describeWaitingSince(since, 'Asia/Ho_Chi_Minh', 'de-DE')).toBe('Mittwoch, 03:40');
  });

  it('A wait of six days or more names the date too, since the weekday alone would mislead', () => {
    expect(describeWaitingSince(since, 'Europe/Budapest', 'en-GB', Date.parse('2026-11-30T20:39:59Z'))).toBe(
      'Tuesday 21:40',
    );
    expect(describeWaitingSince(since, 'Europe/Budapest', 'en-GB', Date.parse('2026-11-30T20:40:00Z'))).toBe(
      'Tuesday 24 November at 21:40',
    );
  });

  it('A zone or time Intl cannot read is refused with what was wrong', () => {
    expect(() => describeWaitingSince(since, 'Europe/Atlantis', 'en-GB')).toThrow(/Europe\/Atlantis/);
    expect(() => describeWaitingSince('last Tuesday', 'UTC', 'en-GB')).toThrow(/last Tuesday/);
  });
});
