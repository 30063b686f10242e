import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { actAndWait } from './table.js';

export type ManilaPhase = 'auction' | 'buy-share' | 'launch' | 'placement' | 'pilot' | 'pirate';

/** Which decision the page's action panel offers (the panels appear only for the seat to act). */
export async function phaseOnScreen(page: Page): Promise<ManilaPhase> {
  const panels: [string, ManilaPhase][] = [
    ['bid-panel', 'auction'], ['share-purchase-panel', 'buy-share'], ['launch-panel', 'launch'],
    ['placement-panel', 'placement'], ['pilot-panel', 'pilot'], ['pirate-panel', 'pirate'],
  ];
  await page.locator(panels.map(([tag]) => tag).join(', ')).first().waitFor();
  for (const [tag, phase] of panels) if ((await page.locator(tag).count()) > 0) return phase;
  throw new Error('no action panel on screen');
}

/** Places on a board spot by clicking it (or by keyboard), then confirms in the panel. */
export async function placeOnBoard(page: Page, spot: string, useKeyboard = false): Promise<number> {
  const target = page.locator(`manila-board [data-spot="${spot}"]`);
  if (useKeyboard) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else {
    await target.click();
  }
  await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
  return actAndWait(page, () => page.locator('placement-panel').getByRole('button', { name: 'Place', exact: true }).click());
}

/** Loads three ships: the first good offered stays home, starts chosen one by one until they sum to 9. */
export async function launchShips(page: Page): Promise<number> {
  const panel = page.locator('launch-panel');
  await panel.getByRole('group', { name: 'Good that stays home' }).getByRole('button').first().click();
  const ships = panel.locator('.ship');
  await expect.poll(() => ships.count()).toBe(3);
  const plan = [4, 3, 2];
  for (let i = 0; i < 3; i++) {
    await ships.nth(i).locator(`button[data-start="${plan[i]}"]`).click();
    const sum = plan.slice(0, i + 1).reduce((a, b) => a + b, 0);
    await expect.poll(() => panel.getByRole('status').textContent()).toMatch(new RegExp(`Sum ${sum} of 9`));
  }
  await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/Sum 9 of 9 ✓/);
  return actAndWait(page, () => panel.getByRole('button', { name: 'Launch the ships' }).click());
}

/** Presses the first button of the panel that is a real choice (not the decline button). */
export async function firstChoice(page: Page, panelTag: string, decline: RegExp): Promise<number> {
  const buttons = page.locator(`${panelTag} button`);
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const text = (await buttons.nth(i).textContent()) ?? '';
    if (!decline.test(text)) return actAndWait(page, () => buttons.nth(i).click());
  }
  return actAndWait(page, () => page.locator(`${panelTag}`).getByRole('button', { name: decline }).click());
}
