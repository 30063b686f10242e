// The freight game's fleet and money panels in Chromium, fed real views and logs of seeded bot
// games (test/support/freight-entries.ts): the sealed-bid auction as each seat sees it, the
// chance card and what followed it, the arrival's payments in order, bankruptcy, the end vote,
// and the final valuation's breakdown. Amounts are checked against the events themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clocksAt, foldClock, initialClock } from '../../engine/core/clock/index.js';
import { legalCommands } from '../../engine/games/who-rules-the-sea/legal.js';
import type { FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { seriousViolations } from './support/axe.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors } from './support/component-page.js';
import { fleetPage } from './support/fleet-page.js';
import { unnamedControls } from './support/named-controls.js';
import { continueWith, playFreightSteps, stepWith, tableAt, type FreightStep } from '../support/freight-entries.js';

const names = ['Ann', 'Bo', 'Cyrus'];
const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;
const mixed = (seed: number) =>
  playFreightSteps({ seats: 3, voyage: 'short', seed, bots: ['random', 'greedy', 'random'], sideMoves: true });
const games = new Map<number, FreightStep[]>();
const game = (seed: number) => games.get(seed) ?? (games.set(seed, mixed(seed)), games.get(seed)!);

describe("Who Rules the Sea?: fleet, money and the table's multi-seat moments", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await fleetPage(browser);
    collectErrors(page, errors);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
  });

  const mount = async (parts: { tag: string; props: Record<string, unknown> }[]) => {
    await page.evaluate((p) => {
      window.commands = [];
      return window.mountAll(p);
    }, parts);
  };
  const commands = () => page.evaluate(() => window.commands);

  it('a bidder bids in pounds and the command carries tens; a wrong amount is refused on the page; others never see an amount', async () => {
    const steps = game(1);
    // A real bid (not a pass) sealed while another bidder is still to bid: an amount there is to keep hidden.
    const sealed = steps.findIndex(
      (st) => st.after.auction !== null && st.events.some((e) => e.type === 'BidSealed' && (e.amount ?? 0) > 0),
    );
    const s = steps[sealed].after;
    const a = s.auction!;
    const done = a.bidders.find((b) => a.in[b])!;
    const bidder = a.bidders.find((b) => !a.in[b])!;
    const ownBid = a.bids[done]!;
    const t = tableAt(steps, sealed, bidder);
    const legal = legalCommands(s, bidder);
    await mount([
      { tag: 'auction-panel', props: { view: t.view, legal, names, seat: bidder } },
      { tag: 'auction-status', props: { view: t.view, entries: t.entries, names, seat: bidder } },
    ]);
    const panel = page.locator('auction-panel');
    expect(plain(await panel.locator('h2').textContent())).toContain(`offered by ${names[a.seller]}`);
    const field = panel.locator('input[data-field="bid"]');
    expect(await field.getAttribute('step')).toBe('10');
    expect(await field.getAttribute('min')).toBe('10');
    expect(Number(await field.getAttribute('max'))).toBe(Math.floor(s.players[bidder].cash / 10) * 10);
    // Who has bid shows, never how much: the other bidder's amount is not in this seat's view.
    expect(t.view.auction!.bids[done]).toBeNull();
    expect(plain(await panel.locator(`li[data-bidder="${done}"]`).textContent())).toContain('bid in (sealed)');
    expect(plain(await panel.locator(`li[data-bidder="${bidder}"]`).textContent())).toContain('still to bid');
    expect(ownBid).toBeGreaterThan(0);
    expect(plain(await panel.locator('ul.bidders').textContent())).not.toContain(gbp(ownBid));
    expect(plain(await panel.locator(`li[data-bidder="${done}"]`).textContent())).not.toMatch(/£\s?\d/);
    expect(plain(await page.locator('auction-status section').textContent())).not.toContain(gbp(ownBid));
    await field.fill('125');
    await panel.locator('button[data-command="bid"]').click();
    expect(await panel.locator('[role="alert"]').count()).toBe(1);
    expect(await commands()).toEqual([]);
    await field.fill('120');
    // Another seat's move lands while the amount is typed: a new list with the same choices, which
    // once reset the field to the minimum, so the bid went in as 10.
    await panel.evaluate((el, l) => {
      (el as HTMLElement & { legal: unknown }).legal = l;
    }, structuredClone(legal));
    await expect
      .poll(() => panel.evaluate((el) => (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete))
      .toBe(true);
    expect(await field.inputValue()).toBe('120');
    await panel.locator('button[data-command="bid"]').click();
    expect(await commands()).toEqual([{ type: 'bid', tens: 12 }]);
    await panel.locator('button[data-command="passBid"]').click();
    expect((await commands())[1]).toEqual({ type: 'passBid' });
    expect(await unnamedControls(page.locator('body'))).toEqual([]);

    // The seat that bid sees its own sealed amount, and only that one.
    const own = tableAt(steps, sealed, done);
    await mount([{ tag: 'auction-status', props: { view: own.view, entries: own.entries, names, seat: done } }]);
    expect(plain(await page.locator(`auction-status li[data-bidder="${done}"]`).textContent())).toContain(
      ownBid === 0 ? 'you passed' : `your sealed bid: ${gbp(ownBid)}`,
    );
  });

  it("with a table clock, each waiting bidder's time left shows; without one, the panel says the auction waits for every bid", async () => {
    const steps = game(1);
    // A real bid (not a pass) sealed while another bidder is still to bid: an amount there is to keep hidden.
    const sealed = steps.findIndex(
      (st) => st.after.auction !== null && st.events.some((e) => e.type === 'BidSealed' && (e.amount ?? 0) > 0),
    );
    const s = steps[sealed].after;
    const a = s.auction!;
    const bidder = a.bidders.find((b) => !a.in[b])!;
    const t = tableAt(steps, sealed, bidder);
    const start = '2026-12-01T20:40:00.000Z';
    // Three hours a move; the bidders are to act since the auction opened, twenty minutes ago.
    const clocks = clocksAt(
      foldClock(initialClock({ moveSeconds: 3 * 3600 }, 3, []), [
        { type: 'record', at: start, by: null, toAct: a.bidders },
      ]),
      Date.parse(start) + 20 * 60_000,
    );
    await mount([
      { tag: 'auction-panel', props: { view: t.view, legal: legalCommands(s, bidder), names, seat: bidder, clocks } },
    ]);
    expect(
      plain(await page.locator(`auction-panel li[data-bidder="${bidder}"] [data-deadline]`).textContent()),
    ).toMatch(/^2 h 40 min left, until /);
    expect(await page.locator('auction-panel li[data-in="yes"] [data-deadline]').count()).toBe(0);
    expect(plain(await page.locator('auction-panel section').textContent())).not.toContain('no clock');
    await mount([
      { tag: 'auction-panel', props: { view: t.view, legal: legalCommands(s, bidder), names, seat: bidder } },
    ]);
    expect(plain(await page.locator('auction-panel section').textContent())).toContain(
      'This table has no clock: the auction waits for every bid.',
    );
  });

  it('once the auction closes, every bid is revealed, highest first, with the winner and the price', async () => {
    const steps = game(1);
    const i = stepWith(steps, (e) => e.type === 'AuctionClosed');
    const closed = steps[i].events.find((e) => e.type === 'AuctionClosed') as Extract<
      FreightEvent,
      { type: 'AuctionClosed' }
    >;
    const t = tableAt(steps, i, null);
    await mount([{ tag: 'auction-status', props: { view: t.view, entries: t.entries, names, seat: null } }]);
    const result = page.locator('auction-status .result');
    expect(Number(await result.getAttribute('data-price'))).toBe(closed.price);
    expect(plain(await result.textContent())).toContain(`${names[closed.winner!]} buys it for ${gbp(closed.price)}`);
    const shown = await page
      .locator('auction-status ol li')
      .evaluateAll((lis) =>
        lis.map((li) => [Number(li.getAttribute('data-bidder')), Number(li.getAttribute('data-amount'))]),
      );
    expect(shown).toEqual([...closed.bids].sort((x, y) => y.amount - x.amount).map((b) => [b.seat, b.amount]));
  });

  it('the chance card shows its printed text, who drew it, and the money its effect moved', async () => {
    const steps = game(1);
    const i = steps.findIndex((st) =>
      st.events.some((e, k) => e.type === 'CardDrawn' && st.events[k + 1]?.type === 'MoneyMoved'),
    );
    const k = steps[i].events.findIndex((e) => e.type === 'CardDrawn');
    const drawn = steps[i].events[k] as Extract<FreightEvent, { type: 'CardDrawn' }>;
    const moved = steps[i].events[k + 1] as Extract<FreightEvent, { type: 'MoneyMoved' }>;
    const t = tableAt(steps, i, 0);
    await mount([{ tag: 'chance-card', props: { view: t.view, entries: t.entries, names, seat: 0 } }]);
    const card = page.locator('chance-card');
    expect(await card.locator('.card').getAttribute('data-card')).toBe(drawn.card);
    expect(plain(await card.locator('.text').textContent()).length).toBeGreaterThan(20);
    expect(plain(await card.locator('.drew').textContent())).toContain(names[moved.seat]);
    const effects = plain(await card.locator('[data-effects]').textContent());
    for (const p of moved.payments) expect(effects).toContain(gbp(p.amount));
    expect(Number(await card.locator('.pile').getAttribute('data-drawn'))).toBe(t.view.chance.drawn);
  });

  it('an arrival lists deliveries at their sale prices, the claims, the supplement and the debt share, in order, and a loss its payouts', async () => {
    const steps = game(1);
    const i = stepWith(steps, (e) => e.type === 'ShipArrived' && e.deliveries.length > 1);
    const e = steps[i].events.find((x) => x.type === 'ShipArrived') as Extract<FreightEvent, { type: 'ShipArrived' }>;
    const t = tableAt(steps, i, null);
    await mount([{ tag: 'arrival-report', props: { view: t.view, entries: t.entries, names, seat: null } }]);
    const rows = await page
      .locator('arrival-report li')
      .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-row'), Number(li.getAttribute('data-amount'))]));
    expect(rows).toEqual([
      ...e.deliveries.map((d) => ['delivery', d.sale]),
      ...e.claims.map((c) => ['claim', c.amount]),
      ['supplement', 200],
      ['total', e.payments.reduce((n, p) => n + p.amount, 0)],
    ]);

    // An arrival that paid a debt: the debt's share, then what was left in cash.
    let found: { steps: FreightStep[]; i: number } | null = null;
    for (const seed of [1, 4, 11]) {
      const st = game(seed);
      const j = st.findIndex(
        (x, n) =>
          n > 0 && x.events.some((ev) => ev.type === 'ShipArrived' && st[n - 1].after.players[ev.seat].debt > 0),
      );
      if (j > 0) {
        found = { steps: st, i: j };
        break;
      }
    }
    expect(found).not.toBeNull();
    const ev = found!.steps[found!.i].events.find((x) => x.type === 'ShipArrived') as Extract<
      FreightEvent,
      { type: 'ShipArrived' }
    >;
    const debt = found!.steps[found!.i - 1].after.players[ev.seat].debt;
    const got = ev.payments.reduce((n, p) => n + p.amount, 0);
    const td = tableAt(found!.steps, found!.i, null);
    await mount([{ tag: 'arrival-report', props: { view: td.view, entries: td.entries, names, seat: null } }]);
    expect(Number(await page.locator('arrival-report li[data-row="debt"]').getAttribute('data-amount'))).toBe(
      Math.min(debt, got),
    );
    expect(Number(await page.locator('arrival-report li[data-row="total"]').getAttribute('data-amount'))).toBe(
      got - Math.min(debt, got),
    );

    const l = stepWith(steps, (x) => x.type === 'ShipLost');
    const lost = steps[l].events.find((x) => x.type === 'ShipLost') as Extract<FreightEvent, { type: 'ShipLost' }>;
    const tl = tableAt(steps, l, null);
    await mount([{ tag: 'arrival-report', props: { view: tl.view, entries: tl.entries, names, seat: null } }]);
    expect(await page.locator('arrival-report section').getAttribute('data-event')).toBe('ShipLost');
    expect(Number(await page.locator('arrival-report li[data-row="insurance"]').getAttribute('data-amount'))).toBe(
      lost.insurance,
    );
    expect(Number(await page.locator('arrival-report li[data-row="supplement"]').getAttribute('data-amount'))).toBe(
      lost.supplement,
    );
  });

  it('each fleet panel shows cash, value and ships as the view has them; a bankrupt player is marked, with their leaving order', async () => {
    const steps = game(11);
    const i = stepWith(steps, (e) => e.type === 'PlayerLeft' && e.reason === 'bankrupt');
    const left = steps[i].events.find((e) => e.type === 'PlayerLeft') as Extract<FreightEvent, { type: 'PlayerLeft' }>;
    const t = tableAt(steps, i, 1);
    await mount(
      t.view.players.map((p) => ({
        tag: 'fleet-panel',
        props: { view: t.view, entries: t.entries, names, seat: 1, player: p.seat },
      })),
    );
    const gone = page.locator(`fleet-panel article[data-seat="${left.seat}"]`);
    expect(await gone.locator('[data-badge="bankrupt"]').count()).toBe(1);
    expect(plain(await gone.locator('[data-badge="bankrupt"]').textContent())).toBe('bankrupt (left 1st)');
    for (const p of t.view.players.filter((x) => !x.left)) {
      const panel = page.locator(`fleet-panel article[data-seat="${p.seat}"]`);
      expect(Number(await panel.locator('[data-field="cash"]').getAttribute('data-amount'))).toBe(p.cash);
      expect(Number(await panel.locator('[data-field="value"]').getAttribute('data-amount'))).toBe(p.value);
      const ships = await panel.locator('li.ship').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-ship')));
      expect(ships).toEqual(t.view.ships.filter((s) => s.owner === p.seat).map((s) => s.id));
    }
    expect(plain(await page.locator('fleet-panel article[data-seat="1"] h3').textContent())).toBe('Bo (you)');
  });

  it("the turn badge says 'your turn' on the viewer's own panel and 'their turn' on another's", async () => {
    const steps = game(11);
    const i = steps.findIndex((st) => st.after.phase.kind === 'turn' && !st.after.players[st.after.phase.seat].left);
    expect(i).toBeGreaterThan(0);
    const ph = steps[i].after.phase;
    if (ph.kind !== 'turn') throw new Error('not a turn');
    const mover = ph.seat;
    const other = (mover + 1) % names.length;
    for (const seat of [mover, other]) {
      const t = tableAt(steps, i, seat);
      await mount([{ tag: 'fleet-panel', props: { view: t.view, entries: t.entries, names, seat, player: mover } }]);
      expect(plain(await page.locator('fleet-panel [data-badge="turn"]').textContent())).toBe(
        seat === mover ? 'your turn' : 'their turn',
      );
    }
  });

  it('an end proposal asks the others in the action bar, shows who agreed, and an end by agreement is valued line by line', async () => {
    const steps = game(2);
    // Mid-game, with nobody gone and no proposal open.
    const from = steps.findIndex(
      (st, n) =>
        n > 30 && st.after.status === 'playing' && st.after.endVote === null && st.after.players.every((p) => !p.left),
    );
    expect(from).toBeGreaterThan(0);
    const voted = continueWith(steps, from, [{ seat: 1, command: { type: 'proposeEnd' } }]);
    const at = voted.length - 1;
    const ann = tableAt(voted, at, 0);
    const bo = tableAt(voted, at, 1);
    await mount([
      { tag: 'end-vote-prompt', props: { view: ann.view, legal: legalCommands(voted[at].after, 0), names, seat: 0 } },
      { tag: 'end-vote-panel', props: { view: ann.view, legal: legalCommands(voted[at].after, 0), names, seat: 0 } },
    ]);
    expect(plain(await page.locator('end-vote-prompt section').textContent())).toContain('Bo proposes to end the game');
    expect(plain(await page.locator('end-vote-prompt section').textContent())).toContain(
      'Still to answer: you and Cyrus',
    );
    // The answer is asked once, in the action bar; the table's panel keeps proposing and resigning only.
    expect(
      await page
        .locator('end-vote-panel button[data-command="agreeEnd"], end-vote-panel button[data-command="declineEnd"]')
        .count(),
    ).toBe(0);
    await page.locator('end-vote-prompt button[data-command="agreeEnd"]').click();
    expect(await commands()).toEqual([{ type: 'agreeEnd' }]);
    await page.locator('end-vote-panel button[data-command="resign"]').click();
    expect((await commands())[1]).toEqual({ type: 'resign' });

    await mount([
      { tag: 'end-vote-panel', props: { view: bo.view, legal: legalCommands(voted[at].after, 1), names, seat: 1 } },
    ]);
    await page.locator('end-vote-panel button[data-command="declineEnd"]').click();
    expect(plain(await page.locator('end-vote-panel button[data-command="declineEnd"]').textContent())).toBe(
      'Withdraw the proposal',
    );
    expect(await commands()).toEqual([{ type: 'declineEnd' }]);

    const spectator = tableAt(voted, at, null);
    await mount([{ tag: 'end-vote-panel', props: { view: spectator.view, legal: [], names, seat: null } }]);
    expect(await page.locator('end-vote-panel button').count()).toBe(0);
    expect(plain(await page.locator('end-vote-panel section').textContent())).toContain('Agreed: Bo');

    const ended = continueWith(voted, at, [
      { seat: 0, command: { type: 'agreeEnd' } },
      { seat: 2, command: { type: 'agreeEnd' } },
    ]);
    const last = ended[ended.length - 1];
    const gameEnded = last.events.find((e) => e.type === 'GameEnded') as Extract<FreightEvent, { type: 'GameEnded' }>;
    expect(gameEnded.reason).toBe('agreement');
    const t = tableAt(ended, ended.length - 1, 'all');
    await mount([{ tag: 'final-valuation', props: { view: t.view, entries: t.entries, names, seat: 0 } }]);
    expect(plain(await page.locator('final-valuation .why').textContent())).toContain('every player still in agreed');
    const cards = await page.locator('final-valuation li').evaluateAll((lis) =>
      lis.map((li) => {
        const part = (k: string) => Number(li.querySelector(`[data-part="${k}"]`)?.getAttribute('data-amount'));
        return {
          seat: Number(li.getAttribute('data-seat')),
          rank: Number(li.getAttribute('data-rank')),
          cash: part('cash'),
          debt: part('debt'),
          ships: part('ships'),
          notes: part('notes'),
          claims: part('claims'),
          total: part('total'),
        };
      }),
    );
    expect(cards.length).toBe(3);
    for (const c of cards) {
      const v = gameEnded.values.find((x) => x.seat === c.seat)!;
      expect(c).toMatchObject({
        cash: v.cash,
        debt: v.debt,
        ships: v.ships,
        notes: v.notes,
        claims: v.claims,
        total: v.total,
      });
      expect(c.cash - c.debt + c.ships + c.notes + c.claims).toBe(c.total);
    }
    expect(cards.map((c) => c.total)).toEqual([...cards.map((c) => c.total)].sort((x, y) => y - x));
  });

  it('the whole set, mid-auction and at the end, in English and Persian, has no serious or critical axe violation, and Persian writes ship codes in its digits', async () => {
    const steps = game(1);
    // A real bid (not a pass) sealed while another bidder is still to bid: an amount there is to keep hidden.
    const sealed = steps.findIndex(
      (st) => st.after.auction !== null && st.events.some((e) => e.type === 'BidSealed' && (e.amount ?? 0) > 0),
    );
    const s = steps[sealed].after;
    const bidder = s.auction!.bidders.find((b) => !s.auction!.in[b])!;
    const t = tableAt(steps, sealed, bidder);
    const legal = legalCommands(s, bidder);
    const end = tableAt(steps, steps.length - 1, 'all');
    const common = { names, seat: bidder, entries: t.entries, view: t.view, legal };
    for (const lang of ['en', 'fa'] as const) {
      await page.evaluate(({ parts, lang }) => window.mountAll(parts, lang), {
        lang,
        parts: [
          { tag: 'auction-panel', props: common },
          { tag: 'auction-status', props: common },
          { tag: 'chance-card', props: common },
          { tag: 'arrival-report', props: common },
          { tag: 'end-vote-panel', props: common },
          ...t.view.players.map((p) => ({ tag: 'fleet-panel', props: { ...common, player: p.seat } })),
          { tag: 'final-valuation', props: { names, seat: 0, view: end.view, entries: end.entries } },
        ],
      });
      expect(await seriousViolations(page), lang).toEqual([]);
      // Ship and note codes in the page's digits: "S۰۱" in Persian, isolated left to right; "S01" in English.
      const heads = (await page.locator('fleet-panel .ship-head').allTextContents()).join(' ');
      const offer = (await page.locator('auction-panel h2, auction-status h2').allTextContents()).join(' ');
      if (lang === 'fa') {
        expect(heads).toMatch(/\u2066S[۰-۹]{2}\u2069/);
        expect(offer).toMatch(/\u2066S[۰-۹]{2}\u2069/);
        expect(`${heads} ${offer}`).not.toMatch(/[0-9]/);
      } else expect(heads).toMatch(/\(S\d{2}\)/);
    }
    await page.evaluate(() => window.mountAll([], 'en'));
  });

  it('the final valuation ranks a player who left below everyone still in', async () => {
    const steps = game(11);
    const t = tableAt(steps, steps.length - 1, 'all');
    await mount([{ tag: 'final-valuation', props: { view: t.view, entries: t.entries, names, seat: 0 } }]);
    const rows = await page
      .locator('final-valuation li')
      .evaluateAll((lis) =>
        lis.map((li) => [Number(li.getAttribute('data-seat')), Number(li.getAttribute('data-rank'))]),
      );
    const leaver = t.view.players.find((p) => p.left)!;
    expect(rows[rows.length - 1]).toEqual([leaver.seat, 3]);
    expect(plain(await page.locator(`final-valuation li[data-seat="${leaver.seat}"]`).textContent())).toContain(
      'Went bankrupt',
    );
  });
});
