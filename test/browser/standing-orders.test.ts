import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../engine/core/legal.js';
import { ORDERS_TYPE } from '../../engine/core/orders-log.js';
import type { ManilaView } from '../../engine/games/manila/view.js';
import type { FreightView } from '../../engine/games/who-rules-the-sea/view.js';
import { parseLink } from '../../lambdas/protocol/links.js';
import type { Entry, ServerFrame, UpdateFrame } from '../../lambdas/protocol/server.js';
import { asAcceptance, asSubscribed } from '../backend/support/setup.js';
import { TestDevice } from '../backend/support/test-device.js';
import { WsClient } from '../backend/support/ws-client.js';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { layoutProblems } from './support/layout-check.js';
import { browserSession } from './support/session.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame } from './support/table.js';
import { openAllRounds } from './support/history.js';

/** The machine is slow and loaded at times: conditions get this long to come true. */
const WITHIN = { timeout: 60_000 };
const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const isUpdate = (f: ServerFrame): f is UpdateFrame => f.type === 'update';

type Command = Record<string, unknown> & { type: string };

/**
 * The other players' phones: one socket per seat, each subscribed once, moves sent as each seat
 * (support/seat-sockets.ts plays whichever seat has a move; here the test says which seat plays
 * what, and reads each seat's own view and log).
 */
class Phones {
  private constructor(
    private readonly gameId: string,
    private readonly seats: Map<number, { token: string; client: WsClient }>,
  ) {}

  static async open(wsUrl: string, links: readonly string[]): Promise<Phones> {
    const device = new TestDevice();
    const seats = new Map<number, { token: string; client: WsClient }>();
    let gameId = '';
    for (const link of links) {
      const target = parseLink(link);
      if (target?.seat === undefined || target.token === undefined) throw new Error(`not a seat link: ${link}`);
      gameId = target.gameId;
      const client = await WsClient.connect(wsUrl, { device, validate: false });
      seats.set(target.seat, { token: target.token, client });
      await client.request(
        { action: 'subscribe', gameId, seat: target.seat, token: target.token, lastVersion: 0 },
        (f) => asSubscribed(f) !== null || f.type === 'error',
        WITHIN.timeout,
      );
      await client.waitFor(isUpdate, 0, WITHIN.timeout);
    }
    return new Phones(gameId, seats);
  }

  private seat(seat: number) {
    const s = this.seats.get(seat);
    if (!s) throw new Error(`no phone for seat ${seat}`);
    return s;
  }

  latest(seat: number): UpdateFrame {
    const u = this.seat(seat).client.model.update;
    if (!u) throw new Error(`seat ${seat} has no update yet`);
    return u;
  }

  /** The log as this seat's phone holds it. */
  log(seat: number): Entry[] {
    return this.seat(seat).client.model.log();
  }

  /** The seat's legal commands now, side moves left out, each written out. */
  choices(seat: number, side: readonly string[]): Command[] {
    return expandLegal(this.latest(seat).legalCommands.filter((t) => !side.includes(t.type)));
  }

  /** Sends one command as the seat; resolves once every phone has the version it made. */
  async play(seat: number, command: Command): Promise<number> {
    const { token, client } = this.seat(seat);
    const version = this.latest(seat).version;
    const commandId = `phone-${seat}-${version}`;
    const answer = await client.request(
      { action: 'command', gameId: this.gameId, seat, token, expectedVersion: version, commandId, command },
      (f) =>
        asAcceptance(f)?.commandId === commandId || (f.type === 'error' && (f.commandId ?? commandId) === commandId),
      WITHIN.timeout,
    );
    if (answer.type === 'error') throw new Error(`seat ${seat}: ${answer.code}: ${answer.message}`);
    const made = asAcceptance(answer)!.version;
    await this.until(made);
    return made;
  }

  /** The seat plays by hand: it switches the server's forced moves off, as its screen would. */
  async byHand(seat: number): Promise<number> {
    return this.play(seat, { type: ORDERS_TYPE, orders: [], forced: false });
  }

  /** Resolves once every phone has been told of `version` (or a later one). */
  async until(version: number): Promise<void> {
    for (const { client } of this.seats.values())
      await client.waitFor((f) => isUpdate(f) && f.version >= version, 0, WITHIN.timeout);
  }

  /** Resolves once every phone has been told of a version past `version`: a move none of them sent. */
  async past(version: number): Promise<void> {
    await this.until(version + 1);
  }

  async close(): Promise<void> {
    await Promise.all([...this.seats.values()].map((s) => s.client.close()));
  }
}

/** The freight game's moves that are never a turn's plain choice: resigning, the end vote, raising money. */
const FREIGHT_SIDE = ['resign', 'proposeEnd', 'agreeEnd', 'pawnNote', 'pawnShip', 'sellShip', 'auctionShip'];
/** The order in which a seat on its phone takes the moves that spend nothing and move the game on. */
const PLAIN = ['buyShips', 'sail', 'roll', 'stop', 'endPortPhase', 'passBid', 'declineEnd', 'declineShips'];

/** The plainest of a seat's choices: one ship at the opening, else by PLAIN, else the first. */
function plainMove(choices: Command[]): Command {
  const ranked = choices
    .filter((c) => c.type !== 'buyShips' || (Array.isArray(c.ships) && c.ships.length === 1))
    .sort((a, b) => rank(a.type) - rank(b.type));
  const move = ranked[0] ?? choices[0];
  if (!move) throw new Error('no move to choose from');
  return move;
}
const rank = (type: string) => (PLAIN.includes(type) ? PLAIN.indexOf(type) : PLAIN.length);

/** The standing-orders panel of a seat's page. */
const panelOf = (page: Page): Locator => page.locator('standing-orders');

/** The history's lines as the page reads them. */
async function historyLines(page: Page): Promise<string[]> {
  await openAllRounds(page);
  return page.locator('history-list li > span').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
}

/** The accessibility and layout of the page as it stands, the orders panel in view. */
async function checkScreen(page: Page, where: string): Promise<void> {
  await panelOf(page).scrollIntoViewIfNeeded();
  expect(await seriousViolations(page), `${where}: axe`).toEqual([]);
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);
}

/**
 * Standing orders from the seat's screen (engine/core/orders.ts): the seat sets an order on its
 * page, closes the page, and the game moves on through it while the other seats play from their
 * phones; back on the page, the history says which moves its orders made, and the panel says
 * why an order no longer stands.
 */
describe('Standing orders in the browser', () => {
  const session = browserSession();

  /**
   * A table created over the socket, the first seat's browser at `viewport` with its console
   * watched, and phones for the seats from `phoneFrom` on, which the test closes when done.
   */
  async function table(rules: string, names: string[], viewport: { width: number; height: number }, phoneFrom: number) {
    const wsUrl = session.testStack.stack.wsUrl;
    const links = await createTableOverSocket(session.url, wsUrl, rules, names);
    const context: BrowserContext = await session.browser.newContext({ viewport });
    const problems = watchConsole(context);
    const phones = await Phones.open(wsUrl, links.seats.slice(phoneFrom));
    return { links, context, problems, phones };
  }

  it("plays a Manila proxy bid set from the seat's screen through the auction while the seat is away", async () => {
    const { links, context, problems, phones } = await table(
      'manila',
      ['Ann', 'Bo', 'Cy'],
      { width: 1280, height: 720 },
      1,
    );
    try {
      let ann = await openGame(context, links.seats[0]);
      const panel = panelOf(ann);
      await panel.locator('[data-no-orders]').waitFor(WITHIN);
      // By keyboard alone: the forms opened from their summary, the limit typed into its field, Enter sets it.
      await panel.locator('[data-add-orders] summary').focus();
      await ann.keyboard.press('Enter');
      const limit = panel.getByLabel('Bid up to');
      await limit.focus();
      await ann.keyboard.type('5');
      await ann.keyboard.press('Enter');
      await expect
        .poll(async () => plain(await panel.locator('[data-orders] li').first().textContent()), WITHIN)
        .toContain("Bid up to 5 pesos in round 1's harbour-master auction");
      await checkScreen(ann, '1280x720');
      await ann.setViewportSize({ width: 390, height: 844 });
      await checkScreen(ann, '390x844');
      await ann.close();

      // Bo bids the least raise while it is at most 3, Cy passes; Ann's turns are her order's.
      for (let guard = 0; guard < 40; guard++) {
        const view = phones.latest(1).view as ManilaView;
        if (view.phase.kind !== 'auction') break;
        const { turn, highBid } = view.phase;
        if (turn === 0) await phones.past(phones.latest(1).version);
        else if (turn === 1)
          await phones.play(1, highBid + 1 <= 3 ? { type: 'bid', amount: highBid + 1 } : { type: 'pass' });
        else await phones.play(2, { type: 'pass' });
      }
      const after = phones.latest(1).view as ManilaView;
      expect(after.phase.kind, 'the auction ended').not.toBe('auction');
      // Her limit of 5 is above Bo's 3: bidding the least raise each time wins her the post.
      expect(after.harbourMaster).toBe(0);

      // The table saw Ann's ordinary bids and passes, never that an order made them. (She made no
      // move by hand: her entries with events are all her order's; the first may have come the
      // moment she set it, for she may open the auction.)
      const annMoves = phones.log(1).filter((e) => e.actor === 0 && e.events.length > 0);
      expect(annMoves.length).toBeGreaterThan(0);
      expect(phones.log(1).some((e) => e.reason === 'order' || e.onBehalfOf === 0)).toBe(false);
      // Every bid of the auction raised by the least, Ann's last one won it, within her limit.
      const bids = phones
        .log(1)
        .flatMap((e) => e.events.map((x) => x.event))
        .filter((e): e is { type: 'BidPlaced'; seat: number; amount: number } => e.type === 'BidPlaced');
      expect(bids.map((b) => b.amount)).toEqual(bids.map((_, i) => i + 1));
      expect(bids.at(-1)?.seat).toBe(0);
      expect(bids.at(-1)!.amount).toBeLessThanOrEqual(4);
      expect(after.players[0].cash).toBe(after.players[2].cash - bids.at(-1)!.amount);

      // Back on her page: the history says which moves her order made; the order no longer stands, and why.
      ann = await openGame(context, links.seats[0]);
      await expect
        .poll(
          async () => (await historyLines(ann)).filter((l) => plain(l).startsWith('By your standing order')).length,
          WITHIN,
        )
        .toBe(annMoves.flatMap((e) => e.events).length);
      await expect
        .poll(async () => plain(await panelOf(ann).locator('[data-orders] li').first().textContent()), WITHIN)
        .toContain('Not in force: The harbour-master auction of round 1 is over.');
      expect(problems.errors).toEqual([]);
    } finally {
      await phones.close();
    }
  }, 180_000);

  it("rolls for a freight seat's ship at sea by the auto-roll set from its screen while the seat is away", async () => {
    const { links, context, problems, phones } = await table(
      'who-rules-the-sea',
      ['Ann', 'Bo'],
      { width: 390, height: 844 },
      0,
    );
    try {
      let ann = await openGame(context, links.seats[0]);
      const panel = panelOf(ann);
      await panel.locator('[data-no-orders]').waitFor(WITHIN);
      // Her rolls are to be her order's, not forced moves (on unless a seat says otherwise): she
      // switches those off on her screen first; Bo plays every move by hand from his phone.
      const forced = panel.locator('[data-forced]');
      await expect.poll(() => forced.isChecked(), WITHIN).toBe(true);
      const before = phones.latest(1).version;
      await forced.uncheck();
      // Her orders record is appended; a forced move the server plays for Bo may follow it at once,
      // so her page shows that version or a later one.
      await expect
        .poll(async () => Number(await ann.locator('main').getAttribute('data-version')), WITHIN)
        .toBeGreaterThan(before);
      await phones.byHand(1);
      // Both seats play from their phones until Ann's ship has sailed.
      const annAtSea = () =>
        (phones.latest(1).view as FreightView).ships.find((s) => s.owner === 0 && s.loc.at === 'sea')?.id;
      for (let guard = 0; !annAtSea(); guard++) {
        if (guard > 40) throw new Error("Ann's ship did not sail");
        const seat = phones.latest(1).toAct[0];
        await phones.play(seat, plainMove(phones.choices(seat, FREIGHT_SIDE)));
      }
      const ship = annAtSea()!;
      await ann.locator(`main[data-version="${phones.latest(0).version}"]`).waitFor(WITHIN);

      await expect.poll(() => forced.isChecked(), WITHIN).toBe(false);
      await panel.locator('[data-add-orders] summary').click();
      // Read before the order is set: if it is her turn, the order rolls at once, and its record can
      // reach her phone before the panel shows the order.
      const setAt = phones.latest(0).version;
      await panel.locator(`[data-order-action="auto-roll"][data-ship="${ship}"]`).click();
      await expect
        .poll(async () => plain(await panel.locator('[data-orders] li').first().textContent()), WITHIN)
        .toMatch(/^Roll for the .+ while it is at sea \(no extra roll after a six\)/);
      await checkScreen(ann, '390x844');
      await ann.close();

      // Bo plays on; Ann's turns are her order's until her ship is in port again (a choice of her own).
      const byOrder = () =>
        phones.log(0).filter((e) => e.version > setAt && e.reason === 'order' && e.onBehalfOf === 0);
      for (let guard = 0; byOrder().length < 3; guard++) {
        if (guard > 60) throw new Error('the game did not move on');
        const latest = phones.latest(1);
        if (latest.toAct.includes(0)) {
          const mine = phones.latest(0).legalCommands.map((t) => t.type);
          if (!mine.includes('roll') && !mine.includes('stop')) break;
          await phones.past(latest.version);
        } else await phones.play(latest.toAct[0], plainMove(phones.choices(latest.toAct[0], FREIGHT_SIDE)));
      }
      const rolls = byOrder();
      expect(rolls.length, 'rolls made by her order').toBeGreaterThan(0);
      expect(rolls.every((e) => e.actor === 'system')).toBe(true);
      // Bo saw them as Ann's own moves.
      const boSaw = phones.log(1).filter((e) => rolls.some((r) => r.version === e.version));
      expect(boSaw.every((e) => e.actor === 0 && e.reason === undefined)).toBe(true);

      // The history is compared with the order's records as they stand when it is read.
      ann = await openGame(context, links.seats[0]);
      await expect
        .poll(async () => {
          const shown = (await historyLines(ann)).filter((l) => plain(l).startsWith('By your standing order')).length;
          const made = byOrder().flatMap((e) => e.events).length;
          return shown === made ? 'every roll shown' : `${shown} shown, ${made} made`;
        }, WITHIN)
        .toBe('every roll shown');
      expect(problems.errors).toEqual([]);
    } finally {
      await phones.close();
    }
  }, 180_000);
  it('sets "sail on" for a freight ship from its screen, on a route out of the port it lies in, and reads it back', async () => {
    const { links, context, problems, phones } = await table(
      'who-rules-the-sea',
      ['Ann', 'Bo'],
      { width: 390, height: 844 },
      0,
    );
    try {
      // Both seats play from their phones until Ann has a ship lying in port (after the opening purchase).
      const annInPort = () =>
        (phones.latest(1).view as FreightView).ships.find((s) => s.owner === 0 && s.loc.at === 'port' && !s.loc.pawned);
      for (let guard = 0; !annInPort(); guard++) {
        if (guard > 40) throw new Error('Ann has no ship in port');
        const seat = phones.latest(1).toAct[0];
        await phones.play(seat, plainMove(phones.choices(seat, FREIGHT_SIDE)));
      }
      const ship = annInPort()!;
      const port = ship.loc.at === 'port' ? ship.loc.port : 'LON';
      const ann = await openGame(context, links.seats[0]);
      await ann.locator(`main[data-version="${phones.latest(0).version}"]`).waitFor(WITHIN);
      const panel = panelOf(ann);
      await panel.locator('[data-add-orders] summary').click();
      const routes = panel.locator(`select[name="sail-route"][data-ship="${ship.id}"]`);
      // Every route out of her ship's port is offered, and no other.
      const offered = await routes.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.every((r) => r.split('-').includes(port))).toBe(true);
      const route = offered[offered.length - 1];
      await routes.selectOption(route);
      const before = phones.latest(0).version;
      await panel.locator(`[data-order-action="sail-on"][data-ship="${ship.id}"]`).click();
      await expect
        .poll(async () => plain(await panel.locator('[data-orders] li').first().textContent()), WITHIN)
        .toMatch(/^When the .+ next begins a ship-turn in .+ and I can afford nothing there, sail it to /);
      // The order went to the server as her orders record, which Bo's phone cannot tell from any other move.
      await expect.poll(() => phones.latest(1).version, WITHIN).toBeGreaterThan(before);
      expect(JSON.stringify(phones.log(1).filter((e) => e.version > before))).not.toContain('sail-on');
      expect(problems.errors).toEqual([]);
    } finally {
      await phones.close();
    }
  }, 180_000);
});
