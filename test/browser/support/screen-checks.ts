import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifacts } from './artifacts.js';
import { layoutProblems } from './layout-check.js';
import { untranslatedText } from './untranslated.js';

export const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/**
 * The checks a game in another language goes through at each of its moments: at both sizes the
 * page is photographed (test-artifacts/<suite>/) and must show no English (untranslatedText,
 * the players' names allowed) and no text that overflows its box or lies over another. Each
 * moment is checked once, whoever's page shows it first; the findings are written beside the
 * screenshots for people to read, and kept for the test to assert empty.
 */
export function screenChecks(
  suite: string,
  locale: string,
  names: readonly string[],
  settle?: (page: Page, size: { width: number; height: number }) => Promise<void>,
) {
  const shots = artifacts(suite);
  const layout = new Map<string, string[]>();
  const english = new Map<string, string[]>();
  const checked = new Set<string>();
  async function check(page: Page, name: string): Promise<void> {
    if (checked.has(name)) return;
    checked.add(name);
    const own = page.viewportSize()!;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settle?.(page, size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const key = `${name}-${size.width}x${size.height}`;
      await shots.shot(page, key);
      const problems = await layoutProblems(page);
      if (problems.length) layout.set(key, problems);
      const left = await untranslatedText(page, locale, names);
      if (left.length) english.set(key, left);
    }
    await page.setViewportSize(own);
    writeFileSync(
      join(shots.dir, 'findings.json'),
      JSON.stringify({ layout: Object.fromEntries(layout), english: Object.fromEntries(english) }, null, 2),
    );
  }
  return { check, checked, layout, english };
}
