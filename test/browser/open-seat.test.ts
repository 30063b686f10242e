import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame, tableWithOpenSeat } from './support/table.js';
import { browserSession } from './support/session.js';

describe('Spectators and open seats', () => {
  const session = browserSession();

  it('lets a spectator watch, then take the open seat under a name and play it from its own link', async () => {
    const creator = await session.browser.newContext();
    const consoles = watchConsole(creator);
    const { lobby, spectatorLink } = await tableWithOpenSeat(creator, session.url);
    expect(await lobby.locator('seat-links li[data-seat="2"]').textContent()).toMatch(
      /Anyone with the spectator link can take this seat/,
    );

    const guest = await session.browser.newContext();
    const guestConsole = watchConsole(guest);
    const page = await openGame(guest, spectatorLink);
    // A spectator sees the table but has nothing to decide and no hand.
    expect(await page.locator('bid-panel, placement-panel, launch-panel').count()).toBe(0);
    expect(await page.locator('manila-player-panel[own]').count()).toBe(0);
    await page.getByLabel('Your name').fill('Dee');
    await page.getByRole('button', { name: 'Take this seat' }).click();
    await expect.poll(() => page.url()).toMatch(/seat=2&token=/);
    await page.locator('main[data-version]').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Dee');
    expect(
      await page
        .locator('manila-player-panel', { hasText: /Dee\u2069? \(you\)/ /* names are bidi-isolated */ })
        .count(),
    ).toBe(1);

    // The players already at the table learn the new name.
    const ann = await openGame(creator, await lobby.getByLabel('Link for Ann', { exact: true }).inputValue());
    await expect.poll(() => ann.locator('manila-player-panel', { hasText: 'Dee' }).count()).toBe(1);
    expect([...consoles.errors, ...guestConsole.errors]).toEqual([]);
  });

  it('a claim whose answer is lost is sent again with the same secret, and gets the seat', async () => {
    // The table as the first test's lobby makes it (Ann, Bo and an open third seat), made over the WebSocket: the lobby is that test's subject.
    const { spectator: spectatorLink } = await createTableOverSocket(
      session.url,
      session.testStack.stack.wsUrl,
      'manila',
      ['Ann', 'Bo', { name: 'Seat 3', open: true }],
    );

    const guest = await session.browser.newContext();
    const joins: string[] = [];
    let dropped = 0;
    // The network loses the first answer to the claim: the socket dies right after the server sent it.
    await guest.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (String(m).includes('"action":"join"')) joins.push(String(m));
        server.send(m);
      });
      server.onMessage((m) => {
        if (dropped === 0 && String(m).includes('"type":"joined"')) {
          dropped++;
          void ws.close({ code: 1006 });
          return;
        }
        ws.send(m);
      });
    });
    const page = await openGame(guest, spectatorLink);
    await page.getByLabel('Your name').fill('Dee');
    await page.getByRole('button', { name: 'Take this seat' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/seat=2&token=/);
    expect(dropped).toBe(1);
    expect(joins.length).toBe(2);
    const secrets = joins.map((j) => (JSON.parse(j) as { secret: string }).secret);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(secrets[1]).toBe(secrets[0]);
    await page.locator('main[data-version]').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Dee');
  });

  it('says so when a link names no game', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${session.url}#game=${'x'.repeat(22)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/This link does not open a game/);
  });
});
