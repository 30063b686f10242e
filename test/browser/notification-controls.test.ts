import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { watchConsole } from './support/chromium.js';
import { moveOverSocket } from './support/raw-player.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame } from './support/table.js';
import { browserSession } from './support/session.js';

/** Opens the seat's "Notifications and table chat" panel. */
async function openPanel(page: Page): Promise<void> {
  await page.locator('game-screen details.away summary').click();
  await page.locator('push-controls').waitFor();
}

/** A chat's incoming webhook: keeps each body posted to it, or answers 500 while `failing`. */
async function startReceiver() {
  const receiver = { posts: [] as string[], failing: false, origin: '', server: undefined as unknown as Server };
  receiver.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (receiver.failing) return void res.writeHead(500).end();
      receiver.posts.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
  return receiver;
}

describe("A seat's notification controls and the table webhook", () => {
  const session = browserSession({}, { serviceWorker: true });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  it('shows the iOS note; a webhook URL the server refuses is said so and changes nothing; one it accepts reaches the other seat and gets a line per turn; a failing chat is switched off and shown so; removed by the other seat', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    // The lobby is not this test's subject: the table is made over the WebSocket, as the lobby makes it.
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);
    const ann = await openGame(context, links.seats[0]);
    const bo = await openGame(await session.browser.newContext(), links.seats[1]);
    await openPanel(ann);
    await openPanel(bo);

    await artifacts('notifications').shot(ann, 'seat-panel');
    const push = ann.locator('push-controls');
    expect(
      await push
        .getByText(
          'On iPhone and iPad, add Tradewinds to the Home Screen first: Safari delivers notifications only to home-screen apps.',
        )
        .count(),
    ).toBe(1);
    expect(await push.locator('[data-notify]').textContent()).toBe('Off: nothing tells you when it is your turn.');

    const hook = ann.locator('table-webhook');
    const annState = hook.locator('[data-webhook]');
    const boState = bo.locator('table-webhook [data-webhook]');
    expect(await annState.getAttribute('data-webhook')).toBe('none');
    await hook.getByLabel('Webhook URL').fill('http://example.com/hook');
    await hook.getByRole('button', { name: 'Set the webhook' }).click();
    await expect
      .poll(() => hook.getByRole('alert').textContent())
      .toMatch(/^The webhook was not set: That webhook URL cannot be used: .+\.$/);
    expect(await annState.getAttribute('data-webhook')).toBe('none');
    expect(await boState.getAttribute('data-webhook')).toBe('none');

    // A chat's incoming webhook on 127.0.0.1 (the local stack allows loopback URLs; production only https chat hosts).
    const url = `${receiver.origin}/hook`;
    await hook.getByLabel('Webhook URL').fill(url);
    await hook.getByRole('button', { name: 'Set the webhook' }).click();
    await expect.poll(() => annState.textContent()).toBe(`Turns are posted to the table's chat: ${url}.`);
    expect(await hook.getByRole('alert').count()).toBe(0);
    // The other seat is told (a seat may see the URL).
    await expect.poll(() => boState.getAttribute('data-webhook')).toBe('set');
    // A seat opening the game later learns it from its subscription.
    const boAgain = await openGame(await session.browser.newContext(), links.seats[1]);
    await openPanel(boAgain);
    await expect.poll(() => boAgain.locator('table-webhook [data-webhook]').getAttribute('data-webhook')).toBe('set');

    // Ann's move makes it Bo's turn: one line reaches the chat.
    await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
    await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
    await expect.poll(() => receiver.posts.length).toBe(1);
    expect(receiver.posts[0]).toMatch(/Bo/);

    // The chat stops answering: after its retries the server switches the webhook off, and every seat sees why.
    receiver.failing = true;
    await moveOverSocket(session.testStack.stack.wsUrl, links.seats[1]);
    await session.testStack.stack.notifier.idle();
    await expect.poll(() => annState.getAttribute('data-webhook')).toBe('off');
    expect(await annState.textContent()).toMatch(/^The webhook was switched off: .+/);
    await expect.poll(() => boState.getAttribute('data-webhook')).toBe('off');

    // Set again, then removed by the other seat.
    receiver.failing = false;
    await hook.getByLabel('Webhook URL').fill(url);
    await hook.getByRole('button', { name: 'Set the webhook' }).click();
    await expect.poll(() => annState.getAttribute('data-webhook')).toBe('set');
    await bo.locator('table-webhook').getByRole('button', { name: 'Remove the webhook' }).click();
    await expect.poll(() => boState.getAttribute('data-webhook')).toBe('none');
    await expect.poll(() => annState.getAttribute('data-webhook')).toBe('none');
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
