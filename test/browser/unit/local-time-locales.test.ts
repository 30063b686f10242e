// Times in each language (web/src/ui/local-time.ts): the clock and dates by Intl in the page's
// language, "yesterday" and the durations as messages with the language's plural rules and digits.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agoWords, localTime, sinceWords } from '../../../web/src/ui/local-time.js';
import { durationWords } from '../../../web/src/lobby/clock-choices.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import { useLocaleForTest } from './support/catalog.js';

const PERSIAN_DIGITS = /^[^0-9]*$/;

describe('Local times in Vietnamese, Persian and Hungarian', () => {
  const zone = process.env.TZ;
  beforeAll(() => void (process.env.TZ = 'Europe/Budapest'));
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterEach(() => useCatalog('en', {}));

  const now = new Date('2026-12-01T13:30:00Z'); // 14:30 in Budapest, a Tuesday

  it('Hungarian: a 24-hour clock, "tegnap", and dates with Hungarian month names', () => {
    useLocaleForTest('hu');
    expect(localTime('2026-12-01T13:05:00Z', now)).toBe('14:05');
    expect(localTime('2026-11-30T08:12:00Z', now)).toBe('tegnap 09:12');
    const older = localTime('2026-11-23T08:12:00Z', now);
    expect(older).toMatch(/nov/);
    expect(older).toContain('23');
    expect(older).toContain('09:12');
    expect(localTime('2025-11-23T08:12:00Z', now)).toContain('2025');
    expect(sinceWords('2026-12-01T10:25:00Z', now)).toBe('3 óra 5 perc');
    // A noun after a number stays singular in Hungarian.
    expect(sinceWords('2026-11-29T09:30:00Z', now)).toBe('2 nap');
    expect(agoWords('2026-12-01T13:25:00Z', now)).toBe('5 perc ezelőtt');
    expect(durationWords(2 * 86_400)).toBe('2 nap');
    expect(localTime('not a time', now)).toBe('ismeretlen időpont');
  });

  it('Vietnamese: "hôm qua", one plural form, and "trước" after the duration', () => {
    useLocaleForTest('vi');
    expect(localTime('2026-11-30T08:12:00Z', now)).toBe('hôm qua 09:12');
    expect(sinceWords('2026-11-30T09:30:00Z', now)).toBe('1 ngày 4 giờ');
    expect(sinceWords('2026-12-01T13:29:30Z', now)).toBe('chưa đầy một phút');
    expect(agoWords('2026-12-01T10:30:00Z', now)).toBe('3 giờ trước');
    expect(durationWords(60)).toBe('1 phút');
    expect(durationWords(7 * 86_400 * 2)).toBe('2 tuần');
  });

  it('Persian: Persian digits everywhere, "دیروز", and the Persian calendar\'s dates', () => {
    useLocaleForTest('fa');
    const today = localTime('2026-12-01T13:05:00Z', now);
    expect(today).toBe('۱۴:۰۵');
    expect(localTime('2026-11-30T08:12:00Z', now)).toBe('دیروز ۰۹:۱۲');
    const older = localTime('2026-11-23T08:12:00Z', now);
    expect(older).toMatch(PERSIAN_DIGITS);
    expect(older).toContain('۰۹:۱۲');
    // 2 Azar 1405 in the Persian calendar: its month name, not November's.
    expect(older).toContain('آذر');
    expect(sinceWords('2026-12-01T10:25:00Z', now)).toBe('۳ ساعت و ۵ دقیقه');
    expect(agoWords('2026-11-29T09:30:00Z', now)).toBe('۲ روز پیش');
    expect(durationWords(12 * 3600)).toBe('۱۲ ساعت');
  });

  it('English is unchanged by the other languages having been used', () => {
    useLocaleForTest('fa');
    useCatalog('en', {});
    expect(sinceWords('2026-12-01T10:25:00Z', now)).toBe('3 h 5 min');
    expect(agoWords('2026-11-30T09:30:00Z', now)).toBe('1 day 4 h ago');
    expect(durationWords(3600)).toBe('1 hour');
    expect(durationWords(7200)).toBe('2 hours');
  });
});
