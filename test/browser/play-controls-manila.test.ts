// Play controls never out of sight in a Manila round: in view on every kind of turn at 1280x720 and 390x844,
// the focus on the first control when a decision comes, a keyboard-only placement in a handful of keys,
// a question before money moves (mortgage included), and a spectator's screen without them. The
// tutorial race's turns and final ranking are play-controls-tutorial.test.ts's (apart, so that the two
// vitest workers run them side by side).
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { axeReport } from './support/axe-report.js';
import { NAMES, OTHERS, expectControlsInView, seatPages } from './support/controls-in-view.js';
import {
  anyMove,
  firstChoice,
  launchShips,
  phaseOnScreen,
  placeOnBoard,
  type ManilaPhase,
} from './support/manila-turns.js';
import { DESKTOP, PHONE, focused } from './support/play-controls.js';
import { browserSession } from './support/session.js';
import { actAndWait, openGame, sync, versionOf, waitForVersion, whoseTurn } from './support/table.js';

describe('Play controls in a Manila round: in view, focus, keyboard, confirmation, and none for a spectator', () => {
  const session = browserSession();
  const shots = artifacts('play-controls');
  const contexts: BrowserContext[] = [];
  const consoles: { errors: string[] }[] = [];

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('Manila: every kind of turn has its controls in view at 1280x720 and 390x844, with the focus on the first; a keyboard placement takes 3 keys', async () => {
    const { pages, spectatorLink } = await seatPages(session, 'Manila', contexts, consoles);
    const seen = new Map<string, string[]>();
    let keys = 0;
    let axeChecked = false;
    for (let step = 0; step < 80; step++) {
      await sync(pages);
      if ((await pages[0].locator('history-list details[data-round="2"]').count()) > 0) break;
      const i = await whoseTurn(pages);
      const page = pages[i];
      const phase: ManilaPhase = await phaseOnScreen(page);
      await expectControlsInView(page, phase, seen, shots.dir);
      if (!axeChecked) {
        axeChecked = true;
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          // Every rule broken anywhere on the screen, for the record; this file demands none serious in its own parts.
          const axe = await axeReport(page, OTHERS);
          console.log(`axe on the Manila game screen at ${size.width}x${size.height}: ${JSON.stringify(axe.all)}`);
          expect(axe.seriousOutside, `axe at ${size.width}x${size.height}`).toEqual([]);
        }
        await page.setViewportSize(DESKTOP);
      }
      switch (phase) {
        case 'auction':
          if (NAMES[i] === 'Ann') {
            await page.getByLabel('Your bid').fill('3');
            await actAndWait(page, () => page.getByRole('button', { name: 'Bid', exact: true }).click());
          } else await actAndWait(page, () => page.getByRole('button', { name: 'Pass' }).click());
          break;
        case 'buy-share':
          await firstChoice(page, 'share-purchase-panel');
          break;
        case 'launch':
          await launchShips(page);
          break;
        case 'placement': {
          const left = await page.locator('manila-player-panel[acting] dd', { hasText: /left/ }).textContent();
          const first = (left ?? '').startsWith('4 of 4');
          if (
            first &&
            NAMES[i] === 'Bo' &&
            (await page.locator('manila-board [data-spot="pilot-large"]').count()) > 0
          ) {
            // Keyboard only, from where the turn put the focus (the spot list): a letter, Enter, Enter.
            expect((await focused(page)).tag).toBe('select');
            const before = await versionOf(page);
            for (const key of ['l', 'Enter']) {
              await page.keyboard.press(key);
              keys++;
            }
            await page.locator('confirm-move dialog[open]').waitFor();
            expect(await page.locator('confirm-move dialog').textContent()).toMatch(
              /Place an accomplice on the large pilot for 5 pesos\?/,
            );
            expect((await focused(page)).text).toBe('Place');
            await page.keyboard.press('Enter');
            keys++;
            await waitForVersion(page, before + 1);
            await expect
              .poll(() => page.locator('manila-board .pawn[aria-label^="Large pilot"]').getAttribute('aria-label'))
              .toMatch(/Bo/);
            // After the move the focus waits on the turn block, not on the page.
            expect((await focused(page)).tag).not.toBe('body');
          } else if (first && NAMES[i] === 'Ann') {
            // A spot chosen on the board: the action bar names it and its Place button takes the focus.
            await page.locator('manila-board [data-spot="pilot-small"]').click();
            await expect
              .poll(() => page.locator('placement-panel [role="status"]').textContent())
              .toMatch(/Place on the small pilot \(2 pesos\)/);
            await expect.poll(async () => (await focused(page)).text).toBe('Place');
            await actAndWait(page, () => page.keyboard.press('Enter'));
          } else if (first && NAMES[i] === 'Cy') {
            await placeOnBoard(page, 'pirate', true);
          } else {
            await actAndWait(page, () => page.getByRole('button', { name: 'Stop placing this round' }).click());
          }
          break;
        }
        case 'pilot':
          await firstChoice(page, 'pilot-panel');
          break;
        case 'pirate':
          await firstChoice(page, 'pirate-panel');
          break;
      }
    }
    console.log(
      `controls in view, by turn: ${JSON.stringify(Object.fromEntries(seen))}; keyboard placement: ${keys} keys`,
    );
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['auction', 'buy-share', 'launch', 'placement', 'pilot']));
    for (const sizes of seen.values()) expect(sizes).toEqual(expect.arrayContaining(['1280x720', '390x844']));
    expect(keys).toBeGreaterThan(0);
    expect(keys).toBeLessThanOrEqual(8);

    // A mortgage asks first, out of turn too: Escape sends nothing, confirming sends it.
    await sync(pages);
    const k = ((await whoseTurn(pages)) + 1) % 3;
    const page = pages[k];
    const own = page.locator('manila-player-panel[own]');
    const cash = async () => Number((await own.locator('[data-field="cash"]').textContent())?.match(/\d+/)?.[0]);
    const before = { version: await versionOf(page), cash: await cash() };
    await own
      .getByRole('button', { name: /^Mortgage/ })
      .first()
      .click();
    const dialog = page.locator('confirm-move dialog[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Mortgage one \w+ share for \+12 pesos\? You pay 15 to redeem it\./);
    expect((await focused(page)).text).toBe('Mortgage');
    await shots.shot(page, 'mortgage-question');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Another seat's move still arrives; the mortgage never left.
    const moved = await anyMove(pages[await whoseTurn(pages)]);
    await waitForVersion(page, moved);
    expect(moved).toBe(before.version + 1);
    expect(await cash()).toBe(before.cash);
    // Confirmed, it is sent.
    const v = await actAndWait(page, () =>
      own
        .getByRole('button', { name: /^Mortgage/ })
        .first()
        .click(),
    );
    expect(v).toBe(moved + 1);
    expect(await cash()).toBe(before.cash + 12);
    // "Confirm my moves" off: the redeem goes at once, and the setting stays for this seat after a reload.
    await page.getByLabel('Confirm my moves').uncheck();
    await own
      .getByRole('button', { name: /^Redeem/ })
      .first()
      .click();
    await waitForVersion(page, v + 1);
    expect(await page.locator('confirm-move dialog[open]').count()).toBe(0);
    expect(await cash()).toBe(before.cash - 3);
    await page.reload();
    await page.locator('main[data-version]').waitFor();
    expect(await page.getByLabel('Confirm my moves').isChecked()).toBe(false);
    await page.getByLabel('Confirm my moves').check();

    // A spectator has no action bar, no setting, no empty seat form, and nothing serious for axe in these parts.
    const watcher = await session.browser.newContext({ viewport: PHONE });
    contexts.push(watcher);
    const spectator = await openGame(watcher, spectatorLink);
    expect(await spectator.locator('[data-actions]').count()).toBe(0);
    expect(await spectator.getByLabel('Confirm my moves').count()).toBe(0);
    expect(await spectator.locator('seat-claim').count()).toBe(0);
    const axe = await axeReport(spectator, OTHERS);
    console.log(`axe on the spectator screen at 390x844: ${JSON.stringify(axe.all)}`);
    expect(axe.seriousOutside, 'axe on the spectator screen').toEqual([]);
  }, 180_000);

  it('logged no console errors', () => {
    expect(consoles.flatMap((c) => c.errors)).toEqual([]);
  });
});
