import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from './chromium-flags.js';

/** What a file asks of its browser beyond the headless shell's. */
export interface BrowserNeeds {
  /** A service worker's notifications shown and clicked: only the full Chromium has them. */
  notifications?: boolean;
  /** The app's service worker installed in every context (blocked otherwise: see launchChromium). */
  serviceWorker?: boolean;
}

/**
 * A connection to the run's shared headless shell (test/setup/chromium-server.ts), or a browser of
 * its own when the run started none or the file needs the full Chromium. Every context is a
 * separate, clean browser profile: one per player. Closing the returned browser closes the
 * contexts made through it; a shared browser itself lives on for the next file.
 */
export async function launchChromium(needs: BrowserNeeds = {}): Promise<Browser> {
  const browser = await launchOrConnect(needs);
  if (!needs.serviceWorker && !needs.notifications) {
    // Each context is a new device, whose first visit installs the service worker: it fetches and
    // keeps the app shell, takes charge of the page, and then serves every script the page asks
    // for. A device pays that once; the suite paid it in each of its hundred-odd contexts, about a
    // fifth of a browser file's CPU. Files about the worker's work (offline use, installing,
    // pushes, what a visit transfers) and one game followed across visits ask for it.
    const make = browser.newContext.bind(browser);
    browser.newContext = (options = {}) => make({ serviceWorkers: 'block', ...options });
  }
  return browser;
}

function launchOrConnect(needs: BrowserNeeds): Promise<Browser> {
  if (needs.notifications) return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
}

/** At most this many errors are kept, each cut to MAX_ERROR_CHARS: a page failing in a loop cannot exhaust the test's memory. */
const MAX_ERRORS = 500;
const MAX_ERROR_CHARS = 2_000;

/**
 * Collects console errors and uncaught exceptions of every page in a context, so a test can demand
 * none. Past MAX_ERRORS one last line says how many more came, which no filter of expected errors
 * passes.
 */
export function watchConsole(context: BrowserContext): { errors: string[] } {
  const seen = { errors: [] as string[] };
  let dropped = 0;
  const keep = (line: string) => {
    if (seen.errors.length < MAX_ERRORS)
      seen.errors.push(line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS)}…` : line);
    else seen.errors[MAX_ERRORS] = `console errors past ${MAX_ERRORS}: ${++dropped} more not kept`;
  };
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') keep(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => keep(`${page.url()}: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}
