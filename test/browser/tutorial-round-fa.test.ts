import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchConsole } from './support/chromium.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame, sync } from './support/table.js';
import { nextTurn, roundShown } from './support/turn-read.js';
import { screenChecks, SIZES } from './support/screen-checks.js';

const NAMES = ['Ann', 'Bo', 'Cy'];
const PERSIAN_DIGIT = /[\u06f0-\u06f9]/;

/** Buys these counts of shares through the panel (none when empty), by its data attributes. */
async function buyShares(page: Page, counts: Record<string, number>): Promise<number> {
  const panel = page.locator('share-order-panel');
  if (Object.keys(counts).length === 0)
    return actAndWait(page, () => panel.locator('button[data-action="pass"]').click());
  for (const [ship, n] of Object.entries(counts))
    await panel.locator(`button[data-ship="${ship}"][data-count="${n}"]`).click();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  await expect.poll(() => panel.getByRole('status').getAttribute('data-total')).toBe(String(total));
  return actAndWait(page, () => panel.locator('button[data-action="buy"]').click());
}

async function bet(page: Page, ship: string, number: number, stake: number): Promise<void> {
  const panel = page.locator('bet-slip-panel');
  await panel.locator('select[name="ship"]').selectOption(ship);
  await panel.locator('select[name="number"]').selectOption(String(number));
  await panel.locator('input[name="stake"]').fill(String(stake));
  await panel.locator('button[type="submit"]').click();
}

/**
 * A round of the tutorial race played by three players whose browsers speak Persian: the page
 * right to left, the race board still running from the harbour on the left to Manila on the
 * right, every number in Persian digits. At each turn, at both sizes, the page is photographed
 * and must show no English and no text that overflows its box or lies over another.
 */
describe('The tutorial race in Persian, right to left: a round at 1280x720 and 390x844', () => {
  let t: TestStack;
  let browser: Browser;
  let contexts: BrowserContext[];
  let pages: Page[];
  let consoles: { errors: string[] }[];
  const { check, checked, layout, english } = screenChecks('manila-tutorial-fa', 'fa', NAMES);

  beforeAll(async () => {
    t = await startTestStack();
    browser = await launchChromium();
    contexts = await Promise.all(NAMES.map(() => browser.newContext({ locale: 'fa-IR', viewport: SIZES[0] })));
    consoles = contexts.map(watchConsole);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens each seat in Persian, right to left', async () => {
    // The lobby is not this test's subject: the table is made over the WebSocket, as the lobby makes it.
    const links = await createTableOverSocket(t.stack.url, t.stack.wsUrl, 'manila-tutorial', NAMES);
    pages = await Promise.all(contexts.map((c, i) => openGame(c, links.seats[i])));
    for (const page of pages) {
      await expect
        .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' ')))
        .toBe('fa rtl');
      await expect.poll(() => page.locator('race-board svg').textContent()).toContain('دور ۱ از ۳');
    }
  });

  // A round of moves through three pages (and their checks): a generous bound for a loaded two-core machine.
  it('plays the round: shares, bets (a stake over the purse caught on the page), the voyage and the payouts', async () => {
    const purchases: Record<string, Record<string, number>> = { Ann: { red: 1, green: 1 }, Bo: { green: 1 }, Cy: {} };
    const bets: Record<string, [string, number, number] | null> = {
      Ann: ['red', 7, 2],
      Bo: ['green', 8, 15],
      Cy: null,
    };
    let refused = false;
    for (let step = 0; step < 12; step++) {
      // Every page at the same version, the round not yet settled, exactly one seat asked to act, its panel on screen.
      const turn = await nextTurn(pages, ['share-order-panel', 'bet-slip-panel'], roundShown(2));
      if (!turn) break;
      const i = turn.seat;
      const page = pages[i];
      const name = NAMES[i];
      if (turn.panel === 'share-order-panel') {
        await check(page, 'shares');
        if (Object.keys(purchases[name]).length) {
          for (const [ship, n] of Object.entries(purchases[name]))
            await page.locator(`share-order-panel button[data-ship="${ship}"][data-count="${n}"]`).click();
          await check(page, 'shares-chosen');
          // The total in Persian digits: "۲ سهم: ۲۰ پزو".
          expect(await page.locator('share-order-panel [role="status"]').textContent()).toMatch(
            /^[\u06f0-\u06f9]+ سهم: [\u06f0-\u06f9]+ پزو$/,
          );
        }
        await buyShares(page, purchases[name]);
      } else {
        await check(page, 'bets');
        const slip = bets[name];
        if (slip && !refused) {
          refused = true;
          const version = await page.locator('main').getAttribute('data-version');
          await bet(page, slip[0], slip[1], 999);
          await expect
            .poll(() => page.locator('bet-slip-panel [role="alert"]').textContent())
            .toMatch(/^مبلغ شرط را عددی صحیح از ۱ تا [\u06f0-\u06f9]+ پزو وارد کنید\.$/);
          await check(page, 'refused-stake');
          expect(await page.locator('main').getAttribute('data-version')).toBe(version);
        }
        if (slip && !checked.has('bet-question')) {
          // The question before the bet, in Persian, its numbers in Persian digits.
          await bet(page, ...slip);
          const dialog = page.locator('confirm-move dialog[open]');
          await dialog.waitFor();
          expect(await dialog.textContent()).toMatch(
            /[\u06f0-\u06f9]+ پزو شرط می‌بندید که کشتی .+ در دو حرکت نخست [\u06f0-\u06f9]+ خانه پیش برود؟/,
          );
          await check(page, 'bet-question');
          await actAndWait(page, () => dialog.locator('button[data-confirm]').click());
        } else if (slip) await actAndWait(page, () => bet(page, ...slip));
        else await actAndWait(page, () => page.locator('bet-slip-panel button[data-action="pass"]').click());
      }
    }
    await sync(pages);
    expect(refused).toBe(true);
    expect(await pages[0].locator('history-list details[data-round="2"]').count()).toBe(1);
    await expect.poll(() => pages[0].locator('race-board svg').textContent()).toContain('دور ۲ از ۳');
    await check(pages[0], 'settled');
    await check(pages[2], 'settled-other-seat');
  }, 300_000);

  it('keeps the race board left to right, harbour to Manila, its words readable and its numbers Persian', async () => {
    const page = pages[0];
    const lane = page.locator('race-board .lane').first();
    expect(await page.locator('race-board svg').evaluate((svg) => getComputedStyle(svg).direction)).toBe('ltr');
    const texts = lane.locator('text');
    const harbour = await texts.filter({ hasText: /^۰$/ }).first().boundingBox();
    const manila = await texts.filter({ hasText: /^۱۳$/ }).first().boundingBox();
    expect(harbour!.x).toBeLessThan(manila!.x);
    // Every number on the board, the panels and the action bar is in Persian digits.
    const board = (await page.locator('race-board svg').textContent()) ?? '';
    expect(board).toMatch(PERSIAN_DIGIT);
    expect(board).not.toMatch(/[0-9]/);
    for (const panel of await page.locator('racer-panel').all()) {
      const words = (await panel.locator('article').textContent()) ?? '';
      expect(words).toMatch(/پزو/);
      expect(words).toMatch(PERSIAN_DIGIT);
      expect(words).not.toMatch(/[0-9]/);
    }
  });

  it('mirrors the panels: labels on the right, their values to their left', async () => {
    const panel = pages[0].locator('racer-panel').first();
    const label = await panel.locator('dt').first().boundingBox();
    const value = await panel.locator('dd').first().boundingBox();
    expect(label!.x).toBeGreaterThan(value!.x);
    const cards = await pages[0].locator('racer-panel').all();
    const first = await cards[0].boundingBox();
    const second = await cards[1].boundingBox();
    // At 1280 px the players sit side by side, the first one on the right.
    expect(first!.x).toBeGreaterThan(second!.x);
  });

  it('shows no text overflowing its box or lying over another, at either size', () => {
    expect(checked.size).toBeGreaterThanOrEqual(5);
    expect(Object.fromEntries(layout)).toEqual({});
  });

  it('shows no English and no Western digits on any screen of the round', () => {
    expect(Object.fromEntries(english)).toEqual({});
  });

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});
