// Seat-link safety in the lobby (a lost link is a lost seat): Forget undone, the creator's links shown again,
// "New table" after a create, My games exported from one browser and imported into another
// (the text and the QR code), dates and last moves, the rules, and axe on the lobby.
import { deflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { createTable, openGame } from './support/table.js';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const KEY = 'tradewinds.my-games.v1';

describe('The lobby keeps seat links safe', () => {
  const session = browserSession();

  interface Holder {
    context: BrowserContext;
    page: Page;
    links: { seats: string[]; spectator: string };
  }

  /** A context holding one seat in My games: Ann's, of a fresh Manila table this context created. */
  async function holder(): Promise<Holder> {
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const links = await createTable(page, session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
    const game = await openGame(context, links.seats[0]);
    await game.close();
    return { context, page, links };
  }

  /**
   * The one holder the tests below share, made by the first that asks (setting one up is a table
   * created in the form and its game loaded: the larger part of each test when each made its
   * own). Each test gets its lobby afresh at its viewport: loaded again, My games drawn. Every
   * test but the last leaves the holder as it found it: one seat, one created table.
   */
  let shared: Promise<Holder> | undefined;
  async function sharedHolder(viewport = DESKTOP): Promise<Holder> {
    shared ??= holder();
    const held = await shared;
    await held.page.setViewportSize(viewport);
    await held.page.goto(session.url);
    await held.page.locator('my-games-list li[data-game]').first().waitFor();
    return held;
  }

  it('undoes a Forget, restoring exactly the entry, with focus on Undo and then on the game', async () => {
    const { context, page } = await sharedHolder();
    const console = watchConsole(context);
    const stored = () => page.evaluate((k) => localStorage.getItem(k), KEY);
    // The list asks the server once more on load; wait for the stored entry to settle.
    await expect.poll(async () => JSON.parse((await stored()) ?? '[]')[0]?.lastMoveAt).toBeTruthy();
    const before = await stored();
    // Names are bidi-isolated on screen (engine/core/text.ts).
    await page.getByRole('button', { name: /^Forget Manila as \W*Ann\W* on this device$/u }).click();
    await expect.poll(() => page.locator('my-games-list li[data-game]').count()).toBe(0);
    expect(JSON.parse((await stored()) ?? '[]')).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelector('tradewinds-app lobby-page')?.shadowRoot?.querySelector('my-games-list')?.shadowRoot
              ?.activeElement?.textContent,
        ),
      )
      .toBe('Undo');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /Forgot Manila as \W*Ann/u })
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.locator('my-games-list li[data-game]').count()).toBe(1);
    expect(await stored()).toBe(before);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelector('tradewinds-app lobby-page')?.shadowRoot?.querySelector('my-games-list')?.shadowRoot
              ?.activeElement?.textContent,
        ),
      )
      .toBe('Manila');
    expect(console.errors).toEqual([]);
  });

  it("shows each game's date, last move and whose turn, in words", async () => {
    const { page } = await sharedHolder();
    const when = page.locator('my-games-list [data-when]').first();
    await expect.poll(() => when.textContent()).toMatch(/^Joined .+ · last move .+, (less than a minute|\d+ min) ago$/);
    expect(await page.locator('my-games-list li[data-game]').first().textContent()).toMatch(/Your turn|Waiting for/);
  });

  it("keeps the creator's links, shows them again after a reload, and needs a deliberate New table for another", async () => {
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const links = await createTable(page, session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
    // The form steps aside: no second table by a second press.
    expect(await page.getByRole('button', { name: 'Create the table' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: /Show the links of Manila with Ann, Bo, Cy/ }).click();
    await page.getByRole('heading', { name: /Links of Manila, created/ }).waitFor();
    for (const [i, name] of ['Ann', 'Bo', 'Cy'].entries())
      expect(await page.getByLabel(`Link for ${name}`, { exact: true }).inputValue()).toBe(links.seats[i]);
    expect(await page.getByLabel('Spectator link', { exact: true }).inputValue()).toBe(links.spectator);
    expect(await page.locator('created-tables-list [data-commitment]').textContent()).toMatch(/^[0-9a-f]{64}$/);
    // After a fresh create, New table brings back an empty form.
    await createTable(page, session.url, 'Manila', ['Dee', 'Eve', 'Fay']);
    await page.getByRole('button', { name: 'New table' }).click();
    await page.getByRole('button', { name: 'Create the table' }).waitFor();
    expect(await page.getByLabel('Name for seat 1').inputValue()).toBe('');
    expect(await page.locator('created-tables-list li[data-table]').count()).toBe(2);
    await context.close();
  });

  it('exports My games from one browser and imports them into another, by link and QR code; the game opens there', async () => {
    const { page } = await sharedHolder();
    await page.getByText('Export or import My games').click();
    await page.getByRole('button', { name: 'Export My games' }).click();
    const text = await page.getByLabel(/Import link, to open or paste/).inputValue();
    expect(text.startsWith(`${session.url.replace(/\/$/, '')}/#import=`)).toBe(true);
    // The QR code holds the same link: read it back from the image's pixels.
    const qr = page.getByRole('img', { name: /QR code of the import link/ });
    await qr.waitFor();
    const pixels = await qr.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      // The RGBA bytes as base64: a few hundred thousand numbers in an array cost seconds to
      // pass out of the page, one value at a time.
      let bytes = '';
      for (let i = 0; i < data.data.length; i += 0x8000)
        bytes += String.fromCharCode(...data.data.subarray(i, i + 0x8000));
      return { width: data.width, height: data.height, rgba: btoa(bytes) };
    });
    const rgba = Buffer.from(pixels.rgba, 'base64');
    expect(rgba.length).toBe(pixels.width * pixels.height * 4);
    expect(
      jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), pixels.width, pixels.height)?.data,
    ).toBe(text);

    const other = await session.browser.newContext({ viewport: PHONE });
    const console = watchConsole(other);
    const phone = await other.newPage();
    await phone.goto(text);
    await phone.getByText('Add 1 seat and 1 created table to this device?').waitFor();
    expect(await phone.locator('my-games-list li[data-game]').count()).toBe(0);
    await phone.getByRole('button', { name: 'Add 1 seat and 1 created table' }).click();
    await phone.getByText('Added 1 seat and 1 created table.').waitFor();
    // The import link leaves the address bar: it holds seat tokens.
    expect(new URL(phone.url()).hash).toBe('');
    await phone.locator('my-games-list li[data-game]').first().waitFor();
    // Imported again (pasted this time), nothing is added twice.
    await phone.getByLabel('Paste an export or an import link').fill(text);
    await phone.getByRole('button', { name: 'Import', exact: true }).click();
    await phone.getByText('This device already holds everything in this export.').waitFor();
    await phone.getByRole('button', { name: 'Close' }).click();
    expect(await phone.locator('my-games-list li[data-game]').count()).toBe(1);
    await phone.locator('my-games-list a.open').click();
    await phone.locator('main[data-version]').waitFor();
    expect(console.errors).toEqual([]);
    await other.close();
  });

  it('refuses a damaged import with a clear reason and adds nothing', async () => {
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(session.url);
    await page.getByText('Export or import My games').click();
    // A well-packed export whose first game has a malformed id and no seat.
    await page
      .getByLabel('Paste an export or an import link')
      .fill(deflateSync(JSON.stringify({ v: 1, games: [{ gameId: 'abc' }] })).toString('base64url'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: "This is not a Tradewinds export: game 1's seat" }).waitFor();
    await page.getByLabel('Paste an export or an import link').fill('x'.repeat(100_001));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'too large to import' }).waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
    await context.close();
  });

  it('offers each game with a line about it and its rules, and shows the rules of every rule set', async () => {
    const context = await session.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(session.url);
    const games = page.locator('lobby-page li[data-rules]');
    // The lobby reads its rule sets after it is drawn: on a loaded machine that takes a while.
    await expect.poll(() => games.count(), { timeout: 30_000 }).toBe(3);
    await page
      .locator('lobby-page li[data-rules="who-rules-the-sea"]')
      .getByRole('link', { name: /^Rules of Who Rules the Sea/ })
      .waitFor();
    await page.locator('lobby-page li[data-rules="manila"]').getByRole('link', { name: 'Rules of Manila' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manila' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#rules/manila');
    await page.getByRole('heading', { name: 'The readings we take' }).waitFor();
    expect(await page.locator('rules-page table').first().locator('tr').count()).toBeGreaterThan(8);
    for (const [id, title] of [
      ['manila-tutorial', /tutorial race/i],
      ['who-rules-the-sea', /Who Rules the Sea/],
    ] as const) {
      await page.goto(`${session.url}#rules/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    // A link to a heading of the page scrolls there; the address still names the rules.
    await page.locator('rules-page article a[data-anchor]').first().click();
    expect(new URL(page.url()).hash).toBe('#rules/who-rules-the-sea');
    await page.goto(session.url);
    await page.getByRole('link', { name: 'The rules of every game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
    expect(await page.locator('rules-page ul.games li').count()).toBe(3);
    await page.goto(`${session.url}#rules/chess`);
    await page.getByRole('alert').filter({ hasText: 'There are no rules called "chess" here.' }).waitFor();
    await page.getByRole('link', { name: '← Back to the lobby' }).click();
    await page.getByRole('combobox', { name: /^Game/ }).waitFor();
    await context.close();
  });

  for (const [size, viewport] of [
    ['1280x720', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`has no serious or critical axe violation, one main landmark and all content in landmarks at ${size}`, async () => {
      const { context, page } = await sharedHolder(viewport);
      await page.getByRole('button', { name: /Show the links of Manila/ }).click();
      await page.getByText('Export or import My games').click();
      await page.getByRole('button', { name: 'Export My games' }).click();
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      const violations = await axeViolations(page);
      for (const v of violations)
        console.log(`lobby ${size}: ${v.impact} ${v.id} (${v.nodes}): ${v.help} ${v.targets.join(' ')}`);
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      expect(violations.map((v) => v.id)).not.toContain('landmark-one-main');
      expect(violations.map((v) => v.id)).not.toContain('region');
      const rules = await context.newPage();
      await rules.goto(`${session.url}#rules/manila`);
      await rules.getByRole('heading', { level: 1, name: 'Manila' }).waitFor();
      const onRules = await axeViolations(rules);
      for (const v of onRules)
        console.log(`rules ${size}: ${v.impact} ${v.id} (${v.nodes}): ${v.help} ${v.targets.join(' ')}`);
      expect(onRules.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await rules.close();
    });
  }

  // Last of the shared holder's tests: it leaves a second seat and a second created table behind.
  it('tells apart two games with the same players, made in the same minute', async () => {
    // The form's own load (createTable) is this test's fresh lobby.
    const { context, page } = await (shared ??= holder());
    await page.setViewportSize(DESKTOP);
    const second = await createTable(page, session.url, 'Manila', ['Ann', 'Bo', 'Cy']);
    await (await openGame(context, second.seats[0])).close();
    await page.reload();
    const whens = page.locator('my-games-list [data-when]');
    await expect.poll(() => whens.count()).toBe(2);
    const texts = await whens.allTextContents();
    for (const t of texts) expect(t).toMatch(/ · table [A-Za-z0-9_-]{6}$/);
    expect(texts[0]).not.toBe(texts[1]);
  });
});
