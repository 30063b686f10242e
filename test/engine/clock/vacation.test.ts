import { describe, expect, it } from 'vitest';
import { checkVacation } from '../../../engine/core/clock/index.js';
import { H, HOUR, M, back, given, iso, ms, record, vacation } from './given.js';

describe('Vacation', () => {
  const WITH_VACATION = { ...HOUR, vacationDays: 5 };

  it("Vacation pauses the seat's clock for whole days from when it is logged", () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10, 30), 0, 2)]);
    expect(t.at(ms(10, 30), 0)).toMatchObject({
      onVacationUntil: iso(58, 30),
      running: false,
      remainingMs: 30 * M,
      deadline: iso(59),
      vacationDaysLeft: 3,
    });
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
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10), 0, 1)]).when(
      record(iso(12), 0, [1]),
      record(iso(13), 1, [0]),
    );
    expect(t.at(ms(13), 0)).toMatchObject({ onVacationUntil: iso(34), deadline: iso(35), remainingMs: H });
  });

  it('Back from a vacation in the middle of a turn, the seat has what it had left when the vacation began', () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10, 30), 0, 2)]).when(back(iso(20), 0));
    expect(t.at(ms(20), 0)).toMatchObject({
      onVacationUntil: null,
      remainingMs: 30 * M,
      deadline: iso(20, 30),
      vacationDaysLeft: 4,
    });
  });

  it('"I\'m back" ends a vacation early and gives back the whole days not begun', () => {
    const t = given(WITH_VACATION, 2, [record(iso(10), null, [0]), vacation(iso(10), 0, 4)]).when(back(iso(40), 0));
    // 30 h in: the second day is under way and counts; two days come back.
    expect(t.at(ms(40), 0)).toMatchObject({
      onVacationUntil: null,
      vacationDaysLeft: 3,
      running: true,
      deadline: iso(41),
    });
  });

  it("A seat cannot take more than the table's vacation days, nor any at a table that grants none", () => {
    const t = given(WITH_VACATION, 2, [vacation(iso(0), 0, 4)]);
    expect(checkVacation(t.state, 0, 1, ms(1))).toEqual({ ok: true });
    expect(checkVacation(t.state, 0, 2, ms(1))).toMatchObject({
      ok: false,
      code: 'NO_VACATION_LEFT',
      message: "Only 1 of this table's 5 vacation days are left. You asked for 2.",
    });
    expect(checkVacation(given(HOUR, 2).state, 0, 1, ms(1))).toMatchObject({
      code: 'NO_VACATION_LEFT',
      message: /grants no vacation days/,
    });
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
