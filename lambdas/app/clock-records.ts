import {
  clockRequestSchema,
  isClockRequestType,
  type ClockFact,
  type ClockRequest,
} from '../../engine/core/clock/index.js';
import { defineMessages, line, seatRef, timeOfDay, type Line } from '../../engine/core/line.js';
import type { Seat } from '../../engine/core/types.js';
import type { StoredCommand } from './ports.js';

/**
 * A seat's clock request (time zone and quiet hours, vacation, "I'm back") is logged as a
 * record of its own: the seat as actor, the request as its command, no events and no draws.
 * The game fold skips it (it has no events); the clock fold reads it as the request's fact,
 * which does not end the seat's turn.
 */

/** The request a clock record holds, or null for any other record. */
export function clockRequestOf(record: Pick<StoredCommand, 'actor' | 'command' | 'events'>): ClockRequest | null {
  if (record.actor === 'system' || record.events.length > 0 || !isClockRequestType(record.command)) return null;
  const parsed = clockRequestSchema.safeParse(record.command);
  return parsed.success ? parsed.data : null;
}

export function isClockRecord(record: Pick<StoredCommand, 'actor' | 'command' | 'events'>): boolean {
  return clockRequestOf(record) !== null;
}

/** The clock fact of a seat's request, at the time it was logged. */
export function clockFactOfRequest(request: ClockRequest, seat: Seat, at: string): ClockFact {
  switch (request.type) {
    case 'clock-settings':
      return { type: 'settings', at, seat, timeZone: request.timeZone, quietHours: request.quietHours };
    case 'vacation':
      return { type: 'vacation', at, seat, days: request.days };
    case 'back':
      return { type: 'back', at, seat };
  }
}

const CLOCK_LINES = defineMessages({
  quietHours: {
    id: 'line.clock.quietHours',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} set quiet hours {from}–{to} ({timeZone})',
  },
  noQuietHours: {
    id: 'line.clock.noQuietHours',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} set no quiet hours ({timeZone})',
  },
  vacation: {
    id: 'line.clock.vacation',
    defaultMessage:
      '{seat_is, select, you {You take} other {{seat} takes}} {days, plural, one {# day} other {# days}} of vacation',
  },
  back: {
    id: 'line.clock.back',
    defaultMessage:
      '{seat_is, select, you {You are back: no bot plays for you} other {{seat} is back: no bot plays for them}}, and any vacation ends',
  },
});

/**
 * The line a clock record shows in the history, for everyone alike (nothing in it is secret),
 * as data like the games' lines. A vacation's end is not given: a second vacation extends the
 * first, which the record alone does not tell; the seat's clock in every update says until when.
 */
export function describeClockRequest(request: ClockRequest, seat: Seat): Line {
  switch (request.type) {
    case 'clock-settings':
      return request.quietHours
        ? line(CLOCK_LINES.quietHours, {
            seat: seatRef(seat),
            from: timeOfDay(request.quietHours.from),
            to: timeOfDay(request.quietHours.to),
            timeZone: request.timeZone,
          })
        : line(CLOCK_LINES.noQuietHours, { seat: seatRef(seat), timeZone: request.timeZone });
    case 'vacation':
      return line(CLOCK_LINES.vacation, { seat: seatRef(seat), days: request.days });
    case 'back':
      return line(CLOCK_LINES.back, { seat: seatRef(seat) });
  }
}
