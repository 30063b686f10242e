import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { browserSession } from './support/session.js';

/**
 * The lobby offers the rule sets this client can draw. Who Rules the Sea? is served by the
 * engine and playable through the protocol, but its board comes in a later issue and the
 * generic client shows no table for it, so it stays out of the lobby until then.
 */
describe('The lobby\'s rule sets', () => {
  const session = browserSession();

  it('lists Manila and the tutorial race, and not a rule set the client cannot draw yet', async () => {
    const page = await session.browser.newPage();
    await page.goto(session.url);
    const options = page.getByLabel('Game').locator('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const values = await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['manila', 'manila-tutorial']);
    expect(Object.keys(games)).toContain('who-rules-the-sea');
    await page.close();
  });
});
