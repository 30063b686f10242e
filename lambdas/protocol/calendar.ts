import { LOCALES } from '../../i18n/locales.js';
import * as z from 'zod/mini';
import { FEED_PATTERN, MAX_CALENDAR_SEATS } from './calendar-links.js';
import { MAX_REQUEST_ID_LENGTH } from './limits.js';

/**
 * The deadline calendar: a device asks for a private iCalendar feed of its seats' pending
 * deadlines (`calendar`), and a calendar app subscribes to the secret URL it is answered with
 * (`GET /calendar/<feed>.ics` on the history API's origin). Knowing the feed secret is what lets
 * anyone read the feed or change it: it is a bearer secret, like a seat token.
 */

const id22 = (what: string) => z.string().check(z.regex(FEED_PATTERN, `${what} is 22 base64url characters`));

/**
 * Makes or updates this device's feed. Without `feed`: a new feed with a new secret. With
 * `feed`: its seats (and language) replaced by these; with `renew` as well, a new secret
 * instead, and the old one answers nothing from then on (a URL that leaked is revoked). Every
 * seat must be proven by its token; one that is not refuses the whole message, nothing stored.
 */
export const calendarMessage = z.strictObject({
  action: z.literal('calendar'),
  requestId: z.optional(z.string().check(z.maxLength(MAX_REQUEST_ID_LENGTH))),
  feed: z.optional(id22('a calendar feed')),
  renew: z.optional(z.boolean()),
  seats: z
    .array(
      z.strictObject({
        gameId: id22('a game id'),
        seat: z.number().check(z.int(), z.minimum(0), z.maximum(31)),
        token: id22('a seat token'),
      }),
    )
    .check(z.maxLength(MAX_CALENDAR_SEATS, `a calendar feed lists at most ${MAX_CALENDAR_SEATS} seats`)),
  /** The language of the feed's events (the page's); English when absent. */
  locale: z.optional(z.enum(LOCALES)),
});

/** The answer: the feed's secret (new after `renew`, or for a new feed) and how many seats it lists. */
export const calendarFrame = z.strictObject({
  type: z.literal('calendar'),
  requestId: z.optional(z.string()),
  feed: z.string(),
  seats: z.number().check(z.int()),
});

export type CalendarMessage = z.infer<typeof calendarMessage>;
export type CalendarFrame = z.infer<typeof calendarFrame>;
