import { LOCALES } from '../../i18n/locales.js';
import * as z from 'zod/mini';
import { MAX_REQUEST_ID_LENGTH } from './limits.js';

/**
 * The deadline calendar: a device asks for a private iCalendar feed of its seats' pending
 * deadlines (`calendar`), and a calendar app subscribes to the secret URL it is answered with
 * (`GET /calendar/<feed>.ics` on the history API's origin). Knowing the feed secret is what lets
 * anyone read the feed or change it: it is a bearer secret, like a seat token.
 */

/** How many seats one feed lists: more than a device plays at once, few enough that a fetch stays quick. */
export const MAX_CALENDAR_SEATS = 50;

/** A feed secret: 128 random bits in base64url, as seat tokens. */
export const FEED_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The feed's path under the history API's base: `/calendar/<feed>.ics` (the `.ics` may be left out). */
export const CALENDAR_PATH = /^\/calendar\/([^/]+?)(?:\.ics)?$/;

/** The feed's address for a base URL (the page's origin, or config.json's `historyUrl`). */
export const calendarUrl = (base: string, feed: string): string => `${base.replace(/\/+$/, '')}/calendar/${feed}.ics`;

/** The same address for calendar apps that subscribe on a `webcal:` link (Apple Calendar, Thunderbird). */
export const webcalUrl = (httpUrl: string): string => httpUrl.replace(/^https?:/, 'webcal:');

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
