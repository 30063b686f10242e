// The Persian title of Who Rules the Sea? keeps the Hungarian original in brackets after it: in a
// right-to-left line, the original's question mark must stay at the end of its own left-to-right words
// ("…tengeren?"), not fly to their start, and the brackets must enclose it. Measured in Chromium.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium.js';

const fa = JSON.parse(readFileSync(new URL('../../i18n/catalogs/fa/term.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

describe('The Persian title of Who Rules the Sea?', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("keeps the Hungarian original's question mark after its last word, inside the brackets, in a right-to-left heading", async () => {
    const page = await browser.newPage();
    const title = fa['term.game.who-rules-the-sea.title'];
    await page.setContent(
      '<!doctype html><html lang="fa" dir="rtl"><body><h1 style="font-size:32px"></h1></body></html>',
    );
    const at = await page.evaluate((text) => {
      const h1 = document.querySelector('h1')!;
      h1.textContent = text;
      const node = h1.firstChild!;
      const box = (i: number) => {
        const r = document.createRange();
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        const b = r.getBoundingClientRect();
        return { left: b.left, right: b.right };
      };
      const start = text.indexOf('Ki az');
      const end = text.indexOf('tengeren?') + 'tengeren'.length;
      return {
        k: box(start),
        n: box(end - 1),
        question: box(end),
        open: box(text.lastIndexOf('(')),
        close: box(text.lastIndexOf(')')),
      };
    }, title);
    // Left to right inside the brackets: "Ki az úr a tengeren?" reads from its K to its question mark.
    expect(at.k.left).toBeLessThan(at.n.left);
    expect(
      at.question.left,
      `the question mark ${at.question.left}, the n before it ${at.n.right}`,
    ).toBeGreaterThanOrEqual(at.n.right - 1);
    // The brackets enclose it: in a right-to-left line the opening one stands at its right.
    expect(at.open.left).toBeGreaterThanOrEqual(at.question.right - 1);
    expect(at.close.right).toBeLessThanOrEqual(at.k.left + 1);
    await page.close();
  });
});
