import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

export interface TableLinks {
  seats: string[];
  spectator: string;
}

/** Creates a table through the lobby form and reads the links the page shows. */
export async function createTable(
  page: Page,
  base: string,
  game: string,
  names: string[],
  options: string[] = [],
): Promise<TableLinks> {
  await page.goto(base);
  await page.getByLabel('Game').selectOption({ label: game });
  await page.getByLabel('Players').selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Name for seat ${i + 1}`).fill(name);
  for (const option of options) await page.getByLabel(option).check();
  await page.getByRole('button', { name: 'Create the table' }).click();
  await page.getByRole('heading', { name: /Table created/ }).waitFor();
  const seats: string[] = [];
  for (const name of names) seats.push(await page.getByLabel(`Link for ${name}`, { exact: true }).inputValue());
  return { seats, spectator: await page.getByLabel('Spectator link', { exact: true }).inputValue() };
}

/** Ann and Bo create a Manila table in the lobby with the third seat left open; returns the lobby tab and the spectator link. */
export async function tableWithOpenSeat(
  creator: BrowserContext,
  base: string,
): Promise<{ lobby: Page; spectatorLink: string }> {
  const lobby = await creator.newPage();
  await lobby.goto(base);
  await lobby.getByLabel('Name for seat 1').fill('Ann');
  await lobby.getByLabel('Name for seat 2').fill('Bo');
  await lobby.locator('input[name="open-2"]').check();
  await lobby.getByRole('button', { name: 'Create the table' }).click();
  await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
  return { lobby, spectatorLink: await lobby.getByLabel('Spectator link', { exact: true }).inputValue() };
}

/** Opens a link in a new tab of `context` and waits until the game is on screen. */
export async function openGame(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(link);
  await page.locator('main[data-version]').waitFor();
  return page;
}

export async function versionOf(page: Page): Promise<number> {
  return Number(await page.locator('main[data-version]').getAttribute('data-version'));
}

/**
 * How often a wait in the page looks again. Playwright's default looks at every animation frame,
 * which keeps the renderer drawing frames for as long as the wait lasts: over a long game's moves
 * that, not the game, was most of a page's CPU.
 */
export const POLL_MS = 40;

/** Waits until the page shows at least this version of the game. */
export async function waitForVersion(page: Page, version: number): Promise<void> {
  await page.waitForFunction(
    (v) => {
      // The game screen's main element, found once (it sits in nested shadow roots, and walking a long
      // game's whole page on every look cost more than the look) and found again once it is replaced.
      const kept = window as unknown as { __gameMain?: Element };
      if (!kept.__gameMain?.isConnected) {
        const find = (root: Document | ShadowRoot): Element | null => {
          const hit = root.querySelector('main[data-version]');
          if (hit) return hit;
          for (const el of root.querySelectorAll('*')) {
            const inner = el.shadowRoot && find(el.shadowRoot);
            if (inner) return inner;
          }
          return null;
        };
        kept.__gameMain = find(document) ?? undefined;
      }
      return Number(kept.__gameMain?.getAttribute('data-version') ?? 0) >= v;
    },
    version,
    { polling: POLL_MS },
  );
}

/** Brings every page to the newest version any of them shows; returns it. */
export async function sync(pages: Page[]): Promise<number> {
  const newest = Math.max(...(await Promise.all(pages.map(versionOf))));
  await Promise.all(pages.map((p) => waitForVersion(p, newest)));
  return newest;
}

/** The index of the page whose banner says it is their turn (exactly one must). */
export async function whoseTurn(pages: Page[]): Promise<number> {
  const mine = await Promise.all(pages.map((p) => p.locator('turn-banner [data-turn="mine"]').count()));
  const turns = mine.flatMap((n, i) => (n > 0 ? [i] : []));
  expect(turns, 'exactly one player should be asked to act').toHaveLength(1);
  return turns[0];
}

/**
 * Clicks, confirms the move if the page asks first (a move that spends or raises money, while the
 * seat keeps "Confirm my moves" on), then waits until the page has moved past the version it showed.
 */
export async function actAndWait(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await versionOf(page);
  await act();
  // One wait in the page for whichever comes first, so no wait is left pending for its whole
  // timeout after a move that asked nothing.
  const first = await page.waitForFunction(
    (v) => {
      const find = (root: Document | ShadowRoot, selector: string): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot && find(el.shadowRoot, selector);
          if (inner) return inner;
        }
        return null;
      };
      if (Number(find(document, 'main[data-version]')?.getAttribute('data-version') ?? 0) >= v) return 'moved';
      // The dialog lives in confirm-move's shadow root: a selector cannot cross into it, so any open dialog counts.
      return find(document, 'dialog[open]') ? 'asked' : false;
    },
    before + 1,
    { polling: POLL_MS },
  );
  if ((await first.jsonValue()) === 'asked')
    await page.locator('confirm-move dialog[open] button[data-confirm]').click();
  await waitForVersion(page, before + 1);
  return versionOf(page);
}
