// A seat link opened while the rule set's screen cannot be fetched (a device offline before it ever
// kept that game's code): the page says so, offers Try again, and once the network is back the
// press loads the page again (the browser never fetches a failed import again in the same page)
// and the board is drawn. The same for a decision's panel that cannot be fetched once the board
// is on screen: the action bar says so, and its Try again brings the panel.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { SeatSockets } from './support/seat-sockets.js';
import { browserSession } from './support/session.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, createTable, openGame, waitForVersion } from './support/table.js';

/** The built chunk whose dynamic import is this source file (web/build.ts records each chunk's source). */
function chunkOf(source: string): string {
  const hit = inject('webBuild').files.find((f) => f.source === source);
  if (!hit) throw new Error(`no chunk of the build is ${source}`);
  return hit.file;
}

/** Refuses the built file as a device offline would, counting the refusals, until `allow`. */
async function refuse(context: BrowserContext, file: string) {
  let count = 0;
  await context.route(`**/${file}`, (route) => {
    count++;
    return route.abort('internetdisconnected');
  });
  return { count: () => count, allow: () => context.unroute(`**/${file}`) };
}

/** The alert a screen or the action bar shows when code it needs could not be fetched. */
const loadProblem = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The screen for this game could not be loaded' });

/** The only errors the pages logged are the refused fetches' own. */
function expectOnlyRefusals(consoles: { errors: string[] }): void {
  expect(
    consoles.errors.filter(
      (e) => !/Failed to fetch|dynamically imported module|ERR_INTERNET_DISCONNECTED|net::/.test(e),
    ),
  ).toEqual([]);
}

describe('A game screen whose code cannot be fetched', () => {
  const session = browserSession();

  it('says why with Try again, and the press draws the board once the code can come', async () => {
    const screen = chunkOf('web/src/games/manila/manila-client.ts');
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    try {
      const links = await createTable(await context.newPage(), session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
      const refused = await refuse(context, screen);
      const ann = await context.newPage();
      await ann.goto(links.seats[0]);
      const alert = loadProblem(ann);
      await alert.waitFor();
      expect(refused.count()).toBeGreaterThan(0);
      expect(await ann.locator('main[data-version]').count()).toBe(0);

      await refused.allow();
      await ann.getByRole('button', { name: 'Try again' }).click();
      await ann.locator('main[data-version]').waitFor();
      expect(await alert.count()).toBe(0);
      expectOnlyRefusals(consoles);
    } finally {
      await context.close();
    }
  });

  it("says so in the action bar when a decision's panel cannot come, and Try again brings it", async () => {
    const panel = chunkOf('web/src/games/manila/share-purchase-panel.ts');
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila', [
      'Ann',
      'Bo',
      'Cy',
    ]);
    // Bo and Cy play from their phones; Ann's page is the one under test.
    const others = await SeatSockets.open(session.testStack.stack.wsUrl, links.seats.slice(1));
    try {
      const refused = await refuse(context, panel);
      const ann = await openGame(context, links.seats[0]);
      const alert = loadProblem(ann);
      // The auction: Ann bids from her page, the others pass, so the harbour master's share is
      // hers to buy, and its panel is the one that cannot come.
      const pass = (commands: Record<string, unknown>[]) => commands.find((c) => c.type === 'pass') ?? commands[0];
      for (let moves = 0; (await alert.count()) === 0; moves++) {
        if (moves > 10) throw new Error('the auction did not end with Ann to buy the share within 10 moves');
        const made = await others.move(pass);
        if (made !== null) {
          await waitForVersion(ann, made);
          continue;
        }
        await ann.locator('bid-panel').or(alert).first().waitFor();
        if ((await ann.locator('bid-panel').count()) === 0) break;
        await ann.locator('bid-panel input[name="amount"]').fill('3');
        await actAndWait(ann, () => ann.locator('bid-panel button[data-action="bid"]').click());
      }
      await alert.waitFor();
      expect(refused.count()).toBeGreaterThan(0);
      // The board stays: only the decision's controls are missing.
      expect(await ann.locator('manila-board svg').count()).toBe(1);
      // Its tag is in the action bar, to be drawn if its code comes; without that code it shows nothing.
      expect(await ann.evaluate(() => customElements.get('share-purchase-panel') === undefined)).toBe(true);
      expect(await ann.locator('share-purchase-panel button').count()).toBe(0);

      await refused.allow();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await ann.locator('share-purchase-panel button[data-action="pass"]').waitFor();
      expect(await alert.count()).toBe(0);
      expectOnlyRefusals(consoles);
    } finally {
      await others.close();
      await context.close();
    }
  });
});
