import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/chromium.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame } from './support/table.js';
import { browserSession } from './support/session.js';
import { seriousViolations } from './support/axe.js';
import { artifacts } from './support/artifacts.js';
import { stubPushManager, pushServiceSession } from './support/stub-push.js';
import { TestBrowserKeys } from '../backend/support/fake-push-service.js';

const NAME = "Tell me when it's my turn, even when this page is closed";

/** The switch's catalog words in the other three languages. */
const GAME = Object.fromEntries(
  (['vi', 'fa', 'hu'] as const).map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../../i18n/catalogs/${l}/game.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<'vi' | 'fa' | 'hu', Record<string, string>>;

/** The switch as one place on the page draws it: whether it is on, its mode and its words. */
async function drawn(page: Page, where: 'header' | 'push-controls', name = NAME) {
  const root = page.locator(`game-screen ${where} notify-switch`);
  return {
    checked: await root.getByRole('switch', { name, exact: true }).getAttribute('aria-checked'),
    mode: await root.locator('[data-notify]').getAttribute('data-notify'),
    words: await root.locator('[data-notify]').textContent(),
  };
}

/**
 * Waits until the header's switch reads `mode`, then expects the panel's to read exactly the same:
 * the two are drawn from one store, so once one has changed the other must have too.
 */
async function agreeOn(page: Page, mode: string): Promise<void> {
  await expect.poll(async () => (await drawn(page, 'header')).mode).toBe(mode);
  const header = await drawn(page, 'header');
  expect(header.checked).toBe(mode === 'off' ? 'false' : 'true');
  expect(await drawn(page, 'push-controls')).toEqual(header);
  expect(await page.locator('notify-switch [role="alert"]').count()).toBe(0);
}

describe("A seat's one notification switch, in the header and in the notifications panel", () => {
  const session = browserSession({}, { serviceWorker: true });
  const push = pushServiceSession();

  it('agrees with itself after each press, from either place, by mouse and by keyboard, at 1280x720 and at 390x844, in all four languages; axe finds nothing serious', async () => {
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);
    const origin = new URL(session.url).origin;
    const widths = [
      { seat: 0, viewport: { width: 1280, height: 720 } },
      { seat: 1, viewport: { width: 390, height: 844 } },
    ];
    for (const { seat, viewport } of widths) {
      const context = await session.browser.newContext({ viewport });
      await context.grantPermissions(['notifications'], { origin });
      await stubPushManager(context, `${push.service.origin}/push/device-${seat}`, new TestBrowserKeys());
      const consoles = watchConsole(context);
      const page = await openGame(context, links.seats[seat]);
      await page.locator('game-screen details.away summary').click();
      const header = page.locator('game-screen header notify-switch').getByRole('switch', { name: NAME });
      const panel = page.locator('game-screen push-controls notify-switch').getByRole('switch', { name: NAME });
      await agreeOn(page, 'off');

      // On from the header: pushed, one per turn (the panel's choice by default).
      await header.click();
      await agreeOn(page, 'each');
      await artifacts('notify-switch').shot(page, `on-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Off from the panel.
      await panel.click();
      await agreeOn(page, 'off');
      // A daily digest chosen in the panel, on from the panel: the header says the digest too.
      await page.locator('push-controls').getByLabel('How to be notified').selectOption('digest');
      await page.locator('push-controls').getByLabel('Hour of the daily digest').selectOption('7');
      await panel.click();
      await agreeOn(page, 'digest');
      expect((await drawn(page, 'header')).words).toBe('On: a daily digest at 07:00 of the games waiting for you.');
      // Back to one per turn while on: saved, and the header follows.
      await page.locator('push-controls').getByLabel('How to be notified').selectOption('each');
      await page.locator('push-controls').getByRole('button', { name: 'Save' }).click();
      await agreeOn(page, 'each');
      // Off by keyboard from the header, on again by keyboard from the panel.
      await header.focus();
      await page.keyboard.press('Space');
      await agreeOn(page, 'off');
      await panel.focus();
      await page.keyboard.press('Enter');
      await agreeOn(page, 'each');
      expect(await seriousViolations(page)).toEqual([]);

      // The page opened again reads the same state in both places (kept on the device).
      await page.reload();
      await page.locator('main[data-version]').waitFor();
      await page.locator('game-screen details.away summary').click();
      await agreeOn(page, 'each');

      // In each language the switch has its name and its state's words from the catalog, the same in
      // both places, and (in Persian, right to left) axe finds nothing serious; a press still agrees.
      for (const locale of ['vi', 'fa', 'hu'] as const) {
        await page.locator('language-picker select').selectOption(locale);
        const name = GAME[locale]['game.notify.switch'];
        const both = page.locator('game-screen notify-switch').getByRole('switch', { name, exact: true });
        await expect.poll(() => both.count()).toBe(2);
        const header = await drawn(page, 'header', name);
        expect(header.words).toBe(GAME[locale]['game.notify.each']);
        expect(await drawn(page, 'push-controls', name)).toEqual(header);
        if (locale === 'fa') expect(await seriousViolations(page)).toEqual([]);
      }
      await page.locator('game-screen header notify-switch').getByRole('switch').click();
      await expect.poll(async () => (await drawn(page, 'header', GAME.hu['game.notify.switch'])).mode).toBe('off');
      expect(await drawn(page, 'push-controls', GAME.hu['game.notify.switch'])).toEqual(
        await drawn(page, 'header', GAME.hu['game.notify.switch']),
      );
      expect((await drawn(page, 'header', GAME.hu['game.notify.switch'])).words).toBe(GAME.hu['game.notify.off']);
      expect(consoles.errors).toEqual([]);
      await context.close();
    }
    // Four languages at two sizes, with axe: minutes beside other CPU-bound work (load 15), not seconds.
  }, 300_000);
});
