// The shell in four languages: the lobby starts in the browser's language, switches in
// place from the app bar's picker and remembers the choice on the device; Persian turns the page
// right to left; the lobby and the rules pages leave no English behind and stay accessible.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts } from './support/artifacts.js';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { untranslatedText } from './support/untranslated.js';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const NAMES = ['Ann', 'Bo', 'Cy'];
/** Who Rules the Sea?'s card codes, C01 to C44: kept in Latin letters and digits in every language (glossary-fa.md). */
const CARD_CODES = Array.from({ length: 44 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);

/** The lobby's "My games" heading, as each language words it. */
const MY_GAMES = { en: 'My games', vi: 'Ván chơi của tôi', fa: 'بازی‌های من', hu: 'Játékaim' } as const;

async function lobbyIn(context: BrowserContext, url: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await loadLobby(page, url, heading);
  return page;
}

async function loadLobby(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.locator('my-games-list h2').filter({ hasText: heading }).waitFor();
  // The rule sets come after the first paint: wait for the form's game menu too.
  await page.locator('create-table-form select[name="rules"] option').first().waitFor({ state: 'attached' });
}

/** Creates a Manila table from the form by its fields' names (their labels are in the page's language). */
async function createByForm(page: Page): Promise<void> {
  for (const [i, name] of NAMES.entries()) await page.locator(`create-table-form input[name="name-${i}"]`).fill(name);
  await page.locator('create-table-form button[type="submit"]').click();
  await page.locator('seat-links h2').waitFor();
  await page.locator('created-tables-list li[data-table]').first().waitFor();
}

/** The box of a text's glyphs (not of its block, which spans the line). */
async function textBox(page: Page, selector: string): Promise<{ left: number; right: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
}

describe("The lobby in the player's language", () => {
  const session = browserSession();
  const shots = artifacts('lobby-languages');

  it('starts in Hungarian for a Hungarian browser, switches to Vietnamese in place, and keeps it after a reload', async () => {
    const context = await session.browser.newContext({ locale: 'hu-HU', viewport: DESKTOP });
    const seen = watchConsole(context);
    const page = await lobbyIn(context, session.url, MY_GAMES.hu);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');
    expect(await page.locator('create-table-form h2').textContent()).toBe('Új asztal');
    expect(await untranslatedText(page, 'hu')).toEqual([]);

    // A mark in the page's memory: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('language-picker select').selectOption('vi');
    await page.locator('my-games-list h2').filter({ hasText: MY_GAMES.vi }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await page.locator('create-table-form h2').textContent()).toBe('Bàn chơi mới');
    expect(await page.locator('language-picker select').inputValue()).toBe('vi');
    expect(await untranslatedText(page, 'vi')).toEqual([]);

    await page.reload();
    await page.locator('my-games-list h2').filter({ hasText: MY_GAMES.vi }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    expect(await page.locator('language-picker select').inputValue()).toBe('vi');
    // The service worker's own words follow the chosen language too: it reads it from IndexedDB.
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const open = indexedDB.open('tradewinds');
            open.onsuccess = () => {
              const get = open.result.transaction('settings').objectStore('settings').get('locale');
              get.onsuccess = () => resolve(get.result);
              get.onerror = () => reject(get.error ?? new Error('reading the stored locale failed'));
            };
            open.onerror = () => reject(open.error ?? new Error('opening the device database failed'));
          }),
      ),
    ).toBe('vi');
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  /**
   * One English and one Persian lobby, made by the first size's test and shared with the next: each
   * test sets its size and loads both lobbies again at it (a browser context and its first page
   * cost more than a load).
   */
  let pair: Promise<{ english: BrowserContext; persian: BrowserContext; en: Page; fa: Page }> | undefined;
  async function lobbiesAt(viewport: typeof DESKTOP): Promise<{ en: Page; fa: Page }> {
    pair ??= (async () => {
      const english = await session.browser.newContext({ viewport });
      const persian = await session.browser.newContext({ locale: 'fa-IR', viewport });
      return { english, persian, en: await english.newPage(), fa: await persian.newPage() };
    })();
    const { en, fa } = await pair;
    for (const [page, heading] of [
      [en, MY_GAMES.en],
      [fa, MY_GAMES.fa],
    ] as const) {
      await page.setViewportSize(viewport);
      await loadLobby(page, session.url, heading);
    }
    return { en, fa };
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`in Persian the page is right to left and the lobby mirrors, at ${viewport.width}x${viewport.height}`, async () => {
      const { en, fa } = await lobbiesAt(viewport);
      expect(await fa.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        'fa',
        'rtl',
      ]);
      expect(await en.evaluate(() => document.documentElement.dir)).toBe('ltr');

      // The picker sits at the inline end of the app bar: the right in English, the left in Persian.
      const pickerEn = (await en.locator('language-picker').boundingBox())!;
      const pickerFa = (await fa.locator('language-picker').boundingBox())!;
      expect(pickerEn.x + pickerEn.width).toBeGreaterThan(viewport.width - 40);
      expect(pickerFa.x).toBeLessThan(40);
      // It is whole on screen and its menu does not wrap under its label.
      for (const box of [pickerEn, pickerFa]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBeLessThan(60);
      }

      // Headings start at the inline start: the words of "My games" hug the main column's left
      // edge in English and its right edge in Persian.
      const main = (await fa.locator('lobby-page main').boundingBox())!;
      const headingFa = await textBox(fa, 'my-games-list h2');
      const headingEn = await textBox(en, 'my-games-list h2');
      const mainEn = (await en.locator('lobby-page main').boundingBox())!;
      expect(Math.abs(main.x + main.width - 16 - headingFa.right)).toBeLessThan(4);
      expect(headingFa.left).toBeGreaterThan(main.x + main.width / 2);
      expect(Math.abs(headingEn.left - (mainEn.x + 16))).toBeLessThan(4);
      // The seat rows of the form mirror as well: the seat's number dot comes before its name field, on the right.
      const dot = (await fa.locator('create-table-form .seat .dot').first().boundingBox())!;
      const field = (await fa.locator('create-table-form input[name="name-0"]').boundingBox())!;
      expect(dot.x).toBeGreaterThan(field.x + field.width - 1);
      await shots.shot(en, `en-${viewport.width}`);
      await shots.shot(fa, `fa-${viewport.width}`);
      // Nothing spills sideways, in either direction.
      expect(await fa.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await en.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  for (const locale of ['vi', 'fa', 'hu'] as const) {
    it(`the lobby with a table created, and the rules pages, leave no English in ${locale}, write numbers and dates in its digits, and pass axe`, async () => {
      const context = await session.browser.newContext({ locale, viewport: PHONE });
      const page = await lobbyIn(context, session.url, MY_GAMES[locale]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the form fits the phone',
      ).toBeLessThanOrEqual(PHONE.width);
      await createByForm(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the links fit the phone',
      ).toBeLessThanOrEqual(PHONE.width);
      expect(await untranslatedText(page, locale, NAMES)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // The created table's time and the seats' numbers, in the locale's own digits.
      const created = await page.locator('created-tables-list li[data-table] .muted').first().textContent();
      const seatLine = await page.locator('seat-links li[data-seat="2"] .who').textContent();
      if (locale === 'fa') {
        expect(created).toMatch(/[۰-۹]{2}:[۰-۹]{2}|[۰-۹]/);
        expect(created).not.toMatch(/[0-9]/);
        expect(seatLine).toContain('۳');
      } else {
        expect(created).toMatch(/[0-9]{2}[:.][0-9]{2}/);
        expect(seatLine).toContain('3');
      }

      for (const rules of ['manila', 'manila-tutorial', 'who-rules-the-sea', '']) {
        await page.goto(`${session.url}#rules${rules ? `/${rules}` : ''}`);
        await page.locator(rules ? 'rules-page article.rules h1' : 'rules-page h1').waitFor();
        // The page itself in the language, not the English fallback (Persian's pages come from branch h-rules-fa).
        if (rules) expect(await page.locator('rules-page article.rules').getAttribute('lang'), rules).toBe(locale);
        expect(await untranslatedText(page, locale, [...NAMES, ...CARD_CODES]), rules || 'rules list').toEqual([]);
        expect(await seriousViolations(page), rules || 'rules list').toEqual([]);
      }
      // The freight game's one-page quick reference, with its map, in the language too.
      await page.goto(`${session.url}#rules/who-rules-the-sea/quick`);
      await page.locator('rules-page freight-quick-reference [data-quick-reference] sea-board').waitFor();
      expect(await untranslatedText(page, locale, [...NAMES, ...CARD_CODES]), 'quick reference').toEqual([]);
      expect(await seriousViolations(page), 'quick reference').toEqual([]);
      await context.close();
    });
  }

  it('redraws the rules page in the new language when the language changes, without a reload', async () => {
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${session.url}#rules/manila`);
    await page.locator('rules-page article.rules[lang="en"] h1').waitFor();
    await page.locator('language-picker select').selectOption('hu');
    await page.locator('rules-page article.rules[lang="hu"] h1').waitFor();
    expect(await page.locator('rules-page nav a').first().textContent()).toBe('← Vissza az előcsarnokba');
    expect(await page.title()).toBe('Szabályok: Manila · Tradewinds');
    // The page's in-page links still find their headings in the new language.
    const anchors = await page
      .locator('rules-page article.rules a[data-anchor], rules-page details.contents a[data-anchor]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-anchor')));
    expect(anchors.length).toBeGreaterThan(0);
    for (const id of anchors) expect(await page.locator(`rules-page [id="${id}"]`).count(), id!).toBe(1);
    expect(await untranslatedText(page, 'hu')).toEqual([]);
    await context.close();
  });
});
