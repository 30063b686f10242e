// A seat link opened while the rule set's screen cannot be fetched (a device offline before it ever
// kept that game's code): the page says so, offers Try again, and once the network is back the
// press loads the page again (the browser never fetches a failed import again in the same page)
// and the board is drawn.
import { describe, expect, inject, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { createTable } from './support/table.js';

/** The built chunk whose dynamic import is this source file (web/build.ts records each chunk's source). */
function chunkOf(source: string): string {
  const hit = inject('webBuild').files.find((f) => f.source === source);
  if (!hit) throw new Error(`no chunk of the build is ${source}`);
  return hit.file;
}

describe('A game screen whose code cannot be fetched', () => {
  const session = browserSession();

  it('says why with Try again, and the press draws the board once the code can come', async () => {
    const screen = chunkOf('web/src/games/manila/manila-client.ts');
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    try {
      const links = await createTable(await context.newPage(), session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
      let refused = 0;
      await context.route(`**/${screen}`, (route) => {
        refused++;
        return route.abort('internetdisconnected');
      });
      const ann = await context.newPage();
      await ann.goto(links.seats[0]);
      const alert = ann.getByRole('alert').filter({ hasText: 'The screen for this game could not be loaded' });
      await alert.waitFor();
      expect(refused).toBeGreaterThan(0);
      expect(await ann.locator('main[data-version]').count()).toBe(0);

      await context.unroute(`**/${screen}`);
      await ann.getByRole('button', { name: 'Try again' }).click();
      await ann.locator('main[data-version]').waitFor();
      expect(await alert.count()).toBe(0);
      // The only errors logged are the refused fetch's own.
      expect(
        consoles.errors.filter(
          (e) => !/Failed to fetch|dynamically imported module|ERR_INTERNET_DISCONNECTED|net::/.test(e),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
