// Private notes in the browser: Ann writes a note by keyboard alone on her game screen; it is
// shown as plain text, to her only: the spectator's page (Vietnamese) has no notes panel and
// never her words while the game runs. Ann agrees to show her notes; the game ends by
// agreement; the spectator then reads Ann's note beside the replay, in a panel titled in
// Vietnamese. axe finds nothing in either page with the panel open.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { WsClient } from '../backend/support/ws-client.js';
import { axeViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { createTableOverSocket } from './support/socket-table.js';
import { openGame } from './support/table.js';

/** The machine is slow and loaded at times: conditions get this long to come true. */
const WITHIN = { timeout: 30_000 };
const NOTE = 'Plan: <b>sail north</b> & keep 3 gold\nthen trade silk';

describe('Private notes', () => {
  const session = browserSession();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('stay private while the game runs, and are shown to a spectator after the end with the seat’s consent', async () => {
    const ctx = async (locale: string) => {
      const c = await session.browser.newContext({ locale });
      contexts.push(c);
      return c;
    };
    const { created, seats, spectator } = await createTableOverSocket(
      session.url,
      session.testStack.stack.wsUrl,
      'who-rules-the-sea',
      ['Ann', 'Bo', 'Cy'],
    );
    const annContext = await ctx('en-GB');
    const watcherContext = await ctx('vi-VN');
    const consoles = [annContext, watcherContext].map((c) => watchConsole(c));
    const ann = await openGame(annContext, seats[0]);
    const watcher = await openGame(watcherContext, spectator);
    const annNotes = ann.locator('private-notes');

    // Ann opens the panel and writes by keyboard alone.
    await annNotes.locator('summary').focus();
    await ann.keyboard.press('Enter');
    await annNotes.locator('details[open] textarea').waitFor(WITHIN);
    await annNotes.locator('textarea').focus();
    await ann.keyboard.type(NOTE);
    await ann.keyboard.press('Tab');
    await ann.keyboard.press('Enter');
    await annNotes.getByRole('status').waitFor(WITHIN);
    const words = annNotes.locator('li[data-seat="0"] .words');
    await expect.poll(() => words.textContent(), WITHIN).toBe(NOTE);
    // Plain text, never markup.
    expect(await words.locator('*').count()).toBe(0);
    // The spectator has no panel, and nothing of the note, while the game runs.
    expect(await watcher.locator('private-notes details').count()).toBe(0);
    expect(await watcher.locator('body').innerText()).not.toContain('sail north');
    expect(await axeViolations(ann)).toEqual([]);

    // Ann agrees to show her notes after the end.
    await annNotes.locator('input[data-share]').check();
    await expect.poll(() => annNotes.locator('input[data-share]').isChecked(), WITHIN).toBe(true);

    // The history over HTTP holds none of it while the game runs, consent or not.
    const history = () => fetch(new URL(`/games/${created.gameId}/history?notes=1`, session.url));
    const during = await history();
    const duringText = await during.text();
    expect((JSON.parse(duringText) as { notes: unknown[] }).notes).toEqual([]);
    expect(duringText).not.toContain('sail north');

    // The game ends by agreement: Bo proposes, Ann and Cy agree (over the socket: the subject here is the notes).
    const voters = await Promise.all([0, 1, 2].map(() => WsClient.connect(session.testStack.stack.wsUrl)));
    try {
      const { gameId } = created;
      const version = async (c: WsClient, seat: number) => {
        const update = await c.request(
          { action: 'subscribe', gameId, seat, token: created.seats[seat].token, lastVersion: 0 },
          (f) => f.type === 'update',
          30_000,
        );
        return update.type === 'update' ? update.version : -1;
      };
      let v = await version(voters[1], 1);
      await version(voters[0], 0);
      await version(voters[2], 2);
      for (const [seat, type] of [
        [1, 'proposeEnd'],
        [0, 'agreeEnd'],
        [2, 'agreeEnd'],
      ] as const) {
        // A subscribed sender's acceptance is its update carrying the command's id.
        const answer = await voters[seat].request(
          {
            action: 'command',
            gameId,
            seat,
            token: created.seats[seat].token,
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

    // The spectator's page shows the players' notes, titled in Vietnamese, with Ann's words.
    const shared = watcher.locator('private-notes');
    await shared.locator('summary').waitFor(WITHIN);
    expect(await shared.locator('summary').textContent()).toContain('Ghi chú của người chơi');
    await shared.locator('summary').click();
    await expect.poll(() => shared.locator('li[data-seat="0"] .words').textContent(), WITHIN).toBe(NOTE);
    expect(await shared.locator('textarea').count()).toBe(0);
    expect(await axeViolations(watcher)).toEqual([]);
    // And the history over HTTP now carries it, never cached (consent may still be withdrawn).
    const after = await history();
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(((await after.json()) as { notes: { seat: number; text: string }[] }).notes).toEqual([
      expect.objectContaining({ seat: 0, text: NOTE }),
    ]);
    for (const c of consoles) expect(c.errors).toEqual([]);
  });
});
