import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Opens every round of the page's history by its summary, as a reader does, and waits until each
 * open round has drawn its lines: the history draws only its newest rounds until asked
 * (web/src/game-screen/history-list.ts), and a test that reads every line of a game asks first.
 * One loop for both, since moves may arrive meanwhile: a new round closes the oldest of the
 * newest two, which is then opened like the others.
 */
export async function openAllRounds(page: Page): Promise<void> {
  const closed = page.locator('history-list details:not([open]) > summary');
  const drawn = page.locator('history-list details[open] > ol');
  const open = page.locator('history-list details[open]');
  await expect
    .poll(async () => {
      if ((await closed.count()) > 0) {
        await closed.first().click();
        return false;
      }
      // None open yet: the history's code is fetched after the board, so it may not be drawn at all.
      const opened = await open.count();
      return opened > 0 && (await drawn.count()) === opened;
    })
    .toBe(true);
}

/**
 * Whether the page's history shows round `n` begun, so the round before it is settled: the
 * round summary, fetched when first needed, may still be on its way, and a loop that moved on
 * until it appeared made a move of the next round meanwhile.
 */
export async function roundBegun(page: Page, n: number): Promise<boolean> {
  return (await page.locator(`history-list details[data-round="${n}"]`).count()) > 0;
}
