import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from './support/axe.js';
import { SeatSockets } from './support/seat-sockets.js';
import { createTable, openGame, tableWithOpenSeat, type TableLinks } from './support/table.js';
import { browserSession } from './support/session.js';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/**
 * Runs axe on the page, prints every violation (all impacts) under the screen's name, and returns
 * the serious and critical ones: what the issue demands be none.
 */
async function audit(page: Page, screen: string): Promise<AxeViolation[]> {
  const all = await axeViolations(page);
  const lines = all.map(
    (v) =>
      `  ${v.impact ?? 'unrated'} ${v.id} (${v.nodes} node${v.nodes === 1 ? '' : 's'}): ${v.help}\n    ${v.targets.join('\n    ')}`,
  );
  console.log(
    `axe, ${screen}: ${all.length === 0 ? 'no violations' : `${all.length} rule${all.length === 1 ? '' : 's'} broken\n${lines.join('\n')}`}`,
  );
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Plays a table to its end over the seats' own sockets, the seat that must act taking its first legal move each time. */
async function playToTheEnd(wsUrl: string, seats: string[]): Promise<void> {
  const players = await SeatSockets.open(wsUrl, seats);
  try {
    for (let moves = 0; moves < 500; moves++) if ((await players.move()) === null) return;
  } finally {
    await players.close();
  }
  throw new Error('the game did not end within 500 moves');
}

// For every player: 0 serious and 0 critical axe violations on the lobby, game, spectator, phone and final screens.
describe('axe finds nothing serious on the screens players see', () => {
  const session = browserSession();
  let manila: TableLinks;
  let finished: TableLinks;
  let withOpenSeat: string;
  // Closed after each test: a game screen left open goes on pinging and redrawing its clocks beside the next test's.
  const opened: BrowserContext[] = [];
  const page = async (viewport: typeof DESKTOP): Promise<BrowserContext> => {
    const context = await session.browser.newContext({ viewport });
    opened.push(context);
    return context;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()));
  });

  beforeAll(async () => {
    const creator = await session.browser.newContext({ viewport: DESKTOP });
    // One lobby tab creates both: createTable loads the lobby afresh each time.
    const lobby = await creator.newPage();
    manila = await createTable(lobby, session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
    finished = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    await playToTheEnd(session.testStack.stack.wsUrl, finished.seats);
    // A table whose third seat is left open, for a spectator to take (as in open-seat.test.ts).
    withOpenSeat = (await tableWithOpenSeat(creator, session.url)).spectatorLink;
    await creator.close();
  });

  // Each screen is loaded once, at the desktop size, audited, then narrowed to the phone's and audited
  // again, as a window resized or a phone turned would be: a page load per size cost more than both audits.
  const SIZES = [
    ['1280x720', DESKTOP],
    ['390x844', PHONE],
  ] as const;
  const NONE = { '1280x720': [], '390x844': [] };

  /**
   * The page audited at each size in turn (`sizes`, both by default), after `check` has looked at it
   * there: the serious and critical violations by size.
   */
  async function auditBySize(
    on: Page,
    screen: string,
    sizes: readonly (typeof SIZES)[number][] = SIZES,
    check: (size: string) => Promise<void> = async () => {},
  ): Promise<Record<string, AxeViolation[]>> {
    const found: Record<string, AxeViolation[]> = {};
    for (const [size, viewport] of sizes) {
      await on.setViewportSize(viewport);
      await check(size);
      found[size] = await audit(on, `${screen} ${size}`);
    }
    return found;
  }

  it('the lobby at 1280x720 and 390x844', async () => {
    const lobby = await (await page(DESKTOP)).newPage();
    await lobby.goto(session.url);
    await lobby.getByRole('button', { name: 'Create the table' }).waitFor();
    expect(await auditBySize(lobby, 'lobby')).toEqual(NONE);
  });

  it("a seat's game screen at 1280x720 and 390x844, its notification and chat settings open", async () => {
    const ann = await openGame(await page(DESKTOP), manila.seats[0]);
    await ann.locator('connection-status [data-connection="live"]').waitFor();
    const closed = await auditBySize(ann, 'game screen');
    await ann.getByText('Notifications and table chat').click();
    await ann.locator('push-controls h3').waitFor();
    await ann.getByLabel('How to be notified').selectOption('digest');
    // From the phone's size back to the desktop's, each control's name the label seen beside it, word
    // for word (WCAG 2.5.3, label in name).
    const open = await auditBySize(
      ann,
      'game screen, notifications and table chat open',
      [...SIZES].reverse(),
      async (size) => {
        for (const [role, name] of [
          ['combobox', 'How to be notified'],
          ['combobox', 'Hour of the daily digest'],
          ['textbox', 'Webhook URL'],
        ] as const) {
          expect(await ann.getByRole(role, { name, exact: true }).count(), `${name} at ${size}`).toBe(1);
          expect(await ann.getByText(name, { exact: true }).isVisible(), `${name} at ${size}`).toBe(true);
        }
      },
    );
    expect({ closed, open }).toEqual({ closed: NONE, open: NONE });
  });

  it('the final screen (game over) at 1280x720 and 390x844', async () => {
    const ann = await openGame(await page(DESKTOP), finished.seats[0]);
    await ann.locator('final-ranking h2').waitFor();
    expect(await auditBySize(ann, 'final screen')).toEqual(NONE);
  });

  it('the spectator screen at 1280x720, with no empty box where the open seats would be', async () => {
    const watcher = await openGame(await page(DESKTOP), manila.spectator);
    await watcher.locator('connection-status [data-connection="live"]').waitFor();
    // No seat is open at this table: the seat-claim box takes no room at all.
    const claim = watcher.locator('seat-claim');
    expect((await claim.count()) === 0 ? 0 : ((await claim.boundingBox())?.height ?? 0)).toBe(0);
    expect(await audit(watcher, 'spectator screen 1280x720')).toEqual([]);
  });

  it('a damaged seat link at 390x844: says whose seat, counted from 1, and nothing serious', async () => {
    const link = new URL(manila.seats[0]);
    // One character of the token mistyped.
    link.hash = link.hash.replace(
      /(token=[^&]*)([A-Za-z0-9_-])$/,
      (_, head: string, last: string) => head + (last === 'A' ? 'B' : 'A'),
    );
    expect(link.href).not.toBe(manila.seats[0]);
    const refused = await (await page(PHONE)).newPage();
    await refused.goto(link.href);
    const alert = refused.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'This link does not open a game: That is not the token of seat 1 (Ann): the link is damaged or from another table.',
      );
    expect(await audit(refused, 'refused seat link 390x844')).toEqual([]);
  });

  it('the spectator screen of a table with an open seat, at 390x844', async () => {
    const watcher = await openGame(await page(PHONE), withOpenSeat);
    await watcher.getByRole('button', { name: 'Take this seat' }).waitFor();
    expect(await audit(watcher, 'spectator screen with an open seat 390x844')).toEqual([]);
  });
});
