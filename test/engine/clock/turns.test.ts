import { describe, expect, it } from 'vitest';
import { activeBetween, deadlines, expiredSeats, nextDeadline, quietWindow } from '../../../engine/core/clock/index.js';
import { D, H, HOUR, HOUR_AND_BANK, M, given, iso, ms, record, settings, vacation } from './given.js';

describe('Allowance per move', () => {
  it('A seat to act has the allowance from the record that made it due; its deadline is then plus the allowance', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]);
    expect(t.at(ms(10, 20), 0)).toMatchObject({
      toAct: true,
      since: iso(10),
      remainingMs: 40 * M,
      deadline: iso(11),
      running: true,
      bankMs: 0,
    });
    expect(t.at(ms(10, 20), 1)).toMatchObject({
      toAct: false,
      since: null,
      remainingMs: H,
      deadline: null,
      running: false,
    });
  });

  it('A 2-second clock, as the local stack allows, runs out 2 s after the turn began', () => {
    const t = given({ moveSeconds: 2 }, 2, [record('2026-06-01T10:00:00.250Z', null, [1])]);
    expect(t.at(ms(10) + 1250, 1)).toMatchObject({ remainingMs: 1000, deadline: '2026-06-01T10:00:02.250Z' });
    expect(expiredSeats(t.state, ms(10) + 2250).map((d) => d.seat)).toEqual([1]);
  });

  it('Without a bank, time saved on one move is not carried to the next', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(
      record(iso(10, 5), 0, [1]),
      record(iso(10, 30), 1, [0]),
    );
    expect(t.at(ms(10, 30), 0)).toMatchObject({ remainingMs: H, deadline: iso(11, 30) });
  });

  it('Every command is a move for the clock: a seat still to act after its own record begins a new turn', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(record(iso(10, 50), 0, [0]));
    expect(t.at(ms(10, 50), 0)).toMatchObject({ since: iso(10, 50), remainingMs: H, deadline: iso(11, 50) });
  });

  it('A seat that stops being due without moving (the game moved on) ends its turn too', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0, 1])]).when(record(iso(10, 10), 1, []));
    expect(t.at(ms(10, 30), 0)).toMatchObject({ toAct: false, deadline: null, remainingMs: H });
  });
});

describe('The time bank (Fischer)', () => {
  it('During a turn the allowance is used first, then the bank', () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]);
    expect(t.at(ms(10, 30), 0)).toMatchObject({ remainingMs: 150 * M, bankMs: 2 * H, deadline: iso(13) });
    expect(t.at(ms(11, 30), 0)).toMatchObject({ remainingMs: 90 * M, bankMs: 90 * M });
    expect(t.at(ms(14), 0)).toMatchObject({ remainingMs: 0, bankMs: 0, running: false });
  });

  it('Time beyond the allowance comes out of the bank, and the allowance a fast move leaves flows back in', () => {
    // Seat 0 takes 2 h 30 min: 1 h allowance, 1 h 30 min of its 2 h bank.
    const slow = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]).when(record(iso(12, 30), 0, [1]));
    expect(slow.at(ms(12, 30), 0)).toMatchObject({ bankMs: 30 * M, remainingMs: 90 * M });
    // Its next move takes 15 min: 45 min of the allowance are left over and go to the bank.
    const fast = slow.when(record(iso(13), 1, [0]), record(iso(13, 15), 0, [1]));
    expect(fast.at(ms(13, 15), 0)).toMatchObject({ bankMs: 75 * M });
  });

  it('The bank never grows beyond its starting size, however fast the moves', () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]).when(
      record(iso(10, 1), 0, [1]),
      record(iso(10, 2), 1, [0]),
      record(iso(10, 3), 0, [1]),
    );
    expect(t.at(ms(10, 3), 0)).toMatchObject({ bankMs: 2 * H, remainingMs: 3 * H });
  });

  it('A seat keeps pace by moving within the allowance on average', () => {
    // 1 h 30 min, then 30 min: two moves in 2 h, the bank is full again.
    const t = given(HOUR_AND_BANK, 1, [record(iso(0), null, [0])]).when(
      record(iso(1, 30), 0, [0]),
      record(iso(2), 0, [0]),
    );
    expect(t.at(ms(2), 0)).toMatchObject({ bankMs: 2 * H, deadline: iso(5) });
  });

  it('A move that wins the race against its expiry is a move: the bank is empty after it, nothing more', () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]).when(
      record(iso(13, 0), 0, [1]),
      record(iso(13, 5), 1, [0]),
    );
    expect(t.at(ms(13, 5), 0)).toMatchObject({ bankMs: 0, remainingMs: H, timeouts: 0 });
  });
});

describe('Deadlines', () => {
  it('Time that runs out exactly as quiet hours begin runs out then, not when they end', () => {
    const day = given(HOUR, 1, [
      settings(iso(0), 0, 'UTC', { from: '11:00', to: '13:00' }),
      record(iso(10), null, [0]),
    ]);
    expect(day.at(ms(10), 0).deadline).toBe(iso(11));
    const overnight = given(HOUR, 1, [
      settings(iso(0), 0, 'UTC', { from: '23:00', to: '07:00' }),
      record(iso(22), null, [0]),
    ]);
    expect(overnight.at(ms(22), 0).deadline).toBe(iso(23));
  });

  it('A deadline that has passed stays where it was, whatever the seat sets afterwards', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(
      settings(iso(11, 30), 0, 'UTC', { from: '10:00', to: '20:00' }),
    );
    expect(t.at(ms(11, 30), 0)).toMatchObject({ deadline: iso(11), remainingMs: 0, running: false });
    expect(expiredSeats(t.state, ms(11, 30)).map((d) => d.deadline)).toEqual([iso(11)]);
  });
});

describe('Seats due at once', () => {
  it('Each seat due for a sealed bid runs its own clock; one seat bidding leaves the others running', () => {
    const t = given(HOUR, 3, [record(iso(10), null, [0, 1, 2])]).when(record(iso(10, 20), 1, [0, 2]));
    expect(t.at(ms(10, 40), 0)).toMatchObject({ remainingMs: 20 * M, deadline: iso(11), since: iso(10) });
    expect(t.at(ms(10, 40), 1)).toMatchObject({ toAct: false, deadline: null });
    expect(t.at(ms(10, 40), 2)).toMatchObject({ remainingMs: 20 * M, deadline: iso(11) });
  });

  it('nextDeadline is the earliest across seats; seats due at the same instant all expire together', () => {
    const t = given(HOUR, 3, [
      record(iso(10), null, [0, 2]),
      settings(iso(10), 0, 'UTC', { from: '10:30', to: '11:00' }),
    ]);
    expect(nextDeadline(t.state)).toEqual({ seat: 2, deadline: iso(11), deadlineMs: ms(11) });
    expect(deadlines(t.state).map((d) => [d.seat, d.deadline])).toEqual([
      [2, iso(11)],
      [0, iso(11, 30)],
    ]);
    expect(expiredSeats(t.state, ms(11) - 1)).toEqual([]);
    expect(expiredSeats(t.state, ms(11, 30)).map((d) => d.seat)).toEqual([2, 0]);
    const tie = given(HOUR, 3, [record(iso(10), null, [0, 1, 2])]);
    expect(expiredSeats(tie.state, ms(11)).map((d) => d.seat)).toEqual([0, 1, 2]);
  });

  it('A deadline is a fact of the log, the same whenever it is asked; the time left counts down to it', () => {
    const t = given(HOUR_AND_BANK, 2, [
      record(iso(10), null, [0]),
      settings(iso(10), 0, 'Europe/Budapest', { from: '13:00', to: '15:00' }),
    ]);
    const d = t.at(ms(10), 0).deadline;
    expect(d).toBe(iso(15)); // 10:00-11:00 UTC runs, 11:00-13:00 UTC is 13:00-15:00 in Budapest (summer), then 2 h more
    for (const h of [10.5, 11.5, 12.5, 14]) {
      const c = t.at(ms(h), 0);
      expect(c.deadline).toBe(d);
      expect(c.remainingMs).toBe(activeBetween(quietWindow('Europe/Budapest', '13:00', '15:00'), ms(h), ms(15)));
    }
  });
});

describe('Facts and instants the clock is given', () => {
  it("A fact stamped earlier than the one before it is read as happening at that one's time", () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0]), record(iso(9), 0, [1])]);
    expect(t.at(ms(10), 1)).toMatchObject({ since: iso(10), deadline: iso(11) });
    expect(t.at(ms(10), 0).bankMs).toBe(0);
  });

  it("An instant before the latest fact is read as that fact's time", () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0]), settings(iso(10, 30), 1, 'UTC', null)]);
    expect(t.at(ms(8), 0).remainingMs).toBe(30 * M);
  });

  it('A fact naming a seat not at the table, or a time that is not an instant, is refused with what is wrong', () => {
    expect(() => given(HOUR, 2, [record(iso(0), null, [2])])).toThrow(/seat 2, not one of the 2/);
    expect(() => given(HOUR, 2, [vacation(iso(0), 0, 0)])).toThrow(/whole number of days/);
    expect(() => given(HOUR, 2, [record('yesterday', null, [0])])).toThrow(/not an ISO-8601 instant/);
    expect(() => given(HOUR, 2, [record('2026-06-01T10:00:00', null, [0])])).toThrow(/with a zone/);
    expect(() => given(HOUR, 2, [settings(iso(0), 0, 'Nowhere/Special', null)])).toThrow(/IANA/);
  });

  it('A day of 86 400 000 ms is what a vacation day is, whatever the clocks do that day', () => {
    const t = given({ ...HOUR, vacationDays: 1 }, 1, [vacation('2026-10-24T12:00:00Z', 0, 1)]);
    expect(t.at(Date.parse('2026-10-24T12:00:00Z'), 0).onVacationUntil).toBe(
      new Date(Date.parse('2026-10-24T12:00:00Z') + D).toISOString(),
    );
  });
});
