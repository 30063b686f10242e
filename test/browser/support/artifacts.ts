import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots land in test-artifacts/<suite>/ (gitignored) for people to look at. */
export function artifacts(suite: string) {
  const dir = join(process.cwd(), 'test-artifacts', suite);
  mkdirSync(dir, { recursive: true });
  const taken = new Set<string>();
  return {
    dir,
    /** The first screenshot under each name wins: one picture per phase. */
    async once(page: Page, name: string): Promise<void> {
      if (taken.has(name)) return;
      taken.add(name);
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
    },
    async shot(page: Page, name: string): Promise<void> {
      taken.add(name);
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
    },
  };
}
