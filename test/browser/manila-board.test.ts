import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expandLegal } from '../../engine/core/legal.js';
import { manila } from '../../engine/games/manila/index.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import { playRandomGame } from '../support/random-play.js';
import { artifacts } from './support/artifacts.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors, componentPage } from './support/component-page.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const PANEL: Record<string, string> = {
  auction: 'bid-panel',
  'buy-share': 'share-purchase-panel',
  launch: 'launch-panel',
  placement: 'placement-panel',
  pilot: 'pilot-panel',
  boarding: 'pirate-panel',
  plunder: 'pirate-panel',
};

/** Accomplices standing anywhere on the board: what the board must draw as pawns. */
function accomplicesOnBoard(s: ManilaState): number {
  const b = s.board;
  const crews = b.ships.flatMap((x) => x.crew);
  const spots = [
    ...crews,
    ...Object.values(b.harbour),
    ...Object.values(b.shipyard),
    ...b.pirates,
    b.pilots.small,
    b.pilots.large,
    b.insurance,
  ];
  return spots.filter((x) => x !== null).length;
}

/** One state of every phase kind, from random four-player games with the stronger pirates. */
function statesOfEveryPhase(): Map<string, ManilaState> {
  const found = new Map<string, ManilaState>();
  for (let seed = 1; seed < 200 && found.size < 8; seed++) {
    const game = playRandomGame(manila, { seats: 4, seed, options: { strongerPirates: true }, keepStates: true });
    for (const s of game.states as ManilaState[])
      if (!found.has(s.phase.kind) && s.phase.kind !== 'between' && s.phase.kind !== 'setup')
        found.set(s.phase.kind, s);
  }
  return found;
}

describe('The Manila table drawn from server views, one state of every phase', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const states = statesOfEveryPhase();
  const shots = artifacts('manila-board');

  beforeAll(async () => {
    browser = await launchChromium();
    page = await componentPage(browser);
    collectErrors(page, errors);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('found every phase in the random games', () => {
    expect([...states.keys()].sort()).toEqual([
      'auction',
      'boarding',
      'buy-share',
      'launch',
      'over',
      'pilot',
      'placement',
      'plunder',
    ]);
  });

  for (const [kind, state] of states) {
    it(`draws the ${kind} phase: every accomplice, and the panel the legal commands call for`, async () => {
      const seat = manila.toAct(state)[0] ?? 0;
      const props = {
        view: manila.view(state, seat),
        legal: manila.legalCommands(state, seat),
        seat,
        names: NAMES,
        entries: [],
      };
      await page.evaluate((p) => window.mountClient('manila', p), props);
      await page.locator('manila-board svg').waitFor();
      expect(await page.locator('manila-board .pawn').count()).toBe(accomplicesOnBoard(state));
      const panel = PANEL[kind];
      if (panel) expect(await page.locator(panel).count()).toBe(1);
      else expect(await page.locator('[data-actions]').count()).toBe(0);
      expect(await page.locator('manila-player-panel').count()).toBe(4);
      await shots.shot(page, kind);
    });
  }

  it('turns a click on a highlighted spot and the confirmation into the matching legal command', async () => {
    const state = states.get('placement')!;
    const seat = manila.toAct(state)[0];
    const legal = manila.legalCommands(state, seat);
    const spot = (expandLegal(legal).find((c) => c.type === 'place') as { spot: string }).spot;
    await page.evaluate((p) => window.mountClient('manila', p), {
      view: manila.view(state, seat),
      legal,
      seat,
      names: NAMES,
      entries: [],
    });
    await page.locator(`manila-board [data-spot="${spot}"]`).click();
    // The board's choice shows in the action bar's list, and Place sends it.
    await expect.poll(() => page.locator('placement-panel select').inputValue()).toBe(spot);
    await page.locator('placement-panel').getByRole('button', { name: 'Place', exact: true }).click();
    expect(await page.evaluate(() => window.commands.at(-1))).toEqual({ type: 'place', spot });
  });

  it('stands upright at phone width, every free spot still a button', async () => {
    const phone = await componentPage(browser, { width: 390, height: 844 });
    phone.on('pageerror', (e) => errors.push(e.message));
    const state = states.get('placement')!;
    const seat = manila.toAct(state)[0];
    const legal = manila.legalCommands(state, seat);
    await phone.evaluate((p) => window.mountClient('manila', p), {
      view: manila.view(state, seat),
      legal,
      seat,
      names: NAMES,
      entries: [],
    });
    await phone.locator('manila-board svg[data-layout="tall"]').waitFor();
    const places = expandLegal(legal).filter((c) => c.type === 'place').length;
    expect(await phone.locator('manila-board .place-target').count()).toBe(places);
    // Nothing sticks out sideways: the page does not scroll horizontally.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shots.shot(phone, 'phone-placement');
    await phone.close();
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
