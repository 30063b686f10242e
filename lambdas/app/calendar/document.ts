import { defineMessages } from '../../../engine/core/line.js';
import type { Seat } from '../../../engine/core/types.js';
import { loadGame } from '../load-game.js';
import { NOTIFY, gameTitle, withOthers } from '../notify/texts.js';
import { translatorFor } from '../notify/translators.js';
import type { Ports } from '../ports.js';
import { reportProblem } from '../problems.js';
import { seatNames } from '../seats.js';
import { hashToken } from '../tokens.js';
import { feedsOf, unknownFeed } from './feeds.js';
import { calendarText, type CalendarEvent } from './ics.js';
import { seatCalendarEvents } from './seat-events.js';

/**
 * The feed's words, in the device's language: the catalogs come with them, which is why this
 * file is the calendar handler's alone (the message handler's bundle stays without them).
 */
const CALENDAR = defineMessages({
  name: { id: 'notify.calendar.name', defaultMessage: 'Tradewinds: my deadlines' },
  deadline: { id: 'notify.calendar.deadline', defaultMessage: 'Your time runs out in {game}' },
});

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
  // One load per game, however many of its seats the device holds; the games side by side.
  const seatsOf = new Map<string, Seat[]>();
  for (const { gameId, seat } of feed.seats) seatsOf.set(gameId, [...(seatsOf.get(gameId) ?? []), seat]);
  const perGame = await Promise.all(
    [...seatsOf].map(async ([gameId, seats]): Promise<CalendarEvent[]> => {
      try {
        const g = await loadGame(ports, gameId, undefined, { consistent: false });
        if (!g.clock || g.game.isTerminal(g.state)) return [];
        const clock = g.clock;
        const names = seatNames(g.record);
        const game = gameTitle(tr, g.game.id);
        return seats.flatMap((seat) => {
          const words = {
            deadline: withOthers(tr, tr.msg(CALENDAR.deadline, { game }), names, seat),
            reminder: withOthers(tr, tr.msg(NOTIFY.turnTitle, { game }), names, seat),
          };
          return seatCalendarEvents(clock, seat, { gameId }, words, now.getTime());
        });
      } catch (err) {
        reportProblem(ports, { kind: 'calendar-game', gameId, error: err });
        return [];
      }
    }),
  );
  const events = perGame.flat();
  return calendarText({ name: tr.msg(CALENDAR.name), stamp: now, events });
}
