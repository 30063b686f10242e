// The action panels build their inputs from the legal templates and send only what they allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boundsOf, matchesLegal } from '../../engine/core/legal.js';
import { manila } from '../../engine/games/manila/index.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import { playRandomGame } from '../support/random-play.js';
import { launchChromium } from './support/chromium.js';
import { componentPage } from './support/component-page.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

function firstState<S>(
  game: typeof manila | typeof manilaTutorial,
  seats: number,
  found: (s: S, seat: number) => boolean,
): { state: S; seat: number } {
  for (let seed = 1; seed < 100; seed++) {
    for (const s of playRandomGame(game, { seats, seed, keepStates: true }).states as S[]) {
      const seat = game.toAct(s as never)[0];
      if (seat !== undefined && found(s, seat)) return { state: s, seat };
    }
  }
  throw new Error('no such state in 100 random games');
}

describe('Action panels from legal templates', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await componentPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the bid panel spans the bid range with its slider and field, and never sends an amount outside it', async () => {
    const { state, seat } = firstState<ManilaState>(
      manila,
      3,
      (s, seat) =>
        s.phase.kind === 'auction' &&
        s.phase.highBid > 0 &&
        manila.legalCommands(s, seat).some((t) => t.type === 'bid'),
    );
    const legal = manila.legalCommands(state, seat);
    const { min, max } = boundsOf(legal.find((t) => t.type === 'bid')!.amount);
    await page.evaluate((p) => window.mountClient('manila', p), {
      view: manila.view(state, seat),
      legal,
      seat,
      names: NAMES,
      entries: [],
    });
    const slider = page.getByLabel('Bid amount slider');
    const field = page.getByLabel('Your bid');
    expect([await slider.getAttribute('min'), await slider.getAttribute('max')]).toEqual([String(min), String(max)]);
    expect([await field.getAttribute('min'), await field.getAttribute('max')]).toEqual([String(min), String(max)]);
    await field.fill(String(max + 1));
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    await expect
      .poll(() => page.locator('bid-panel').getByRole('alert').textContent())
      .toMatch(`from ${min} to ${max} pesos`);
    await field.fill(String(min - 1));
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    expect(await page.evaluate(() => window.commands.length)).toBe(0);
    await field.fill(String(max));
    await page.getByRole('button', { name: 'Bid', exact: true }).click();
    expect(await page.evaluate(() => window.commands.at(-1))).toEqual({ type: 'bid', amount: max });
    expect(matchesLegal(legal, { type: 'bid', amount: max })).toBe(true);
  });

  it("the bet slip offers the template's ships, numbers and stakes, and catches a stake over the purse", async () => {
    const { state, seat } = firstState<TutorialState>(
      manilaTutorial,
      3,
      (s, seat) => s.phase.kind === 'bets' && s.players[seat].cash > 1,
    );
    const legal = manilaTutorial.legalCommands(state, seat);
    const cash = state.players[seat].cash;
    await page.evaluate(() => (window.commands = []));
    await page.evaluate((p) => window.mountClient('manila-tutorial', { ...p, entries: [] }), {
      view: manilaTutorial.view(state, seat),
      legal,
      seat,
      names: NAMES,
    });
    const slip = page.locator('bet-slip-panel');
    expect(
      await slip
        .locator('select[name="ship"] option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['red', 'green', 'blue']);
    expect(await slip.locator('select[name="number"] option').count()).toBe(11);
    expect(await slip.locator('input[name="stake"]').getAttribute('max')).toBe(String(cash));
    await slip.locator('select[name="ship"]').selectOption('green');
    await slip.locator('select[name="number"]').selectOption('9');
    await slip.locator('input[name="stake"]').fill(String(cash + 1));
    await slip.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect.poll(() => slip.getByRole('alert').textContent()).toMatch(`from 1 to ${cash}`);
    expect(await page.evaluate(() => window.commands.length)).toBe(0);
    await slip.locator('input[name="stake"]').fill(String(cash));
    await slip.getByRole('button', { name: 'Bet', exact: true }).click();
    expect(await page.evaluate(() => window.commands.at(-1))).toEqual({
      type: 'bet',
      ship: 'green',
      number: 9,
      stake: cash,
    });
  });
});
