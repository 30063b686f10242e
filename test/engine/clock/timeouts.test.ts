import { describe, expect, it } from 'vitest';
import {
  checkBack,
  clocksAt,
  deadlines,
  evolveClock,
  initialClock,
  nextDeadline,
} from '../../../engine/core/clock/index.js';
import { H, HOUR, HOUR_AND_BANK, back, given, iso, ms, record } from './given.js';

describe('Timeouts', () => {
  const table = () => given({ ...HOUR_AND_BANK, timeoutsBeforeBot: 2 }, 2, [record(iso(0), null, [0])]);

  it('A timeout empties the bank and counts one in a row; the next turn has the allowance', () => {
    const t = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]));
    expect(t.at(ms(3, 10), 0)).toMatchObject({
      timeouts: 1,
      botHolds: false,
      bankMs: 0,
      remainingMs: H,
      deadline: iso(4, 10),
    });
  });

  it("After the table's number of timeouts in a row a bot holds the seat: no deadline, its clock stopped", () => {
    const t = table().when(
      record(iso(3), 0, [1], 'timeout'),
      record(iso(3, 10), 1, [0]),
      record(iso(4, 10), 0, [1], 'timeout'),
      record(iso(4, 20), 1, [0]),
    );
    expect(t.at(ms(4, 20), 0)).toMatchObject({
      timeouts: 2,
      botHolds: true,
      toAct: true,
      deadline: null,
      running: false,
    });
    expect(nextDeadline(t.state)).toBeNull();
    // The bot's own moves change neither the count nor the hold.
    const botMoved = t.when(record(iso(4, 21), 0, [1], 'bot'));
    expect(botMoved.at(ms(4, 21), 0)).toMatchObject({ timeouts: 2, botHolds: true });
  });

  it("A move of the seat's own resets the count", () => {
    const t = table().when(record(iso(3), 0, [1], 'timeout'), record(iso(3, 10), 1, [0]), record(iso(3, 20), 0, [1]));
    expect(t.at(ms(3, 20), 0)).toMatchObject({ timeouts: 0, botHolds: false });
  });

  it('"I\'m back" lets go of the bot; back in a turn the bot was playing, the seat gets the turn\'s time afresh', () => {
    const held = table().when(
      record(iso(3), 0, [1], 'timeout'),
      record(iso(3, 10), 1, [0]),
      record(iso(4, 10), 0, [1], 'timeout'),
      record(iso(4, 20), 1, [0]),
    );
    expect(checkBack(held.state, 0, ms(5))).toEqual({ ok: true });
    expect(checkBack(held.state, 1, ms(5))).toMatchObject({ code: 'NOT_AWAY' });
    const t = held.when(back(iso(5), 0));
    expect(t.at(ms(5), 0)).toMatchObject({
      timeouts: 0,
      botHolds: false,
      running: true,
      since: iso(4, 20),
      deadline: iso(6),
    });
  });
});

describe('Seats created as bots', () => {
  it('A bot seat plays at once, so no clock runs for it and it never has a deadline', () => {
    const t = given(HOUR, 2, [record(iso(0), null, [0, 1])]);
    const withBot = { state: evolveClock(initialClock(HOUR, 2, [1]), record(iso(0), null, [0, 1])) };
    expect(clocksAt(withBot.state, ms(0, 30))[1]).toMatchObject({
      bot: true,
      toAct: true,
      deadline: null,
      running: false,
    });
    expect(clocksAt(withBot.state, ms(0, 30))[0]).toMatchObject({ bot: false, deadline: iso(1), running: true });
    expect(deadlines(withBot.state).map((d) => d.seat)).toEqual([0]);
    expect(deadlines(t.state).map((d) => d.seat)).toEqual([0, 1]);
    expect(checkBack(withBot.state, 1, ms(1))).toMatchObject({ code: 'NOT_AWAY', message: /created as a bot/ });
    expect(() => initialClock(HOUR, 2, [2])).toThrow(/bot seat 2/);
  });
});
