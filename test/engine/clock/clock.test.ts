import { describe, expect, it } from 'vitest';
import {
  activeBetween,
  checkBack,
  checkSettings,
  checkVacation,
  clocksAt,
  deadlines,
  evolveClock,
  expiredSeats,
  initialClock,
  nextDeadline,
  quietWindow,
} from '../../../engine/core/clock/index.js';
import { D, H, M, back, given, iso, ms, record, settings, vacation } from './given.js';

const HOUR = { moveSeconds: 3600 };
const HOUR_AND_BANK = { moveSeconds: 3600, bankSeconds: 2 * 3600 };

describe('Allowance per move', () => {
  it('A seat to act has the allowance from the record that made it due; its deadline is then plus the allowance', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]);
    expect(t.at(ms(10, 20), 0)).toMatchObject({ toAct: true, since: iso(10), remainingMs: 40 * M, deadline: iso(11), running: true, bankMs: 0 });
    expect(t.at(ms(10, 20), 1)).toMatchObject({ toAct: false, since: null, remainingMs: H, deadline: null, running: false });
  });

  it('Without a bank, time saved on one move is not carried to the next', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(record(iso(10, 5), 0, [1]), record(iso(10, 30), 1, [0]));
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

  it("The bank never grows beyond its starting size, however fast the moves", () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]).when(record(iso(10, 1), 0, [1]), record(iso(10, 2), 1, [0]), record(iso(10, 3), 0, [1]));
    expect(t.at(ms(10, 3), 0)).toMatchObject({ bankMs: 2 * H, remainingMs: 3 * H });
  });

  it('A seat keeps pace by moving within the allowance on average', () => {
    // 1 h 30 min, then 30 min: two moves in 2 h, the bank is full again.
    const t = given(HOUR_AND_BANK, 1, [record(iso(0), null, [0])]).when(record(iso(1, 30), 0, [0]), record(iso(2), 0, [0]));
    expect(t.at(ms(2), 0)).toMatchObject({ bankMs: 2 * H, deadline: iso(5) });
  });

  it('A move that wins the race against its expiry is a move: the bank is empty after it, nothing more', () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0])]).when(record(iso(13, 0), 0, [1]), record(iso(13, 5), 1, [0]));
    expect(t.at(ms(13, 5), 0)).toMatchObject({ bankMs: 0, remainingMs: H, timeouts: 0 });
  });
});

describe('Deadlines', () => {
  it('Time that runs out exactly as quiet hours begin runs out then, not when they end', () => {
    const day = given(HOUR, 1, [settings(iso(0), 0, 'UTC', { from: '11:00', to: '13:00' }), record(iso(10), null, [0])]);
    expect(day.at(ms(10), 0).deadline).toBe(iso(11));
    const overnight = given(HOUR, 1, [settings(iso(0), 0, 'UTC', { from: '23:00', to: '07:00' }), record(iso(22), null, [0])]);
    expect(overnight.at(ms(22), 0).deadline).toBe(iso(23));
  });

  it('A deadline that has passed stays where it was, whatever the seat sets afterwards', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(settings(iso(11, 30), 0, 'UTC', { from: '10:00', to: '20:00' }));
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
    const t = given(HOUR, 3, [record(iso(10), null, [0, 2]), settings(iso(10), 0, 'UTC', { from: '10:30', to: '11:00' })]);
    expect(nextDeadline(t.state)).toEqual({ seat: 2, deadline: iso(11), deadlineMs: ms(11) });
    expect(deadlines(t.state).map((d) => [d.seat, d.deadline])).toEqual([[2, iso(11)], [0, iso(11, 30)]]);
    expect(expiredSeats(t.state, ms(11) - 1)).toEqual([]);
    expect(expiredSeats(t.state, ms(11, 30)).map((d) => d.seat)).toEqual([2, 0]);
    const tie = given(HOUR, 3, [record(iso(10), null, [0, 1, 2])]);
    expect(expiredSeats(tie.state, ms(11)).map((d) => d.seat)).toEqual([0, 1, 2]);
  });

  it('A deadline is a fact of the log, the same whenever it is asked; the time left counts down to it', () => {
    const t = given(HOUR_AND_BANK, 2, [record(iso(10), null, [0]), settings(iso(10), 0, 'Europe/Budapest', { from: '13:00', to: '15:00' })]);
    const d = t.at(ms(10), 0).deadline;
    expect(d).toBe(iso(15)); // 10:00-11:00 UTC runs, 11:00-13:00 UTC is 13:00-15:00 in Budapest (summer), then 2 h more
    for (const h of [10.5, 11.5, 12.5, 14]) {
      const c = t.at(ms(h), 0);
      expect(c.deadline).toBe(d);
      expect(c.remainingMs).toBe(activeBetween(quietWindow('Europe/Budapest', '13:00', '15:00'), ms(h), ms(15)));
    }
  });
});

describe('Quiet hours', () => {
  const NIGHT = { from: '23:00', to: '07:00' };

  it("A seat's clock does not run in its quiet hours, and the seat shows as asleep", () => {
    // Budapest is UTC+2 in June: 23:00-07:00 there is 21:00-05:00 UTC.
    const t = given(HOUR, 2, [settings(iso(0), 0, 'Europe/Budapest', NIGHT), record(iso(20, 30), null, [0])]);
    expect(t.at(ms(20, 45), 0)).toMatchObject({ asleep: false, running: true, deadline: iso(29, 30) });
    expect(t.at(ms(22), 0)).toMatchObject({ asleep: true, running: false, remainingMs: 30 * M });
    expect(t.at(ms(29), 0)).toMatchObject({ asleep: false, running: true, remainingMs: 30 * M });
  });

  it('Two seats in different zones sleep on their own wall clocks', () => {
    const t = given(HOUR, 2, [settings(iso(0), 0, 'Europe/Budapest', NIGHT), settings(iso(0), 1, 'America/New_York', NIGHT), record(iso(20, 30), null, [0, 1])]);
    // 22:00 UTC: midnight in Budapest, 18:00 in New York; 04:00 UTC: 06:00 and midnight.
    expect([t.at(ms(22), 0).asleep, t.at(ms(22), 1).asleep]).toEqual([true, false]);
    expect([t.at(ms(28), 0).asleep, t.at(ms(28), 1).asleep]).toEqual([true, true]);
    // Budapest runs 30 min to 21:00 UTC, sleeps to 05:00 UTC, then needs 30 min more; New York just runs its hour.
    expect(t.at(ms(20, 30), 0).deadline).toBe(iso(29, 30));
    expect(t.at(ms(20, 30), 1).deadline).toBe(iso(21, 30));
  });

  it("The table's quiet hours are the default for seats that have not set their own; a seat's own or none replace them", () => {
    const options = { ...HOUR, quietHours: { timeZone: 'Asia/Tehran', from: '22:00', to: '06:00' } };
    const t = given(options, 3, [settings(iso(0), 1, 'Asia/Ho_Chi_Minh', { from: '01:00', to: '07:00' }), settings(iso(0), 2, 'UTC', null)]);
    // 19:00 UTC is 22:30 in Tehran and 02:00 in Ho Chi Minh City.
    expect([0, 1, 2].map((s) => t.at(ms(19), s).asleep)).toEqual([true, true, false]);
  });

  it('Changing settings mid-turn keeps the time used; the new hours apply from the change on', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(settings(iso(10, 20), 0, 'UTC', { from: '10:30', to: '12:00' }));
    expect(t.at(ms(10, 20), 0)).toMatchObject({ remainingMs: 40 * M, deadline: iso(12, 30) });
    expect(t.at(ms(11), 0)).toMatchObject({ asleep: true, remainingMs: 30 * M });
    // Quiet hours set later do not give back time already run.
    const late = given(HOUR, 2, [record(iso(10), null, [0])]).when(settings(iso(10, 50), 0, 'UTC', { from: '09:00', to: '11:00' }));
    expect(late.at(ms(10, 50), 0)).toMatchObject({ remainingMs: 10 * M, deadline: iso(11, 10) });
  });

  it('While to act, a seat may change its settings once per turn; between turns as often as it likes', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]);
    const first = checkSettings(t.state, 0, { timeZone: 'Europe/Budapest', quietHours: { from: '23:00', to: '07:00' } });
    expect(first).toEqual({ ok: true, settings: { timeZone: 'Europe/Budapest', quietHours: { from: '23:00', to: '07:00' } } });
    const changed = t.when(settings(iso(10, 5), 0, 'Europe/Budapest', { from: '23:00', to: '07:00' }));
    expect(checkSettings(changed.state, 0, { timeZone: 'UTC', quietHours: null })).toMatchObject({ ok: false, code: 'SETTINGS_ONCE_PER_TURN' });
    expect(checkSettings(changed.state, 1, { timeZone: 'UTC', quietHours: null })).toMatchObject({ ok: true });
    const next = changed.when(record(iso(10, 10), 0, [1]));
    expect(checkSettings(next.state, 0, { timeZone: 'UTC', quietHours: null })).toMatchObject({ ok: true });
  });

  it('Settings must name a real zone and quiet hours of at most 12 hours', () => {
    const t = given(HOUR, 2);
    expect(checkSettings(t.state, 0, { timeZone: 'Mars/Olympus', quietHours: null })).toMatchObject({ code: 'INVALID_COMMAND', message: /IANA name/ });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '20:00', to: '09:00' } })).toMatchObject({ code: 'INVALID_COMMAND', message: /at most 12 hours/ });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '7:00', to: '09:00' } })).toMatchObject({ code: 'INVALID_COMMAND', message: /HH:MM/ });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '09:00', to: '09:00' } })).toMatchObject({ code: 'INVALID_COMMAND', message: /different times/ });
    expect(checkSettings(t.state, 5, { timeZone: 'UTC', quietHours: null })).toMatchObject({ code: 'NOT_A_SEAT' });
  });
});

describe('Vacation', () => {
  const WITH_VACATION = { ...HOUR, vacationDays: 5 };

  it("Vacation pauses the seat's clock for whole days from when it is logged", () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10, 30), 0, 2)]);
    expect(t.at(ms(10, 30), 0)).toMatchObject({ onVacationUntil: iso(58, 30), running: false, remainingMs: 30 * M, deadline: iso(59), vacationDaysLeft: 3 });
    expect(t.at(ms(40), 0)).toMatchObject({ remainingMs: 30 * M });
    expect(t.at(ms(58, 45), 0)).toMatchObject({ onVacationUntil: null, running: true, remainingMs: 15 * M });
  });

  it('A vacation taken between turns pauses the next turn too, until it ends', () => {
    const t = given(WITH_VACATION, 2, [vacation(iso(0), 1, 1), record(iso(10), null, [1])]);
    expect(t.at(ms(10), 1).deadline).toBe(iso(25));
  });

  it('A second vacation while on one extends it', () => {
    const t = given(WITH_VACATION, 2, [vacation(iso(0), 0, 1), vacation(iso(12), 0, 2)]);
    expect(t.at(ms(12), 0)).toMatchObject({ onVacationUntil: iso(72), vacationDaysLeft: 2 });
  });

  it('Moving while on vacation does not end it', () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10), 0, 1)]).when(record(iso(12), 0, [1]), record(iso(13), 1, [0]));
    expect(t.at(ms(13), 0)).toMatchObject({ onVacationUntil: iso(34), deadline: iso(35), remainingMs: H });
  });

  it("Back from a vacation in the middle of a turn, the seat has what it had left when the vacation began", () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10, 30), 0, 2)]).when(back(iso(20), 0));
    expect(t.at(ms(20), 0)).toMatchObject({ onVacationUntil: null, remainingMs: 30 * M, deadline: iso(20, 30), vacationDaysLeft: 4 });
  });

  it("\"I'm back\" ends a vacation early and gives back the whole days not begun", () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10), 0, 4)]).when(back(iso(40), 0));
    // 30 h in: the second day is under way and counts; two days come back.
    expect(t.at(ms(40), 0)).toMatchObject({ onVacationUntil: null, vacationDaysLeft: 3, running: true, deadline: iso(41) });
  });

  it("A seat cannot take more than the table's vacation days, nor any at a table that grants none", () => {
    const t = given(WITH_VACATION, 2, [vacation(iso(0), 0, 4)]);
    expect(checkVacation(t.state, 0, 1, ms(1))).toEqual({ ok: true });
    expect(checkVacation(t.state, 0, 2, ms(1))).toMatchObject({ ok: false, code: 'NO_VACATION_LEFT', message: 'Only 1 of this table\'s 5 vacation days are left. You asked for 2.' });
    expect(checkVacation(given(HOUR, 2).state, 0, 1, ms(1))).toMatchObject({ code: 'NO_VACATION_LEFT', message: /grants no vacation days/ });
    expect(checkVacation(t.state, 0, 0, ms(1))).toMatchObject({ code: 'INVALID_COMMAND' });
    expect(checkVacation(t.state, 0, 1.5, ms(1))).toMatchObject({ code: 'INVALID_COMMAND' });
    // A fact beyond the allowance (which the check would have refused) is held to it.
    const over = t.when(vacation(iso(100), 0, 3));
    expect(over.at(ms(100), 0)).toMatchObject({ onVacationUntil: iso(124), vacationDaysLeft: 0 });
  });

  it('A seat whose time has run out cannot take a vacation to escape the timeout', () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0])]);
    expect(checkVacation(t.state, 0, 1, ms(10, 59))).toEqual({ ok: true });
    expect(checkVacation(t.state, 0, 1, ms(11))).toMatchObject({ code: 'OUT_OF_TIME' });
  });
});

describe('Timeouts', () => {
  const table = () => given({ ...HOUR_AND_BANK, timeoutsBeforeBot: 2 }, 2, [record(iso(0), null, [0])]);

  it('A timeout empties the bank and counts one in a row; the next turn has the allowance', () => {
    const t = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]));
    expect(t.at(ms(3, 10), 0)).toMatchObject({ timeouts: 1, botHolds: false, bankMs: 0, remainingMs: H, deadline: iso(4, 10) });
  });

  it('After the table\'s number of timeouts in a row a bot holds the seat: no deadline, its clock stopped', () => {
    const t = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]), record(iso(4, 10), 0, [1], 'timeout'), record(iso(4, 20), 1, [0]));
    expect(t.at(ms(4, 20), 0)).toMatchObject({ timeouts: 2, botHolds: true, toAct: true, deadline: null, running: false });
    expect(nextDeadline(t.state)).toBeNull();
    // The bot's own moves change neither the count nor the hold.
    const botMoved = t.when(record(iso(4, 21), 0, [1], 'bot'));
    expect(botMoved.at(ms(4, 21), 0)).toMatchObject({ timeouts: 2, botHolds: true });
  });

  it("A move of the seat's own resets the count", () => {
    const t = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]), record(iso(3, 20), 0, [1]));
    expect(t.at(ms(3, 20), 0)).toMatchObject({ timeouts: 0, botHolds: false });
  });

  it("\"I'm back\" lets go of the bot; back in a turn the bot was playing, the seat gets the turn's time afresh", () => {
    const held = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]), record(iso(4, 10), 0, [1], 'timeout'), record(iso(4, 20), 1, [0]));
    expect(checkBack(held.state, 0, ms(5))).toEqual({ ok: true });
    expect(checkBack(held.state, 1, ms(5))).toMatchObject({ code: 'NOT_AWAY' });
    const t = held.when(back(iso(5), 0));
    expect(t.at(ms(5), 0)).toMatchObject({ timeouts: 0, botHolds: false, running: true, since: iso(4, 20), deadline: iso(6) });
  });
});

describe('Seats created as bots', () => {
  it('A bot seat plays at once, so no clock runs for it and it never has a deadline', () => {
    const t = given(HOUR, 2, [record(iso(0), null, [0, 1])]);
    const withBot = { state: evolveClock(initialClock(HOUR, 2, [1]), record(iso(0), null, [0, 1])) };
    expect(clocksAt(withBot.state, ms(0, 30))[1]).toMatchObject({ bot: true, toAct: true, deadline: null, running: false });
    expect(clocksAt(withBot.state, ms(0, 30))[0]).toMatchObject({ bot: false, deadline: iso(1), running: true });
    expect(deadlines(withBot.state).map((d) => d.seat)).toEqual([0]);
    expect(deadlines(t.state).map((d) => d.seat)).toEqual([0, 1]);
    expect(checkBack(withBot.state, 1, ms(1))).toMatchObject({ code: 'NOT_AWAY', message: /created as a bot/ });
    expect(() => initialClock(HOUR, 2, [2])).toThrow(/bot seat 2/);
  });
});

describe('Facts and instants the clock is given', () => {
  it('A fact stamped earlier than the one before it is read as happening at that one\'s time', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0]), record(iso(9), 0, [1])]);
    expect(t.at(ms(10), 1)).toMatchObject({ since: iso(10), deadline: iso(11) });
    expect(t.at(ms(10), 0).bankMs).toBe(0);
  });

  it('An instant before the latest fact is read as that fact\'s time', () => {
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
    expect(t.at(Date.parse('2026-10-24T12:00:00Z'), 0).onVacationUntil).toBe(new Date(Date.parse('2026-10-24T12:00:00Z') + D).toISOString());
  });
});
