// Switching language mid-game: the whole page, the history included, is drawn again in the chosen
// language without a reload (a marker set on window survives, no page load, no new socket, the
// connection stays live); Persian turns the page right to left and mirrors the game screen; back
// in English every text is what it was. The other seat moves over the raw socket, as another
// device would, so the history, the round summary and the clocks have something to say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts } from './support/artifacts.js';
import { watchConsole } from './support/chromium.js';
import { moveOverSocket } from './support/raw-player.js';
import { browserSession } from './support/session.js';
import { openGame, versionOf, waitForVersion } from './support/table.js';
import { untranslatedText } from './support/untranslated.js';
import { roundBegun } from './support/history.js';

const session = browserSession();
const shots = artifacts('language-switch');
const NAMES = ['Ann', 'Bo'];

/** Text as read: names' bidi isolates dropped, runs of white space as one. */
const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A move that spends money when one is offered, so the round's summary has reasons to give. */
const spend = (commands: Record<string, unknown>[]) => commands.find((c) => c.type !== 'pass') ?? commands[0];

/** Makes one move for whichever seat must act, over the socket; resolves with the new version. */
async function moveForWhoeverActs(wsUrl: string, links: string[]): Promise<number> {
  for (const link of links) {
    try {
      return await moveOverSocket(wsUrl, link, spend);
    } catch (err) {
      if (!(err as Error).message.includes('no move to make')) throw err;
    }
  }
  throw new Error('no seat has a move to make');
}

/** What the game screen says, part by part, to compare before and after a switch. */
async function texts(page: Page) {
  const part = async (selector: string) => plain(await page.locator(selector).first().textContent());
  return {
    banner: await part('turn-banner .bar'),
    // Each component's text is in its shadow root: read from an element inside it.
    history: await part('history-list section'),
    summary: await part('round-summary section'),
    clocks: await part('seat-clocks section'),
    panel: await part('clock-panel section'),
    header: await part('game-screen header'),
    title: await page.title(),
  };
}

/** Chooses a language with the picker and waits until the page says it is in it. */
async function choose(page: Page, locale: string): Promise<void> {
  await page.locator('language-picker select').selectOption(locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
  // Every component draws its update in the next microtasks; a frame later all are on screen.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe('Switching language mid-game', () => {
  let context: BrowserContext;
  let page: Page;
  let links: string[];
  let english: Awaited<ReturnType<typeof texts>>;
  let consoleErrors: { errors: string[] };
  const sockets: string[] = [];
  let loads = 0;

  beforeAll(async () => {
    context = await session.browser.newContext({ viewport: { width: 1280, height: 720 } });
    consoleErrors = watchConsole(context);
    const lobby = await context.newPage();
    await lobby.goto(session.url);
    await lobby.getByLabel('Game').selectOption({ label: 'Manila tutorial race' });
    await lobby.getByLabel('Players').selectOption('2');
    for (const [i, name] of NAMES.entries()) await lobby.getByLabel(`Name for seat ${i + 1}`).fill(name);
    // A clock: the seats' clocks and Ann's own clock panel are on screen too.
    await lobby.getByLabel('Time per move').selectOption({ label: '1 day' });
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
    links = [];
    for (const name of NAMES) links.push(await lobby.getByLabel(`Link for ${name}`, { exact: true }).inputValue());
    await lobby.close();

    page = await openGame(context, links[0]);
    // Moves until the first round is settled: a history, a round summary, cash marks.
    for (let i = 0; i < 40 && !(await roundBegun(page, 2)); i++) {
      const made = await moveForWhoeverActs(session.testStack.stack.wsUrl, links);
      await waitForVersion(page, made);
    }
    await page.locator('round-summary section[data-fresh]').waitFor();
    expect(await versionOf(page)).toBeGreaterThan(3);
    await page.locator('connection-status [data-connection="live"]').waitFor();

    // Proof of no reload: a marker on window, every page load and every WebSocket opened from here on.
    await page.evaluate(() => ((window as unknown as { switchMarker: string }).switchMarker = 'still here'));
    page.on('load', () => loads++);
    page.on('websocket', (ws) => sockets.push(ws.url()));
    english = await texts(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  /** The page was not reloaded and kept its one socket, live. */
  async function stillTheSamePage() {
    expect(await page.evaluate(() => (window as unknown as { switchMarker?: string }).switchMarker)).toBe('still here');
    expect(loads, 'page loads since the game was opened').toBe(0);
    expect(sockets, 'WebSockets opened since the game was opened').toEqual([]);
    expect(await page.locator('connection-status [data-connection]').getAttribute('data-connection')).toBe('live');
  }

  it('redraws the whole game screen in Vietnamese, the history included, without a reload', async () => {
    await choose(page, 'vi');
    await shots.shot(page, '01-vi');
    await stillTheSamePage();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const vi = await texts(page);
    expect(plain(await page.locator('connection-status [role="status"]').textContent())).toBe('Trực tuyến');
    expect(vi.title).toContain('Manila: cuộc đua nhập môn');
    expect(vi.banner).toMatch(/^(Lượt của bạn: |Đang chờ Bo: ).+ · từ .+, .+ trước\.$/);
    // Either seat may be to act (its clock then says since when): only the order and the words are checked.
    expect(vi.clocks).toMatch(/^Đồng hồ Ann: còn .+ \(bạn\) .*Bo: còn .+/);
    expect(vi.summary).toMatch(/Vòng 1 kết toán lúc/);
    for (const part of ['banner', 'history', 'summary', 'clocks', 'panel', 'header'] as const)
      expect(vi[part], part).not.toBe(english[part]);
    expect(await untranslatedText(page, 'vi', NAMES)).toEqual([]);
  });

  it('in Persian turns the page right to left, mirrors the game screen and writes Persian digits', async () => {
    await choose(page, 'fa');
    await shots.shot(page, '02-fa');
    await stillTheSamePage();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The header's title now stands at the right, its tools at the left; the banner reads from the right.
    const title = (await page.locator('game-screen header h1').boundingBox())!;
    const tools = (await page.locator('game-screen header .tools').first().boundingBox())!;
    expect(title.x).toBeGreaterThan(tools.x);
    expect(await page.locator('turn-banner .bar').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The board's column comes first, at the start: on the right in Persian, the history's column on its left.
    const main = (await page.locator('game-screen main[data-version]').boundingBox())!;
    const aside = (await page.locator('game-screen aside').boundingBox())!;
    expect(main.x).toBeGreaterThan(aside.x);
    const fa = await texts(page);
    expect(fa.banner).toMatch(/[۰-۹]/);
    expect(fa.banner).not.toMatch(/[0-9]/);
    expect(fa.summary).toMatch(/دور ۱، تسویه در/);
    expect(await untranslatedText(page, 'fa', NAMES)).toEqual([]);
  });

  it('in Hungarian too, and back in English says again exactly what it said before', async () => {
    await choose(page, 'hu');
    await shots.shot(page, '03-hu');
    await stillTheSamePage();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect((await texts(page)).summary).toMatch(/1\. forduló, elszámolva:/);
    expect(await untranslatedText(page, 'hu', NAMES)).toEqual([]);

    await choose(page, 'en');
    await stillTheSamePage();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    const again = await texts(page);
    // The banner's "n min ago" may have moved on meanwhile; the rest must be word for word.
    const minutes = (s: string) => s.replace(/(less than a minute|\d+ min) ago/g, 'AGO');
    expect({ ...again, banner: minutes(again.banner), clocks: '' }).toEqual({
      ...english,
      banner: minutes(english.banner),
      clocks: '',
    });
    expect(again.clocks.replace(/\d+ h \d+ min|\d+ h|\d+ min/g, 'T')).toBe(
      english.clocks.replace(/\d+ h \d+ min|\d+ h|\d+ min/g, 'T'),
    );
    expect(consoleErrors.errors).toEqual([]);
  });
});
