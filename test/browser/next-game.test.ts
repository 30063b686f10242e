// Which game needs me, in the browser: the game screen offers the next game waiting for this
// device's player, and My games lists the games waiting for me first.
import { describe, expect, it } from 'vitest';
import { parseLink } from '../../lambdas/protocol/links.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { actAndWait, createTable, openGame } from './support/table.js';

describe('Next game and My games by urgency', () => {
  const session = browserSession();

  it('from a game to the next that waits for me; My games puts the games waiting for me first', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    const first = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const second = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Cy']);
    const firstId = parseLink(first.seats[0])!.gameId;
    const secondId = parseLink(second.seats[0])!.gameId;
    // Ann opens both (the first player of the race's first round is seat 1: hers in both).
    const ann = await openGame(context, first.seats[0]);
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    await ann.goto(new URL(second.seats[0], session.url).href);
    await ann.locator('main[data-version]').waitFor();
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    // On the second game, the first waits for her too.
    const next = ann.locator(`game-screen a[data-next-game="${firstId}"]`);
    await next.waitFor();
    expect(await next.textContent()).toContain('Next game');
    await next.click();
    await expect.poll(() => new URL(ann.url()).hash).toContain(firstId);
    // And back: the second waits for her as well.
    await ann.locator(`game-screen a[data-next-game="${secondId}"]`).click();
    await expect.poll(() => new URL(ann.url()).hash).toContain(secondId);
    await ann.locator('turn-banner [data-turn="mine"]').waitFor();
    // She moves in the second game: it no longer waits for her. My games lists the first, which
    // does, first, though she opened it before the second (the list's order otherwise: newest first).
    await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
    await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
    await ann.locator('turn-banner [data-turn="mine"]').waitFor({ state: 'detached' });
    await ann.goto(new URL('/#', session.url).href);
    const rows = ann.locator('my-games-list li[data-game]');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().getAttribute('data-game')).toBe(firstId);
    expect(await rows.first().locator('[data-badge="your-turn"]').count()).toBe(1);
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
