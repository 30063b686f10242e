import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { moveOverSocket } from './support/raw-player.js';
import { actAndWait, createTable, openGame, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';
import { TestBrowserKeys } from '../backend/support/fake-push-service.js';
import { parseLink } from '../../lambdas/protocol/links.js';
import { seatHidden } from '../backend/support/local-store.js';
import { expectShown, hideTab, pushDelivery, stubPushManager, pushServiceSession } from './support/stub-push.js';

const SWITCH = "Tell me when it's my turn, even when this page is closed";

describe('Push from turning it on to opening the game: the seat screen, the local stack, the service worker', () => {
  // Notifications shown by the service worker: the full Chromium (the headless shell shows none).
  const session = browserSession({}, { notifications: true });
  const push = pushServiceSession();

  it('Ann turns notifications on; no push while her tab is visible; hidden, her turn is pushed, shows in her worker and its click opens her seat', async () => {
    const keys = new TestBrowserKeys();
    const endpoint = `${push.service.origin}/push/ann-device`;
    const context = await session.browser.newContext();
    const origin = new URL(session.url).origin;
    await context.grantPermissions(['notifications'], { origin });
    await stubPushManager(context, endpoint, keys);
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    const links = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const ann = await openGame(context, links.seats[0]);
    await ann.locator('game-screen details.away summary').click();
    const controls = ann.locator('push-controls');
    await controls.getByRole('switch', { name: SWITCH }).click();
    await expect
      .poll(() => controls.locator('[data-notify]').textContent())
      .toBe('On: one notification each time it is your turn, even when this page is closed.');
    expect(await controls.getByRole('alert').count()).toBe(0);

    // Ann buys; Bo's move makes it her turn while she looks at the game: no push (her page said it is visible).
    await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
    await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
    const wsUrl = session.testStack.stack.wsUrl;
    await waitForVersion(ann, await moveOverSocket(wsUrl, links.seats[1]));
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    await session.testStack.stack.notifier.idle();
    expect(push.service.to('/push/ann-device')).toEqual([]);
    // Her tab goes to the background (headless Chromium never hides one: stood in for, as the browser reports
    // it), and she moves from another device; Bo's move makes it her turn again, and now she is pushed.
    await hideTab(ann);
    await expect.poll(() => seatHidden(session.testStack.stack, parseLink(links.seats[0])!.gameId, 0)).toBe(true);
    await waitForVersion(ann, await moveOverSocket(wsUrl, links.seats[0]));
    // Bo plays until it is Ann's turn (the round may ask him more than once).
    for (let i = 0; i < 6 && (await ann.locator('turn-banner [data-turn="mine"]').count()) === 0; i++) {
      await waitForVersion(ann, await moveOverSocket(wsUrl, links.seats[1]));
    }
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    await expect.poll(() => push.service.to('/push/ann-device').length, { timeout: 20_000 }).toBeGreaterThan(0);
    await ann.close();
    const [sent] = push.service.to('/push/ann-device');
    const payload = JSON.parse(keys.decrypt(sent.body)) as {
      gameId: string;
      seat: number;
      title: string;
      body: string;
      kind: string;
    };
    const gameId = parseLink(links.seats[0])!.gameId;
    expect(payload).toMatchObject({ gameId, seat: 0, kind: 'turn' });
    expect(JSON.stringify(payload)).not.toContain(parseLink(links.seats[0])!.token!);

    // The push service would hand it to the browser: here the DevTools protocol does.
    await lobby.goto(session.url);
    await lobby.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const deliver = await pushDelivery(context, lobby, origin);
    await deliver(keys.decrypt(sent.body));
    await expectShown(
      deliver,
      () =>
        lobby.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag]),
        ),
      [[payload.title, payload.body, `${gameId}/0`]],
    );
    const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`)!;
    // CDP cannot click a notification: the worker's listener gets a notificationclick event with it.
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect.poll(() => lobby.url()).toBe(new URL(links.seats[0], session.url).href);
    await lobby.locator('turn-banner [data-turn="mine"]').waitFor();

    // A daily digest instead, at 07:00 this device's time; then off: the server confirms each.
    await lobby.locator('game-screen details.away summary').click();
    const again = lobby.locator('push-controls');
    await again.getByLabel('How to be notified').selectOption('digest');
    await again.getByLabel('Hour of the daily digest').selectOption('7');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => again.locator('[data-notify]').textContent())
      .toBe('On: a daily digest at 07:00 of the games waiting for you.');
    await again.getByRole('switch', { name: SWITCH }).click();
    await expect
      .poll(() => again.locator('[data-notify]').textContent())
      .toBe('Off: nothing tells you when it is your turn.');
    expect(await again.getByRole('alert').count()).toBe(0);
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
