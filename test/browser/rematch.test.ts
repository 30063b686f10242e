// Rematch in the browser, on the local stack: Ann, Bo and Cy finish a game (by agreement, over
// the socket: the subject here is what follows). Ann presses "Play again" on her final screen;
// Bo and Cy see the offer on their own seat screens live. Bo declines; Ann fills his seat with
// a bot; Cy accepts; the new table starts with every player one seat on (Cy, Ann, the bot), and
// Ann's and Cy's pages land on their new seats, whose tokens no other page was sent. Then a saved
// group: Bo, in My games, presses "Play with these people again" beside a finished game of his
// and Ann's; his seat screen offers it, Ann accepts, and both land on the new table.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { WsClient } from '../backend/support/ws-client.js';
import type { HistoryDocument } from '../../lambdas/protocol/server.js';
import { axeViolations } from './support/axe.js';
import { browserSession } from './support/session.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame } from './support/table.js';

/** The machine is slow and loaded at times: conditions get this long to come true. */
const WITHIN = { timeout: 30_000 };

/** Ends a Who Rules the Sea? game by agreement: seat 0 proposes, the others agree. */
async function endByAgreement(wsUrl: string, gameId: string, tokens: readonly string[]): Promise<void> {
  const voters = await Promise.all(tokens.map(() => WsClient.connect(wsUrl)));
  try {
    let v = 0;
    for (const [seat, c] of voters.entries()) {
      const update = await c.request(
        { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 },
        (f) => f.type === 'update',
        30_000,
      );
      if (update.type === 'update') v = Math.max(v, update.version);
    }
    for (const [seat, type] of tokens.map((_, s) => [s, s === 0 ? 'proposeEnd' : 'agreeEnd'] as const)) {
      const answer = await voters[seat].request(
        {
          action: 'command',
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: v,
          commandId: `${type}-${seat}`,
          command: { type },
        },
        (f) =>
          (f.type === 'update' || f.type === 'accepted' || f.type === 'error') && f.commandId === `${type}-${seat}`,
        30_000,
      );
      if (answer.type === 'error') throw new Error(`${type} of seat ${seat} refused: ${JSON.stringify(answer)}`);
      if (answer.type === 'update' || answer.type === 'accepted') v = answer.version;
    }
  } finally {
    for (const c of voters) await c.close();
  }
}

/** The link a page shows now: its game and seat. */
const where = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));

describe('Rematch', () => {
  const session = browserSession();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('a finished game is played again: rotated seats once all accept, a declined seat filled by a bot', async () => {
    const { created, seats } = await createTableOverSocket(
      session.url,
      session.testStack.stack.wsUrl,
      'who-rules-the-sea',
      ['Ann', 'Bo', 'Cy'],
    );
    const pages: Page[] = [];
    for (const link of seats) {
      const c = await session.browser.newContext({ locale: 'en-GB' });
      contexts.push(c);
      pages.push(await openGame(c, link));
    }
    const [ann, bo, cy] = pages;
    const tokens = created.seats.map((s) => s.token!);
    await endByAgreement(session.testStack.stack.wsUrl, created.gameId, tokens);

    // Ann's final screen offers to play again; she presses it (and so accepts her new seat 2).
    const annPanel = ann.locator('rematch-panel');
    await annPanel.locator('[data-rematch-offer]').click(WITHIN);
    await annPanel.locator('li[data-rematch-seat="1"][data-answer="accepted"]').waitFor(WITHIN);
    expect(await annPanel.locator('li[data-rematch-seat]').allInnerTexts()).toEqual([
      expect.stringContaining('Cy'),
      expect.stringContaining('Ann'),
      expect.stringContaining('Bo'),
    ]);

    // Bo sees the offer live on his own screen, and declines.
    const boPanel = bo.locator('rematch-panel');
    await boPanel.locator('[data-rematch-decline]').click(WITHIN);
    await boPanel.locator('li[data-rematch-seat="2"][data-answer="declined"]').waitFor(WITHIN);
    // Only the offerer may fill his seat.
    expect(await boPanel.locator('[data-fill-bot]').count()).toBe(0);

    // Ann fills Bo's seat with a bot.
    await annPanel.locator('[data-fill-bot="2"]').click(WITHIN);
    await annPanel.locator('li[data-rematch-seat="2"][data-answer="bot"]').waitFor(WITHIN);
    expect(await axeViolations(ann)).toEqual([]);

    // Cy accepts: everyone needed has, and the new table starts; Ann and Cy land on their new seats.
    const cyPanel = cy.locator('rematch-panel');
    await cyPanel.locator('li[data-rematch-seat="2"][data-answer="bot"]').waitFor(WITHIN);
    await cyPanel.locator('[data-rematch-accept]').click(WITHIN);
    await expect.poll(() => where(cy).get('game'), WITHIN).not.toBe(created.gameId);
    await expect.poll(() => where(ann).get('game'), WITHIN).not.toBe(created.gameId);
    const newGameId = where(ann).get('game')!;
    expect(where(cy).get('game')).toBe(newGameId);
    expect(where(cy).get('seat')).toBe('0');
    expect(where(ann).get('seat')).toBe('1');
    // Each new token is its own seat's: not the old one, not the other's.
    const annToken = where(ann).get('token')!;
    const cyToken = where(cy).get('token')!;
    expect(new Set([annToken, cyToken, ...tokens]).size).toBe(5);
    await ann.locator('main[data-version]').waitFor(WITHIN);
    await cy.locator('main[data-version]').waitFor(WITHIN);

    // The new table: same rule set, every player one seat on, the bot in Bo's new seat.
    const history = (await (
      await fetch(new URL(`/games/${newGameId}/history`, session.url))
    ).json()) as HistoryDocument;
    expect(history.rules).toBe('who-rules-the-sea');
    expect(history.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Cy', false],
      ['Ann', false],
      ['Bot 3', true],
    ]);
    // Bo's page is told the table started, and has no seat in it.
    await boPanel.locator('[data-rematch-status="started"]').waitFor(WITHIN);
    expect(where(bo).get('game')).toBe(created.gameId);
    // Ann, coming back to the finished game later, stays on its final screen, with a way to her new
    // seat: the same token, asked for again.
    const annAgain = await openGame(contexts[0], seats[0]);
    const go = annAgain.locator('rematch-panel [data-rematch-go]');
    await go.waitFor(WITHIN);
    expect(where(annAgain).get('game')).toBe(created.gameId);
    await go.click();
    await expect.poll(() => where(annAgain).get('token'), WITHIN).toBe(annToken);
  });

  it('"Play with these people again" in My games offers the finished game again to the same group', async () => {
    const { created, seats } = await createTableOverSocket(
      session.url,
      session.testStack.stack.wsUrl,
      'who-rules-the-sea',
      ['Ann', 'Bo'],
    );
    const pages: Page[] = [];
    for (const link of seats) {
      const c = await session.browser.newContext({ locale: 'en-GB' });
      contexts.push(c);
      pages.push(await openGame(c, link));
    }
    const [ann, bo] = pages;
    await endByAgreement(
      session.testStack.stack.wsUrl,
      created.gameId,
      created.seats.map((s) => s.token!),
    );
    // Bo's page saw the end (My games on his device now says so), then he goes to the lobby.
    await bo.locator('final-ranking').waitFor(WITHIN);
    await bo.goto(session.url);
    const again = bo.locator(`li[data-game="${created.gameId}"] [data-play-again]`);
    await again.click(WITHIN);
    // His seat screen opens and offers the rematch, accepted for him; Ann sees it live and accepts.
    await bo.locator('rematch-panel li[data-rematch-seat="0"][data-answer="accepted"]').waitFor(WITHIN);
    const annPanel = ann.locator('rematch-panel');
    await annPanel.locator('li[data-rematch-seat="0"][data-answer="accepted"]').waitFor(WITHIN);
    await annPanel.locator('[data-rematch-accept]').click(WITHIN);
    await expect.poll(() => where(bo).get('game'), WITHIN).not.toBe(created.gameId);
    await expect.poll(() => where(ann).get('game'), WITHIN).toBe(where(bo).get('game'));
    expect(where(bo).get('seat')).toBe('0');
    expect(where(ann).get('seat')).toBe('1');
    await bo.locator('main[data-version]').waitFor(WITHIN);
  });
});
