import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';
import { hideTab } from './support/stub-push.js';
import { moveOverSocket } from './support/raw-player.js';

const NAME = "Tell me when it's my turn, even when this page is closed";

/**
 * The page as plain http on a network address shows it (the stack serves 127.0.0.1, which the
 * browser counts as secure): no secure context, no service worker, no PushManager. Headless Chromium
 * has no notification centre either: notifications are recorded, with the permission the prompt
 * would give (`answer`).
 */
async function plainHttp(context: BrowserContext, answer: 'granted' | 'denied'): Promise<void> {
  await context.addInitScript((answer) => {
    const shown: { title: string; body?: string }[] = [];
    class RecordingNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = async () => (RecordingNotification.permission = answer);
      readonly title: string;
      constructor(title: string, options?: { body?: string }) {
        this.title = title;
        shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'isSecureContext', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined });
    delete (window as unknown as { PushManager?: unknown }).PushManager;
    delete (Navigator.prototype as unknown as { serviceWorker?: unknown }).serviceWorker;
    Object.assign(window, { Notification: RecordingNotification, shownNotifications: shown });
  }, answer);
}

/** Ann buys and Bo passes: it becomes Ann's turn again (she keeps 10 pesos, see tutorial-round.test.ts). */
async function backToAnn(ann: Page, bo: Page): Promise<void> {
  await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
  await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
  const v = await actAndWait(bo, () => bo.getByRole('button', { name: 'Buy none' }).click());
  await waitForVersion(ann, v);
}

describe('Turn notices in the tab, where no push can be had', () => {
  const session = browserSession({}, { serviceWorker: true });

  it('in a secure page without a PushManager, or with notifications blocked for the site, the switch says which and stays in the tab', async () => {
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);
    const cases = [
      {
        // A browser without Web Push (the page itself is secure): notifications allowed when asked.
        setup: () => {
          delete (window as unknown as { PushManager?: unknown }).PushManager;
          Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' });
        },
        words:
          'On, but only while this page is open: this browser cannot receive push notifications. A notification shows when it is your turn and this tab is in the background.',
      },
      {
        // Web Push there, but the site's notifications blocked.
        setup: () => {
          Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'denied' });
          Notification.requestPermission = async () => 'denied';
        },
        words:
          "On, but only while this page is open: notifications are blocked for this site (allow them in the browser's site settings). This tab's title flashes when it is your turn.",
      },
    ];
    for (const [seat, { setup, words }] of cases.entries()) {
      const context = await session.browser.newContext();
      await context.addInitScript(setup);
      const consoles = watchConsole(context);
      const page = await openGame(context, links.seats[seat]);
      const header = page.locator('game-screen header notify-switch');
      await header.getByRole('switch', { name: NAME }).click();
      await expect.poll(() => header.locator('[data-notify]').getAttribute('data-notify')).toBe('tab');
      expect(await header.locator('[data-notify]').textContent()).toBe(words);
      expect(await header.locator('[data-notify]').isVisible()).toBe(true);
      await page.locator('game-screen details.away summary').click();
      expect(await page.locator('push-controls [data-notify]').textContent()).toBe(words);
      expect(consoles.errors).toEqual([]);
      await context.close();
    }
  });

  it('on plain http the switch says so and falls back to a browser notification, shown once the tab is in the background', async () => {
    const annContext = await session.browser.newContext();
    await plainHttp(annContext, 'granted');
    const consoles = watchConsole(annContext);
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);
    const ann = await openGame(annContext, links.seats[0]);
    const bo = await openGame(await session.browser.newContext(), links.seats[1]);

    const header = ann.locator('game-screen header notify-switch');
    await header.getByRole('switch', { name: NAME }).click();
    await expect.poll(() => header.locator('[data-notify]').getAttribute('data-notify')).toBe('tab');
    expect(await header.getByRole('switch', { name: NAME }).getAttribute('aria-checked')).toBe('true');
    expect(await header.locator('[data-notify]').textContent()).toBe(
      'On, but only while this page is open: this page is not on https, so the browser cannot receive push notifications here. A notification shows when it is your turn and this tab is in the background.',
    );
    // The panel says the same, and offers no push choices that could not be had here.
    await ann.locator('game-screen details.away summary').click();
    const panel = ann.locator('push-controls');
    expect(await panel.locator('[data-notify]').textContent()).toBe(
      await header.locator('[data-notify]').textContent(),
    );
    expect(await panel.getByLabel('How to be notified').count()).toBe(0);

    await hideTab(ann);
    await backToAnn(ann, bo);
    await expect
      .poll(() => ann.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
      .toEqual([{ title: 'Your turn in Manila tutorial race', body: 'place a bet or pass' }]);
    expect(consoles.errors).toEqual([]);
    await annContext.close();
  });

  it('with notifications blocked the switch says so and off, nothing flashes on her turn; on, the tab title flashes on her turn until the tab is seen', async () => {
    const annContext = await session.browser.newContext();
    await plainHttp(annContext, 'denied');
    const consoles = watchConsole(annContext);
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);
    const ann = await openGame(annContext, links.seats[0]);
    const bo = await openGame(await session.browser.newContext(), links.seats[1]);
    const header = ann.locator('game-screen header notify-switch');
    await header.getByRole('switch', { name: NAME }).click();
    await expect.poll(() => header.locator('[data-notify]').getAttribute('data-notify')).toBe('tab');
    expect(await header.locator('[data-notify]').textContent()).toBe(
      "On, but only while this page is open: this page is not on https, so the browser cannot receive push notifications here. This tab's title flashes when it is your turn.",
    );

    // Switched off again, her turn in the background does not flash the title.
    await header.getByRole('switch', { name: NAME }).click();
    await expect.poll(() => header.locator('[data-notify]').getAttribute('data-notify')).toBe('off');
    // Every title the page sets from here on: a flash would start in the very update that shows her turn.
    await ann.evaluate(() => {
      const titles: string[] = [];
      new MutationObserver(() => titles.push(document.title)).observe(document.querySelector('title')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      Object.assign(window, { titles });
    });
    await hideTab(ann);
    await backToAnn(ann, bo);
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    const titles = await ann.evaluate(() => [...new Set((window as unknown as { titles: string[] }).titles)]);
    expect(titles).toContain('● Your turn · Manila tutorial race · Tradewinds');
    expect(titles).not.toContain('▲ Your turn! · Manila tutorial race');

    // On: she moves from another device, and Bo's move makes it her turn again: now the title flashes,
    // back and forth between the flash and the usual "your turn" title.
    await header.getByRole('switch', { name: NAME }).click();
    await expect.poll(() => header.locator('[data-notify]').getAttribute('data-notify')).toBe('tab');
    const wsUrl = session.testStack.stack.wsUrl;
    await waitForVersion(ann, await moveOverSocket(wsUrl, links.seats[0]));
    for (let i = 0; i < 6 && (await ann.locator('turn-banner [data-turn="mine"]').count()) === 0; i++)
      await waitForVersion(ann, await moveOverSocket(wsUrl, links.seats[1]));
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    await expect.poll(() => ann.title()).toBe('▲ Your turn! · Manila tutorial race');
    await expect.poll(() => ann.title()).toBe('● Your turn · Manila tutorial race · Tradewinds');
    await expect.poll(() => ann.title()).toBe('▲ Your turn! · Manila tutorial race');
    expect(
      await ann.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications),
    ).toEqual([]);
    // Seen again: the flash stops.
    await ann.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => ann.title()).toBe('● Your turn · Manila tutorial race · Tradewinds');
    expect(consoles.errors).toEqual([]);
    await annContext.close();
  });
});
