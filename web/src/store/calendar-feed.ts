import { FEED_PATTERN } from '../../../lambdas/protocol/calendar-links.js';

const KEY = 'tradewinds.calendar-feed.v1';

/**
 * The secret of this device's deadline calendar feed, or null when it has none. The secret is the
 * feed's URL: it stays on this device (it is not in the My games export, which another device
 * would use to ask for a feed of its own).
 */
export function calendarFeed(): string | null {
  try {
    const kept = localStorage.getItem(KEY);
    return kept !== null && FEED_PATTERN.test(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the feed's secret the server answered, or forgets it (null: the server knows it no more). */
export function keepCalendarFeed(feed: string | null): void {
  try {
    if (feed === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, feed);
  } catch {
    // Storage refused: the page shows the link all the same, and asks again on its next visit.
  }
}
