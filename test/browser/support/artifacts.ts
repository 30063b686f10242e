import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Screenshots for people to look at, in test-artifacts/<suite>/ (gitignored), taken only when
 * TRADEWINDS_SCREENSHOTS is set (`TRADEWINDS_SCREENSHOTS=1 npx vitest run test/browser/...`):
 * a full-page screenshot costs about a second, and the round files took 11 to 22 each, time
 * every run of the suite paid for pictures nobody opened. No test reads them back.
 */
export const SCREENSHOTS = Boolean(process.env.TRADEWINDS_SCREENSHOTS);

export function artifacts(suite: string) {
  const dir = join(process.cwd(), 'test-artifacts', suite);
  mkdirSync(dir, { recursive: true });
  const taken = new Set<string>();
  const take = async (target: Page | Locator, name: string): Promise<void> => {
    if (!SCREENSHOTS) return;
    await target.screenshot({ path: join(dir, `${name}.png`), ...('goto' in target ? { fullPage: true } : {}) });
  };
  return {
    dir,
    /** The first screenshot under each name wins: one picture per phase. */
    async once(page: Page, name: string): Promise<void> {
      if (taken.has(name)) return;
      taken.add(name);
      await take(page, name);
    },
    async shot(page: Page, name: string): Promise<void> {
      taken.add(name);
      await take(page, name);
    },
    /** A picture of one element (a board, a panel), under `name`. */
    async of(target: Locator | Page, name: string): Promise<void> {
      await take(target, name);
    },
  };
}
