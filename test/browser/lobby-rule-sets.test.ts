import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { browserSession } from './support/session.js';

/** The lobby offers the rule sets this client can draw: every one the engine serves. */
describe("The lobby's rule sets", () => {
  const session = browserSession();

  it('lists Manila, the tutorial race and Who Rules the Sea?', async () => {
    const page = await session.browser.newPage();
    await page.goto(session.url);
    const options = page.getByLabel('Game').locator('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const values = await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['manila', 'manila-tutorial', 'who-rules-the-sea']);
    expect(Object.keys(games)).toContain('who-rules-the-sea');
    await page.close();
  });
});
