// A seat's deadline calendar events from a real clocked table, written as iCalendar and read
// back by ical.js: the pending deadline at the instant the clock says (quiet hours stop the
// clock), and the reminder before it moved out of the seat's quiet hours.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from '../../../lambdas/app/calendar/ics.js';
import { REMIND_BEFORE_MS, seatCalendarEvents } from '../../../lambdas/app/calendar/seat-events.js';
import { T0, loaded, openTable } from '../support/clocked-table.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
const WORDS = { deadline: 'Your time runs out: Manila', reminder: 'Your turn in Manila', description: 'Ann, Bob, Cy' };

/** The events of the seat to act, as a calendar app reads them. */
async function feedOf(moveSeconds: number) {
  // Quiet 22:00-08:00 UTC for every seat; the table is made at T0, 09:00 UTC on 1 December.
  const t = await openTable('manila', PEOPLE, {
    clock: { moveSeconds, quietHours: { timeZone: 'UTC', from: '22:00', to: '08:00' } },
  });
  const g = await loaded(t);
  const [seat] = g.game.toAct(g.state);
  const events = seatCalendarEvents(g.clock!, seat, { gameId: t.gameId, link: 'https://x.example/#game' }, WORDS, T0);
  const text = calendarText({ name: 'Tradewinds', stamp: new Date(T0), events });
  const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const others = [0, 1, 2].filter((s) => s !== seat).map((s) => seatCalendarEvents(g.clock!, s, t, WORDS, T0));
  return { parsed, others };
}

describe("a seat's deadline calendar", () => {
  it('lists the pending deadline at its time, counted outside quiet hours, and a reminder before it', async () => {
    // 20 active hours from 09:00: 13 on 1 December (to 22:00), then 7 from 08:00: 15:00 on the 2nd.
    const { parsed, others } = await feedOf(20 * 3600);
    expect(parsed.map((e) => e.summary)).toEqual([WORDS.deadline, WORDS.reminder]);
    expect(parsed[0].startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');
    expect(parsed[1].startDate.toJSDate().getTime()).toBe(Date.parse('2026-12-02T15:00:00.000Z') - REMIND_BEFORE_MS);
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(2);
    // The seats not to act have nothing pending.
    expect(others).toEqual([[], []]);
  });

  it('moves a reminder that would ring in quiet hours to just before they begin', async () => {
    // 13.5 active hours: 13 on 1 December, then 08:00-08:30 on the 2nd; 2 hours before is 06:30, quiet.
    const { parsed } = await feedOf(13.5 * 3600);
    expect(parsed[0].startDate.toJSDate().toISOString()).toBe('2026-12-02T08:30:00.000Z');
    expect(parsed[1].startDate.toJSDate().toISOString()).toBe('2026-12-01T21:59:00.000Z');
  });
});
