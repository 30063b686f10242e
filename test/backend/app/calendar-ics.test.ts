// The deadline calendar's iCalendar writer, read back by a real parser (ical.js): CRLF lines
// folded at 75 octets without splitting a character, text escaped and read back whole in any
// script, every event with its UID, DTSTAMP, start and alarm as given.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, foldLine, icsDateTime, type CalendarEvent } from '../../../lambdas/app/calendar/ics.js';

const STAMP = new Date('2026-12-06T01:30:00.000Z');
const DEADLINE = new Date('2026-12-08T18:45:00.000Z');

const deadline: CalendarEvent = {
  uid: 'deadline-gameid0000000000000000-seat1-v42@tradewinds',
  start: DEADLINE,
  end: new Date(DEADLINE.getTime() + 15 * 60_000),
  summary: 'Hạn chót: lượt của bạn trong «Manila», Bàn của Ann; ván 3, vòng 2',
  description: 'Line one, with; punctuation \\ and\nline two — زمان شما تمام می‌شود',
  url: 'https://tradewinds.example/#game=gameid0000000000000000&seat=1',
  alarmMinutes: 60,
};

describe('the iCalendar writer', () => {
  it('writes a document ical.js parses, with the deadline at its time and every field read back whole', () => {
    const text = calendarText({ name: 'Tradewinds: Bảo’s deadlines', stamp: STAMP, events: [deadline] });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toEqual(expect.any(String));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(deadline.uid);
    expect(event.summary).toBe(deadline.summary);
    expect(event.description).toBe(deadline.description);
    expect(event.startDate.toJSDate().toISOString()).toBe(DEADLINE.toISOString());
    expect(event.endDate.toJSDate().getTime() - DEADLINE.getTime()).toBe(15 * 60_000);
    const stamp = events[0].getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe(STAMP.toISOString());
    expect(events[0].getFirstPropertyValue('url')).toBe(deadline.url);
    const alarm = events[0].getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm?.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-3600);
  });

  it('ends every line with CRLF, folds at 75 octets without splitting a character, and lists several events', () => {
    const persian: CalendarEvent = {
      ...deadline,
      uid: 'deadline-2@tradewinds',
      summary: 'مهلت: نوبت شما در بازی مانیل، میز آن؛ '.repeat(4),
      alarmMinutes: undefined,
    };
    const text = calendarText({ name: 'x', stamp: STAMP, events: [deadline, persian] });
    expect(text.endsWith('\r\n')).toBe(true);
    // No bare LF nor bare CR anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding did happen (the Persian summary is long), and never inside a character.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(line).not.toContain('\uFFFD');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([deadline.uid, persian.uid]);
    expect(events[1].summary).toBe(persian.summary);
    expect(events[1].component.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('folds exactly at the limit, counting a continuation’s leading space', () => {
    // "SUMMARY:" is 8 octets and each "é" 2: 8 + 33 × 2 = 74 (one more would be 76), then 1 + 37 × 2, then the 30 left.
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l, 'utf8'))).toEqual([74, 75, 61]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(icsDateTime(DEADLINE)).toBe('20261208T184500Z');
  });
});
