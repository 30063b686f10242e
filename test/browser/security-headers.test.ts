import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../infra/security-headers.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { openGame } from './support/table.js';

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation a page of the context reports, before any of its own scripts runs. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

describe('The client under the security headers CloudFront sends', () => {
  const session = browserSession();

  it('the lobby, a game as a seat and as a spectator load with no CSP violation, and the policy is enforced', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    await recordViolations(context);
    const lobby = await context.newPage();
    const response = await lobby.goto(session.url);
    // The local stack serves what infra/security-headers.ts says, as CloudFront does (with its own origins).
    const expected = securityHeaders([]);
    const headers = response!.headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);

    await lobby.getByLabel('Name for seat 1').fill('Ann');
    await lobby.getByLabel('Name for seat 2').fill('Bo');
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
    const link = await lobby.getByLabel('Link for Ann', { exact: true }).inputValue();
    const game = await openGame(context, link);
    // The game came over the WebSocket (connect-src) and its seat colours are inline styles.
    expect(Number(await game.locator('main[data-version]').getAttribute('data-version'))).toBeGreaterThanOrEqual(1);
    const spectator = await openGame(context, await lobby.getByLabel('Spectator link', { exact: true }).inputValue());

    for (const page of [lobby, game, spectator]) expect(await violations(page)).toEqual([]);
    expect(consoles.errors).toEqual([]);

    // The policy is really in force: an inline script (what an injection would add) is refused and reported.
    expect(
      await game.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.body.dataset.injected = "ran"';
        document.head.append(script);
        return document.body.dataset.injected ?? 'refused';
      }),
    ).toBe('refused');
    await expect
      .poll(() => violations(game))
      .toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
    await context.close();
  });
});
