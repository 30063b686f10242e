import { describe, expect, it } from 'vitest';
import { Translator } from '../../i18n/translator.js';

// The translator keeps each Intl formatter it makes, keyed by its options: a formatter made for one
// set of options must never answer for another.
describe('the translator’s kept formatters', () => {
  it('formats numbers by the options of each call, in the locale’s digits', () => {
    const fa = new Translator('fa', {});
    const en = new Translator('en', {});
    expect(en.num(0.5, { style: 'percent' })).toBe('50%');
    expect(en.num(0.5)).toBe('0.5');
    expect(en.num(1234.5, { maximumFractionDigits: 0 })).toBe('1,235');
    expect(en.num(1234.5)).toBe('1,234.5');
    expect(fa.num(12)).toBe('۱۲');
    expect(en.num(12)).toBe('12');
  });

  it('joins lists as the call asks', () => {
    const en = new Translator('en', {});
    expect(en.list(['a', 'b', 'c'])).toBe('a, b and c');
    expect(en.list(['a', 'b', 'c'], 'unit')).toBe('a, b, c');
    expect(en.list(['a', 'b'])).toBe('a and b');
  });

  it('writes dates by the options of each call, the time zone among them', () => {
    const en = new Translator('en', {});
    const d = new Date(Date.UTC(2026, 11, 6, 23, 30));
    expect(en.dateTime(d, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('23:30');
    expect(en.dateTime(d, { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(
      '03:00',
    );
    expect(en.dateTime(d, { timeZone: 'UTC', year: 'numeric' })).toBe('2026');
  });
});
