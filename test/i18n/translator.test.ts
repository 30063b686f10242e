import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.js';
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

// The messages share the translator's number, plural and date formatters (intl-messageformat makes
// each message its own unless given them): each must still format as with its own.
describe('messages formatted with the shared formatters', () => {
  const catalog = {
    paid: '{name} paid {amount, number} pesos for {count, plural, one {# share} other {# shares}}',
    share: '{part, number, percent} of the pot',
    place: 'came {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    when: 'at {at, time, short} on {at, date, medium}',
    plain: '{n, number} ships',
    who: '{seat, select, you {You} other {{seat}}} {count, plural, =0 {passed} other {moved # times}}',
  };
  const values: Record<keyof typeof catalog, Record<string, string | number | Date>[]> = {
    paid: [
      { name: 'Ann', amount: 1234.5, count: 1 },
      { name: 'Bo', amount: 20, count: 3 },
    ],
    share: [{ part: 0.25 }, { part: 1 }],
    place: [{ rank: 1 }, { rank: 2 }, { rank: 3 }, { rank: 11 }],
    when: [{ at: new Date(Date.UTC(2026, 11, 6, 23, 30)) }],
    plain: [{ n: 0.5 }, { n: 12000 }],
    who: [
      { seat: 'you', count: 0 },
      { seat: 'Cy', count: 2 },
    ],
  };

  for (const locale of LOCALES) {
    it(`formats every message as intl-messageformat's own formatters would, in ${locale}`, () => {
      const shared = new Translator(locale, catalog);
      // Twice round, the messages interleaved: a formatter kept for one message's options must
      // not answer for another's (a percent for a plain number, an ordinal plural for a cardinal one).
      for (let round = 0; round < 2; round++)
        for (const [id, text] of Object.entries(catalog))
          for (const v of values[id as keyof typeof catalog])
            expect(shared.byId(id, v)).toBe(String(new IntlMessageFormat(text, locale).format(v)));
    });
  }
});

// The page's translator is made again each time more of its catalog arrives (web/src/i18n/i18n.ts):
// in the same locale it keeps what it made, except what the new part changes.
describe('a translator made from the page’s earlier one', () => {
  const shell = { hello: 'Hello {name}', paid: '{amount, number} pesos' };

  it('reads a message the code wrote in English from the catalog once the catalog has it', () => {
    const before = new Translator('vi', shell);
    const greeting = { id: 'game.greeting', defaultMessage: 'Good day, {name}' };
    expect(before.msg(greeting, { name: 'Ann' })).toBe('Good day, Ann');
    const after = new Translator('vi', { ...shell, 'game.greeting': 'Xin chào {name}' }, before);
    expect(after.msg(greeting, { name: 'Ann' })).toBe('Xin chào Ann');
    expect(after.byId('hello', { name: 'Bo' })).toBe('Hello Bo');
  });

  it('keeps its Intl formatters in the same locale, and makes its own in another', () => {
    const before = new Translator('fa', shell);
    expect(before.byId('paid', { amount: 1200 })).toBe('۱٬۲۰۰ pesos');
    expect(before.num(3)).toBe('۳');
    // Counts the number formats made from here on (a subclass: a spy cannot stand in for a constructor).
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      const after = new Translator('fa', { ...shell, more: 'more' }, before);
      expect(after.byId('paid', { amount: 30 })).toBe('۳۰ pesos');
      expect(after.num(7)).toBe('۷');
      expect(made).toBe(0);
      // Another language's digits are its own: nothing is taken from a Persian translator.
      const english = new Translator('en', shell, after);
      expect(english.byId('paid', { amount: 1200 })).toBe('1,200 pesos');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('formats a message the new part replaced by its new text', () => {
    const before = new Translator('en', shell);
    expect(before.byId('hello', { name: 'Ann' })).toBe('Hello Ann');
    const after = new Translator('en', { ...shell, hello: 'Welcome, {name}' }, before);
    expect(after.byId('hello', { name: 'Ann' })).toBe('Welcome, Ann');
  });
});
