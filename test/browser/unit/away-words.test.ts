// What a player back from being away reads: since when a seat has been waiting (turn banner),
// times on the reader's clock, and the seat's own name in a history written for everyone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import { isolate } from '../../../engine/core/text.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import { ownLine } from '../../../web/src/game-screen/own-name.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import { catalogOf } from '../../support/english.js';
import { waitingSince } from '../../../web/src/game-screen/waiting-since.js';
import { localTime, sinceWords } from '../../../web/src/ui/local-time.js';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute)).toISOString();
const move = (version: number, actor: number | 'system', minute: number, extra: Partial<Entry> = {}): Entry => ({
  version,
  actor,
  at: at(minute),
  events: [{ event: { type: 'Moved' }, line: { id: 'line.test', params: { version } } }],
  ...extra,
});
const clockRequest = (version: number, actor: number, minute: number): Entry => ({
  version,
  actor,
  at: at(minute),
  events: [
    {
      event: { type: 'clock', request: { type: 'back' } },
      line: { id: 'line.clock.back', params: { seat: { seat: actor } } },
    },
  ],
});

describe('waitingSince', () => {
  const log = [move(1, 'system', 0), move(2, 0, 5), move(3, 1, 9)];

  it('is the time of the latest move by someone other than the seats to act', () => {
    expect(waitingSince([2], undefined, log)).toBe(at(9));
  });

  it("keeps running through the waiting seat's own moves (a share bought, then a launch; a mortgage) and clock requests", () => {
    const more = [...log, move(4, 2, 20), clockRequest(5, 0, 30), move(6, 2, 40)];
    expect(waitingSince([2], undefined, more)).toBe(at(9));
  });

  it("counts a move made on a seat's behalf as that seat's", () => {
    const more = [...log, move(4, 'system', 15, { onBehalfOf: 2, reason: 'timeout' })];
    expect(waitingSince([2], undefined, more)).toBe(at(9));
    expect(waitingSince([0], undefined, more)).toBe(at(15));
  });

  it('falls back to the start when only the waiting seats have moved', () => {
    expect(waitingSince([0, 1], undefined, log)).toBe(at(0));
    expect(waitingSince([0], undefined, [])).toBeNull();
  });

  it("takes a clock's own `since` when the table has clocks, the earliest of the seats to act", () => {
    const clock = (seat: number, since: string | null) =>
      ({ seat, toAct: since !== null, since }) as unknown as SeatClockView;
    expect(waitingSince([1, 2], [clock(0, null), clock(1, at(7)), clock(2, at(3))], log)).toBe(at(3));
    // A clock that does not say falls back to the log.
    expect(waitingSince([2], [clock(2, null)], log)).toBe(at(9));
  });
});

describe('localTime and sinceWords', () => {
  // Built from local parts, so the checks hold in any time zone the tests run in.
  const now = new Date(2026, 11, 1, 15, 30);
  const clock = (d: Date) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(d);

  it('writes today as the time, yesterday as "yesterday", older days with their date', () => {
    const today = new Date(2026, 11, 1, 14, 5);
    const yesterday = new Date(2026, 10, 30, 9, 12);
    const older = new Date(2026, 10, 3, 9, 12);
    expect(localTime(today.toISOString(), now)).toBe(clock(today));
    expect(localTime(yesterday.toISOString(), now)).toBe(`yesterday ${clock(yesterday)}`);
    expect(localTime(older.toISOString(), now)).toMatch(/3/);
    expect(localTime(older.toISOString(), now)).toContain(clock(older));
    expect(localTime(older.toISOString(), now)).not.toContain('2026');
    expect(localTime(new Date(2025, 11, 24, 9, 0).toISOString(), now)).toContain('2025');
    expect(localTime('not a time', now)).toBe('an unknown time');
  });

  it('says how long ago in minutes, hours and days', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(sinceWords(ago(20_000), now)).toBe('less than a minute');
    expect(sinceWords(ago(5 * 60_000), now)).toBe('5 min');
    expect(sinceWords(ago((3 * 60 + 5) * 60_000), now)).toBe('3 h 5 min');
    expect(sinceWords(ago(2 * 3600_000), now)).toBe('2 h');
    expect(sinceWords(ago(28 * 3600_000), now)).toBe('1 day 4 h');
    expect(sinceWords(ago(50 * 3600_000), now)).toBe('2 days');
    // A time a little ahead of this device's clock counts as now.
    expect(sinceWords(ago(-90_000), now)).toBe('less than a minute');
  });
});

describe('ownLine', () => {
  const names = ['Ann', 'Bo', 'Cy'];
  const bid = {
    event: { type: 'BidPlaced', seat: 0, amount: 3 },
    line: { id: 'line.manila.BidPlaced', params: { seat: { seat: 0 }, amount: 3 } },
  };
  const boarded = {
    event: { type: 'PirateBoarded' },
    line: {
      id: 'line.manila.PirateBoardedReplacing',
      params: { seat: { seat: 0 }, good: { term: 'term.manila.good.silk' }, replaced: { seat: 0 } },
    },
  };
  beforeAll(() => useCatalog('en', catalogOf('en')));

  it("writes the seat's own moves in the second person, also in lines revealed for everyone after the end", () => {
    expect(ownLine(bid, names, 0)).toBe('You bid 3 pesos');
    expect(ownLine(boarded, names, 0)).toBe('Your pirate boards the silk ship, sending your accomplice home');
  });

  it('names the seat for anyone else, and for a spectator', () => {
    expect(ownLine(bid, names, 1)).toBe(`${isolate('Ann')} bid 3 pesos`);
    expect(ownLine(bid, names, null)).toBe(`${isolate('Ann')} bid 3 pesos`);
    expect(ownLine(bid, ['', 'Bo'], null)).toBe('Seat 1 bid 3 pesos');
  });
});
