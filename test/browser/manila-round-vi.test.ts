import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchConsole } from './support/chromium.js';
import { firstChoice, launchShips, MANILA_PANELS, placeOnBoard } from './support/manila-turns.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame, sync } from './support/table.js';
import { nextTurn, roundShown } from './support/turn-read.js';
import { screenChecks, SIZES } from './support/screen-checks.js';

const NAMES = ['Ann', 'Bo', 'Cy'];
/** Each player's first accomplice goes where it brings the pilots and pirates into the round. */
const FIRST_SPOT: Record<string, string> = { Ann: 'pilot-small', Bo: 'pilot-large', Cy: 'pirate' };

/**
 * A round of Manila played by three players whose browsers speak Vietnamese. The controls are
 * found by their data attributes (the same steps as the English test), the words on screen are
 * checked: at every phase, at both sizes, the page is photographed, and must show no English
 * and no text that overflows its box or lies over another.
 */
describe('Manila in Vietnamese: a full round at 1280x720 and 390x844', () => {
  let t: TestStack;
  let browser: Browser;
  let contexts: BrowserContext[];
  let pages: Page[];
  let consoles: { errors: string[] }[];
  // The board redraws upright below 700 px: each size's screenshot waits for the layout that fits it.
  const { check, checked, layout, english } = screenChecks('manila-vi', 'vi', NAMES, async (page, size) => {
    if ((await page.locator('manila-board').count()) > 0) {
      await expect
        .poll(() => page.locator('manila-board svg').getAttribute('data-layout'))
        .toBe(size.width < 700 ? 'tall' : 'wide');
    }
  });

  beforeAll(async () => {
    t = await startTestStack();
    browser = await launchChromium();
    contexts = await Promise.all(NAMES.map(() => browser.newContext({ locale: 'vi-VN', viewport: SIZES[0] })));
    consoles = contexts.map(watchConsole);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens each seat in Vietnamese', async () => {
    // The lobby is not this test's subject: the table is made over the WebSocket, as the lobby makes it.
    const links = await createTableOverSocket(t.stack.url, t.stack.wsUrl, 'manila', NAMES);
    pages = await Promise.all(contexts.map((c, i) => openGame(c, links.seats[i])));
    for (const page of pages) {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('vi');
      await expect.poll(() => page.locator('manila-board svg').textContent()).toContain('Vòng 1');
    }
  });

  // A round of moves through three pages (and their checks): a generous bound for a loaded two-core machine.
  it('plays the round through the Vietnamese screens: auction, share, launch, placements, pilots or pirates, settlement', async () => {
    const seen = new Set<string>();
    const phases = new Map(MANILA_PANELS);
    for (let step = 0; step < 80; step++) {
      // Every page at the same version, the round not yet settled, exactly one seat asked to act, its panel on screen.
      const turn = await nextTurn(pages, [...phases.keys()], roundShown(2));
      if (!turn) break;
      const i = turn.seat;
      const page = pages[i];
      const name = NAMES[i];
      const phase = phases.get(turn.panel)!;
      seen.add(phase);
      await check(page, phase);
      switch (phase) {
        case 'auction':
          if (name === 'Ann') {
            await page.locator('bid-panel input[name="amount"]').fill('3');
            await actAndWait(page, () => page.locator('bid-panel button[data-action="bid"]').click());
          } else {
            if (!checked.has('refused-bid')) {
              // An amount outside the legal range is caught on the page, in Vietnamese.
              await page.locator('bid-panel input[name="amount"]').fill('2');
              await page.locator('bid-panel button[data-action="bid"]').click();
              await expect
                .poll(() => page.locator('bid-panel [role="alert"]').textContent())
                .toMatch(/^Hãy ra giá là một số nguyên từ 4 đến \d+ peso\.$/);
              await check(page, 'refused-bid');
            }
            await actAndWait(page, () => page.locator('bid-panel button[data-action="pass"]').click());
          }
          break;
        case 'buy-share':
          expect(await page.locator('share-purchase-panel h2').textContent()).toBe('Mua một cổ phiếu?');
          await firstChoice(page, 'share-purchase-panel');
          break;
        case 'launch':
          await launchShips(page);
          break;
        case 'placement': {
          const first = FIRST_SPOT[name];
          const free = await page.locator(`manila-board [data-spot="${first}"]`).count();
          const panel = page.locator('manila-player-panel[acting] dd[data-left]');
          const untouched = (await panel.getAttribute('data-left')) === (await panel.getAttribute('data-of'));
          if (free && untouched) {
            await placeOnBoard(page, first, name === 'Bo');
          } else {
            const ship = page.locator('placement-panel option[value^="ship-"]').first();
            if ((await ship.count()) > 0) {
              await page.locator('placement-panel select').selectOption(await ship.getAttribute('value'));
              await check(page, 'placement-chosen');
              if (!checked.has('placement-question')) {
                // The question before a move that spends money, asked in Vietnamese.
                await page.locator('placement-panel button[data-action="place"]').click();
                const dialog = page.locator('confirm-move dialog[open]');
                await dialog.waitFor();
                expect(await dialog.textContent()).toMatch(/Đặt một quân vào thuyền .+ giá \d+ peso\?/);
                await check(page, 'placement-question');
                await actAndWait(page, () => dialog.locator('button[data-confirm]').click());
              } else {
                await actAndWait(page, () => page.locator('placement-panel button[data-action="place"]').click());
              }
            } else {
              await actAndWait(page, () => page.locator('placement-panel button[data-action="pass"]').click());
            }
          }
          break;
        }
        case 'pilot':
          await firstChoice(page, 'pilot-panel');
          break;
        case 'pirate':
          await firstChoice(page, 'pirate-panel');
          break;
      }
    }
    await sync(pages);
    expect(await pages[0].locator('history-list details[data-round="2"]').count()).toBe(1);
    expect([...seen]).toEqual(expect.arrayContaining(['auction', 'buy-share', 'launch', 'placement']));
    expect(seen.has('pilot') || seen.has('pirate')).toBe(true);
    // The settled round, its summary and the board of round 2, as every player finds them.
    await expect.poll(() => pages[0].locator('manila-board svg').textContent()).toContain('Vòng 2');
    await check(pages[0], 'settled');
    await check(pages[1], 'settled-other-seat');
  }, 300_000);

  it('speaks Vietnamese on the board, the panels and the questions before a move', async () => {
    const page = pages[0];
    const board = (await page.locator('manila-board svg').textContent()) ?? '';
    expect(board).toMatch(/Cảng A/);
    expect(board).toMatch(/Xưởng đóng tàu A/);
    expect(board).toMatch(/Tàu hải tặc/);
    expect(board).toMatch(/Bảo hiểm/);
    expect(await page.locator('manila-player-panel').first().locator('dt').first().textContent()).toBe('Tiền mặt');
    expect(await page.locator('manila-player-panel[own]').getAttribute('aria-label')).toBeNull();
    expect(await page.locator('manila-player-panel[own] article').getAttribute('aria-label')).toMatch(/\(bạn\)$/);
  });

  it('shows no text overflowing its box or lying over another, at either size', () => {
    expect(checked.size).toBeGreaterThanOrEqual(6);
    expect(Object.fromEntries(layout)).toEqual({});
  });

  it('shows no English left on any screen of the round', () => {
    expect(Object.fromEntries(english)).toEqual({});
  });

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});
