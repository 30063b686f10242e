import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { games } from '../../engine/index.js';
import { playToEndOverStack, type StackGame } from '../backend/support/stack-game.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { createTable } from './support/table.js';

const session = browserSession();

/** The rule set whose game is shortest at its smallest table, so the test stays quick: any registered one would do. */
const SHORTEST = games['manila-tutorial'] ? 'manila-tutorial' : Object.keys(games)[0];

async function openAsSpectator(link: string): Promise<{ page: Page; errors: string[] }> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { errors } = watchConsole(context);
  const page = await context.newPage();
  await page.goto(new URL(link, session.url).href);
  await page.locator('main[data-version]').waitFor();
  return { page, errors };
}

/**
 * A game played to its end, for the tests that need one and nothing more of it: the first test's
 * (a spectator watched it being played), or, when that one did not run, one played here.
 */
let finished: StackGame | undefined;
async function finishedGame(): Promise<StackGame> {
  finished ??= await playToEndOverStack(session.testStack.stack.wsUrl, SHORTEST, games[SHORTEST].seats.min, {
    seed: 78,
  });
  return finished;
}

describe('"Verify this game" in the browser', () => {
  it('is offered only once the game is over, and checks the downloaded export with the engine in the page: valid', async () => {
    let running: Page | null = null;
    const played = await playToEndOverStack(session.testStack.stack.wsUrl, SHORTEST, games[SHORTEST].seats.min, {
      beforeMove: async (n, gameId) => {
        if (n !== 1) return;
        running = (await openAsSpectator(`/#game=${gameId}`)).page;
        expect(await running.getByRole('button', { name: 'Verify this game' }).count()).toBe(0);
      },
    });
    await running!.context().close();
    finished = played;

    const { page, errors } = await openAsSpectator(played.created.spectatorLink);
    await page.locator('final-ranking').waitFor();
    await page.getByRole('button', { name: 'Verify this game' }).click();
    const verdict = page.locator('game-verifier pre[role="status"]');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('valid');
    // The scheme the game's dice used, with every seat record's link followed (all but the start and the seed's reveal), then the verdict.
    expect(await verdict.textContent()).toMatch(
      new RegExp(
        `^Dice scheme 2 \\(seat chains\\): [^\\n]* \\(${played.version - 2} links followed\\)\\nVALID: ${played.version} records, \\d+ draws re-derived, \\d+ events re-decided$`,
      ),
    );
    // On a phone the verdict wraps between words: no word shorter than the box is split across two lines.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => splitWords(verdict)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names the record and the check when the export it is given was altered', async () => {
    const { page } = await openAsSpectator((await finishedGame()).created.spectatorLink);
    await page.locator('final-ranking').waitFor();
    // Someone between the server and this page changes one die.
    let altered = 0;
    await page.route('**/audit', async (route) => {
      const doc = await (await route.fetch()).json();
      const r: { draws: number[][]; version: number } = doc.records.find((x: { draws: number[][] }) =>
        x.draws.some(([min, max]) => max > min),
      );
      const i = r.draws.findIndex(([min, max]: number[]) => max > min);
      r.draws[i][2] = r.draws[i][2] === r.draws[i][1] ? r.draws[i][0] : r.draws[i][2] + 1;
      altered = r.version;
      await route.fulfill({ json: doc });
    });
    await page.getByRole('button', { name: 'Verify this game' }).click();
    const verdict = page.locator('game-verifier pre[role="status"]');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('invalid');
    const text = await verdict.textContent();
    expect(text).toContain(`version ${altered}: draws: draw #`);
    expect(text).toMatch(/INVALID: \d+ failed checks?/);
    await page.context().close();
  });

  it('holds the export to the commitment the server gave this device when it created the table', async () => {
    const { created } = await finishedGame();
    const context = await session.browser.newContext();
    // This device created the table, and was promised another seed than the one the game was dealt with.
    const promised = 'f'.repeat(64);
    const table = {
      gameId: created.gameId,
      rules: created.rules,
      title: 'Race',
      createdAt: new Date().toISOString(),
      seats: created.seats,
      spectatorLink: created.spectatorLink,
      commitment: promised,
    };
    await context.addInitScript(
      (t) => localStorage.setItem('tradewinds.created-tables.v1', JSON.stringify([t])),
      table,
    );
    const page = await context.newPage();
    await page.goto(new URL(created.spectatorLink, session.url).href);
    await page.locator('final-ranking').waitFor();
    await page.getByRole('button', { name: 'Verify this game' }).click();
    const verdict = page.locator('game-verifier pre[role="status"]');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('invalid');
    expect(await verdict.textContent()).toContain(
      `version 1: commitment: before the deal the server committed to ${promised}`,
    );
    await context.close();
  });

  it("shows the commitment when the table is created: the one the game's audit export carries", async () => {
    const context = await session.browser.newContext();
    const lobby = await context.newPage();
    const links = await createTable(lobby, session.url, games[SHORTEST].title, ['Ann', 'Bo']);
    const shown = await lobby.locator('seat-links [data-commitment]').textContent();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const gameId = new URLSearchParams(links.spectator.split('#')[1]).get('game');
    const doc = await (await fetch(`${session.url}games/${gameId}/audit`)).json();
    expect(doc.commitment).toBe(shown);
    expect(doc.records[0].commitment).toBe(shown);
    await context.close();
  });

  it('refuses a table whose created answer commits to another seed than the prepared one, and keeps nothing of it', async () => {
    const context = await session.browser.newContext();
    const frames: string[] = [];
    // A dishonest server: after seeing the nonce it deals with a seed it did not commit to.
    await context.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        const frame = JSON.parse(String(m)) as { type: string; commitment?: string };
        frames.push(frame.type);
        if (frame.type === 'created') frame.commitment = 'f'.repeat(64);
        ws.send(JSON.stringify(frame));
      });
    });
    const lobby = await context.newPage();
    await lobby.goto(session.url);
    await lobby.getByLabel('Name for seat 1').fill('Ann');
    await lobby.getByLabel('Name for seat 2').fill('Bo');
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby
      .getByRole('alert')
      .filter({ hasText: /did not keep its word on this table's dice: .* then dealt with f{64}/ })
      .waitFor({ timeout: 30_000 });
    expect(frames.slice(0, 2)).toEqual(['prepared', 'created']);
    expect(await lobby.getByRole('heading', { name: /Table created/ }).count()).toBe(0);
    expect(await lobby.evaluate(() => localStorage.getItem('tradewinds.created-tables.v1'))).toBeNull();
    await context.close();
  });
});

/** The words of an element's text that wrap onto a second line although they would fit on one. */
function splitWords(box: Locator): Promise<string[]> {
  return box.evaluate((el) => {
    const width = el.getBoundingClientRect().width;
    const split: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const parts = [...range.getClientRects()];
        const lines = new Set(parts.map((r) => Math.round(r.top)));
        // Its parts' widths add up to the word's own: a word wider than the box must break somewhere.
        const own = parts.reduce((sum, r) => sum + r.width, 0);
        if (lines.size > 1 && own < width * 0.8) split.push(m[0]);
      }
    }
    return split;
  });
}
