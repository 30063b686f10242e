/**
 * An iCalendar document (RFC 5545) as the deadline calendar's feed sends it: lines ended by
 * CRLF, folded at 75 octets (never inside a UTF-8 character: a Persian or Vietnamese summary
 * stays readable), text values escaped, every event with its UID and DTSTAMP. Google Calendar,
 * Apple Calendar and Thunderbird read exactly this; the tests parse it with ical.js.
 */

/** One event of the feed: a deadline, or a reminder to play before it. */
export interface CalendarEvent {
  /** Stable across fetches (the same deadline is the same event): calendars update it in place. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** The seat's link to the game. */
  url?: string;
  /** Minutes before `start` a calendar should alert; none: no alarm. */
  alarmMinutes?: number;
}

export interface Calendar {
  /** The feed's name, shown by calendars that read X-WR-CALNAME. */
  name: string;
  /** When the feed was made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly CalendarEvent[];
}

const PRODID = '-//Tradewinds//Deadline calendar//EN';
/** RFC 5545 3.1: a content line is at most 75 octets, excluding the CRLF. */
const LINE_OCTETS = 75;

/** A UTC date-time, `20261206T013000Z` (RFC 5545 3.3.5, form 2). */
export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`;
 * other control characters, which no TEXT may hold, dropped.
 */
export function icsText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/[\p{Cc}]/gu, (c) => (c === '\t' ? c : ''));
}

/** One content line folded (RFC 5545 3.1): at most 75 octets each, continuations begun by a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // A continuation line's leading space counts toward its 75 octets.
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function eventLines(e: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(e.uid)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.description !== undefined ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    ...(e.url !== undefined ? [`URL:${e.url}`] : []),
    'TRANSP:TRANSPARENT',
    ...(e.alarmMinutes !== undefined
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${icsText(e.summary)}`,
          `TRIGGER:-PT${Math.max(0, Math.round(e.alarmMinutes))}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

/** The whole document, CRLF after every line (the last included). */
export function calendarText(c: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(c.name)}`,
    ...c.events.flatMap((e) => eventLines(e, c.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
