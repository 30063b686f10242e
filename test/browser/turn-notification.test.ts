import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { actAndWait, createTable, openGame, waitForVersion } from './support/table.js';
import { browserSession } from './support/session.js';

describe('A browser notification when it becomes your turn', () => {
  const session = browserSession();

  it('fires once the player allowed it and the tab is in the background', async () => {
    const annContext = await session.browser.newContext();
    // Headless Chromium has no notification centre and never hides a tab: both are stood in for.
    await annContext.addInitScript(() => {
      const shown: { title: string; body?: string }[] = [];
      class RecordingNotification {
        static permission = 'default';
        static requestPermission = async () => (RecordingNotification.permission = 'granted');
        readonly title: string;
        constructor(title: string, options?: { body?: string }) {
          this.title = title;
          shown.push({ title, body: options?.body });
        }
      }
      Object.assign(window, { Notification: RecordingNotification, shownNotifications: shown });
      Object.defineProperty(document, 'hidden', { get: () => true });
    });
    const consoles = watchConsole(annContext);
    const lobby = await annContext.newPage();
    const links = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bo']);
    const ann = await openGame(annContext, links.seats[0]);
    const bo = await openGame(await session.browser.newContext(), links.seats[1]);

    await ann.getByRole('button', { name: 'Notify me on my turn' }).click();
    await ann.getByRole('button', { name: 'Turn notifications off' }).waitFor();
    // Ann keeps 10 pesos: a bettor with more cannot be sent their turn today (see tutorial-round.test.ts).
    await ann.locator('share-order-panel button[data-ship="red"][data-count="2"]').click();
    await actAndWait(ann, () => ann.getByRole('button', { name: 'Buy', exact: true }).click());
    const v = await actAndWait(bo, () => bo.getByRole('button', { name: 'Buy none' }).click());
    await waitForVersion(ann, v);
    await expect
      .poll(() => ann.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
      .toEqual([{ title: 'Your turn in Manila tutorial race', body: 'place a bet or pass' }]);
    expect(consoles.errors).toEqual([]);
  });
});
