import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this machine needs. Playwright gives every
 * launch a fresh temporary profile (it refuses a --user-data-dir argument to launch()),
 * and every context is a separate, clean browser profile: one per player.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Collects console errors and uncaught exceptions of every page in a context, so a test can demand none. */
export function watchConsole(context: BrowserContext): { errors: string[] } {
  const seen = { errors: [] as string[] };
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') seen.errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.errors.push(`${page.url()}: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}
