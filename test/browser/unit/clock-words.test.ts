// A seat's clock in words on the game screen (web/src/game-screen/clock-words.ts), from SeatClockViews
// the engine's own clock fold produces: what an update carries, ticked down by the time elapsed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clocksAt,
  foldClock,
  initialClock,
  type ClockFact,
  type ClockOptions,
} from '../../../engine/core/clock/index.js';
import { clockAfter, clockWords } from '../../../web/src/game-screen/clock-words.js';
import { readerTime, remainingWords } from '../../../web/src/game-screen/time-words.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import type { Locale } from '../../../i18n/locales.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = '2026-12-01T20:40:00.000Z'; // a Tuesday
const startMs = Date.parse(START);
const names = ['Ann', 'Bo'];
const reader = { timeZone: 'Europe/Budapest', locale: 'en-GB', nowMs: startMs + HOUR };
/** Names are bidi-isolated on screen (engine/core/text.ts); the tests read them plain. */
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');
const iso = (ms: number) => new Date(ms).toISOString();

/** Two seats, Ann to act from the start; then the given facts; every clock at `atMs`. */
function views(options: ClockOptions, facts: ClockFact[], atMs: number, bots: number[] = []) {
  const start: ClockFact = { type: 'record', at: START, by: null, toAct: [0] };
  return clocksAt(foldClock(initialClock(options, 2, bots), [start, ...facts]), atMs);
}

function words(view: ReturnType<typeof views>[number], r = reader) {
  const w = clockWords(view, names, r);
  return { ...w, text: plain(w.text), notes: w.notes.map(plain) };
}

describe('clockWords', () => {
  it("gives the seat to act its time left and since when it waits, on the reader's clock", () => {
    const [ann, bo] = views({ moveSeconds: 2 * 86_400 }, [], startMs + 21 * HOUR);
    expect(words(ann)).toEqual({
      text: 'Ann: 1 d 3 h left',
      notes: ['waiting since Tuesday 21:40 your time'],
      state: 'running',
    });
    expect(words(bo)).toEqual({ text: 'Bo: 2 d left', notes: [], state: 'idle' });
  });

  it("reads the wait's start in the reader's own zone and locale", () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs);
    expect(words(ann, { ...reader, timeZone: 'America/New_York', locale: 'en-US' }).notes).toEqual([
      'waiting since Tuesday 3:40 PM your time',
    ]);
  });

  it('shows a seat in its quiet hours as asleep, its clock stopped', () => {
    const quiet = { timeZone: 'Europe/Budapest', from: '21:00', to: '07:00' };
    const [ann] = views({ moveSeconds: 86_400, quietHours: quiet }, [], startMs + HOUR);
    expect(ann.asleep).toBe(true);
    expect(words(ann)).toMatchObject({ text: 'Ann: 1 d left', state: 'asleep' });
    expect(words(ann).notes).toContain('asleep (quiet hours): the clock is stopped');
  });

  it('says a bot plays a seat after timeouts, and how to take it back', () => {
    const timeout = (at: number, by: number, toAct: number[]): ClockFact => ({
      type: 'record',
      at: new Date(at).toISOString(),
      by,
      reason: 'timeout',
      toAct,
    });
    // Ann times out three times in a row (Bo moving in between): the bot holds her seat.
    const facts = [
      timeout(startMs + 2_000, 0, [1]),
      { type: 'record', at: new Date(startMs + 3_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
      timeout(startMs + 5_000, 0, [1]),
      { type: 'record', at: new Date(startMs + 6_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
      timeout(startMs + 8_000, 0, [1]),
      { type: 'record', at: new Date(startMs + 9_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
    ];
    const [ann] = views({ moveSeconds: 2 }, facts, startMs + 9_500);
    expect(ann.botHolds).toBe(true);
    expect(words(ann)).toEqual({
      text: 'Ann: bot playing',
      notes: ['after 3 timeouts in a row; Ann can take the seat back with "I\'m back"'],
      state: 'bot',
    });
  });

  it('counts timeouts in a row before the bot takes over', () => {
    const facts: ClockFact[] = [
      { type: 'record', at: new Date(startMs + 2_000).toISOString(), by: 0, reason: 'timeout', toAct: [1] },
    ];
    const [ann] = views({ moveSeconds: 2 }, facts, startMs + 2_500);
    expect(words(ann).notes).toEqual(['1 timeout in a row']);
  });

  it("shows a seat on vacation until when, on the reader's clock", () => {
    const facts: ClockFact[] = [{ type: 'vacation', at: START, seat: 0, days: 3 }];
    const [ann] = views({ moveSeconds: 86_400, vacationDays: 7 }, facts, startMs + HOUR);
    expect(words(ann)).toEqual({
      text: 'Ann: on vacation until Fri 4 Dec, 21:40',
      notes: ['1 d left after it', 'waiting since Tuesday 21:40 your time'],
      state: 'vacation',
    });
  });

  it('marks a seat created as a bot', () => {
    const [, bo] = views({ moveSeconds: 86_400 }, [{ type: 'record', at: START, by: 0, toAct: [1] }], startMs, [1]);
    expect(words(bo)).toEqual({ text: 'Bo: a bot', notes: ['the bot moves after a short pause'], state: 'bot' });
  });

  it('says time is up when a seat to act has none left', () => {
    const [ann] = views({ moveSeconds: 2 }, [], startMs + 5_000);
    expect(words(ann)).toMatchObject({ text: 'Ann: time is up', state: 'out' });
  });
});

describe('clockAfter: the clock between updates', () => {
  it('counts a running clock down by the time since the update arrived, never below zero', () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs);
    expect(clockAfter(ann, 90_000).remainingMs).toBe(DAY - 90_000);
    expect(plain(clockWords(clockAfter(ann, 90_000), names, reader).text)).toBe('Ann: 23 h 58 min left');
    expect(clockAfter(ann, 2 * DAY).remainingMs).toBe(0);
  });

  it("agrees with the engine's own clock at that later time", () => {
    const options = { moveSeconds: 3_600, bankSeconds: 86_400 };
    const [ann] = views(options, [], startMs + 1_000);
    const [later] = views(options, [], startMs + 1_000 + 4_000_000);
    expect(clockAfter(ann, 4_000_000)).toEqual(later);
  });

  it("with the server's reading time, agrees with the engine at every later instant: through quiet hours in two zones, past midnight and a vacation's end", () => {
    const options = {
      moveSeconds: 2 * 86_400,
      bankSeconds: 86_400,
      quietHours: { timeZone: 'Europe/Budapest', from: '22:00', to: '07:00' },
      vacationDays: 3,
    };
    const facts: ClockFact[] = [
      {
        type: 'settings',
        at: iso(startMs + 10 * 60_000),
        seat: 0,
        timeZone: 'Asia/Tokyo',
        quietHours: { from: '23:30', to: '06:00' },
      },
      { type: 'vacation', at: iso(startMs + 20 * 60_000), seat: 0, days: 1 },
    ];
    for (const readAt of [startMs + HOUR, startMs + 30 * HOUR]) {
      const sent = views(options, facts, readAt);
      for (let elapsed = 0; elapsed <= 3 * DAY; elapsed += 37 * 60_000) {
        const engine = views(options, facts, readAt + elapsed);
        sent.forEach((view, seat) =>
          expect(
            clockAfter(view, elapsed, readAt),
            `seat ${seat}, ${elapsed / 60_000} min after ${iso(readAt)}`,
          ).toEqual(engine[seat]),
        );
      }
    }
  });

  it("leaves a stopped clock as it was: asleep, not to act, a bot's", () => {
    const quiet = { timeZone: 'Europe/Budapest', from: '21:00', to: '07:00' };
    const [asleep, waiting] = views({ moveSeconds: 86_400, quietHours: quiet }, [], startMs + HOUR);
    expect(clockAfter(asleep, HOUR)).toBe(asleep);
    expect(clockAfter(waiting, HOUR)).toBe(waiting);
  });
});

describe('readerTime', () => {
  it("writes an instant on the reader's wall clock", () => {
    expect(readerTime('2026-12-04T20:40:00.000Z', { ...reader, timeZone: 'UTC' })).toBe('Fri 4 Dec, 20:40');
  });
});

/** A locale's whole catalog, as the page loads it (web/src/i18n/catalogs.ts). */
function catalogOf(locale: Locale): Record<string, string> {
  const dir = join(import.meta.dirname, '../../../i18n/catalogs', locale);
  return Object.assign(
    {},
    ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
  );
}

describe("clock words in the page's language", () => {
  afterEach(() => useCatalog('en', {}));
  const D = 24 * HOUR;
  const MIN = 60_000;

  it('writes time left in Vietnamese, Persian (Persian digits) and Hungarian, two units at most, rounded down', () => {
    const cases: [Locale, string, string, string, string][] = [
      ['vi', '1 ngày 3 giờ', '3 giờ 20 phút', '45 phút', '20 giây'],
      ['fa', '۱ روز و ۳ ساعت', '۳ ساعت و ۲۰ دقیقه', '۴۵ دقیقه', '۲۰ ثانیه'],
      ['hu', '1 nap 3 óra', '3 óra 20 perc', '45 perc', '20 mp'],
    ];
    for (const [locale, dayHours, hourMinutes, minutes, seconds] of cases) {
      useCatalog(locale, catalogOf(locale));
      expect(remainingWords(D + 3 * HOUR + 59 * MIN), locale).toBe(dayHours);
      expect(remainingWords(3 * HOUR + 20 * MIN + 59_999), locale).toBe(hourMinutes);
      expect(remainingWords(45 * MIN + 59_999), locale).toBe(minutes);
      expect(remainingWords(20_999), locale).toBe(seconds);
    }
    useCatalog('en', {});
    expect(
      [D + 3 * HOUR, 2 * D + 30 * MIN, 3 * HOUR + 20 * MIN, HOUR, 45 * MIN, 20_000, -5].map(remainingWords),
    ).toEqual(['1 d 3 h', '2 d', '3 h 20 min', '1 h', '45 min', '20 s', '0 s']);
    expect(() => remainingWords(Number.NaN)).toThrow(/NaN/);
  });

  it("gives the seat to act its time left and since when it waits, in the language and on the reader's clock", () => {
    const [ann, bo] = views({ moveSeconds: 2 * 86_400 }, [], startMs + 21 * HOUR);
    useCatalog('vi', catalogOf('vi'));
    expect(words(ann, { ...reader, locale: 'vi' })).toEqual({
      text: 'Ann: còn 1 ngày 3 giờ',
      notes: ['chờ từ 21:40 Thứ Ba (giờ của bạn)'],
      state: 'running',
    });
    expect(words(bo, { ...reader, locale: 'vi' }).text).toBe('Bo: còn 2 ngày');
    useCatalog('fa', catalogOf('fa'));
    // Persian: Persian digits, the weekday in Persian, the reader's own time zone (Tehran: 00:10 the next day).
    expect(words(ann, { ...reader, locale: 'fa', timeZone: 'Asia/Tehran' })).toEqual({
      text: 'Ann: ۱ روز و ۳ ساعت مانده',
      notes: ['در انتظار از چهارشنبه ۰:۱۰ به وقت شما'],
      state: 'running',
    });
    useCatalog('hu', catalogOf('hu'));
    expect(words(ann, { ...reader, locale: 'hu' })).toEqual({
      text: 'Ann: 1 nap 3 óra van hátra',
      notes: ['vár kedd 21:40 óta (helyi idő)'],
      state: 'running',
    });
  });

  it('counts timeouts with the language\'s plural, and names the "I\'m back" button as the panel does', () => {
    const timeout = (at: number, by: number, toAct: number[]): ClockFact => ({
      type: 'record',
      at: new Date(at).toISOString(),
      by,
      reason: 'timeout',
      toAct,
    });
    const one = views({ moveSeconds: 2 }, [timeout(startMs + 2_000, 0, [1])], startMs + 2_500)[0];
    const facts = [0, 3, 6].flatMap((k): ClockFact[] => [
      timeout(startMs + (k + 2) * 1000, 0, [1]),
      { type: 'record', at: new Date(startMs + (k + 3) * 1000).toISOString(), by: 1, toAct: [0] },
    ]);
    const held = views({ moveSeconds: 2 }, facts, startMs + 9_500)[0];
    expect(held.botHolds).toBe(true);
    const expected: Record<Exclude<Locale, 'en'>, { one: string; held: string; heldWhy: string; back: string }> = {
      vi: {
        one: '1 lần hết giờ liên tiếp',
        held: 'Ann: máy đang chơi thay',
        heldWhy: 'sau 3 lần hết giờ liên tiếp; Ann có thể lấy lại ghế bằng nút “Tôi đã trở lại”',
        back: 'Tôi đã trở lại',
      },
      fa: {
        one: 'وقت ۱ بار پیاپی تمام شده',
        held: 'Ann: ربات به جای او بازی می\u200cکند',
        heldWhy: 'وقت ۳ بار پیاپی تمام شد؛ Ann می\u200cتواند با «برگشتم» جایگاه را پس بگیرد',
        back: 'برگشتم',
      },
      hu: {
        one: 'sorozatban 1 időtúllépés',
        held: 'Ann: a gép játszik helyette',
        heldWhy: 'sorozatban 3 időtúllépés után; Ann a „Visszajöttem” gombbal visszaveheti a helyét',
        back: 'Visszajöttem',
      },
    };
    for (const [locale, want] of Object.entries(expected) as [Exclude<Locale, 'en'>, (typeof expected)['vi']][]) {
      const catalog = catalogOf(locale);
      useCatalog(locale, catalog);
      const r = { ...reader, locale };
      expect(words(one, r).notes, locale).toEqual([want.one]);
      expect(words(held, r), locale).toEqual({ text: want.held, notes: [want.heldWhy], state: 'bot' });
      expect(catalog['game.clockPanel.back'], locale).toBe(want.back);
    }
  });

  it("shows a vacation's end in the reader's locale: Persian in its own calendar and digits", () => {
    const facts: ClockFact[] = [{ type: 'vacation', at: START, seat: 0, days: 3 }];
    const [ann] = views({ moveSeconds: 86_400, vacationDays: 7 }, facts, startMs + HOUR);
    useCatalog('fa', catalogOf('fa'));
    expect(words(ann, { ...reader, locale: 'fa' })).toEqual({
      text: 'Ann: در مرخصی تا جمعه ۱۳ آذر، ۲۱:۴۰',
      notes: ['پس از آن ۱ روز می\u200cماند', 'در انتظار از سه\u200cشنبه ۲۱:۴۰ به وقت شما'],
      state: 'vacation',
    });
    useCatalog('hu', catalogOf('hu'));
    expect(words(ann, { ...reader, locale: 'hu' }).text).toBe('Ann: szabadságon eddig: dec. 4., P 21:40');
  });
});
