import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-flags.js';

/**
 * A connection to the run's shared Chromium (test/setup/chromium-server.ts), or a Chromium of its
 * own when the run started none. Every context is a separate, clean browser profile: one per
 * player. Closing the returned browser closes the contexts made through it; a shared Chromium
 * itself lives on for the next file.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
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
