import type { Page } from 'playwright-core';
import { sync, waitForVersion } from './table.js';

const WITHIN = { timeout: 60_000 };

/**
 * Every seat of a test that makes each move by hand switches the server's automatic forced
 * moves off (on unless a seat says otherwise, engine/core/orders-log.ts) on its own page, as its
 * player would on the standing-orders panel: one at a time, each waiting for the record it made,
 * so that no order is still on its way when the test's first move is.
 */
export async function forcedMovesOff(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    const version = await sync([...pages]);
    const box = page.locator('standing-orders [data-forced]');
    await box.waitFor(WITHIN);
    await box.uncheck();
    await waitForVersion(page, version + 1);
    await page.locator('standing-orders [data-forced]:not(:checked):not([disabled])').waitFor(WITHIN);
  }
  await sync([...pages]);
}
