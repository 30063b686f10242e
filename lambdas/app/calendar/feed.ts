import { defineMessages } from '../../../engine/core/line.js';
import type { CalendarFrame, CalendarMessage } from '../../protocol/calendar.js';
import { AppError } from '../errors.js';
import { loadGame, readGame } from '../load-game.js';
import { NOTIFY, gameTitle, withOthers } from '../notify/texts.js';
import { translatorFor } from '../notify/translators.js';
import type { Ports } from '../ports.js';
import { reportProblem } from '../problems.js';
import { seatNames } from '../seats.js';
import { hashToken } from '../tokens.js';
import { authenticateSeat } from '../viewer.js';
import type { CalendarFeedRecord, CalendarFeeds } from './feeds.js';
import { calendarText, type CalendarEvent } from './ics.js';
import { seatCalendarEvents } from './seat-events.js';

/** A feed its device has not kept up to date for a year is forgotten (the device sends its seats whenever My games opens). */
const FEED_KEPT_SECONDS = 365 * 24 * 60 * 60;

const CALENDAR = defineMessages({
  name: { id: 'notify.calendar.name', defaultMessage: 'Tradewinds: my deadlines' },
  deadline: { id: 'notify.calendar.deadline', defaultMessage: 'Your time runs out in {game}' },
});

const unknownFeed = () =>
  new AppError(
    'UNKNOWN_FEED',
    'No calendar feed has this secret: it was replaced by a new one, or never made. Ask for a new feed.',
  );

function feedsOf(ports: Ports): CalendarFeeds {
  if (!ports.calendars)
    throw new Error('SUBSCRIPTIONS_TABLE is not set: calendar feeds are not configured for this function');
  return ports.calendars;
}

/**
 * `calendar`: makes this device's feed, replaces its seats, or renews its secret (the old URL
 * then answers 404). Every seat is proven by its token before anything is written; one that is
 * not refuses the whole message, and nothing changes.
 */
export async function setCalendarFeed(ports: Ports, msg: CalendarMessage): Promise<CalendarFrame> {
  const feeds = feedsOf(ports);
  const seats = uniqueSeats(msg.seats);
  for (const s of seats) authenticateSeat(await readGame(ports, s.gameId), s.seat, s.token);
  const now = ports.clock.now();
  const record = (feedHash: string): CalendarFeedRecord => ({
    feedHash,
    seats: seats.map(({ gameId, seat }) => ({ gameId, seat })),
    locale: msg.locale ?? 'en',
    updatedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + FEED_KEPT_SECONDS,
  });
  const answer = (feed: string): CalendarFrame => ({
    type: 'calendar',
    requestId: msg.requestId,
    feed,
    seats: seats.length,
  });
  if (msg.feed !== undefined && msg.renew !== true) {
    if (!(await feeds.replace(record(hashToken(msg.feed))))) throw unknownFeed();
    return answer(msg.feed);
  }
  // The old secret goes first: once the new one is answered, the old URL shows nothing.
  if (msg.feed !== undefined && !(await feeds.remove(hashToken(msg.feed)))) throw unknownFeed();
  const secret = ports.ids.id();
  await feeds.create(record(hashToken(secret)));
  return answer(secret);
}

/** The same seat given twice is listed once. */
function uniqueSeats(seats: CalendarMessage['seats']): CalendarMessage['seats'] {
  const seen = new Set<string>();
  return seats.filter((s) => {
    const key = `${s.gameId}#${s.seat}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The iCalendar document of a feed (GET /calendar/<feed>.ics): each of its seats' pending
 * deadline and the reminder before it, read from the games as they stand now, so a calendar
 * that fetches again sees the games' moves. A game that cannot be read is left out and reported,
 * rather than emptying the whole feed.
 */
export async function calendarDocument(ports: Ports, secret: string): Promise<string> {
  const feed = await feedsOf(ports).get(hashToken(secret));
  if (!feed) throw unknownFeed();
  const now = ports.clock.now();
  const tr = translatorFor(feed.locale);
  const events: CalendarEvent[] = [];
  for (const { gameId, seat } of feed.seats) {
    try {
      const g = await loadGame(ports, gameId, undefined, { consistent: false });
      if (!g.clock || g.game.isTerminal(g.state)) continue;
      const names = seatNames(g.record);
      const game = gameTitle(tr, g.game.id);
      const words = {
        deadline: withOthers(tr, tr.msg(CALENDAR.deadline, { game }), names, seat),
        reminder: withOthers(tr, tr.msg(NOTIFY.turnTitle, { game }), names, seat),
      };
      events.push(...seatCalendarEvents(g.clock, seat, { gameId }, words, now.getTime()));
    } catch (err) {
      reportProblem(ports, { kind: 'calendar-game', gameId, error: err });
    }
  }
  return calendarText({ name: tr.msg(CALENDAR.name), stamp: now, events });
}
