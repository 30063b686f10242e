import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { createTable, openGame } from './support/table.js';
import { browserSession } from './support/session.js';

/** Opens the seat's "Notifications and table chat" panel. */
async function openPanel(page: Page): Promise<void> {
  await page.locator('game-screen details.away summary').click();
  await page.locator('push-controls').waitFor();
}

describe("A seat's notification controls and the table webhook", () => {
  const session = browserSession();

  it('shows the iOS note; a webhook URL the server refuses is said so and changes nothing; one it accepts reaches the other seat, and can be removed', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const links = await createTable(await context.newPage(), session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const ann = await openGame(context, links.seats[0]);
    const bo = await openGame(await session.browser.newContext(), links.seats[1]);
    await openPanel(ann);
    await openPanel(bo);

    const push = ann.locator('push-controls');
    expect(await push.getByText('On iPhone and iPad, add Tradewinds to the Home Screen first: Safari delivers notifications only to home-screen apps.').count()).toBe(1);
    expect(await push.getByRole('status').textContent()).toBe('Off for this game.');

    const hook = ann.locator('table-webhook');
    const annState = hook.locator('[data-webhook]');
    const boState = bo.locator('table-webhook [data-webhook]');
    expect(await annState.getAttribute('data-webhook')).toBe('none');
    await hook.getByLabel('Webhook URL').fill('http://example.com/hook');
    await hook.getByRole('button', { name: 'Set the webhook' }).click();
    await expect.poll(() => hook.getByRole('alert').textContent()).toMatch(/^The webhook was not set: That webhook URL cannot be used: .+\.$/);
    expect(await annState.getAttribute('data-webhook')).toBe('none');
    expect(await boState.getAttribute('data-webhook')).toBe('none');

    const url = 'https://discord.com/api/webhooks/123456/abcdef';
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

    await bo.locator('table-webhook').getByRole('button', { name: 'Remove the webhook' }).click();
    await expect.poll(() => boState.getAttribute('data-webhook')).toBe('none');
    await expect.poll(() => annState.getAttribute('data-webhook')).toBe('none');
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
