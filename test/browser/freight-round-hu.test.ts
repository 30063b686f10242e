// Who Rules the Sea? came to us in Hungarian (Ki az úr a tengeren?): its screen in Hungarian, played by
// three browsers speaking it from the opening through the first round (a sealed-bid auction among
// it), every kind of decision photographed at 1280x720 and 390x844 and checked for English left on
// screen and for text that overflows its box or lies over another. Each kind of decision, and each
// command type, is made through the UI the first time it comes; a move of a kind already checked
// goes over a WebSocket as the seat's second device, the three Hungarian pages following it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, watchConsole } from './support/chromium.js';
import type { FreightSeat } from './support/freight-driver.js';
import { sealedBids } from './support/freight-moments.js';
import { FreightSteering } from './support/freight-steer.js';
import { SocketFreightDriver } from './support/freight-socket-driver.js';
import { SeatWatch } from './support/freight-watch.js';
import { screenChecks, SIZES } from './support/screen-checks.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { openGame, waitForVersion } from './support/table.js';
import { forcedMovesOff } from './support/by-hand.js';

const NAMES = ['Ann', 'Bo', 'Cy'];

describe('Who Rules the Sea? in Hungarian: the opening and a round at 1280x720 and 390x844', () => {
  let t: TestStack;
  let browser: Browser;
  let contexts: BrowserContext[];
  let consoles: { errors: string[] }[];
  const watches: SeatWatch[] = [];
  let seats: FreightSeat[];
  let links: string[];
  const { check, checked, layout, english } = screenChecks('freight-hu', 'hu', NAMES);

  beforeAll(async () => {
    t = await startTestStack();
    browser = await launchChromium();
    contexts = await Promise.all(NAMES.map(() => browser.newContext({ locale: 'hu-HU', viewport: SIZES[0] })));
    consoles = contexts.map(watchConsole);
  });

  afterAll(async () => {
    for (const w of watches) w.close();
    await browser?.close();
    await t?.close();
  });

  it('opens each seat in Hungarian', async () => {
    // The table is made in an English browser: the lobby is not this test's subject.
    const host = await browser.newContext();
    const lobby = await host.newPage();
    await lobby.goto(t.stack.url);
    await lobby.getByLabel('Game').selectOption('who-rules-the-sea');
    await lobby.getByLabel('Players').selectOption('3');
    for (const [i, name] of NAMES.entries()) await lobby.getByLabel(`Name for seat ${i + 1}`).fill(name);
    await lobby.locator('select[name="option-voyage"]').selectOption('short');
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
    links = await Promise.all(NAMES.map((name) => lobby.getByLabel(`Link for ${name}`, { exact: true }).inputValue()));
    await host.close();
    const pages = await Promise.all(contexts.map((c, i) => openGame(c, links[i])));
    // Every move of this test is made by hand (the screens are its subject): no seat has the
    // server play its only choices.
    await forcedMovesOff(pages);
    watches.push(...(await Promise.all(links.map((l) => SeatWatch.open(t.stack.wsUrl, l)))));
    seats = NAMES.map((name, i) => ({ name, page: pages[i], watch: watches[i] }));
    for (const page of pages) {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hu');
      await expect.poll(() => page.locator('sea-board svg').textContent()).toContain('Fokváros');
    }
  });

  it('plays the opening and round 1 through the Hungarian screens, each kind of decision checked at both sizes', async () => {
    const steering = new FreightSteering(0);
    const uiTypes = new Set<string>();
    const throughUi = (_seat: number, c: { type: string }, kind: string) => {
      if (checked.has(kind) && uiTypes.has(c.type)) return false;
      uiTypes.add(c.type);
      return true;
    };
    const driver: SocketFreightDriver = new SocketFreightDriver(
      seats,
      steering,
      {
        before: async (seat, kind) => {
          await check(seats[seat].page, kind);
        },
        auction: async () => {
          await sealedBids(driver, async (seat) => check(seats[seat].page, 'auction bid'));
          await check(seats[0].page, 'auction closed');
        },
      },
      { wsUrl: t.stack.wsUrl, links },
      throughUi,
      {
        // Every page follows each move made over the socket before the next one is made.
        afterSocket: async (version) => {
          await Promise.all(seats.map((s) => waitForVersion(s.page, version)));
        },
      },
    );
    // Round 1 is over when round 2's first turn has begun.
    await driver.run(200, () => driver.view.round >= 2);
    console.log(
      `opening and round 1: ${driver.commands} moves through the UI (${JSON.stringify(Object.fromEntries(driver.byType))}), ${driver.socketCommands} over the socket (${JSON.stringify(Object.fromEntries(driver.socketByType))})`,
    );
    await check(seats[0].page, 'round 2');
    expect([...checked]).toEqual(
      expect.arrayContaining(['opening purchase', 'port phase', 'sail', 'auction bid', 'auction closed', 'round 2']),
    );
    expect(Object.fromEntries(english), 'English left on a Hungarian screen').toEqual({});
    expect(Object.fromEntries(layout), 'text that overflows its box or lies over another').toEqual({});
    for (const c of consoles) expect(c.errors).toEqual([]);
  }, 300_000);
});
