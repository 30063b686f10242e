// Who Rules the Sea?: a sealed-bid auction's result where the players are looking. Three seats open
// their game screens (the seller at 1280x720, a bidder at 390x844, the other at 1280x720); the game is
// played over the WebSocket by the test's steering (the seller auctions a spare ship at its first port
// phase, support/freight-steer.ts) up to the auction's close and then to the end of the round. Each
// page, not scrolled, must show the result in its action bar, and the round's summary must name the
// seller and the buyer. The distance from the page's top to the result, in the action bar and where
// the table's auction panel shows it, is printed for the record.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { forcedMovesOff } from './support/by-hand.js';
import { watchConsole } from './support/chromium.js';
import type { FreightSeat } from './support/freight-driver.js';
import { FreightSteering } from './support/freight-steer.js';
import { SocketFreightDriver } from './support/freight-socket-driver.js';
import { SeatWatch } from './support/freight-watch.js';
import { pounds } from './support/freight-moments.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';
import { seriousViolations } from './support/axe.js';

const NAMES = ['Ann', 'Bo', 'Cy'];
const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];
const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Where an element lies on the page not scrolled: its top and bottom, and whether it is wholly in the viewport. */
async function placeOf(page: Page, where: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return where.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      inView: r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight,
    };
  });
}

describe("Who Rules the Sea?: an auction's result in the action bar and the round summary", () => {
  const session = browserSession();
  const watches: SeatWatch[] = [];
  afterAll(() => {
    for (const w of watches) w.close();
  });

  it('every seat, the seller first, sees the result without scrolling at 1280x720 and 390x844; the round summary names seller and buyer', async () => {
    const wsUrl = session.testStack.stack.wsUrl;
    const { seats: links } = await createTableOverSocket(session.url, wsUrl, 'who-rules-the-sea', NAMES);
    const contexts = await Promise.all(SIZES.map((viewport) => session.browser.newContext({ viewport })));
    const consoles = contexts.map(watchConsole);
    const pages = await Promise.all(contexts.map((c, i) => openGame(c, links[i])));
    watches.push(...(await Promise.all(links.map((l) => SeatWatch.open(wsUrl, l)))));
    const seats: FreightSeat[] = NAMES.map((name, i) => ({ name, page: pages[i], watch: watches[i] }));
    // The steering makes every move, the only choices too: the server's forced moves are switched off.
    await forcedMovesOff(pages);
    // Every move over the socket, as the seats' second devices: the pages follow on their own.
    const driver = new SocketFreightDriver(seats, new FreightSteering(0), {}, { wsUrl, links }, () => false);
    const closedEvent = () =>
      watches[0].events().find((e) => e.event.type === 'AuctionClosed')?.event as
        | Extract<FreightEvent, { type: 'AuctionClosed' }>
        | undefined;
    await driver.run(300, () => closedEvent() !== undefined);
    const closed = closedEvent()!;
    expect(closed.seller, 'the steering has Ann auction her spare ship').toBe(0);
    const version = await driver.sync();
    const said =
      closed.winner === null
        ? `Every bidder passed: Ann keeps the ship.`
        : `${NAMES[closed.winner]} buys it for ${pounds(closed.price)}, paid to Ann; it joins their fleet empty and uninsured.`;

    for (const [seat, page] of pages.entries()) {
      await waitForVersion(page, version);
      const result = page.locator('game-screen [data-actions] auction-result [data-auction-result]');
      await expect.poll(() => result.count()).toBe(1);
      expect(plain(await result.textContent())).toContain(said);
      const inBar = await placeOf(page, result);
      const inTable = await placeOf(page, page.locator('auction-status section[data-auction="closed"]'));
      console.log(
        `${NAMES[seat]} at ${SIZES[seat].width}x${SIZES[seat].height}: the result in the action bar ${inBar.top}-${inBar.bottom} px from the top; in the table's auction panel ${inTable.top} px`,
      );
      expect(inBar.inView, `${NAMES[seat]}'s result in view, not scrolled`).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The round ends: its summary, fresh on every page, tells the auction with both names.
    await driver.run(300, () => driver.view.round >= 2);
    const end = await driver.sync();
    const line =
      closed.winner === null
        ? `offered at auction by Ann; every bidder passed`
        : `sold at auction by Ann to ${NAMES[closed.winner]} for ${pounds(closed.price)}`;
    for (const [seat, page] of pages.entries()) {
      await waitForVersion(page, end);
      const told = page
        .locator('round-summary section[data-fresh] [data-part="news"] li')
        .filter({ hasText: 'at auction by' });
      await expect.poll(() => told.count()).toBe(1);
      expect(plain(await told.textContent())).toContain(line);
      const summary = await placeOf(page, page.locator('round-summary section[data-fresh] h2'));
      const place = await placeOf(page, told);
      console.log(
        `${NAMES[seat]} at ${SIZES[seat].width}x${SIZES[seat].height}: the round summary's heading ${summary.top} px from the top, its auction line ${place.top}-${place.bottom} px`,
      );
      expect(place.inView, `${NAMES[seat]}'s summary line in view, not scrolled`).toBe(true);
    }
    for (const c of consoles) expect(c.errors).toEqual([]);
    for (const c of contexts) await c.close();
  }, 300_000);
});
