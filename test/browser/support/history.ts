import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Opens every round of the page's history by its summary, as a reader does, and waits until each
 * open round has drawn its lines: the history draws only its newest rounds until asked
 * (web/src/game-screen/history-list.ts), and a test that reads every line of a game asks first.
 */
export async function openAllRounds(page: Page): Promise<void> {
  const closed = page.locator('history-list details:not([open]) > summary');
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
  const rounds = page.locator('history-list details');
  await expect
    .poll(async () => (await page.locator('history-list details > ol').count()) - (await rounds.count()))
    .toBe(0);
}
