// The action bar's panels, one state of every Manila phase (pirates included, which a short live game
// rarely reaches) and both tutorial turns: at 390x844 and 1280x720 each stays within the screen's
// width and takes at most 40% of its height, so the bar pinned under the banner leaves the board usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LegalTemplate } from '../../engine/core/legal.js';
import { manila } from '../../engine/games/manila/index.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import { playRandomGame } from '../support/random-play.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors, componentPage } from './support/component-page.js';
import { DESKTOP, PHONE } from './support/play-controls.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const PANELS =
  'bid-panel, share-purchase-panel, launch-panel, placement-panel, pilot-panel, pirate-panel, share-order-panel, bet-slip-panel';

/** One state per decision kind where the seat to act has one, with the largest choice found (a large pilot, two ships to board). */
function decisions(): { rules: string; kind: string; state: unknown; seat: number; legal: LegalTemplate[] }[] {
  const found = new Map<
    string,
    { rules: string; kind: string; state: unknown; seat: number; legal: LegalTemplate[]; size: number }
  >();
  const keep = (rules: string, kind: string, state: unknown, seat: number, legal: LegalTemplate[], size: number) => {
    const had = found.get(`${rules}/${kind}`);
    if (!had || size > had.size) found.set(`${rules}/${kind}`, { rules, kind, state, seat, legal, size });
  };
  for (let seed = 1; seed < 120 && found.size < 9; seed++) {
    const game = playRandomGame(manila, { seats: 4, seed, options: { strongerPirates: true }, keepStates: true });
    for (const s of game.states as ManilaState[]) {
      const seat = manila.toAct(s)[0];
      if (seat === undefined) continue;
      const legal = manila.legalCommands(s, seat);
      const kind = s.phase.kind === 'pilot' ? `pilot-${s.phase.pilot}` : s.phase.kind;
      if (
        ['auction', 'buy-share', 'launch', 'placement', 'pilot-small', 'pilot-large', 'boarding', 'plunder'].includes(
          kind,
        )
      )
        keep('manila', kind, s, seat, legal, JSON.stringify(legal).length);
    }
  }
  for (let seed = 1; seed < 20 && found.size < 10; seed++) {
    for (const s of playRandomGame(manilaTutorial, { seats: 4, seed, keepStates: true }).states as TutorialState[]) {
      const seat = manilaTutorial.toAct(s)[0];
      if (seat === undefined) continue;
      if (s.phase.kind === 'shares' || s.phase.kind === 'bets') {
        const legal = manilaTutorial.legalCommands(s, seat);
        keep('manila-tutorial', s.phase.kind, s, seat, legal, JSON.stringify(legal).length);
      }
    }
  }
  return [...found.values()].map(({ size: _size, ...d }) => {
    const view =
      d.rules === 'manila'
        ? manila.view(d.state as ManilaState, d.seat)
        : manilaTutorial.view(d.state as TutorialState, d.seat);
    return { ...d, state: view };
  });
}

describe('The action bar on a phone and a laptop, every decision', () => {
  let browser: Browser;
  const pages = new Map<string, Page>();
  const errors: string[] = [];
  const all = decisions();

  beforeAll(async () => {
    browser = await launchChromium();
    for (const size of [PHONE, DESKTOP]) {
      const page = await componentPage(browser, size);
      collectErrors(page, errors);
      pages.set(`${size.width}x${size.height}`, page);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('found every decision of both games', () => {
    expect(all.map((d) => `${d.rules}/${d.kind}`).sort()).toEqual([
      'manila-tutorial/bets',
      'manila-tutorial/shares',
      'manila/auction',
      'manila/boarding',
      'manila/buy-share',
      'manila/launch',
      'manila/pilot-large',
      'manila/pilot-small',
      'manila/placement',
      'manila/plunder',
    ]);
  });

  for (const size of [PHONE, DESKTOP]) {
    it(`keeps every panel within ${size.width} px and 40% of ${size.height} px`, async () => {
      const page = pages.get(`${size.width}x${size.height}`)!;
      const report: string[] = [];
      for (const d of all) {
        await page.evaluate(
          (p) =>
            window.mountClient(p.rules, { view: p.view, legal: p.legal, seat: p.seat, names: p.names, entries: [] }),
          { rules: d.rules, view: d.state, legal: d.legal, seat: d.seat, names: NAMES },
        );
        // A launch shows its starts once a good is chosen to stay home: measured at its tallest.
        if (d.kind === 'launch')
          await page
            .locator('launch-panel')
            .getByRole('group', { name: 'Good that stays home' })
            .getByRole('button')
            .first()
            .click();
        const panel = page.locator(PANELS).first();
        await panel.waitFor();
        const box = (await panel.boundingBox())!;
        report.push(`${d.rules}/${d.kind}: ${Math.round(box.height)} px`);
        expect(box.height, `${d.kind} height`).toBeLessThanOrEqual(size.height * 0.4);
        const controls = page.locator('[data-actions] button, [data-actions] select, [data-actions] input');
        for (let i = 0; i < (await controls.count()); i++) {
          const c = (await controls.nth(i).boundingBox())!;
          expect(c.x + c.width, `${d.kind}: control ${i} inside the width`).toBeLessThanOrEqual(size.width);
        }
      }
      console.log(`action panels at ${size.width}x${size.height}: ${report.join(', ')}`);
    });
  }

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
