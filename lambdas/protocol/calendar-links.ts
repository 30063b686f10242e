/**
 * The deadline calendar's feed addresses and sizes, apart from its schemas (calendar.ts) so that
 * the web client takes them without zod.
 */

/** How many seats one feed lists: more than a device plays at once, few enough that a fetch stays quick. */
export const MAX_CALENDAR_SEATS = 50;

/** A feed secret: 128 random bits in base64url, as seat tokens. */
export const FEED_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The feed's address for a base URL (the page's origin, or config.json's `historyUrl`). */
export const calendarUrl = (base: string, feed: string): string => `${base.replace(/\/+$/, '')}/calendar/${feed}.ics`;

/** The same address for calendar apps that subscribe on a `webcal:` link (Apple Calendar, Thunderbird). */
export const webcalUrl = (httpUrl: string): string => httpUrl.replace(/^https?:/, 'webcal:');
