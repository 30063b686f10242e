import type { CalendarFrame, CalendarMessage } from '../../protocol/calendar.js';
import { readGame } from '../load-game.js';
import type { Ports } from '../ports.js';
import { hashToken } from '../tokens.js';
import { authenticateSeat } from '../viewer.js';
import { feedsOf, unknownFeed, type CalendarFeedRecord } from './feeds.js';

/** A feed its device has not kept up to date for a year is forgotten (the device sends its seats whenever My games opens). */
const FEED_KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * `calendar`: makes this device's feed, replaces its seats, or renews its secret (the old URL
 * then answers 404). Every seat is proven by its token before anything is written; one that is
 * not refuses the whole message, and nothing changes.
 */
export async function setCalendarFeed(ports: Ports, msg: CalendarMessage): Promise<CalendarFrame> {
  const feeds = feedsOf(ports);
  const seats = uniqueSeats(msg.seats);
  // Every seat proven before anything is written; the games read side by side.
  await Promise.all(seats.map(async (s) => authenticateSeat(await readGame(ports, s.gameId), s.seat, s.token)));
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
