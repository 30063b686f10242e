import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { actAndWait } from './table.js';

export type ManilaPhase = 'auction' | 'buy-share' | 'launch' | 'placement' | 'pilot' | 'pirate';

/** The action bar's panels and the decision each offers (they appear only for the seat to act). */
export const MANILA_PANELS: readonly (readonly [string, ManilaPhase])[] = [
  ['bid-panel', 'auction'],
  ['share-purchase-panel', 'buy-share'],
  ['launch-panel', 'launch'],
  ['placement-panel', 'placement'],
  ['pilot-panel', 'pilot'],
  ['pirate-panel', 'pirate'],
];

/** Which decision the page's action bar offers. */
export async function phaseOnScreen(page: Page): Promise<ManilaPhase> {
  const panels = MANILA_PANELS;
  await page
    .locator(panels.map(([tag]) => tag).join(', '))
    .first()
    .waitFor();
  for (const [tag, phase] of panels) if ((await page.locator(tag).count()) > 0) return phase;
  throw new Error('no action panel on screen');
}

/** Places on a board spot by clicking it (or by keyboard), then places it from the action bar (confirming if asked). */
export async function placeOnBoard(page: Page, spot: string, useKeyboard = false): Promise<number> {
  const target = page.locator(`manila-board [data-spot="${spot}"]`);
  if (useKeyboard) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else {
    await target.click();
  }
  await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
  // The action bar shows the board's choice.
  await expect.poll(() => page.locator('placement-panel select').inputValue()).toBe(spot);
  return actAndWait(page, () => page.locator('placement-panel button[data-action="place"]').click());
}

/** Loads three ships: the first good offered stays home, starts chosen one by one until they sum to 9. */
export async function launchShips(page: Page): Promise<number> {
  const panel = page.locator('launch-panel');
  // Found by their data attributes, not their words: the same steps play the board in any language.
  await panel.locator('[data-group="home"] button').first().click();
  const starts = panel.locator('select[data-good]');
  await expect.poll(() => starts.count()).toBe(3);
  const plan = [4, 3, 2];
  for (let i = 0; i < 3; i++) {
    await starts.nth(i).selectOption(String(plan[i]));
    const sum = plan.slice(0, i + 1).reduce((a, b) => a + b, 0);
    await expect.poll(() => panel.getByRole('status').getAttribute('data-sum')).toBe(String(sum));
  }
  await expect.poll(() => panel.locator('[role="status"].ok').count()).toBe(1);
  return actAndWait(page, () => panel.locator('button[data-action="launch"]').click());
}

/**
 * Makes the panel's first real choice (not the decline button, marked data-action="pass"): the
 * first option of its list and the button that sends it, or else its first other button.
 */
export async function firstChoice(page: Page, panelTag: string): Promise<number> {
  const panel = page.locator(panelTag);
  if ((await panel.locator('select').count()) > 0) {
    return actAndWait(page, () => panel.locator('button.primary').click());
  }
  const choices = panel.locator('button:not([data-action="pass"])');
  if ((await choices.count()) > 0) return actAndWait(page, () => choices.first().click());
  return actAndWait(page, () => panel.locator('button[data-action="pass"]').click());
}

/** Any legal move of the decision on screen, the cheapest way (pass, decline, stop placing; a launch or a plunder must be made). */
export async function anyMove(page: Page): Promise<number> {
  switch (await phaseOnScreen(page)) {
    case 'auction':
      return actAndWait(page, () => page.locator('bid-panel button[data-action="pass"]').click());
    case 'buy-share':
      return actAndWait(page, () => page.locator('share-purchase-panel button[data-action="pass"]').click());
    case 'launch':
      return launchShips(page);
    case 'placement':
      return actAndWait(page, () => page.locator('placement-panel button[data-action="pass"]').click());
    case 'pilot':
      return actAndWait(page, () => page.locator('pilot-panel button[data-action="pass"]').click());
    case 'pirate':
      return firstChoice(page, 'pirate-panel');
  }
}
