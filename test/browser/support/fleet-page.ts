import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';

const entry = fileURLToPath(new URL('../fixtures/freight-fleet-entry.ts', import.meta.url));

/** A blank page with the freight game's fleet and money panels registered: `window.mountAll(parts)` shows them. */
export async function fleetPage(browser: Browser, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'warning' });
  const page = await browser.newPage({ viewport });
  const script = out.outputFiles[0].text.replace(/<\/script>/g, '<\\/script>');
  await page.setContent(
    `<!doctype html><html><head><title>Fleet panels</title></head><body style="margin:0;padding:8px;background:#eef3f7;font-family:system-ui"><script type="module">${script}</script></body></html>`,
  );
  await page.waitForFunction(() => typeof window.mountAll === 'function');
  return page;
}
