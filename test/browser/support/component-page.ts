import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';

const entry = fileURLToPath(new URL('../fixtures/components-entry.ts', import.meta.url));

/** A blank page with the game tables registered: `window.mount(tag, props)` shows one. */
export async function componentPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'warning' });
  const page = await browser.newPage({ viewport });
  const script = out.outputFiles[0].text.replace(/<\/script>/g, '<\\/script>');
  await page.setContent(
    `<!doctype html><html><body style="margin:0;padding:8px;background:#f4efe4;font-family:system-ui"><script type="module">${script}</script></body></html>`,
  );
  await page.waitForFunction(() => typeof window.mount === 'function');
  return page;
}

/** Gathers the page's console errors and uncaught exceptions into `into`, for a test to expect none. */
export function collectErrors(page: Page, into: string[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(m.text());
  });
  page.on('pageerror', (e) => into.push(e.message));
}
