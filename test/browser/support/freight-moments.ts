import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Seat } from '../../../engine/core/types.js';
import { CARDS } from '../../../engine/games/who-rules-the-sea/cards.js';
import type { FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import { dismissRefusal, pageWords, sendInUi } from './freight-controls.js';
import type { FreightDriver } from './freight-driver.js';
import { versionOf, waitForVersion } from './table.js';

/** Pounds as the English page writes them ("£1,400"). */
export const pounds = (n: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(n);
/**
 * The amount as a number on the page in any of our Latin-digit languages ("£1,370", "1370 font",
 * "1.370 £"): its digits, a group separator allowed between thousands, and no digit or separator
 * running on at either end ("£370" is not the end of "£1,370" nor the start of "£3700").
 */
const amountPattern = (n: number) => {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '[,.\\s\u00a0\u202f]?');
  return `(?<![\\d,.\u00a0\u202f])${digits}(?![\\d]|[,.][\\d])`;
};

export const cardTitle = (id: string) => CARDS.find((c) => c.id === id)!.title;

/** Distinct bids in tens of pounds, one per bidder, within its cash, that no page says yet (so that a leak is the bid, not a price). */
export function chooseBids(cash: number[], words: string[]): number[] {
  const free = (tens: number) => words.every((w) => !new RegExp(amountPattern(tens * 10)).test(w));
  const candidates = [37, 43, 29, 31, 23, 19, 47, 53, 17, 13, 11, 7, 3, 1];
  const out: number[] = [];
  for (const c of cash) {
    const tens =
      candidates.find((t) => t * 10 <= c && free(t) && !out.includes(t)) ??
      candidates.find((t) => t * 10 <= c && !out.includes(t));
    if (tens === undefined) throw new Error(`a bidder has only ${pounds(c)}: no bid to make`);
    out.push(tens);
  }
  return out;
}

/**
 * Watches a page, inside it, for any of the amounts (every 100 ms, shadow roots included): the
 * version it showed when one first appeared is kept in window.__freightLeak.
 */
export async function watchForAmounts(page: Page, amounts: number[]): Promise<void> {
  await page.evaluate((patterns) => {
    const res = patterns.map((p) => new RegExp(p));
    const w = window as unknown as { __freightLeak: { version: number; text: string } | null; __freightTimer?: number };
    w.__freightLeak = null;
    clearInterval(w.__freightTimer);
    const texts = (root: Document | ShadowRoot, out: string[]) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) texts(el.shadowRoot, out);
        if (el.localName === 'style' || el.localName === 'script') continue;
        for (const n of Array.from(el.childNodes)) if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent ?? '');
        for (const a of ['aria-label', 'title']) if (el.getAttribute(a)) out.push(el.getAttribute(a)!);
      }
      return out;
    };
    const version = (root: Document | ShadowRoot): string | null => {
      const hit = root.querySelector('main[data-version]');
      if (hit) return hit.getAttribute('data-version');
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const v = el.shadowRoot && version(el.shadowRoot);
        if (v) return v;
      }
      return null;
    };
    w.__freightTimer = window.setInterval(() => {
      if (w.__freightLeak) return;
      const all = texts(document, []).join(' ');
      const found = res.find((re) => re.test(all));
      if (found)
        w.__freightLeak = {
          version: Number(version(document)),
          text: all.slice(Math.max(0, all.search(found) - 60), all.search(found) + 30),
        };
    }, 100);
  }, amounts.map(amountPattern));
}

export async function leakOf(page: Page): Promise<{ version: number; text: string } | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __freightLeak: { version: number; text: string } | null; __freightTimer?: number };
    clearInterval(w.__freightTimer);
    return w.__freightLeak;
  });
}

export interface AuctionRecord {
  bids: { seat: Seat; amount: number }[];
  winner: Seat | null;
  closedAt: number;
}

/**
 * The sealed-bid moment: every bidder types its own amount and presses Bid on its own page at the
 * same moment; no page (the seller's included) may show another seat's amount before the auction
 * closes; afterwards every bidder's page shows both amounts. Both bids count, whichever lands
 * first: the server never refuses one as stale because of the other (lambdas/app/run-command.ts).
 */
export async function sealedBids(
  driver: FreightDriver,
  beforeBid: (seat: Seat) => Promise<void>,
): Promise<AuctionRecord> {
  const start = await driver.sync();
  const a = driver.view.auction!;
  const bidders = a.bidders.filter((b) => !a.in[b]);
  expect(bidders.length, 'two players bid').toBe(2);
  const pages = driver.seats.map((s) => s.page);
  await Promise.all(pages.map((p) => waitForVersion(p, start)));
  const words = await Promise.all(pages.map(pageWords));
  const tens = chooseBids(
    bidders.map((b) => driver.seats[b].watch.view.players[b].cash),
    words,
  );
  for (const b of bidders) await beforeBid(b);
  // Each page watches for the amounts it must not know: a bidder for the other's, the seller for both.
  await Promise.all(
    driver.seats.map((_, seat) =>
      watchForAmounts(
        pages[seat],
        bidders.flatMap((b, i) => (b === seat ? [] : [tens[i] * 10])),
      ),
    ),
  );
  // The other bid can land first and move the version: a bid is in when its seat's watch says so.
  const bidIn = (b: Seat) =>
    driver.seats[b].watch
      .events()
      .some(
        (e) =>
          e.version > start &&
          ((e.event.type === 'BidSealed' && e.event.seat === b) || e.event.type === 'AuctionClosed'),
      );
  await Promise.all(
    bidders.map(async (b, i) => {
      const page = pages[b];
      await sendInUi(page, { type: 'bid', tens: tens[i] });
      const question = page.locator('confirm-move dialog[open] button[data-confirm]');
      const refused = page.locator('.alert[role="alert"]');
      for (const until = Date.now() + 20_000; Date.now() < until && !bidIn(b) && (await refused.count()) === 0;) {
        if ((await question.count()) > 0) await question.click();
        else await page.waitForTimeout(100);
      }
      // Sealed bids are answers given at once: the other bid landing first never makes this one stale.
      if (!bidIn(b))
        throw new Error(
          `${driver.seats[b].name}'s bid, sent beside the other, was not taken: ${(await dismissRefusal(page)) ?? 'no answer in 20 s'}`,
        );
      driver.count({ type: 'bid', tens: tens[i] });
    }),
  );
  // The pages may be ahead of the watches: every watch is brought to the newest page.
  const shown = Math.max(...(await Promise.all(pages.map(versionOf))));
  await Promise.all(driver.seats.map((s) => s.watch.until(shown)));
  const closed = driver.seats[0].watch.events().find((e) => e.version > start && e.event.type === 'AuctionClosed');
  expect(closed, 'the auction closed once both bids were in').toBeDefined();
  const e = closed!.event as Extract<FreightEvent, { type: 'AuctionClosed' }>;
  for (const [seat, page] of pages.entries()) {
    const leak = await leakOf(page);
    expect(
      leak === null || leak.version >= closed!.version,
      `${driver.seats[seat].name}'s page showed a sealed bid at version ${leak?.version} before the auction closed (${closed!.version}): …${leak?.text}…`,
    ).toBe(true);
  }
  const amounts = tens.map((t) => t * 10);
  expect(e.bids.map((x) => x.amount).sort()).toEqual([...amounts].sort());
  expect(e.winner).toBe(bidders[amounts.indexOf(Math.max(...amounts))]);
  for (const b of bidders) {
    await waitForVersion(pages[b], closed!.version);
    const name = driver.seats[e.winner!].name;
    await expect
      .poll(
        async () => {
          const w = await pageWords(pages[b]);
          return amounts.every((n) => new RegExp(amountPattern(n)).test(w)) && w.includes(name);
        },
        {
          message: `${driver.seats[b].name}'s page shows both bids (${amounts.map(pounds).join(', ')}) and the winner once the auction closed`,
          timeout: 10_000,
        },
      )
      .toBe(true);
  }
  return { bids: e.bids, winner: e.winner, closedAt: closed!.version };
}
