// Manila's price track in the four languages: every good's name fits the room the track leaves it,
// unsqueezed (Hungarian "Szerecsendió" was squeezed to three quarters of its width), and every
// cell, price and bank count stays inside the track's frame.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCALES } from '../../i18n/locales.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors } from './support/component-page.js';
import type { TrackLabel } from './fixtures/price-track-entry.js';

const entry = fileURLToPath(new URL('./fixtures/price-track-entry.ts', import.meta.url));

describe("Manila's price track in every language", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'warning' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 800, height: 400 } });
    collectErrors(page, errors);
    const script = out.outputFiles[0].text.replace(/<\/script>/g, '<\\/script>');
    await page.setContent(`<!doctype html><html><body><script type="module">${script}</script></body></html>`);
    await page.waitForFunction(() => typeof window.drawTrack === 'function');
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
  });

  it.each(LOCALES)(
    '%s: every good fits its label room unsqueezed, and the track stays inside its frame',
    async (locale) => {
      const labels: TrackLabel[] = await page.evaluate((l) => window.drawTrack(l), locale);
      expect(labels).toHaveLength(4);
      for (const l of labels) {
        if (l.text.includes('Szerecsendió'))
          console.log(`"Szerecsendió" on the price track: ${l.natural.toFixed(1)} px wide in ${l.room} px of room`);
        expect(l.squeezed, `${locale} "${l.text}": ${l.natural.toFixed(1)} px in ${l.room}`).toBe(false);
      }
      // Every shape and text of the track within its frame (the first rect), in the SVG's units.
      const outside = await page.evaluate(() => {
        const track = document.querySelector('g.price-track')!;
        const frame = track.querySelector('rect')!.getBBox();
        return [...track.querySelectorAll<SVGGraphicsElement>('rect, text')].flatMap((el) => {
          const b = el.getBBox();
          const inside =
            b.x >= frame.x - 0.5 &&
            b.y >= frame.y - 0.5 &&
            b.x + b.width <= frame.x + frame.width + 0.5 &&
            b.y + b.height <= frame.y + frame.height + 0.5;
          return inside
            ? []
            : [
                `${el.localName} "${el.textContent}" at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`,
              ];
        });
      });
      expect(outside).toEqual([]);
    },
  );
});
