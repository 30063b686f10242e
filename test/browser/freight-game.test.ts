// The whole game as players meet it: three players, each in their own browser, play Who Rules the Sea? through
// the UI: a whole short voyage with a sealed-bid auction between two of them, a note pawned and
// redeemed, a chance card, a loss with an insurance claim; then a second game ended by agreement.
// The dice are the server's (its seed is secret), so the test steers by its choices only.
// The first game's opening is played through the UI; after it a move goes through the UI when it shows
// something not yet shown there (a command type or kind of decision first made, the auction, the pawn
// and the redeem, a port phase for axe, a seat's first move asked nothing once its questions are off),
// and the dull rest of the voyage over a WebSocket as the seats' second devices, chosen by the same
// steering. Ann's page follows every move live to the end; once the moments shown on all three pages
// are behind them, Bo and Cy close theirs, as players away from the table do, and open their links
// again for a move in the UI and for the end screen: every page redraws the whole history on every
// move, and three pages doing so, not the moves, took most of this test's time.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Seat } from '../../engine/core/types.js';
import type { FreightCommand, FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { SCREENSHOTS, artifacts } from './support/artifacts.js';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { controlFor, deepText, inViewUnscrolled } from './support/freight-controls.js';
import { ASKED, type DecisionKind, type FreightSeat } from './support/freight-driver.js';
import { cardTitle, pounds, sealedBids, type AuctionRecord } from './support/freight-moments.js';
import { FreightSteering } from './support/freight-steer.js';
import { SocketFreightDriver } from './support/freight-socket-driver.js';
import { SeatWatch } from './support/freight-watch.js';
import { DESKTOP, PHONE } from './support/play-controls.js';
import { browserSession } from './support/session.js';
import { openGame, waitForVersion } from './support/table.js';
import { forcedMovesOff } from './support/by-hand.js';

const NAMES = ['Ann', 'Bo', 'Cy'];
/** Seat 3 plays on a phone, the others at a desktop. */
const SIZES = [DESKTOP, DESKTOP, PHONE];
const sizeName = (s: { width: number; height: number }) => `${s.width}x${s.height}`;
/** The seat whose page stays open through the whole game. */
const LIVE = 0;
/** Past the opening: round 1 or later, in a turn, not the opening's. */
const pastOpening = (d: SocketFreightDriver) =>
  d.view.round >= 1 && d.view.phase.kind === 'turn' && !d.view.phase.opening;
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
  /** The command types and kinds of decision made through the UI so far, in either game. */
  const uiTypes = new Set<string>();
  const uiKinds = new Set<DecisionKind>();
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

  interface Table {
    seats: FreightSeat[];
    links: string[];
    /** The seat's page, opened again from its link if it was closed, showing the newest version its watch has. */
    open(seat: Seat): Promise<Page>;
    /** Closes every page but the live seat's. */
    away(): Promise<void>;
  }

  /** A table made in the lobby by the first player, each seat's link opened in its own browser, and each seat's watch. */
  async function table(voyage: 'short' | 'standard'): Promise<Table> {
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
    const links = await Promise.all(
      NAMES.map((name) => lobby.getByLabel(`Link for ${name}`, { exact: true }).inputValue()),
    );
    await lobby.close();
    const pages = await Promise.all(made.map((c, i) => openGame(c, links[i])));
    // Every move of this test is made by hand (the screens are its subject): no seat has the
    // server play its only choices.
    await forcedMovesOff(pages);
    const seatWatches = await Promise.all(links.map((l) => SeatWatch.open(session.testStack.stack.wsUrl, l)));
    watches.push(...seatWatches);
    const seats: FreightSeat[] = NAMES.map((name, i) => ({ name, page: pages[i], watch: seatWatches[i] }));
    return {
      seats,
      links,
      async open(seat) {
        const s = seats[seat];
        if (s.page.isClosed()) s.page = await openGame(made[seat], links[seat]);
        await waitForVersion(s.page, s.watch.version);
        return s.page;
      },
      async away() {
        await Promise.all(seats.filter((s, i) => i !== LIVE && !s.page.isClosed()).map((s) => s.page.close()));
      },
    };
  }

  /** The deciding button in view without scrolling, at the page's size and, the first time for its kind, at the other size too. */
  async function expectInView(page: Page, kind: DecisionKind, control: Locator): Promise<void> {
    const inBar = await control.evaluate((el) => {
      for (let a: Element | null = el; a; a = a.parentElement ?? (a.getRootNode() as ShadowRoot).host ?? null)
        if (a.hasAttribute('data-actions')) return true;
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
      if (!chosen.ok)
        notes.push(
          `${kind}: the chosen ${type} button lies in the bar's scrolled part at ${sizeName(size)} (${chosen.detail})`,
        );
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
      for (const v of await seriousViolations(page))
        problems.push(
          `axe during ${moment} at ${sizeName(size)}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`,
        );
    }
    await page.setViewportSize(own);
  }

  /** The board and the whole page at both sizes, for people to look at. */
  async function pictures(page: Page, moment: string): Promise<void> {
    if (!SCREENSHOTS) return;
    const own = page.viewportSize()!;
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await shots.shot(page, `${moment}-page-${sizeName(size)}`);
      // The board as the player sees it: on a phone its region scrolls sideways, so the picture is the region's, the sea-board's own at the desktop.
      await shots.of(
        page.locator(size.width === PHONE.width ? 'freight-table .board-wrap' : 'sea-board'),
        `${moment}-board-${sizeName(size)}`,
      );
    }
    await page.setViewportSize(own);
  }

  /** What the test looks for in every move's events: the first card (then on screen), a loss with a claim. */
  async function noticed(game: string, t: Table, seat: Seat, events: FreightEvent[]): Promise<void> {
    const seats = t.seats;
    for (const e of events) {
      if (e.type === 'ShipLost' && (e.insurance > 0 || e.claims.length > 0))
        loss ??= `${game}: ${e.ship} lost (${e.source}), insurance ${pounds(e.insurance)}, ${e.claims.length} goods claims`;
      if (e.type === 'CargoLost') for (const c of e.claims) claimsPending.add(c.note);
      if ((e.type === 'ShipArrived' || e.type === 'ShipLost') && e.claims.some((c) => claimsPending.has(c.note))) {
        loss ??= `${game}: goods lost from ${e.ship}, the claim paid ${e.type === 'ShipArrived' ? `on arrival in ${e.port}` : 'with the ship'}`;
      }
    }
    const drawn = events
      .filter((e): e is Extract<FreightEvent, { type: 'CardDrawn' }> => e.type === 'CardDrawn')
      .at(-1);
    if (drawn && !card) {
      const title = cardTitle(drawn.card);
      const el = (await t.open(seat)).locator('chance-card');
      const shown = await expect
        .poll(() => deepText(el), { timeout: 10_000 })
        .toContain(title)
        .then(
          () => true,
          () => false,
        );
      check(
        shown,
        `the chance card "${title}" not shown in chance-card on ${seats[seat].name}'s page (it says: ${(await deepText(el)).slice(0, 120)})`,
      );
      card = `${game}: "${title}" drawn by ${drawn.ship}`;
      await shots.shot(seats[seat].page, `${game.replace(' ', '-')}-chance-card`);
    }
  }

  /**
   * Which moves a game makes through the UI: every one while `allUi` holds; then a command type or
   * a kind of decision the UI has not yet made (the first sail, an auction, a pawn, a purchase
   * after a loss, an extra roll: each with its in-view check), port phases until axe has looked at
   * one, each seat's first move of a kind that asks first once its "Confirm my moves" is off (it
   * must ask nothing), and what `wants` names; every other move goes over the socket. Bo's and
   * Cy's pages close for moves over the socket once `quiet` says the moments this game shows on
   * them are behind it.
   */
  interface Plan {
    allUi(): boolean;
    wants?(seat: Seat, c: FreightCommand): boolean;
    quiet(): boolean;
  }

  function driverFor(game: string, t: Table, steering: FreightSteering, plan: Plan): SocketFreightDriver {
    const seats = t.seats;
    const offChecked = new Set<Seat>();
    const throughUi = (seat: Seat, c: FreightCommand, kind: DecisionKind) => {
      const offAsked = !driver.confirming[seat] && ASKED.has(c.type) && !offChecked.has(seat);
      const wanted =
        plan.allUi() ||
        !uiTypes.has(c.type) ||
        !uiKinds.has(kind) ||
        (kind === 'port phase' && !axeDone.has('a port phase')) ||
        offAsked ||
        (plan.wants?.(seat, c) ?? false);
      if (!wanted) return false;
      uiTypes.add(c.type);
      uiKinds.add(kind);
      if (!driver.confirming[seat] && ASKED.has(c.type)) offChecked.add(seat);
      return true;
    };
    const driver: SocketFreightDriver = new SocketFreightDriver(
      seats,
      steering,
      {
        before: async (seat, kind, _c, control) => {
          await expectInView(seats[seat].page, kind, control);
          if (kind === 'port phase' && driver.view.phase.kind === 'turn' && !driver.view.phase.opening)
            await expectAxe(seats[seat].page, 'a port phase');
        },
        after: async (seat, c, events) => {
          await noticed(game, t, seat, events);
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
          for (const seat of seats.keys()) await t.open(seat);
          auction = await sealedBids(driver, async (b) => {
            const page = seats[b].page;
            await expectInView(page, 'auction bid', await controlFor(page, { type: 'bid', tens: 1 }));
            await expectAxe(page, 'the auction');
          });
          await shots.shot(seats[auction.winner ?? 0].page, `${game.replace(' ', '-')}-auction-closed`);
          for (const seat of [1, 2]) await driver.setConfirming(seat, false);
        },
      },
      { wsUrl: session.testStack.stack.wsUrl, links: t.links },
      throughUi,
      {
        beforeUi: async (seat) => {
          await t.open(seat);
        },
        beforeSocket: async () => {
          if (plan.quiet()) await t.away();
        },
        // The live page is let catch up with every move, so that it never falls far behind.
        afterSocket: (version) => waitForVersion(seats[LIVE].page, version),
      },
    );
    return driver;
  }

  it('plays a whole short voyage through the UI: the opening, an auction between two players, a pawn and a redeem, a chance card, to its end by the rules', async () => {
    const t = await table('short');
    const seats = t.seats;
    const started = Date.now();
    const steering = new FreightSteering(0);
    // The UI's moments: the auction, the pawn and the redeem, the board pictured at sea, the first
    // chance card, every kind of decision of this game in view at both sizes, axe in a port phase.
    const shown: DecisionKind[] = ['opening purchase', 'port phase', 'sail', 'roll', 'auction bid'];
    const middle = () =>
      auction !== null &&
      steering.redeemed &&
      pictured &&
      card !== null &&
      axeDone.has('a port phase') &&
      shown.every((k) => inView.get(k)?.size === 2);
    const driver = driverFor('game 1', t, steering, { allUi: () => !pastOpening(driver), quiet: middle });
    await driver.run(600);
    const ms = Date.now() - started;
    console.log(
      `game 1 (short voyage): ${driver.commands + driver.socketCommands} commands in ${(ms / 1000).toFixed(1)} s, ${driver.commands} through the UI: ${JSON.stringify(Object.fromEntries(driver.byType))}, ${driver.socketCommands} over the socket: ${JSON.stringify(Object.fromEntries(driver.socketByType))}`,
    );

    const events = seats[0].watch.events().map((e) => e.event);
    const ended = events.find((e): e is Extract<FreightEvent, { type: 'GameEnded' }> => e.type === 'GameEnded');
    expect(ended, 'the game ended').toBeDefined();
    const byPlay =
      ended!.reason === 'last-player' && events.some((e) => e.type === 'PlayerLeft' && e.reason === 'bankrupt');
    expect(
      ['last-delivery', 'safety-net'].includes(ended!.reason) || byPlay,
      `ended by the rules, not ${ended!.reason}`,
    ).toBe(true);
    console.log(
      `game 1 ended: ${ended!.reason} in round ${ended!.round}; ${auction ? `auction: bids ${JSON.stringify(auction.bids)}, won by ${auction.winner === null ? 'nobody' : NAMES[auction.winner]}` : 'no auction'}`,
    );
    expect(auction, 'the auction was held').not.toBeNull();
    expect(steering.pawned && steering.redeemed, 'a note pawned and redeemed').toBeTruthy();
    expect(events.some((e) => e.type === 'NotePawned' && e.note === steering.pawned)).toBe(true);
    expect(events.some((e) => e.type === 'NoteRedeemed' && e.note === steering.pawned)).toBe(true);
    expect(card, 'a chance card drawn and shown').not.toBeNull();

    // The final screen: every player's valuation broken down, on every page (the live one saw the
    // end come; the others are opened again after it, side by side).
    await Promise.all([...seats.keys()].map((seat) => t.open(seat)));
    for (const s of seats) {
      const final = s.page.locator('final-valuation');
      await final.waitFor();
      const text = await deepText(final);
      for (const v of ended!.values) {
        check(text.includes(NAMES[v.seat]), `${s.name}'s final screen does not name ${NAMES[v.seat]}`);
        for (const n of [v.total, v.cash])
          check(
            text.includes(pounds(n)),
            `${s.name}'s final screen lacks ${NAMES[v.seat]}'s ${pounds(n)} (it says: ${text.slice(0, 120)})`,
          );
      }
    }
    // Two pages, two renderers: side by side.
    await Promise.all([
      expectAxe(seats[2].page, 'the final screen'),
      expectAxe(seats[0].page, 'the final screen at the desktop'),
    ]);
    await pictures(seats[0].page, 'game-1-final');
    // 65-110 s alone here; about 420 s beside other CPU-bound work (load 15), before and after seat chains.
  }, 600_000);

  it('plays a second game until the table agrees to end it, through the end-vote prompt', async () => {
    const t = await table('standard');
    const seats = t.seats;
    const started = Date.now();
    const steering = new FreightSteering(0, false);
    // The first game made every kind of move through the UI: here each player's opening purchase
    // (asked first) and first move with "Confirm my moves" off (asked nothing) go through it, the rest
    // over the socket, past the opening until a ship or goods are lost with a claim if the first game had none.
    const driver = driverFor('game 2', t, steering, {
      allUi: () => false,
      wants: (_seat, c) => c.type === 'buyShips',
      quiet: () => pastOpening(driver),
    });
    await driver.run(900, () => pastOpening(driver) && loss !== null);
    await pictures(seats[0].page, 'game-2-at-sea');
    const version = await driver.sync();
    await driver.playInUi(0, { type: 'proposeEnd' });
    for (const seat of [1, 2]) {
      const page = await t.open(seat);
      await waitForVersion(page, version + seat);
      expect(
        await page.locator('end-vote-prompt button[data-command="agreeEnd"]').count(),
        `${NAMES[seat]} is asked in the end-vote prompt`,
      ).toBeGreaterThan(0);
      if (seat === 2) await shots.shot(page, 'game-2-end-vote-phone');
      await driver.playInUi(seat, { type: 'agreeEnd' });
    }
    const ms = Date.now() - started;
    console.log(
      `game 2 (standard voyage, ended by agreement): ${driver.commands} commands through the UI and ${driver.socketCommands} over the socket in ${(ms / 1000).toFixed(1)} s`,
    );
    const ended = seats[0].watch
      .events()
      .map((e) => e.event)
      .find((e): e is Extract<FreightEvent, { type: 'GameEnded' }> => e.type === 'GameEnded');
    expect(ended?.reason).toBe('agreement');
    await Promise.all([...seats.keys()].map(async (seat) => (await t.open(seat)).locator('final-valuation').waitFor()));
    console.log(`chance card: ${card}; loss with a claim: ${loss}`);
    expect(loss, 'a ship or goods lost with an insurance claim in one of the games').not.toBeNull();
  }, 300_000);

  it("found every decision's button in view at both sizes, axe content, the card and the valuations shown, and no console errors", () => {
    if (notes.length) console.log(`notes: ${notes.join('; ')}`);
    console.log(
      `in view: ${JSON.stringify(Object.fromEntries([...inView].map(([k, v]) => [k, [...v]])))}; axe: ${[...axeDone].join(', ')}`,
    );
    for (const kind of [
      'opening purchase',
      'port phase',
      'sail',
      'roll',
      'auction bid',
      'end vote',
    ] as DecisionKind[]) {
      expect([...(inView.get(kind) ?? [])].sort(), `${kind} in view at both sizes`).toEqual(['1280x720', '390x844']);
    }
    for (const sizes of inView.values()) expect(sizes.size).toBe(2);
    expect({ problems, consoleErrors: consoles.flatMap((c) => c.errors) }).toEqual({ problems: [], consoleErrors: [] });
  });
});
