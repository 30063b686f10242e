import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { moveOverSocket } from './support/raw-player.js';
import { createTable, openGame, versionOf, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';
import { HIDDEN_GRACE_MS } from '../../web/src/net/keepalive-policy.js';

/** Headless Chromium never hides a tab: the Page Visibility API is stood in for, as the browser would report it. */
async function setVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('A hidden tab pauses its connection and catches up when shown', () => {
  const session = browserSession();

  it('closes the socket minutes after the tab is hidden (the grace), says so without an error, and shows the moves made meanwhile', async () => {
    const context = await session.browser.newContext();
    // The page's clock is the test's: the grace passes without waiting for it.
    await context.clock.install();
    const consoles = watchConsole(context);
    const links = await createTable(await context.newPage(), session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const bo = await openGame(context, links.seats[1]);
    const status = bo.locator('connection-status [role="status"]');
    await expect.poll(() => status.getAttribute('data-connection')).toBe('live');
    const before = await versionOf(bo);

    await setVisibility(bo, 'hidden');
    await bo.clock.fastForward(HIDDEN_GRACE_MS - 30_000);
    expect(await status.getAttribute('data-connection')).toBe('live');
    await bo.clock.fastForward(30_000);
    await expect.poll(() => status.getAttribute('data-connection')).toBe('paused');
    expect(await status.textContent()).toBe('Paused while hidden');
    expect(await bo.getByRole('alert').count()).toBe(0);

    // Ann plays from another device while Bo's tab is paused: nothing reaches Bo's page.
    const made = await moveOverSocket(session.testStack.stack.wsUrl, links.seats[0]);
    expect(made).toBe(before + 1);
    await bo.clock.fastForward(5 * 60_000);
    expect(await versionOf(bo)).toBe(before);

    await setVisibility(bo, 'visible');
    await waitForVersion(bo, made);
    await expect.poll(() => status.getAttribute('data-connection')).toBe('live');
    expect(consoles.errors).toEqual([]);
  });
});
