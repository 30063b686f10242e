// A seat's clock in words on the game screen (web/src/game/clock-words.ts), from SeatClockViews
// the engine's own clock fold produces: what an update carries, ticked down by the time elapsed.
import { describe, expect, it } from 'vitest';
import { clocksAt, foldClock, initialClock, type ClockFact, type ClockOptions } from '../../../engine/core/clock/index.js';
import { clockAfter, clockWords, readerTime } from '../../../web/src/game/clock-words.js';

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
  it('gives the seat to act its time left and since when it waits, on the reader\'s clock', () => {
    const [ann, bo] = views({ moveSeconds: 2 * 86_400 }, [], startMs + 21 * HOUR);
    expect(words(ann)).toEqual({ text: 'Ann: 1 d 3 h left', notes: ['waiting since Tuesday 21:40 your time'], state: 'running' });
    expect(words(bo)).toEqual({ text: 'Bo: 2 d left', notes: [], state: 'idle' });
  });

  it('reads the wait\'s start in the reader\'s own zone and locale', () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs);
    expect(words(ann, { ...reader, timeZone: 'America/New_York', locale: 'en-US' }).notes).toEqual(['waiting since Tuesday 3:40 PM your time']);
  });

  it('shows a seat in its quiet hours as asleep, its clock stopped', () => {
    const quiet = { timeZone: 'Europe/Budapest', from: '21:00', to: '07:00' };
    const [ann] = views({ moveSeconds: 86_400, quietHours: quiet }, [], startMs + HOUR);
    expect(ann.asleep).toBe(true);
    expect(words(ann)).toMatchObject({ text: 'Ann: 1 d left', state: 'asleep' });
    expect(words(ann).notes).toContain('asleep (quiet hours): the clock is stopped');
  });

  it('says a bot plays a seat after timeouts, and how to take it back', () => {
    const timeout = (at: number, by: number, toAct: number[]): ClockFact => ({ type: 'record', at: new Date(at).toISOString(), by, reason: 'timeout', toAct });
    // Ann times out three times in a row (Bo moving in between): the bot holds her seat.
    const facts = [
      timeout(startMs + 2_000, 0, [1]), { type: 'record', at: new Date(startMs + 3_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
      timeout(startMs + 5_000, 0, [1]), { type: 'record', at: new Date(startMs + 6_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
      timeout(startMs + 8_000, 0, [1]), { type: 'record', at: new Date(startMs + 9_000).toISOString(), by: 1, toAct: [0] } as ClockFact,
    ];
    const [ann] = views({ moveSeconds: 2 }, facts, startMs + 9_500);
    expect(ann.botHolds).toBe(true);
    expect(words(ann)).toEqual({ text: 'Ann: bot playing', notes: ['after 3 timeouts in a row; Ann can take the seat back with "I\'m back"'], state: 'bot' });
  });

  it('counts timeouts in a row before the bot takes over', () => {
    const facts: ClockFact[] = [{ type: 'record', at: new Date(startMs + 2_000).toISOString(), by: 0, reason: 'timeout', toAct: [1] }];
    const [ann] = views({ moveSeconds: 2 }, facts, startMs + 2_500);
    expect(words(ann).notes).toEqual(['1 timeout in a row']);
  });

  it('shows a seat on vacation until when, on the reader\'s clock', () => {
    const facts: ClockFact[] = [{ type: 'vacation', at: START, seat: 0, days: 3 }];
    const [ann] = views({ moveSeconds: 86_400, vacationDays: 7 }, facts, startMs + HOUR);
    expect(words(ann)).toEqual({ text: 'Ann: on vacation until Fri 4 Dec, 21:40', notes: ['1 d left after it', 'waiting since Tuesday 21:40 your time'], state: 'vacation' });
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

  it('agrees with the engine\'s own clock at that later time', () => {
    const options = { moveSeconds: 3_600, bankSeconds: 86_400 };
    const [ann] = views(options, [], startMs + 1_000);
    const [later] = views(options, [], startMs + 1_000 + 4_000_000);
    expect(clockAfter(ann, 4_000_000)).toEqual(later);
  });

  it('with the server\'s reading time, agrees with the engine at every later instant: through quiet hours in two zones, past midnight and a vacation\'s end', () => {
    const options = { moveSeconds: 2 * 86_400, bankSeconds: 86_400, quietHours: { timeZone: 'Europe/Budapest', from: '22:00', to: '07:00' }, vacationDays: 3 };
    const facts: ClockFact[] = [
      { type: 'settings', at: iso(startMs + 10 * 60_000), seat: 0, timeZone: 'Asia/Tokyo', quietHours: { from: '23:30', to: '06:00' } },
      { type: 'vacation', at: iso(startMs + 20 * 60_000), seat: 0, days: 1 },
    ];
    for (const readAt of [startMs + HOUR, startMs + 30 * HOUR]) {
      const sent = views(options, facts, readAt);
      for (let elapsed = 0; elapsed <= 3 * DAY; elapsed += 37 * 60_000) {
        const engine = views(options, facts, readAt + elapsed);
        sent.forEach((view, seat) => expect(clockAfter(view, elapsed, readAt), `seat ${seat}, ${elapsed / 60_000} min after ${iso(readAt)}`).toEqual(engine[seat]));
      }
    }
  });

  it('leaves a stopped clock as it was: asleep, not to act, a bot\'s', () => {
    const quiet = { timeZone: 'Europe/Budapest', from: '21:00', to: '07:00' };
    const [asleep, waiting] = views({ moveSeconds: 86_400, quietHours: quiet }, [], startMs + HOUR);
    expect(clockAfter(asleep, HOUR)).toBe(asleep);
    expect(clockAfter(waiting, HOUR)).toBe(waiting);
  });
});

describe('readerTime', () => {
  it('writes an instant on the reader\'s wall clock', () => {
    expect(readerTime('2026-12-04T20:40:00.000Z', { ...reader, timeZone: 'UTC' })).toBe('Fri 4 Dec, 20:40');
  });
});
