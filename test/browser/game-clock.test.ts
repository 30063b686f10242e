import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts } from './support/artifacts.js';
import { watchConsole } from './support/chromium.js';
import { unnamedControls } from './support/named-controls.js';
import { browserSession } from './support/session.js';
import { openGame } from './support/table.js';
import { openAllRounds } from './support/history.js';

/** Names are bidi-isolated on screen (engine/core/text.ts); the tests read them plain. */
const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/**
 * Clocked tables on the local stack (whose floor for a move's allowance is 2 seconds): chosen
 * in the lobby, shown on the game screen, run out, played by the bot, and taken back.
 */
describe('Game clocks in the browser', () => {
  // The bots pause a fifth of a second, not the local stack's second: the last test waits for
  // three of Ann's timeouts, each followed by both bots' moves, and the pause is not what it checks.
  const session = browserSession({ botPauseMs: 200 });
  const shots = artifacts('game-clock');

  /** Creates a Manila table for Ann, Bo and Cy in the lobby with the given clock; returns the lobby page. */
  async function clockedTable(
    page: Page,
    move: string,
    seats: { bot?: boolean }[] = [{}, {}, {}],
    extra: (p: Page) => Promise<void> = async () => {},
  ) {
    await page.goto(session.url);
    await page.getByLabel('Game').selectOption({ label: 'Manila' });
    await page.getByLabel('Players').selectOption(String(seats.length));
    for (const [i, name] of ['Ann', 'Bo', 'Cy'].slice(0, seats.length).entries()) {
      await page.getByLabel(`Name for seat ${i + 1}`).fill(name);
      if (seats[i].bot) await page.getByLabel(`Seat ${i + 1} played by a bot`).check();
    }
    await page.getByLabel('Time per move').selectOption({ label: move });
    await extra(page);
    await page.getByRole('button', { name: 'Create the table' }).click();
    await page.getByRole('heading', { name: /Table created/ }).waitFor();
  }

  /** The texts of the history's lines, names read plain. */
  const history = async (page: Page) => {
    await openAllRounds(page);
    return (await page.locator('history-list li > span').allTextContents()).map(plain);
  };

  it("offers the test allowances here, and a clocked table shows every seat's clock and the seat's own clock panel", async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    await lobby.goto(session.url);
    // The test allowances come with config.json, after the form is drawn (a while on a loaded machine).
    await expect
      .poll(() => lobby.getByLabel('Time per move').locator('option').allTextContents(), { timeout: 30_000 })
      .toEqual([
        'no clock',
        '2 seconds (for trying it out)',
        '10 seconds (for trying it out)',
        '1 minute (for trying it out)',
        '12 hours',
        '1 day',
        '2 days',
        '3 days',
        '1 week',
      ]);

    await clockedTable(lobby, '1 day', undefined, async (p) => {
      await p.getByLabel('Time bank').selectOption({ label: '2 days' });
      await p.getByLabel('Vacation days per player').selectOption('3');
      await p.getByLabel('Quiet hours, when clocks stop').check();
      // Every control of the form, the clock's included, has a name a screen reader can say.
      expect(await unnamedControls(p.locator('create-table-form'))).toEqual([]);
    });
    const ann = await openGame(context, await lobby.getByLabel('Link for Ann', { exact: true }).inputValue());
    const lines = ann.locator('seat-clocks li');
    await expect.poll(() => lines.count()).toBe(3);
    // A day per move and a bank of two: three days for whoever acts, and for everyone after.
    expect(
      (await lines.locator('.text').allTextContents()).map(plain).every((t) => /: (2 d 23 h|3 d) left/.test(t)),
    ).toBe(true);
    const toAct = ann.locator('seat-clocks li[data-state="running"], seat-clocks li[data-state="asleep"]');
    expect(await toAct.count()).toBeGreaterThan(0);
    expect(plain(await toAct.first().locator('.notes').textContent())).toMatch(/waiting since \w+day \d/);
    expect(await ann.locator('clock-panel [data-vacation-left]').textContent()).toBe('3 vacation days left.');
    expect(await ann.locator('clock-panel').getByLabel('Your time zone').inputValue()).toBeTruthy();
    expect(await unnamedControls(ann.locator('aside'))).toEqual([]);
    await shots.shot(ann, 'clocked-table');

    // Her own quiet hours, in her own zone: logged, and in the history for everyone.
    const panel = ann.locator('clock-panel');
    await panel.getByLabel('Your time zone').selectOption('Asia/Tokyo');
    await panel.getByLabel('Quiet hours, when your clock stops').check();
    await panel.getByLabel('From').fill('22:00');
    await panel.getByLabel('until').fill('06:00');
    await panel.getByRole('button', { name: 'Save time zone and quiet hours' }).click();
    await expect.poll(() => history(ann)).toContainEqual('You set quiet hours 22:00–06:00 (Asia/Tokyo)');
    // Once per turn while she must act: the second change is refused, clearly, in the panel.
    await panel.getByLabel('Quiet hours, when your clock stops').uncheck();
    await panel.getByRole('button', { name: 'Save time zone and quiet hours' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toMatch(/refused: .*once per turn/);

    // Two days of vacation stop her clock; "I'm back" ends them and gives back the day not begun.
    await panel.getByLabel('Days').selectOption('2');
    await panel.getByRole('button', { name: 'Take vacation' }).click();
    const annClock = ann.locator('seat-clocks li[data-seat="0"]');
    await expect.poll(() => annClock.getAttribute('data-state')).toBe('vacation');
    expect(plain(await annClock.locator('.text').textContent())).toMatch(/^Ann: on vacation until .+ \(you\)$/);
    expect(await panel.locator('[data-vacation-left]').textContent()).toBe('1 vacation day left.');
    await panel.getByRole('button', { name: "I'm back" }).click();
    await expect.poll(() => annClock.getAttribute('data-state')).not.toBe('vacation');
    await expect.poll(() => panel.locator('[data-vacation-left]').textContent()).toBe('2 vacation days left.');
    expect((await history(ann)).slice(-2)).toEqual([
      'You take 2 days of vacation',
      'You are back: no bot plays for you, and any vacation ends',
    ]);
    expect(consoles.errors).toEqual([]);
  });

  it('refuses a table of bots alone before sending it, and a bot seat cannot be open', async () => {
    const page = await session.browser.newPage();
    await page.goto(session.url);
    await page.getByLabel('Players').selectOption('3');
    for (const i of [1, 2, 3]) await page.getByLabel(`Seat ${i} played by a bot`).check();
    expect(await page.locator('input[name="open-0"]').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create the table' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('At least one seat must be played by a person.');
    expect(await page.getByRole('heading', { name: /Table created/ }).count()).toBe(0);
    await page.close();
  });

  it('a seat that times out has its move made by the bot, shown on its behalf; after three the bot holds the seat until "I\'m back"', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    // Ann plays with two bots; nobody answers for her, so her 2 seconds run out again and again.
    await clockedTable(lobby, '2 seconds (for trying it out)', [{}, { bot: true }, { bot: true }]);
    expect(await lobby.locator('seat-links li[data-seat="1"]').textContent()).toMatch(/The game's bot plays this seat/);
    const ann = await openGame(context, await lobby.getByLabel('Link for Ann', { exact: true }).inputValue());

    // Her first move made for her when her time ran out, in the history on her behalf.
    await expect
      .poll(() => history(ann), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/^On your behalf \(time ran out, playing safe\): You /));
    // Three in a row and the bot holds her seat: its moves say so, and she is offered "I'm back".
    const annClock = ann.locator('seat-clocks li[data-seat="0"]');
    await expect
      .poll(() => annClock.locator('.text').textContent().then(plain), { timeout: 60_000 })
      .toBe('Ann: bot playing (you)');
    await expect
      .poll(() => history(ann), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/^Bot playing safe for you: You /));
    expect(await ann.locator('seat-clocks li[data-seat="1"] .text').textContent().then(plain)).toBe('Bo: a bot');
    // Bo and Cy are bots from the start: their moves read as their own.
    expect((await history(ann)).filter((t) => /Bot playing safe for (Bo|Cy)/.test(t))).toEqual([]);
    expect((await history(ann)).some((t) => /^(Bo|Cy) bid \d+ pesos$/.test(t))).toBe(true);
    await shots.shot(ann, 'bot-holds');

    const back = ann.locator('clock-panel').getByRole('button', { name: "I'm back" });
    await back.click();
    // The request is in the history as the server describes it, and the bot lets go.
    await expect.poll(() => history(ann), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^You are back/));
    await expect.poll(() => back.count()).toBe(0);
    const afterBack = (await history(ann)).length;
    // Her clock runs again: it runs out once more (a timeout, not the bot), and one timeout is not enough for the bot.
    await expect
      .poll(
        async () =>
          (await history(ann))
            .slice(afterBack)
            .some((t) => t.startsWith('On your behalf (time ran out, playing safe): ')),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await annClock.locator('.text').textContent().then(plain)).toMatch(/^Ann: (\d+ s left|time is up) \(you\)$/);
    await shots.shot(ann, 'back');
    expect(consoles.errors).toEqual([]);
  });
});
