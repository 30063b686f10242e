import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { createTable, openGame } from './support/table.js';
import { browserSession } from './support/session.js';
import { parseLink } from '../../lambdas/protocol/links.js';
import { expectShown, pushDelivery } from './support/stub-push.js';

interface Shown {
  title: string;
  body: string;
  tag: string;
  renotify: boolean;
  data: unknown;
}

/** The notifications the service worker shows, read through its registration from a page. */
const shownBy = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      renotify: (n as Notification & { renotify: boolean }).renotify,
      data: n.data,
    }));
  }) as Promise<Shown[]>;

describe('Web Push in the service worker', () => {
  // Notifications shown by the service worker: the full Chromium (the headless shell shows none).
  const session = browserSession({}, { notifications: true });

  it('a push delivered through the DevTools protocol shows its notification, and clicking it opens the seat link kept on the device', async () => {
    const context = await session.browser.newContext();
    const origin = new URL(session.url).origin;
    await context.grantPermissions(['notifications'], { origin });
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    const links = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const ann = parseLink(links.seats[0])!;
    // Opening her seat once is what puts it in "My games" (and its IndexedDB mirror) on this device.
    await (await openGame(context, links.seats[0])).close();
    await lobby.goto(session.url);
    await lobby.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const deliver = await pushDelivery(context, lobby, origin);
    const push = (payload: object) => deliver(JSON.stringify(payload));

    const turn = {
      gameId: ann.gameId,
      seat: 0,
      title: 'Your turn in Manila tutorial race',
      body: 'place a bet or pass',
      kind: 'turn',
      url: '/',
      version: 3,
    };
    /** The one notification Ann's seat should show for a push: its words, her game's tag, and whether it sounds again. */
    const shownFor = (payload: typeof turn, renotify: boolean) => [
      {
        title: payload.title,
        body: payload.body,
        tag: `${ann.gameId}/0`,
        renotify,
        data: { gameId: ann.gameId, seat: 0 },
      },
    ];
    await push(turn);
    await expectShown(deliver, () => shownBy(lobby), shownFor(turn, false));
    // A reminder for the same game and seat replaces that notification, and sounds again.
    const reminder = {
      ...turn,
      title: '2 hours left in Manila tutorial race',
      body: 'Your move before 18:00',
      kind: 'reminder',
    };
    await push(reminder);
    await expectShown(deliver, () => shownBy(lobby), shownFor(reminder, true));

    // CDP cannot click a notification: the click is dispatched in the worker as a notificationclick
    // event carrying the notification shown, and the worker's own listener handles it.
    const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
    expect(worker, 'the service worker is running').toBeDefined();
    await worker!.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    // The app's open window is turned to Ann's seat link: token included, found on the device.
    await expect.poll(() => lobby.url()).toBe(new URL(links.seats[0], session.url).href);
    await lobby.locator('main[data-version]').waitFor();
    expect(await lobby.locator('turn-banner [data-turn="mine"]').count()).toBe(1);
    expect(await shownBy(lobby)).toEqual([]);
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
