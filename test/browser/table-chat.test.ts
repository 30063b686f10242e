// Table talk among three browsers: Ann (English, who created the table), Bảo (Vietnamese) and
// Dara (Persian). Typed words and one-tap presets reach every page live, each preset in the
// reader's language; unread counts on the game screen and in My games; a mute holds for the one
// who muted; the creator hides a message for everyone; Ann, away, is pushed a message through
// the fake push service; the panel is reachable by keyboard and axe finds nothing in it.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TestBrowserKeys } from '../backend/support/fake-push-service.js';
import { parseLink } from '../../lambdas/protocol/links.js';
import { axeViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { hideTab, stubPushManager, pushServiceSession } from './support/stub-push.js';
import { createTable, openGame } from './support/table.js';
import { seatHidden } from '../backend/support/local-store.js';

const chat = (page: Page) => page.locator('table-chat');
/** The words of every message the page shows, in order (preset phrases as the page writes them). */
const shown = (page: Page) => chat(page).locator('li[data-id] .words').allTextContents();

async function openChat(page: Page): Promise<void> {
  await chat(page).locator('summary').click();
  await chat(page).locator('details[open]').waitFor();
}

describe('Table talk: three browsers, three languages', () => {
  const session = browserSession({}, { serviceWorker: true });
  const push = pushServiceSession();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('chats typed and preset in each reader’s language, counts unread, mutes, hides, and pushes to a seat away', async () => {
    const origin = new URL(session.url).origin;
    const ctx = async (locale: string) => {
      const c = await session.browser.newContext({ locale });
      contexts.push(c);
      return c;
    };
    const annContext = await ctx('en-GB');
    const baoContext = await ctx('vi-VN');
    const daraContext = await ctx('fa-IR');
    const consoles = [annContext, baoContext, daraContext].map((c) => watchConsole(c));
    const keys = new TestBrowserKeys();
    await annContext.grantPermissions(['notifications'], { origin });
    await stubPushManager(annContext, `${push.service.origin}/push/ann-phone`, keys);

    // Ann creates the table on her device, which keeps its host token.
    const lobby = await annContext.newPage();
    const links = await createTable(lobby, session.url, 'Manila tutorial race', ['Ann', 'Bảo', 'Dara']);
    const ann = await openGame(annContext, links.seats[0]);
    const bao = await openGame(baoContext, links.seats[1]);
    const dara = await openGame(daraContext, links.seats[2]);
    await dara.waitForFunction(() => document.documentElement.dir === 'rtl');
    await bao.waitForFunction(() => document.documentElement.lang === 'vi');

    // Ann types, by keyboard alone: the panel opens with Enter, the words go with Enter.
    await chat(ann).locator('summary').focus();
    await ann.keyboard.press('Enter');
    await chat(ann).locator('details[open]').waitFor();
    await chat(ann).locator('input[name="text"]').focus();
    await ann.keyboard.type('Hello all, 2 < 3 & <b>bold</b> stays plain');
    await ann.keyboard.press('Enter');
    // Markup is refused, said so, and nothing is posted.
    await chat(ann).getByRole('alert').waitFor();
    expect(await chat(ann).locator('li[data-id]').count()).toBe(0);
    await chat(ann).locator('input[name="text"]').fill('Hello all, 2 < 3 & a <3 for luck');
    await ann.keyboard.press('Enter');
    await expect.poll(() => shown(ann)).toEqual(['Hello all, 2 < 3 & a <3 for luck']);
    // The others see an unread count on their game screen before they open the chat.
    for (const p of [bao, dara]) await p.locator('game-screen [data-chat-unread="1"]').waitFor();
    await openChat(bao);
    await expect.poll(() => shown(bao)).toEqual(['Hello all, 2 < 3 & a <3 for luck']);
    // Read once open: the count goes.
    await expect.poll(() => bao.locator('game-screen [data-chat-unread]').count()).toBe(0);
    // Plain text, never markup: the words are one text node.
    expect(await chat(bao).locator('li[data-id] .words *').count()).toBe(0);

    // Bảo taps a preset: each page reads it in its own language.
    await chat(bao).locator('button[data-preset="good-luck"]').click();
    await openChat(dara);
    await expect.poll(async () => (await shown(dara)).at(-1)).toBe('موفق باشید!');
    await expect.poll(async () => (await shown(ann)).at(-1)).toBe('Good luck!');
    await expect.poll(async () => (await shown(bao)).at(-1)).toBe('Chúc may mắn!');
    // Dara answers with a preset; Bảo reads it in Vietnamese.
    await chat(dara).locator('button[data-preset="thanks"]').click();
    await expect.poll(async () => (await shown(bao)).at(-1)).toBe('Cảm ơn!');
    await expect.poll(async () => (await shown(ann)).at(-1)).toBe('Thanks!');

    // Dara mutes Ann, for herself: Ann's next words reach Bảo, not Dara.
    await chat(dara).locator('input[data-mute="0"]').check();
    await expect.poll(() => chat(dara).locator('li[data-seat="0"]').count()).toBe(0);
    await chat(ann).locator('input[name="text"]').fill('Dara will not read this');
    await ann.keyboard.press('Enter');
    await expect.poll(async () => (await shown(bao)).at(-1)).toBe('Dara will not read this');
    expect(await shown(dara)).not.toContain('Dara will not read this');

    // The creator hides Dara's message for everyone: hidden, not gone.
    const thanks = chat(ann).locator('li[data-seat="2"]').last();
    const id = await thanks.getAttribute('data-id');
    await thanks.locator('button[data-hide]').click();
    for (const p of [ann, bao, dara]) await chat(p).locator(`li[data-id="${id}"] [data-hidden]`).waitFor();
    expect(await shown(bao)).not.toContain('Cảm ơn!');
    // Only the creator's page offers to hide.
    expect(await chat(bao).locator('button[data-hide]').count()).toBe(0);
    const gameId = parseLink(links.seats[0])!.gameId;
    const exported = (await (await fetch(`${origin}/games/${gameId}/history?chat=1`)).json()) as {
      chat: { id: string; hidden?: boolean; text?: string; preset?: string }[];
    };
    expect(exported.chat.find((m) => m.id === id)).toEqual(expect.objectContaining({ hidden: true }));
    expect(exported.chat.find((m) => m.id === id)?.preset).toBeUndefined();

    // axe finds nothing on a page with the chat open (the Persian one, right to left).
    expect(await axeViolations(dara)).toEqual([]);

    // My games: Dara goes to her list; Bảo writes; the list counts one new message for that game.
    await dara.goto(new URL('/#', session.url).href);
    await chat(bao).locator('button[data-preset="back-tomorrow"]').click();
    await expect.poll(async () => (await shown(bao)).at(-1)).toBe('Mai tôi quay lại.');
    await dara.reload();
    await dara.locator('my-games-list [data-unread="1"]').waitFor({ timeout: 20_000 });

    // Ann turns notifications on and leaves the tab; Bảo's message reaches her as a push, in English.
    await ann.locator('game-screen details.away summary').click();
    await ann
      .locator('push-controls')
      .getByRole('switch', { name: "Tell me when it's my turn, even when this page is closed" })
      .click();
    await expect
      .poll(() => ann.locator('push-controls [data-notify]').textContent())
      .toBe('On: one notification each time it is your turn, even when this page is closed.');
    await hideTab(ann);
    await expect.poll(() => seatHidden(session.testStack.stack, gameId, 0)).toBe(true);
    await chat(bao).locator('button[data-preset="your-turn"]').click();
    await expect.poll(() => push.service.to('/push/ann-phone').length, { timeout: 20_000 }).toBe(1);
    const payload = JSON.parse(keys.decrypt(push.service.to('/push/ann-phone')[0].body)) as Record<string, unknown>;
    expect(payload).toMatchObject({ kind: 'chat', seat: 0, body: 'Your turn.' });
    expect(String(payload.title)).toContain('Bảo');
    for (const c of consoles) expect(c.errors).toEqual([]);
  });
});
