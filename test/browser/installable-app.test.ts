import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('The installable app: manifest, icons and the service worker', () => {
  const session = browserSession({}, { serviceWorker: true });

  it('the page links a manifest whose icons are real PNGs of the sizes it names, and the worker keeps the shell', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    // An older build's shell, and a cache that is not the app's, are on the device before the worker installs.
    await context.addInitScript(() => {
      if (location.pathname === '/')
        void caches.open('tradewinds-shell-older-build').then(() => caches.open('someone-elses-cache'));
    });
    const page = await context.newPage();
    await page.goto(session.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await context.request.get(new URL(href!, session.url).href);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Tradewinds',
      short_name: 'Tradewinds',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await (await context.request.get(new URL(icon.src, session.url).href)).body();
      // The PNG signature, then IHDR's width and height.
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // The worker installs with the page's scope and takes charge of it.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', session.url).href);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Its cache is named for this build's shell and holds every file of it, and beside them only
    // scripts of the build this page used (the lobby's screen and words): no game it never opened.
    // The server's address (/config.json) is kept too when the page asked for it after the worker
    // took charge (network first, the copy for offline): whether it did is a race of the page's load.
    const { version, files, onDemand } = session.testStack.build.shell;
    const kept = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return {
        names: (await caches.keys()).sort(),
        paths: (await cache.keys()).map((r) => new URL(r.url).pathname).sort(),
      };
    }, `tradewinds-shell-${version}`);
    // The older shell went when this one activated; a cache of someone else's is left alone.
    expect(kept.names).toEqual(['someone-elses-cache', `tradewinds-shell-${version}`]);
    expect(kept.paths.filter((p) => files.includes(p))).toEqual([...files].sort());
    const beside = kept.paths.filter((p) => !files.includes(p));
    expect(beside.filter((p) => !onDemand.includes(p) && p !== '/config.json')).toEqual([]);
    const gameChunks = session.testStack.build.files.filter((f) => f.game).map((f) => `/${f.file}`);
    expect(gameChunks.length).toBeGreaterThan(0);
    expect(beside.filter((p) => gameChunks.includes(p))).toEqual([]);
    expect(files.filter((p) => onDemand.includes(p))).toEqual([]);
    expect(files).toContain(`/${session.testStack.build.script}`);
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
