import { deadlines, isQuiet, type ClockState } from '../../../engine/core/clock/index.js';
import { windowOf } from '../../../engine/core/clock/state.js';
import type { Seat } from '../../../engine/core/types.js';
import type { CalendarEvent } from './ics.js';

const MINUTE_MS = 60_000;
/** How long before its deadline a seat is reminded to play (the push reminders' last one). */
export const REMIND_BEFORE_MS = 2 * 60 * MINUTE_MS;
/** A deadline shows as a short event ending then: calendars draw an instant poorly. */
const DEADLINE_EVENT_MS = 15 * MINUTE_MS;

/** What the events say, in the seat's language: the caller words them. */
export interface SeatEventWords {
  deadline: string;
  reminder: string;
  description?: string;
}

/**
 * The calendar events of one seat's pending deadline: the deadline itself, and a reminder
 * REMIND_BEFORE_MS before it, moved earlier out of the seat's quiet hours (a reminder never
 * rings at night: it rings before the seat's quiet hours begin instead). None when the seat is
 * not in a turn or a bot plays it, and no reminder once its time has passed. UIDs are stable for
 * one deadline, so a calendar refreshing the feed updates the events in place.
 */
export function seatCalendarEvents(
  clock: ClockState,
  seat: Seat,
  game: { gameId: string; link?: string },
  words: SeatEventWords,
  nowMs: number,
): CalendarEvent[] {
  const pending = deadlines(clock).find((d) => d.seat === seat);
  const seatClock = clock.seats.at(seat);
  if (!pending || !seatClock) return [];
  const uid = (kind: string) => `${game.gameId}-${seat}-${kind}-${pending.deadlineMs}@tradewinds`;
  const common = {
    ...(words.description !== undefined && { description: words.description }),
    ...(game.link !== undefined && { url: game.link }),
  };
  const events: CalendarEvent[] = [
    {
      uid: uid('deadline'),
      start: new Date(pending.deadlineMs),
      end: new Date(pending.deadlineMs + DEADLINE_EVENT_MS),
      summary: words.deadline,
      ...common,
    },
  ];
  const quiet = windowOf(seatClock);
  let at = pending.deadlineMs - REMIND_BEFORE_MS;
  // Back out of the quiet hours a minute at a time: they last at most half a day.
  while (isQuiet(quiet, at) && at > nowMs) at -= MINUTE_MS;
  if (at > nowMs && !isQuiet(quiet, at))
    events.push({
      uid: uid('reminder'),
      start: new Date(at),
      end: new Date(at + DEADLINE_EVENT_MS),
      summary: words.reminder,
      alarmMinutes: 0,
      ...common,
    });
  return events;
}
