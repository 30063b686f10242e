import type { Locale } from '../../../i18n/locales.js';
import type { Seat } from '../../../engine/core/types.js';
import { AppError } from '../errors.js';
import type { Ports } from '../ports.js';

/**
 * One device's deadline calendar feed as stored: the seats it lists, proven by their tokens when
 * they were given, under the hash of the feed's secret (the secret itself, which is the feed's
 * URL, is never stored: a leaked table leaks no feed).
 */
export interface CalendarFeedRecord {
  /** sha-256 of the feed secret, hex (tokens.ts hashToken). */
  feedHash: string;
  seats: { gameId: string; seat: Seat }[];
  /** The language its events are written in. */
  locale: Locale;
  updatedAt: string;
  /** Epoch seconds after which the table's TTL forgets a feed its device stopped keeping up to date. */
  expiresAt: number;
}

/** Where the feeds are kept (items of the notifications table, lambdas/adapters/dynamo/calendar-feeds.ts). */
export interface CalendarFeeds {
  get(feedHash: string): Promise<CalendarFeedRecord | null>;
  /** Stores a new feed (its hash is of a fresh secret: never one stored already). */
  create(feed: CalendarFeedRecord): Promise<void>;
  /** Replaces a feed's seats and language; false (nothing written) when no feed has that hash. */
  replace(feed: CalendarFeedRecord): Promise<boolean>;
  /** Forgets a feed; false when none had that hash. */
  remove(feedHash: string): Promise<boolean>;
}

/** The feeds, or a failure that says they are not configured (answered INTERNAL and logged as unexpected). */
export function feedsOf(ports: Ports): CalendarFeeds {
  if (!ports.calendars)
    throw new Error('SUBSCRIPTIONS_TABLE is not set: calendar feeds are not configured for this function');
  return ports.calendars;
}

/** The refusal for a secret no feed has. */
export const unknownFeed = (): AppError =>
  new AppError(
    'UNKNOWN_FEED',
    'No calendar feed has this secret: it was replaced by a new one, or never made. Ask for a new feed.',
  );
