import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENSHOTS } from './artifacts.js';
import { watchConsole } from './chromium.js';
import { DESKTOP, PHONE, controlsOutOfView, focused, scrollToBottom } from './play-controls.js';
import type { BrowserSession } from './session.js';
import { createTable, openGame } from './table.js';

/** The players of the play-controls tests (play-controls-manila, play-controls-tutorial). */
export const NAMES = ['Ann', 'Bo', 'Cy'];
/** Parts of the screen other work owns and checks (the history, the player panels, the clocks): left out of these files' axe checks. */
export const OTHERS = [
  'history-list',
  'manila-player-panel',
  'racer-panel',
  'seat-clocks',
  'clock-panel',
  'push-controls',
  'table-webhook',
  'seat-claim',
  'connection-status',
];

/**
 * On the acting page: the focus is on the action bar's first control, and with the page scrolled to
 * the bottom every control of the bar lies inside the viewport, at the desktop size and at the phone
 * size (a screenshot of each, once); the page is left at the desktop size.
 */
export async function expectControlsInView(
  page: Page,
  label: string,
  seen: Map<string, string[]>,
  shotsDir: string,
): Promise<void> {
  await expect
    .poll(async () => (await focused(page)).inActions, { message: `${label}: focus on the action bar` })
    .toBe(true);
  // A kind of turn already measured at both sizes is not measured again: the round has some thirty turns,
  // and resizing twice per turn doubled this file's time.
  if ((seen.get(label) ?? []).length >= 2) return;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await scrollToBottom(page);
    await expect
      .poll(() => controlsOutOfView(page), { message: `${label} at ${size.width}x${size.height}` })
      .toEqual([]);
    const sizes = seen.get(label) ?? [];
    // For the record (before this check the Bid button's top was at 795 px at 1280x720 and 1097 px on the phone).
    // Counted first: a turn with no main button would otherwise wait out the locator's whole timeout.
    const main = page.locator('[data-actions] button.primary').first();
    const primary = (await main.count()) > 0 ? await main.boundingBox() : null;
    if (!sizes.includes(`${size.width}x${size.height}`) && primary)
      console.log(
        `${label} at ${size.width}x${size.height}, scrolled to the bottom: the main button's top at ${Math.round(primary.y)} px`,
      );
    // What the player sees, scrolled down: the first time at each size.
    if (SCREENSHOTS && !sizes.includes(`${size.width}x${size.height}`))
      await page.screenshot({ path: join(shotsDir, `${label}-${size.width}x${size.height}.png`) });
    seen.set(label, [...sizes, `${size.width}x${size.height}`]);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * A table of `game` made in the lobby, each player's link opened at the desktop size in a browser
 * context of its own (kept in `contexts`, its console watched into `consoles`).
 */
export async function seatPages(
  session: BrowserSession,
  game: string,
  contexts: BrowserContext[],
  consoles: { errors: string[] }[],
): Promise<{ pages: Page[]; spectatorLink: string }> {
  const made = await Promise.all(NAMES.map(() => session.browser.newContext({ viewport: DESKTOP })));
  contexts.push(...made);
  consoles.push(...made.map(watchConsole));
  const lobby = await made[0].newPage();
  const links = await createTable(lobby, session.url, game, NAMES);
  await lobby.close();
  return { pages: await Promise.all(made.map((c, i) => openGame(c, links.seats[i]))), spectatorLink: links.spectator };
}
