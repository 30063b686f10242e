// What a player finds after being away: the round summary (+/- per seat, kept across a reload
// until dismissed), cash changes marked, "waiting since" in the banner, each move's time in the
// history, "you" in the history after the end, the replay scrolling the history, and no serious
// axe violation. The other seats move over sockets of their own, as other devices would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { SeatSockets } from './support/seat-sockets.js';
import { browserSession } from './support/session.js';
import { createTable, openGame, versionOf, waitForVersion } from './support/table.js';
import { openAllRounds, roundBegun } from './support/history.js';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
/** Text as read: names' bidi isolates dropped, runs of white space as one. */
const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A move that spends money when one is offered: buying, betting, bidding, placing. */
const spend = (commands: Record<string, unknown>[]) => commands.find((c) => c.type !== 'pass') ?? commands[0];

/** Makes one move, spending where it can, for whichever seat must act; resolves with the new version. */
async function moveForWhoeverActs(players: SeatSockets): Promise<number> {
  const made = await players.move(spend);
  if (made === null) throw new Error('no seat has a move to make');
  return made;
}

/** Whether a locator's box lies inside the page's viewport (seen without scrolling or hovering). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

/** The parts of the game screen this suite is about; the rest is checked by test/browser/accessibility.test.ts. */
const MINE = /history-list|round-summary|turn-banner|racer-panel|manila-player-panel|replay-bar|seat-clocks/;

/** Serious and critical axe violations with a node in those parts; every one found is printed. */
async function violationsInMine(page: Page) {
  const all = await seriousViolations(page);
  if (all.length) console.log(`axe, serious or critical, at ${page.viewportSize()?.width} px:`, JSON.stringify(all));
  return all.filter((v) => v.targets.some((t) => MINE.test(t)));
}

async function cashOf(page: Page, panel: string): Promise<number> {
  return Number((await page.locator(`${panel} [data-field="cash"]`).textContent())?.match(/\d+/)?.[0]);
}

// One stack and browser for both games (each starts on a table of its own).
const session = browserSession({}, { serviceWorker: true });

describe('While away: the tutorial race, watched by Ann (desktop) and Bo (phone)', () => {
  let contexts: BrowserContext[];
  let consoles: { errors: string[] }[];
  let links: string[];
  let players: SeatSockets;
  let ann: Page;
  let bo: Page;
  const shots = artifacts('while-away');

  beforeAll(async () => {
    contexts = [
      await session.browser.newContext({ viewport: DESKTOP }),
      await session.browser.newContext({ viewport: PHONE }),
    ];
    consoles = contexts.map(watchConsole);
    const lobby = await contexts[0].newPage();
    links = (await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo'])).seats;
    await lobby.close();
    ann = await openGame(contexts[0], links[0]);
    bo = await openGame(contexts[1], links[1]);
    players = await SeatSockets.open(session.testStack.stack.wsUrl, links);
  });

  afterAll(async () => {
    await players?.close();
    for (const c of contexts ?? []) await c.close();
  });

  it('says since when a seat is waiting, in local time and in words, in view at both sizes', async () => {
    for (const page of [ann, bo]) {
      const since = page.locator('turn-banner .since');
      await since.waitFor();
      expect(plain(await since.textContent())).toMatch(/^since .*\d.*, less than a minute ago$/);
      expect(await inViewport(page, 'turn-banner .since')).toBe(true);
      // Outside the live region: the minutes ticking by are not read out again and again.
      expect(await page.locator('turn-banner [role="status"] .since').count()).toBe(0);
    }
    expect(plain(await bo.locator('turn-banner .bar').textContent())).toMatch(
      /^Waiting for Ann to .+ · since .*\d.*, less than a minute ago\.$/,
    );
    // The history gives each move's time, written out.
    expect(await ann.locator('history-list li time').count()).toBeGreaterThan(0);
    expect(await ann.locator('history-list li time').first().textContent()).toMatch(/\d/);
    await shots.shot(bo, '01-phone-waiting-since');
  });

  it("after the first round's settlement shows what each seat earned, with reasons, and marks cash changes", async () => {
    for (let i = 0; i < 30 && !(await roundBegun(ann, 2)); i++) {
      const made = await moveForWhoeverActs(players);
      await waitForVersion(ann, made);
    }
    const summary = ann.locator('round-summary section[data-fresh]');
    await summary.waitFor();
    expect(await summary.getAttribute('data-round')).toBe('1');
    expect(plain(await summary.locator('h2').textContent())).toMatch(/^Round 1 settled at .*\d/);
    // Round 1 starts from the 30 pesos each seat is given: the net is the cash now less 30.
    const nets = await summary.locator('li[data-seat] .net').allTextContents();
    expect(nets).toHaveLength(2);
    for (const [seat, panel] of [
      [0, 'racer-panel[own]'],
      [1, 'racer-panel:not([own])'],
    ] as const) {
      const net = (await cashOf(ann, panel)) - 30;
      const written = net > 0 ? `+${net}` : net < 0 ? `\u2212${-net}` : '\u00b10';
      expect(nets[seat]).toBe(written);
    }
    expect(plain(await summary.locator('li[data-seat="0"]').textContent())).toMatch(
      /^Ann \(you\): [+−±]\d+ \(.*shares bought −\d+/,
    );
    expect(await summary.locator('[data-part="ships"] li').count()).toBe(3);
    expect(await summary.getByText(/Cargo prices this round: wood \d+, tobacco \d+, silk \d+/).count()).toBe(1);
    // Every seat spent this round: Ann's page marks each panel's latest change in writing.
    for (const change of await ann.locator('racer-panel .change').allTextContents())
      expect(change).toMatch(/^\([+−]\d+\)$/);
    expect(await ann.locator('racer-panel .change').count()).toBe(2);
    await shots.shot(ann, '02-round-1-summary');
  });

  it('keeps the summary across a reload until the seat dismisses it, then keeps it one click away', async () => {
    const version = await versionOf(ann);
    await ann.reload();
    await waitForVersion(ann, version);
    const summary = ann.locator('round-summary section[data-fresh]');
    await summary.waitFor();
    expect(await summary.getAttribute('data-round')).toBe('1');
    // Bo's phone shows it too, and dismissing on one device leaves the other's alone.
    await bo.locator('round-summary section[data-fresh]').waitFor();
    await ann.getByRole('button', { name: 'Dismiss the round 1 summary' }).click();
    await expect.poll(() => summary.count()).toBe(0);
    const earlier = ann.locator('round-summary details[data-earlier]');
    // Focus stays with what remains of the summary, not on the page's body.
    await expect
      .poll(() =>
        ann.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return `${el?.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).host.localName : ''} ${el?.localName}`;
        }),
      )
      .toBe('round-summary summary');
    expect(await earlier.locator('summary').textContent()).toBe('Round summaries (latest: round 1)');
    await ann.reload();
    await waitForVersion(ann, version);
    await earlier.waitFor();
    expect(await summary.count()).toBe(0);
    await earlier.locator('summary').click();
    expect(await earlier.locator('article[data-round="1"] li[data-seat]').count()).toBe(2);
    expect(await bo.locator('round-summary section[data-fresh]').count()).toBe(1);
  });

  it("has no serious or critical axe violation in the history, the summary, the banner and the players' panels, desktop and phone", async () => {
    for (const page of [ann, bo]) expect(await violationsInMine(page)).toEqual([]);
  });

  it('plays to the end: the history says "you" for the seat\'s own moves, the banner when it ended', async () => {
    for (let i = 0; i < 60 && (await ann.locator('final-ranking').count()) === 0; i++) {
      const made = await moveForWhoeverActs(players);
      await waitForVersion(ann, made);
    }
    await ann.locator('final-ranking').waitFor();
    await expect
      .poll(async () => plain(await ann.locator('turn-banner .bar').textContent()))
      .toMatch(/^The game is over · ended .*\d.*, less than a minute ago\.$/);
    // After the end the server sends new and revealed entries for everyone (viewer 'all'); the
    // lines are data, written on the page for the seat, so its own still say "you", on a reload too.
    const version = await versionOf(ann);
    await ann.reload();
    await waitForVersion(ann, version);
    await bo.reload();
    await waitForVersion(bo, version);
    for (const [page, me, other] of [
      [ann, 'Ann', 'Bo'],
      [bo, 'Bo', 'Ann'],
    ] as const) {
      await openAllRounds(page);
      const lines = (await page.locator('history-list li > span').allTextContents()).map(plain);
      // No line names the seat itself: each says "you"; the other seat is named.
      expect(lines.filter((l) => new RegExp(`\\b${me}\\b`).test(l))).toEqual([]);
      expect(lines.filter((l) => new RegExp(`\\b${other}\\b`).test(l)).length).toBeGreaterThan(0);
      expect(lines.filter((l) => /\b(you|your)\b/i.test(l)).length).toBeGreaterThanOrEqual(6);
    }
    // The last round's summary says it was the last.
    await expect
      .poll(async () => plain(await ann.locator('round-summary section[data-fresh] h2').textContent()))
      .toMatch(/^Round 3, the last, settled at/);
    await shots.shot(ann, '03-game-over');
    expect(await violationsInMine(ann)).toEqual([]);
  });

  it('scrolls the history to the event the replay shows', async () => {
    const box = ann.locator('history-list .scroll');
    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const first = ann.locator('history-list li[data-step="1"]');
    // The game is over: its first rounds are closed until the reader opens them.
    await openAllRounds(ann);
    await ann.locator('history-list li[data-step="3"] button').click();
    await ann.locator('replay-bar').waitFor();
    // The reader closes the first event's round again: the replay opens it when it shows that event.
    await ann
      .locator('history-list details', { has: ann.locator('li[data-step="1"]') })
      .locator('summary')
      .click();
    await expect.poll(() => first.count()).toBe(0);
    await ann.getByRole('button', { name: 'First event' }).click();
    await expect.poll(() => first.getAttribute('class')).toContain('current');
    const visible = async () => {
      const [b, l] = [await box.boundingBox(), await first.boundingBox()];
      return b !== null && l !== null && l.y >= b.y && l.y + l.height <= b.y + b.height;
    };
    await expect.poll(visible).toBe(true);
    // And to the end again, far down the list.
    await ann.getByRole('button', { name: 'Latest event' }).click();
    const last = ann.locator('history-list li.current');
    await expect
      .poll(async () => {
        const [b, l] = [await box.boundingBox(), await last.boundingBox()];
        return b !== null && l !== null && l.y >= b.y && l.y + l.height <= b.y + b.height;
      })
      .toBe(true);
    expect(await first.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan((await box.boundingBox())!.y);
  });

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});

describe('While away: a Manila round, watched by Ann on a phone', () => {
  let context: BrowserContext;
  let consoles: { errors: string[] };
  let players: SeatSockets;
  let ann: Page;
  const shots = artifacts('while-away-manila');

  beforeAll(async () => {
    context = await session.browser.newContext({ viewport: PHONE });
    consoles = watchConsole(context);
    const lobby = await context.newPage();
    const links = (await createTable(lobby, session.url, 'Manila', ['Ann', 'Bo', 'Cy'])).seats;
    await lobby.close();
    ann = await openGame(context, links[0]);
    players = await SeatSockets.open(session.testStack.stack.wsUrl, links);
  });

  afterAll(async () => {
    await players?.close();
    await context?.close();
  });

  it('names the mortgage button by its visible words, with what it does', async () => {
    const mortgage = ann.locator('manila-player-panel[own] ul.shares button', { hasText: 'Mortgage +12' }).first();
    await mortgage.waitFor();
    expect(await mortgage.getAttribute('aria-label')).toMatch(
      /^Mortgage \+12: a \w+ share for 12 pesos, 15 to redeem it$/,
    );
  });

  it("after the settlement shows each seat's money with reasons, the three ships and the prices, and marks cash changes", async () => {
    const cashBefore = await Promise.all([0, 1, 2].map((s) => cashOf(ann, `manila-player-panel:nth-child(${s + 1})`)));
    expect(cashBefore).toEqual([30, 30, 30]);
    for (let i = 0; i < 80 && !(await roundBegun(ann, 2)); i++) {
      const made = await moveForWhoeverActs(players);
      await waitForVersion(ann, made);
    }
    const summary = ann.locator('round-summary section[data-fresh]');
    await summary.waitFor();
    expect(await summary.getAttribute('data-round')).toBe('1');
    // Round 1 is the first: each net is the cash now less the 30 pesos every seat began with.
    const nets = await summary.locator('li[data-seat] .net').allTextContents();
    for (const s of [0, 1, 2]) {
      const net = (await cashOf(ann, `manila-player-panel:nth-child(${s + 1})`)) - 30;
      expect(nets[s]).toBe(net > 0 ? `+${net}` : net < 0 ? `\u2212${-net}` : '\u00b10');
    }
    expect(plain(await summary.textContent())).toMatch(/harbour master −\d+/);
    const ships = await summary.locator('[data-part="ships"] li').allTextContents();
    expect(ships).toHaveLength(3);
    for (const line of ships) expect(plain(line)).toMatch(/^(Jade|Silk|Ginseng|Nutmeg): .*(harbour|shipyard) [ABC]/);
    expect(await ann.locator('manila-player-panel .change').count()).toBeGreaterThan(0);
    for (const change of await ann.locator('manila-player-panel .change').allTextContents())
      expect(change).toMatch(/^\([+−]\d+\)$/);
    await ann.evaluate(() => window.scrollTo(0, 0));
    await shots.shot(ann, '01-manila-round-1-summary-phone');
    expect(await violationsInMine(ann)).toEqual([]);
  });

  it('plays to the end: every history line about Ann, revealed for everyone, still says "you" on her page', async () => {
    // The other devices play on over the socket without waiting for Ann's page after each move
    // (what is checked here is her page at the end, reloaded): her page follows the updates as they
    // come, as a phone left open would. The game is over when no seat has a move left to make.
    for (let i = 0; i < 600 && (await players.move(spend)) !== null; i++);
    await waitForVersion(ann, players.version);
    await ann.locator('final-ranking').waitFor();
    const version = await versionOf(ann);
    await ann.reload();
    await waitForVersion(ann, version);
    await openAllRounds(ann);
    const lines = (await ann.locator('history-list li > span').allTextContents()).map(plain);
    const naming = lines.filter((l) => /\bAnn\b/.test(l));
    const own = lines.filter((l) => /\b(you|your)\b/i.test(l));
    console.log(
      `Manila to the end: ${lines.length} history lines, ${own.length} say it was Ann ("you"), ${naming.length} name her`,
    );
    // The revealed entries (the deal, every mortgage) and the end come for everyone; the page writes them for Ann.
    expect(naming).toEqual([]);
    expect(own.length).toBeGreaterThan(10);
    const summaries = await ann
      .locator('round-summary section[data-fresh] h2, round-summary article h3')
      .allTextContents();
    expect(plain(summaries[0])).toMatch(/, the last, settled at/);
    expect(await violationsInMine(ann)).toEqual([]);
    await shots.shot(ann, '02-manila-game-over-phone');
  }, 240_000);

  it('logged no console errors', () => {
    expect(consoles.errors).toEqual([]);
  });
});
