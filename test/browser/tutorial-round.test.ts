import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { launchChromium, watchConsole } from './support/chromium.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame, sync } from './support/table.js';
import { nextTurn, roundShown } from './support/turn-read.js';

const PANELS = ['share-order-panel', 'bet-slip-panel'];

const NAMES = ['Ann', 'Bo', 'Cy'];

/** Chooses a count for each ship in the share panel, then buys (none when no count is given). */
async function buyShares(page: Page, counts: Record<string, number>): Promise<number> {
  const panel = page.locator('share-order-panel');
  if (Object.keys(counts).length === 0)
    return actAndWait(page, () => panel.getByRole('button', { name: 'Buy none' }).click());
  for (const [ship, n] of Object.entries(counts))
    await panel.locator(`button[data-ship="${ship}"][data-count="${n}"]`).click();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  await expect
    .poll(() => panel.getByRole('status').textContent())
    .toMatch(new RegExp(`^${total} shares?: ${total * 10} pesos`));
  return actAndWait(page, () => panel.getByRole('button', { name: 'Buy', exact: true }).click());
}

async function ownCash(page: Page): Promise<number> {
  return Number((await page.locator('racer-panel[own] [data-field="cash"]').textContent())?.match(/\d+/)?.[0]);
}

/**
 * Checks the bet slip offers every legal bet of this purse, read from the one bet template:
 * all three ships, the eleven numbers and stakes up to all the cash; returns the cash.
 */
async function expectWholeBetList(page: Page): Promise<number> {
  const cash = await ownCash(page);
  const panel = page.locator('bet-slip-panel');
  expect(
    await panel
      .locator('select[name="ship"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['red', 'green', 'blue']);
  expect(await panel.locator('select[name="number"] option').count()).toBe(11);
  expect(await panel.getByText(/^up to \d+ pesos/).textContent()).toMatch(new RegExp(`^up to ${cash} pesos`));
  expect(await panel.locator('input[name="stake"]').getAttribute('max')).toBe(String(cash));
  return cash;
}

async function bet(page: Page, ship: string, number: number, stake: number): Promise<void> {
  const panel = page.locator('bet-slip-panel');
  await panel.locator('select[name="ship"]').selectOption(ship);
  await panel.locator('select[name="number"]').selectOption(String(number));
  await panel.locator('input[name="stake"]').fill(String(stake));
  await panel.getByRole('button', { name: 'Bet', exact: true }).click();
}

describe('The tutorial dice race in the browser, three players on the local stack', () => {
  let t: TestStack;
  let browser: Browser;
  let contexts: BrowserContext[];
  let pages: Page[];
  let consoles: { errors: string[] }[];
  const shots = artifacts('manila-tutorial');

  beforeAll(async () => {
    t = await startTestStack();
    browser = await launchChromium();
    contexts = await Promise.all(NAMES.map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })));
    consoles = contexts.map(watchConsole);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  // A round of moves through three pages (and their checks): a generous bound for a loaded two-core machine.
  it('plays a complete round: shares, bets (one stake over the purse caught on the page), the voyage and the payouts', async () => {
    // The lobby is not this test's subject: the table is made over the WebSocket, as the lobby makes it.
    const links = await createTableOverSocket(t.stack.url, t.stack.wsUrl, 'manila-tutorial', NAMES);
    pages = await Promise.all(contexts.map((c, i) => openGame(c, links.seats[i])));
    expect(await pages[0].locator('race-board').count()).toBe(1);

    // Bo keeps 20 pesos and Cy all 30: hundreds of bets each, which arrive as one template.
    const purchases: Record<string, Record<string, number>> = { Ann: { red: 1, green: 1 }, Bo: { green: 1 }, Cy: {} };
    const bets: Record<string, [string, number, number] | null> = {
      Ann: ['red', 7, 2],
      Bo: ['green', 8, 15],
      Cy: null,
    };
    let refused = false;
    let largestPurseBet = 0;
    for (let step = 0; step < 12; step++) {
      // Every page at the same version, the round not yet settled, exactly one seat asked to act, its panel on screen.
      const turn = await nextTurn(pages, PANELS, roundShown(2));
      if (!turn) break;
      const i = turn.seat;
      const page = pages[i];
      const name = NAMES[i];
      if (turn.panel === 'share-order-panel') {
        await shots.once(page, '01-shares');
        await buyShares(page, purchases[name]);
      } else {
        await shots.once(page, '02-bets');
        const cash = await expectWholeBetList(page);
        const slip = bets[name];
        if (slip && !refused) {
          refused = true;
          const version = await page.locator('main').getAttribute('data-version');
          await bet(page, slip[0], slip[1], 999);
          await expect
            .poll(() => page.locator('bet-slip-panel').getByRole('alert').textContent())
            .toMatch(/from 1 to \d+/);
          await shots.shot(page, '03-refused-stake');
          expect(await page.locator('main').getAttribute('data-version')).toBe(version);
        }
        if (slip) {
          await actAndWait(page, () => bet(page, ...slip));
          largestPurseBet = Math.max(largestPurseBet, cash);
        } else await actAndWait(page, () => page.getByRole('button', { name: 'No bet' }).click());
      }
    }
    await sync(pages);
    expect(refused).toBe(true);
    expect(largestPurseBet).toBeGreaterThan(13);
    const round1 = pages[0].locator('history-list details[data-round="1"]');
    await expect.poll(() => round1.textContent()).toMatch(/Bets settled/);
    expect(await round1.locator('svg[aria-label*="ship die showing"]').count()).toBeGreaterThanOrEqual(3);
    await shots.shot(pages[0], '04-round-2');
  }, 300_000);

  it('replays round 1 event by event: the voyage and the settled bets, though one move set them all off', async () => {
    const page = pages[0];
    const settled = page.locator('history-list li', { hasText: /Bets settled/ }).first();
    const version = Number(await settled.getAttribute('data-version'));
    await settled.getByRole('button').click();
    await expect
      .poll(() => page.locator('turn-banner p').textContent())
      .toMatch(new RegExp(`during move ${version} of`));
    await expect.poll(() => page.locator('race-board .bet[data-result="open"]').count()).toBe(0);
    expect(await page.locator('race-board .bet').count()).toBeGreaterThan(0);
    expect(await page.locator('race-board .lane[data-position="0"]').count()).toBeLessThan(3);
    await shots.shot(page, '05-replay-bets-settled');
    await page.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => page.locator('replay-bar').count()).toBe(0);
  });

  it('plays on to the end of round 3, every purse kept for bets, and shows the ranking with its breakdown', async () => {
    let largestPurseBet = 0;
    for (let step = 0; step < 40; step++) {
      // Every page at the same version, the game not yet over, exactly one seat asked to act, its panel on screen.
      const turn = await nextTurn(pages, PANELS, (first) => first.present.includes('final-ranking'), ['final-ranking']);
      if (!turn) break;
      const page = pages[turn.seat];
      if (turn.panel === 'share-order-panel') {
        await buyShares(page, {});
      } else {
        largestPurseBet = Math.max(largestPurseBet, await expectWholeBetList(page));
        await actAndWait(page, () => bet(page, 'blue', 7, 1));
      }
    }
    expect(largestPurseBet).toBeGreaterThan(13);
    for (const page of pages) {
      await page.locator('final-ranking').waitFor();
      await expect.poll(() => page.locator('turn-banner p').textContent()).toMatch(/The game is over/);
    }
    const table = pages[1].locator('final-ranking table');
    expect(await table.locator('thead').textContent()).toMatch(/Cash.*Shares bought.*Total/);
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await pages[1].locator('final-ranking h2').textContent()).toMatch(/wins?!/);
    await shots.shot(pages[1], '06-final-ranking');
  });

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});
