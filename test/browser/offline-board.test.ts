import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { moveOverSocket } from './support/raw-player.js';
import { actAndWait, createTable, openGame, versionOf, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';

/** 1, 2, … n. */
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The versions of the log the page keeps in IndexedDB for its seat (web/src/store/device-db.ts). */
function keptVersions(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('tradewinds');
        open.onerror = () => {
          reject(open.error ?? new Error('IndexedDB did not open'));
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            resolve([]);
            return;
          }
          const rows = db.transaction('entries').objectStore('entries').getAll();
          rows.onsuccess = () => {
            db.close();
            resolve((rows.result as { version: number }[]).map((r) => r.version));
          };
        };
      }),
  );
}

describe('Offline: a seat link opens the board this device last saw', () => {
  const session = browserSession({}, { serviceWorker: true });

  it('with the network cut, the app shell loads from the worker and shows the kept board as offline, without moves; back online it goes live', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    const links = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    await lobby.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Counts the entries the page writes to its kept log, store by store.
    await context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
      const put = IDBObjectStore.prototype.put;
      Object.assign(window, { entryPuts: 0 });
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (this.name === 'entries')
          Object.assign(window, { entryPuts: (window as unknown as { entryPuts: number }).entryPuts + 1 });
        return put.apply(this, args);
      };
    });
    const ann = await openGame(context, links.seats[0]);
    const status = ann.locator('connection-status [role="status"]');
    await expect.poll(() => status.getAttribute('data-connection')).toBe('live');
    // Ann makes a move, so the board kept is not simply the first one.
    await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
    await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
    const mine = await versionOf(ann);
    await expect.poll(() => keptVersions(ann)).toEqual(upTo(mine));
    const putsBefore = await ann.evaluate(() => (window as unknown as { entryPuts: number }).entryPuts);
    // Bo plays from another device: the board kept is Ann's turn again, with her choices on it.
    const seen = await moveOverSocket(session.testStack.stack.wsUrl, links.seats[1]);
    await waitForVersion(ann, seen);
    // The kept log gains Bo's move alone: each entry is written once, not the whole log on each move.
    await expect.poll(() => keptVersions(ann)).toEqual(upTo(seen));
    expect((await ann.evaluate(() => (window as unknown as { entryPuts: number }).entryPuts)) - putsBefore).toBe(
      seen - mine,
    );
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    expect(await ann.locator('[data-actions] button:not([disabled])').count()).toBeGreaterThan(0);
    const bought = await ann.locator('main').textContent();
    await ann.close();
    await lobby.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(links.seats[0]);
    const note = offline.locator('game-screen [data-offline]');
    await note.waitFor();
    // "Connecting: …" while the socket still tries, "Offline: …" once it has failed.
    await expect
      .poll(() => note.textContent())
      .toMatch(new RegExp(`^Offline: this is the board as this device last saw it\\s+\\(move ${seen}, kept `));
    expect(await versionOf(offline)).toBe(seen);
    expect(await offline.locator('main').textContent()).toBe(bought);
    await expect.poll(() => offline.locator('connection-status [role="status"]').textContent()).toBe('Offline');
    await expect
      .poll(() => offline.locator('connection-status .countdown').textContent())
      .toMatch(/^retrying in \d+ s$/);
    // It is Ann's turn on the kept board, but no move is offered on it.
    await offline.locator('turn-banner [data-turn="mine"]').waitFor();
    expect(await offline.locator('[data-actions] button:not([disabled])').count()).toBe(0);

    // The browser's `online` event reconnects at once.
    await context.setOffline(false);
    await expect
      .poll(() => offline.locator('connection-status [role="status"]').getAttribute('data-connection'))
      .toBe('live');
    expect(await note.count()).toBe(0);
    expect(await versionOf(offline)).toBe(seen);
    await expect.poll(() => offline.locator('[data-actions] button:not([disabled])').count()).toBeGreaterThan(0);
    // Only the failed connection attempts while offline are errors.
    expect(
      consoles.errors.filter((e) => !/WebSocket connection to .* failed|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([]);
    await context.close();
  });
});
