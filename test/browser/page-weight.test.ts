// What the lobby and a seat link make the browser download, in script bytes as sent compressed:
// the lobby fills its game menu from static metadata (engine/catalog.ts), never the engine.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './support/session.js';
import { createTable } from './support/table.js';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** How each script came over the wire (its Content-Encoding), by file name. */
const encodings = new Map<string, string>();

/** Every script the page fetched while `load` ran, by file name. */
async function scriptsFetched(page: Page, load: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>();
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.endsWith('.js') || path === '/sw.js') return;
    seen.add(path.slice(1));
    if (r.status() === 200) encodings.set(path.slice(1), (await r.allHeaders())['content-encoding'] ?? 'identity');
  });
  await load();
  return [...seen].sort();
}

describe('Page weight', () => {
  const session = browserSession({}, { serviceWorker: true });

  const weigh = (files: string[]) => {
    let gzip = 0;
    let brotli = 0;
    for (const f of files) {
      const code = readFileSync(join(session.testStack.build.outdir, f));
      gzip += gzipSync(code, { level: 9 }).length;
      brotli += brotliCompressSync(code).length;
    }
    return { gzip, brotli };
  };

  it('the lobby loads no engine registry, and neither page loads every script of the build', async () => {
    const context = await session.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const lobby = await scriptsFetched(page, async () => {
      await page.goto(session.url);
      await page.getByLabel('Game').locator('option').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    });
    const links = await createTable(page, session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
    const seatPage = await context.newPage();
    const seat = await scriptsFetched(seatPage, async () => {
      await seatPage.goto(links.seats[0]);
      await seatPage.locator('main[data-version]').waitFor();
      await seatPage.waitForLoadState('networkidle');
    });
    const l = weigh(lobby);
    const s = weigh(seat);
    const engineOf = (f: string) =>
      session.testStack.build.files.find((x) => x.file === f)?.engine ? ' (engine)' : '';
    console.log(
      `lobby: ${lobby.map((f) => f + engineOf(f)).join(' ')}\nseat link: ${seat.map((f) => f + engineOf(f)).join(' ')}`,
    );
    console.log(
      `lobby JS: ${lobby.length} files, ${kb(l.gzip)} gzip, ${kb(l.brotli)} brotli; seat link JS: ${seat.length} files, ${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli`,
    );
    // The local server sends every script compressed (gzip or brotli, whichever Chromium asks for).
    console.log(`encodings: ${[...new Set(encodings.values())].join(', ')}`);
    expect(encodings.size).toBeGreaterThan(0);
    // A file too small to gain from compression has no compressed copy and goes as it is.
    for (const [file, encoding] of encodings) {
      const compressible = existsSync(join(session.testStack.build.outdir, `${file}.br`));
      expect(compressible ? ['br', 'gzip'] : ['identity'], file).toContain(encoding);
    }
    const engineFiles = session.testStack.build.files.filter((f) => f.engine).map((f) => f.file);
    expect(engineFiles.length).toBeGreaterThan(0);
    expect(lobby.filter((f) => engineFiles.includes(f))).toEqual([]);
    // Each screen's code comes on demand: neither page fetches every script of the build.
    expect(lobby.length).toBeLessThan(session.testStack.build.files.length);
    expect(seat.length).toBeLessThan(session.testStack.build.files.length);
    await context.close();
  });
});
