import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { createTableOverSocket } from './support/socket-table.js';
import { actAndWait, openGame, sync } from './support/table.js';
import { openAllRounds } from './support/history.js';

/** Names are bidi-isolated on screen (engine/core/text.ts); the tests read them plain. */
const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
/** The machine is slow and loaded: conditions get this long to come true. */
const WITHIN = { timeout: 60_000 };

interface SentCommand {
  commandId: string;
  key?: string;
  link?: string;
}

/**
 * Opens a seat link in a new tab of `context`, watching every command message the tab sends,
 * across reloads (a reload keeps the Page, with new sockets).
 */
async function openWatched(context: BrowserContext, link: string): Promise<{ page: Page; sent: SentCommand[] }> {
  const page = await context.newPage();
  const sent: SentCommand[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { action?: string } & SentCommand;
      if (message.action === 'command') sent.push(message);
    }),
  );
  await page.goto(link);
  await page.locator('main[data-version]').waitFor(WITHIN);
  return { page, sent };
}

/** The commands the server accepted, one per command id: a refused one sent again counts once, with the links it last carried. */
const lastOfEach = (sent: readonly SentCommand[]) => [...new Map(sent.map((c) => [c.commandId, c])).values()];

/** The versions of the history's lines on a page that tell of a new dice key for a seat (`whose`: "Ann's seat", "your seat"). */
async function keyLines(page: Page, whose: string): Promise<number[]> {
  await openAllRounds(page);
  const lines = await page.locator('history-list li').evaluateAll((els) =>
    els.map((el) => ({
      version: Number(el.getAttribute('data-version')),
      text: el.querySelector(':scope > span')?.textContent ?? '',
    })),
  );
  return lines.filter((l) => plain(l.text).includes(`set a new dice key for ${whose}`)).map((l) => l.version);
}

/** Takes whichever move the tutorial race offers that spends nothing: no shares, no bet. */
async function passMove(page: Page): Promise<number> {
  const pass = page.getByRole('button', { name: 'Buy none' }).or(page.getByRole('button', { name: 'No bet' }));
  await pass.first().waitFor(WITHIN);
  return actAndWait(page, () => pass.first().click());
}

/** Whether the page's banner says it is its seat's turn. */
const myTurn = async (page: Page) => (await page.locator('turn-banner [data-turn="mine"]').count()) > 0;

/** Bo passes until it is Ann's turn; Ann's page must show it. */
async function untilAnnsTurn(ann: Page, bo: Page): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await sync([ann, bo]);
    if (await myTurn(ann)) return;
    if (await myTurn(bo)) await passMove(bo);
  }
  await expect.poll(() => myTurn(ann), WITHIN).toBe(true);
}

/**
 * A seat's dice chain (docs/audit.md, seat chains) as the web client keeps it: the first move from
 * a device sets a key, shown to the table once; the chain outlives a reload (the next move reveals
 * the link right below the last, no new key); the seat link opened on another device sets a key of
 * its own, which the table sees as one new line, and plays on.
 */
describe('Dice chains in the browser', () => {
  const session = browserSession();

  it("keeps a seat's chain across a reload, and shows the table one new key when the seat moves from a new device", async () => {
    const contexts: BrowserContext[] = [];
    const newContext = async () => {
      const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      return context;
    };
    // The lobby is not this test's subject: the table is made over the WebSocket, as the lobby makes it.
    const links = await createTableOverSocket(session.url, session.testStack.stack.wsUrl, 'manila-tutorial', [
      'Ann',
      'Bo',
    ]);

    const annDevice = await newContext();
    const annConsole = watchConsole(annDevice);
    const { page: ann, sent: annSent } = await openWatched(annDevice, links.seats[0]);
    const boDevice = await newContext();
    const boConsole = watchConsole(boDevice);
    const bo = await openGame(boDevice, links.seats[1]);
    const annKeys = "Ann's seat";

    // Ann's first move from this device sets her key, with the link right below it.
    await untilAnnsTurn(ann, bo);
    const first = await passMove(ann);
    await sync([ann, bo]);
    const [one] = lastOfEach(annSent);
    expect(one.key, 'the first move carries a new key').toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(one.link!)).toBe(one.key);
    await expect.poll(() => keyLines(bo, annKeys), WITHIN).toEqual([first]);
    expect(await keyLines(ann, 'your seat')).toEqual([first]);

    // The same device after a reload: the chain was kept, so the next move reveals the next link and no key.
    await ann.reload();
    await ann.locator('main[data-version]').waitFor(WITHIN);
    await untilAnnsTurn(ann, bo);
    await passMove(ann);
    await sync([ann, bo]);
    const [, two] = lastOfEach(annSent);
    expect(two.key, 'no new key after a reload').toBeUndefined();
    expect(sha256(two.link!), 'the link right below the first').toBe(one.link);
    expect(await keyLines(bo, annKeys)).toEqual([first]);

    // Ann's link on a new device (empty storage): it sets a key of its own, and the table sees it once.
    const phone = await newContext();
    const phoneConsole = watchConsole(phone);
    const { page: annPhone, sent: phoneSent } = await openWatched(phone, links.seats[0]);
    await untilAnnsTurn(annPhone, bo);
    const third = await passMove(annPhone);
    await sync([annPhone, bo]);
    const [three] = lastOfEach(phoneSent);
    expect(three.key, 'a new device sets a new key').toMatch(/^[0-9a-f]{64}$/);
    expect(three.key).not.toBe(one.key);
    expect(sha256(three.link!)).toBe(three.key);
    await expect.poll(() => keyLines(bo, annKeys), WITHIN).toEqual([first, third]);
    // The new device's move was taken: nothing refused on its screen.
    expect(await annPhone.getByRole('alert').count()).toBe(0);
    expect([...annConsole.errors, ...boConsole.errors, ...phoneConsole.errors]).toEqual([]);
    await Promise.all(contexts.map((c) => c.close()));
  }, 300_000);
});
