// The whole game as players meet it: three players, each in their own browser, play Who Rules the Sea? through
// the UI: a whole short voyage with a sealed-bid auction between two of them, a note pawned and
// redeemed, a chance card, a loss with an insurance claim; then a second game ended by agreement.
// The dice are the server's (its seed is secret), so the test steers by its choices only.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Seat } from '../../engine/core/types.js';
import type { FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { artifacts } from './support/artifacts.js';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { controlFor, deepText, inViewUnscrolled } from './support/freight-controls.js';
import { FreightDriver, type DecisionKind, type FreightSeat } from './support/freight-driver.js';
import { cardTitle, pounds, sealedBids, type AuctionRecord } from './support/freight-moments.js';
import { FreightSteering } from './support/freight-steer.js';
import { SeatWatch } from './support/freight-watch.js';
import { DESKTOP, PHONE } from './support/play-controls.js';
import { browserSession } from './support/session.js';
import { openGame, waitForVersion } from './support/table.js';

const NAMES = ['Ann', 'Bo', 'Cy'];
/** Seat 3 plays on a phone, the others at a desktop. */
const SIZES = [DESKTOP, DESKTOP, PHONE];
const sizeName = (s: { width: number; height: number }) => `${s.width}x${s.height}`;
const other = (s: { width: number }) => (s.width === DESKTOP.width ? PHONE : DESKTOP);

describe('Who Rules the Sea? in the browser, three players on the local stack', () => {
  const session = browserSession();
  const shots = artifacts('freight');
  const contexts: BrowserContext[] = [];
  const consoles: { errors: string[] }[] = [];
  const watches: SeatWatch[] = [];
  /** Each kind of decision, at which sizes its deciding button was found in view. */
  const inView = new Map<DecisionKind, Set<string>>();
  const axeDone = new Set<string>();
  let card: string | null = null;
  let loss: string | null = null;
  const claimsPending = new Set<string>();
  let auction: AuctionRecord | null = null;
  let pictured = false;
  /**
   * What the screen got wrong (a button out of view, an axe violation, a card or a valuation not
   * shown), gathered so that one run plays both games and lists every finding; the last test
   * demands none.
   */
  const problems: string[] = [];
  /** What is worth a look but is no failure. */
  const notes: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };

  afterAll(async () => {
    for (const w of watches) w.close();
    for (const c of contexts) await c.close();
  });

  /** A table made in the lobby by the first player, each seat's link opened in its own browser, and each seat's watch. */
  async function table(voyage: 'short' | 'standard'): Promise<FreightSeat[]> {
    const made = await Promise.all(SIZES.map((viewport) => session.browser.newContext({ viewport })));
    contexts.push(...made);
    consoles.push(...made.map(watchConsole));
    const lobby = await made[0].newPage();
    await lobby.goto(session.url);
    await lobby.getByLabel('Game').selectOption('who-rules-the-sea');
    await lobby.getByLabel('Players').selectOption('3');
    for (const [i, name] of NAMES.entries()) await lobby.getByLabel(`Name for seat ${i + 1}`).fill(name);
    await lobby.locator('select[name="option-voyage"]').selectOption(voyage);
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
    const links = await Promise.all(NAMES.map((name) => lobby.getByLabel(`Link for ${name}`, { exact: true }).inputValue()));
    await lobby.close();
    const pages = await Promise.all(made.map((c, i) => openGame(c, links[i])));
    const seatWatches = await Promise.all(links.map((l) => SeatWatch.open(session.testStack.stack.wsUrl, l)));
    watches.push(...seatWatches);
    return NAMES.map((name, i) => ({ name, page: pages[i], watch: seatWatches[i] }));
  }

  /** The deciding button in view without scrolling, at the page's size and, the first time for its kind, at the other size too. */
  async function expectInView(page: Page, kind: DecisionKind, control: Locator): Promise<void> {
    const inBar = await control.evaluate((el) => {
      for (let a: Element | null = el; a; a = a.parentElement ?? ((a.getRootNode() as ShadowRoot).host ?? null)) if (a.hasAttribute('data-actions')) return true;
      return false;
    });
    // A port action taken from the market in the table is not the action bar's deciding button.
    if (!inBar && (kind === 'port phase' || kind === 'table')) return;
    expect(inBar, `the ${kind} control is in the action bar`).toBe(true);
    const seen = inView.get(kind) ?? new Set<string>();
    const own = page.viewportSize()!;
    const sizes = seen.size === 0 ? [own, other(own)] : seen.has(sizeName(own)) ? [] : [own];
    // The decision's first button of the chosen kind (the first route, the first ship offered) must
    // be in view; the one chosen may lie further down a list the bar scrolls: noted, not failed.
    const type = await control.getAttribute('data-command');
    const lead = page.locator(`[data-actions] button[data-command="${type}"]`).filter({ visible: true }).first();
    for (const size of sizes) {
      await page.setViewportSize(size);
      const where = await inViewUnscrolled(page, lead);
      check(where.ok, `the ${kind} button (${type}) out of view at ${sizeName(size)} (${where.detail})`);
      const chosen = await inViewUnscrolled(page, control);
      if (!chosen.ok) notes.push(`${kind}: the chosen ${type} button lies in the bar's scrolled part at ${sizeName(size)} (${chosen.detail})`);
      seen.add(sizeName(size));
    }
    if (sizes.length) await page.setViewportSize(own);
    inView.set(kind, seen);
  }

  /** axe at both sizes, once per moment: no serious or critical violation anywhere on the page. */
  async function expectAxe(page: Page, moment: string): Promise<void> {
    if (axeDone.has(moment)) return;
    axeDone.add(moment);
    const own = page.viewportSize()!;
    for (const size of [own, other(own)]) {
      await page.setViewportSize(size);
      for (const v of await seriousViolations(page)) problems.push(`axe during ${moment} at ${sizeName(size)}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
    }
    await page.setViewportSize(own);
  }

  /** The board and the whole page at both sizes, for people to look at. */
  async function pictures(page: Page, moment: string): Promise<void> {
    const own = page.viewportSize()!;
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await shots.shot(page, `${moment}-page-${sizeName(size)}`);
      // The board as the player sees it: on a phone its region scrolls sideways, so the picture is the region's, the sea-board's own at the desktop.
      await page.locator(size.width === PHONE.width ? 'freight-table .board-wrap' : 'sea-board').screenshot({ path: `${shots.dir}/${moment}-board-${sizeName(size)}.png` });
    }
    await page.setViewportSize(own);
  }

  /** What the test looks for in every move's events: the first card (then on screen), a loss with a claim. */
  async function noticed(game: string, seats: FreightSeat[], seat: Seat, events: FreightEvent[]): Promise<void> {
    for (const e of events) {
      if (e.type === 'ShipLost' && (e.insurance > 0 || e.claims.length > 0)) loss ??= `${game}: ${e.ship} lost (${e.source}), insurance ${pounds(e.insurance)}, ${e.claims.length} goods claims`;
      if (e.type === 'CargoLost') for (const c of e.claims) claimsPending.add(c.note);
      if ((e.type === 'ShipArrived' || e.type === 'ShipLost') && e.claims.some((c) => claimsPending.has(c.note))) {
        loss ??= `${game}: goods lost from ${e.ship}, the claim paid ${e.type === 'ShipArrived' ? `on arrival in ${e.port}` : 'with the ship'}`;
      }
    }
    const drawn = events.filter((e): e is Extract<FreightEvent, { type: 'CardDrawn' }> => e.type === 'CardDrawn').at(-1);
    if (drawn && !card) {
      const title = cardTitle(drawn.card);
      const el = seats[seat].page.locator('chance-card');
      const shown = await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain(title).then(() => true, () => false);
      check(shown, `the chance card "${title}" not shown in chance-card on ${seats[seat].name}'s page (it says: ${(await deepText(el)).slice(0, 120)})`);
      card = `${game}: "${title}" drawn by ${drawn.ship}`;
      await shots.shot(seats[seat].page, `${game.replace(' ', '-')}-chance-card`);
    }
  }

  function driverFor(game: string, seats: FreightSeat[], steering: FreightSteering): FreightDriver {
    const driver: FreightDriver = new FreightDriver(seats, steering, {
      before: async (seat, kind, _c, control) => {
        await expectInView(seats[seat].page, kind, control);
        if (kind === 'port phase' && driver.view.phase.kind === 'turn' && !driver.view.phase.opening) await expectAxe(seats[seat].page, 'a port phase');
      },
      after: async (seat, c, events) => {
        await noticed(game, seats, seat, events);
        // The questions are answered while the seller buys, auctions, pawns and redeems and while the
        // others buy and bid in the first game; from then on (and in the second game) nobody is asked.
        if (seat === steering.seller && steering.redeemed) await driver.setConfirming(seat, false);
        if (c.type === 'buyShips' && game === 'game 2') await driver.setConfirming(seat, false);
        if (game === 'game 1' && !pictured && driver.view.round >= 2) {
          pictured = true;
          await pictures(seats[0].page, 'game-1-at-sea');
        }
      },
      auction: async () => {
        auction = await sealedBids(driver, async (b) => {
          const page = seats[b].page;
          await expectInView(page, 'auction bid', await controlFor(page, { type: 'bid', tens: 1 }));
          await expectAxe(page, 'the auction');
        });
        await shots.shot(seats[auction.winner ?? 0].page, `${game.replace(' ', '-')}-auction-closed`);
        for (const seat of [1, 2]) await driver.setConfirming(seat, false);
      },
    });
    return driver;
  }

  it('plays a whole short voyage through the UI: the opening, an auction between two players, a pawn and a redeem, a chance card, to its end by the rules', async () => {
    const seats = await table('short');
    const started = Date.now();
    const steering = new FreightSteering(0);
    const driver = driverFor('game 1', seats, steering);
    await driver.run(600);
    const ms = Date.now() - started;
    console.log(`game 1 (short voyage): ${driver.commands} commands through the UI in ${(ms / 1000).toFixed(1)} s (${Math.round(ms / driver.commands)} ms each): ${JSON.stringify(Object.fromEntries(driver.byType))}`);

    const events = seats[0].watch.events().map((e) => e.event);
    const ended = events.find((e): e is Extract<FreightEvent, { type: 'GameEnded' }> => e.type === 'GameEnded');
    expect(ended, 'the game ended').toBeDefined();
    const byPlay = ended!.reason === 'last-player' && events.some((e) => e.type === 'PlayerLeft' && e.reason === 'bankrupt');
    expect(['last-delivery', 'safety-net'].includes(ended!.reason) || byPlay, `ended by the rules, not ${ended!.reason}`).toBe(true);
    console.log(`game 1 ended: ${ended!.reason} in round ${ended!.round}; ${auction ? `auction: bids ${JSON.stringify(auction.bids)}, won by ${auction.winner === null ? 'nobody' : NAMES[auction.winner]}` : 'no auction'}`);
    expect(auction, 'the auction was held').not.toBeNull();
    expect(steering.pawned && steering.redeemed, 'a note pawned and redeemed').toBeTruthy();
    expect(events.some((e) => e.type === 'NotePawned' && e.note === steering.pawned)).toBe(true);
    expect(events.some((e) => e.type === 'NoteRedeemed' && e.note === steering.pawned)).toBe(true);
    expect(card, 'a chance card drawn and shown').not.toBeNull();

    // The final screen: every player's valuation broken down, on every page.
    for (const s of seats) {
      await waitForVersion(s.page, s.watch.version);
      const final = s.page.locator('final-valuation');
      await final.waitFor();
      const text = await deepText(final);
      for (const v of ended!.values) {
        check(text.includes(NAMES[v.seat]), `${s.name}'s final screen does not name ${NAMES[v.seat]}`);
        for (const n of [v.total, v.cash]) check(text.includes(pounds(n)), `${s.name}'s final screen lacks ${NAMES[v.seat]}'s ${pounds(n)} (it says: ${text.slice(0, 120)})`);
      }
    }
    await expectAxe(seats[2].page, 'the final screen');
    await expectAxe(seats[0].page, 'the final screen at the desktop');
    await pictures(seats[0].page, 'game-1-final');
    // 65-110 s alone here; about 420 s beside other CPU-bound work (load 15), before and after seat chains.
  }, 600_000);

  it('plays a second game until the table agrees to end it, through the end-vote prompt', async () => {
    const seats = await table('standard');
    const started = Date.now();
    const steering = new FreightSteering(0, false);
    const driver = driverFor('game 2', seats, steering);
    // Past the opening, and on until a ship or goods are lost with a claim if the first game had none.
    await driver.run(900, () => driver.view.round >= 1 && driver.view.phase.kind === 'turn' && !driver.view.phase.opening && loss !== null);
    await pictures(seats[0].page, 'game-2-at-sea');
    const version = await driver.sync();
    await driver.play(0, { type: 'proposeEnd' });
    for (const seat of [1, 2]) {
      const page = seats[seat].page;
      await waitForVersion(page, version + seat);
      expect(await page.locator('end-vote-prompt button[data-command="agreeEnd"]').count(), `${NAMES[seat]} is asked in the end-vote prompt`).toBeGreaterThan(0);
      if (seat === 2) await shots.shot(page, 'game-2-end-vote-phone');
      await driver.play(seat, { type: 'agreeEnd' });
    }
    const ms = Date.now() - started;
    console.log(`game 2 (standard voyage, ended by agreement): ${driver.commands} commands in ${(ms / 1000).toFixed(1)} s`);
    const ended = seats[0].watch.events().map((e) => e.event).find((e): e is Extract<FreightEvent, { type: 'GameEnded' }> => e.type === 'GameEnded');
    expect(ended?.reason).toBe('agreement');
    for (const s of seats) {
      await waitForVersion(s.page, s.watch.version);
      await s.page.locator('final-valuation').waitFor();
    }
    console.log(`chance card: ${card}; loss with a claim: ${loss}`);
    expect(loss, 'a ship or goods lost with an insurance claim in one of the games').not.toBeNull();
  }, 300_000);

  it('found every decision\'s button in view at both sizes, axe content, the card and the valuations shown, and no console errors', () => {
    if (notes.length) console.log(`notes: ${notes.join('; ')}`);
    console.log(`in view: ${JSON.stringify(Object.fromEntries([...inView].map(([k, v]) => [k, [...v]])))}; axe: ${[...axeDone].join(', ')}`);
    for (const kind of ['opening purchase', 'port phase', 'sail', 'roll', 'auction bid', 'end vote'] as DecisionKind[]) {
      expect([...(inView.get(kind) ?? [])].sort(), `${kind} in view at both sizes`).toEqual(['1280x720', '390x844']);
    }
    for (const sizes of inView.values()) expect(sizes.size).toBe(2);
    expect({ problems, consoleErrors: consoles.flatMap((c) => c.errors) }).toEqual({ problems: [], consoleErrors: [] });
  });
});
