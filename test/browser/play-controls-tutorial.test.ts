// Play controls in the Manila tutorial race, played to its end on phones: shares and bets have their
// controls in view at 1280x720 and 390x844 with the focus on the first, and the last mover, scrolled
// down on a phone, sees the final ranking with the focus on it. The Manila round's turns are
// play-controls-manila.test.ts's (apart, so that the two vitest workers run them side by side).
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { axeReport } from './support/axe-report.js';
import { OTHERS, expectControlsInView, seatPages } from './support/controls-in-view.js';
import { PHONE, focused, scrollToBottom, wholeInView } from './support/play-controls.js';
import { browserSession } from './support/session.js';
import { actAndWait, sync, whoseTurn } from './support/table.js';

describe('Play controls in the tutorial race and its final ranking', () => {
  const session = browserSession();
  const shots = artifacts('play-controls');
  const contexts: BrowserContext[] = [];
  const consoles: { errors: string[] }[] = [];

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('tutorial: shares and bets have their controls in view at both sizes; the last mover, scrolled down on a phone, sees the ranking with the focus on it', async () => {
    const { pages } = await seatPages(session, 'Manila tutorial race', contexts, consoles);
    const seen = new Map<string, string[]>();
    let last = -1;
    for (let step = 0; step < 60; step++) {
      await sync(pages);
      if ((await pages[0].locator('final-ranking').count()) > 0) break;
      const i = await whoseTurn(pages);
      const page = pages[i];
      await page.locator('share-order-panel, bet-slip-panel').first().waitFor();
      const kind = (await page.locator('share-order-panel').count()) > 0 ? 'shares' : 'bets';
      // Every turn: the focus on the bar's first control (the controls in view measured once a kind);
      // axe once a kind, on its first turn (the label is the measuring's, which `seen` is keyed by).
      const first = !seen.has(`tutorial-${kind}`);
      await expectControlsInView(page, `tutorial-${kind}`, seen, shots.dir);
      if (first) {
        await page.setViewportSize(PHONE);
        expect((await axeReport(page, OTHERS)).seriousOutside, `axe on the ${kind} turn at the phone size`).toEqual([]);
      }
      // Everyone plays on a phone from here, scrolled down to the history.
      await page.setViewportSize(PHONE);
      await scrollToBottom(page);
      last = i;
      if (kind === 'shares') {
        await actAndWait(page, () =>
          page.locator('share-order-panel').getByRole('button', { name: 'Buy none' }).click(),
        );
      } else {
        const slip = page.locator('bet-slip-panel');
        await slip.locator('select[name="number"]').selectOption('7');
        await slip.locator('input[name="stake"]').fill('1');
        await actAndWait(page, () => slip.getByRole('button', { name: 'Bet', exact: true }).click());
      }
    }
    expect([...seen.keys()].sort()).toEqual(['tutorial-bets', 'tutorial-shares']);
    const winner = pages[last];
    await winner.locator('final-ranking').waitFor();
    await expect
      .poll(() => wholeInView(winner, 'final-ranking'), { message: 'the ranking in view for the last mover' })
      .toBe(true);
    await expect.poll(async () => (await focused(winner)).inRanking).toBe(true);
    await shots.shot(winner, 'tutorial-final-phone');
    // The others too, whatever their size.
    for (const page of pages) {
      await page.locator('final-ranking').waitFor();
      await expect.poll(() => wholeInView(page, 'final-ranking')).toBe(true);
    }
    const axe = await axeReport(winner, OTHERS);
    console.log(`axe on the final screen at 390x844: ${JSON.stringify(axe.all)}`);
    expect(axe.seriousOutside, 'axe on the final screen').toEqual([]);
    // A finished game offers no notification switch in its header (the page was drawn: the ranking is there).
    expect(await winner.locator('game-screen header notify-switch').count()).toBe(0);
  }, 180_000);

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});
