import { needCatalog } from '../i18n/i18n.js';

/**
 * The lobby's panels a first visit seldom opens (moving My games to another device, the deadline
 * calendar, a table's links) or has nothing in (My games, the tables created here) are each
 * fetched the first time they are shown. Their words are a catalog part of their own, fetched
 * first, so a panel draws in the page's language as soon as it is defined.
 */
const asked = new Map<string, Promise<void>>();

/** Fetches a panel's words and then its code (once per tag; again after a failure, when it is next asked for). */
export function loadPanel(tag: string, code: () => Promise<unknown>): Promise<void> {
  const known = asked.get(tag);
  if (known) return known;
  const loading = needCatalog('lobbyPanels').then(async () => {
    await code();
  });
  asked.set(tag, loading);
  loading.catch(() => asked.delete(tag));
  return loading;
}
