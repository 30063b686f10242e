import { needCatalog } from '../i18n/i18n.js';

/**
 * The lobby's panels a first visit seldom opens (moving My games to another device, the deadline
 * calendar, a table's links) or has nothing in (My games), each fetched the first time it is shown. Their words are a catalog
 * part of their own, fetched first, so a panel draws in the page's language as soon as it is defined.
 */
const panels = {
  'my-games-list': () => import('./my-games-list.js'),
  'transfer-panel': () => import('./transfer-panel.js'),
  'calendar-feed-panel': () => import('./calendar-feed-panel.js'),
  'seat-links': () => import('./seat-links.js'),
} as const;

export type LobbyPanel = keyof typeof panels;

const asked = new Map<LobbyPanel, Promise<void>>();

/** Fetches a panel's words and code (once; again after a failure, when it is next asked for). */
export function loadPanel(panel: LobbyPanel): Promise<void> {
  const known = asked.get(panel);
  if (known) return known;
  const loading = needCatalog('lobbyPanels').then(async () => {
    await panels[panel]();
  });
  asked.set(panel, loading);
  loading.catch(() => asked.delete(panel));
  return loading;
}
