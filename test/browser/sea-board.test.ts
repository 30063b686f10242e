// The freight game's sea map, legend and docks in Chromium, drawn from real engine states (a seeded
// four-player game of greedy bots): every square with its type, every ship where the state has it,
// the routes the seat may sail as buttons, the docks' certificates and Buy buttons only when legal,
// a phone's width without the page overflowing, axe, and screenshots in English and Persian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { templatesOf, valuesOf } from '../../engine/core/legal.js';
import { NOTES, ROUTES, SHIPS } from '../../engine/games/who-rules-the-sea/data.js';
import { artifacts } from './support/artifacts.js';
import { seriousViolations } from './support/axe.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors } from './support/component-page.js';
import { boardMoments, type BoardMoment } from './support/sea-board-states.js';

const entry = fileURLToPath(new URL('./fixtures/freight-board-entry.ts', import.meta.url));
const names = ['Ann', 'Bo', 'Cy', 'Dee'];
const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const moments = boardMoments();
const shots = artifacts('sea-board');

async function boardPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'warning' });
  const page = await browser.newPage({ viewport });
  const script = out.outputFiles[0].text.replace(/<\/script>/g, '<\\/script>');
  await page.setContent(
    `<!doctype html><html><head><title>Sea board</title></head><body style="margin:0;padding:8px;background:#f4efe4;font-family:system-ui"><script type="module">${script}</script></body></html>`,
  );
  await page.waitForFunction(() => typeof window.mountBoard === 'function');
  return page;
}

async function mount(page: Page, m: BoardMoment, selected: string | null = null, lang: 'en' | 'fa' = 'en') {
  await page.evaluate(
    ({ m, names, selected, lang }) => {
      window.useLanguage(lang);
      window.commands = [];
      window.spots = [];
      window.mountBoard({ view: m.view, names, seat: m.seat, routes: m.routes, selected, legal: m.legal });
    },
    { m: { view: m.view, seat: m.seat, routes: m.routes, legal: m.legal }, names, selected, lang },
  );
  await page.locator('sea-board .square').first().waitFor();
}

describe('The sea map and the docks, from real game states', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await boardPage(browser, { width: 1280, height: 720 });
    collectErrors(page, errors);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
  });

  it('draws all 60 sea squares with their type, name and printed text, and each port with its pile', async () => {
    const m = moments.busiest;
    await mount(page, m);
    const squares = await page.locator('sea-board .square').evaluateAll((els) =>
      els.map((e) => ({
        at: e.getAttribute('data-square'),
        code: e.getAttribute('data-code'),
        label: e.getAttribute('aria-label'),
        shown: e.querySelector('.square-label')?.textContent ?? null,
        title: e.querySelector('title')?.textContent ?? null,
      })),
    );
    const expected = ROUTES.flatMap((r) => r.squares.map((code, i) => ({ at: `${r.id}@${i + 1}`, code })));
    expect(expected).toHaveLength(60);
    expect(squares.map(({ at, code }) => ({ at, code }))).toEqual(expected);
    const pirates = squares.find((s) => s.at === 'LON-ALX@6')!;
    expect(plain(pirates.shown)).toBe('Pirate waters');
    expect(pirates.label).toBe(
      'Biscay and Gibraltar, square 6: Pirate waters. Pirates stop you. Pay £200 protection money.',
    );
    expect(pirates.title).toBe(pirates.label);
    for (const s of squares) expect(s.code === '.' ? s.shown === null : !!s.shown, `${s.at} labelled`).toBe(true);
    for (const port of ['LON', 'NYC', 'RIO', 'CPT', 'BOM', 'ALX']) {
      const left = NOTES.filter((n, i) => n.from === port && m.state.notes[i].loc.at === 'pile').length;
      const node = page.locator(`sea-board .port[data-port="${port}"]`);
      expect(await node.getAttribute('data-pile')).toBe(String(left));
      expect(plain(await node.locator('.pile').textContent())).toBe(
        left === 0 ? 'no notes left' : left === 1 ? '1 note left' : `${left} notes left`,
      );
    }
    expect(await page.locator('sea-board .route-pick').count()).toBe(0);
  });

  it("puts every owned ship on its square or in its port, named, in its owner's colour, never on top of another", async () => {
    const m = moments.busiest;
    await mount(page, m);
    const out = m.state.ships
      .map((s, i) => ({ ...s, id: SHIPS[i].id, name: SHIPS[i].name }))
      .filter((s) => s.owner !== null && s.loc.at !== 'docks');
    expect(out.length).toBeGreaterThan(4);
    expect(await page.locator('sea-board .ship').count()).toBe(out.length);
    for (const s of out) {
      const chip = page.locator(`sea-board .ship[data-ship="${s.id}"]`);
      const where = s.loc.at === 'sea' ? `${s.loc.route}@${s.loc.pos}` : s.loc.at === 'port' ? s.loc.port : '';
      expect(await chip.getAttribute('data-where')).toBe(where);
      expect(await chip.getAttribute('data-owner')).toBe(String(s.owner));
      expect(plain(await chip.locator('text').first().textContent())).toBe(s.name);
      const label = plain(await chip.getAttribute('aria-label'));
      expect(label).toContain(`${s.name} (${names[s.owner!]})`);
      if (s.loc.at === 'sea')
        expect(label).toMatch(/heading for (London|New York|Rio de Janeiro|Cape Town|Bombay|Alexandria)/);
      expect(await chip.locator('.insured-badge').count()).toBe(s.insured ? 1 : 0);
      expect(await chip.locator('.miss-badge').count()).toBe(s.missTurns > 0 ? 1 : 0);
      expect(await chip.getAttribute('data-pawned')).toBe(s.loc.at === 'port' && s.loc.pawned ? 'true' : 'false');
      expect(await chip.locator('.own-halo').count()).toBe(s.owner === m.seat ? 1 : 0);
    }
    expect(m.state.ships.some((s) => s.owner === m.seat && s.loc.at !== 'docks')).toBe(true);
    // No two ship cards overlap (badges aside): each stays legible however many share a square or port.
    const boxes = await page
      .locator('sea-board .ship > rect.card')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap, `ships ${i} and ${j} overlap`).toBe(false);
      }
    }
  });

  it('keeps crowded squares and ports legible: ships on one square, on neighbouring squares and in one port never overlap', async () => {
    const m = moments.busiest;
    const at = (route: string, pos: number, dest: string) => ({
      at: 'sea' as const,
      route,
      pos,
      dest,
      from: dest === 'NYC' ? 'LON' : 'NYC',
    });
    const places = [
      at('LON-NYC', 3, 'NYC'),
      at('LON-NYC', 3, 'NYC'),
      at('LON-NYC', 3, 'LON'),
      at('LON-NYC', 3, 'NYC'),
      at('LON-NYC', 4, 'LON'),
      at('LON-NYC', 4, 'NYC'),
      at('LON-NYC', 5, 'NYC'),
      { at: 'sea' as const, route: 'CPT-BOM', pos: 5, dest: 'BOM', from: 'CPT' },
      { at: 'sea' as const, route: 'CPT-BOM', pos: 6, dest: 'CPT', from: 'BOM' },
      { at: 'sea' as const, route: 'LON-CPT', pos: 7, dest: 'CPT', from: 'LON' },
      { at: 'sea' as const, route: 'LON-CPT', pos: 7, dest: 'LON', from: 'CPT' },
      { at: 'port' as const, port: 'LON', pawned: false },
      { at: 'port' as const, port: 'LON', pawned: true },
      { at: 'port' as const, port: 'RIO', pawned: false },
      { at: 'port' as const, port: 'RIO', pawned: true },
    ];
    const view = {
      ...m.view,
      ships: m.view.ships.map((s, i) => ({
        ...s,
        owner: i % 4,
        loc: places[i],
        missTurns: i % 5 === 0 ? 2 : 0,
        insured: i % 2 === 0,
      })),
    };
    await mount(page, { ...m, view: view as typeof m.view });
    expect(await page.locator('sea-board .ship').count()).toBe(15);
    expect(await page.locator('sea-board .ship[data-pawned="true"]').count()).toBe(2);
    const boxes = await page
      .locator('sea-board .ship > rect.card')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const squares = await page
      .locator('sea-board .square > rect')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i], boxes[j]), `ships ${i} and ${j} overlap`).toBe(false);
      expect(
        squares.filter((q) => overlap(boxes[i], q)),
        `ship ${i} covers a square`,
      ).toEqual([]);
    }
    await shots.shot(page, 'crowded-1280');
  });

  it('highlights the routes the seat may sail, as buttons that choose the route by pointer or keyboard', async () => {
    const m = moments.sailing;
    expect(m.routes.length).toBeGreaterThanOrEqual(2);
    await mount(page, m, m.routes[1]);
    const sailable = await page
      .locator('sea-board .route[data-sailable="true"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')));
    expect(sailable.sort()).toEqual([...m.routes].sort());
    expect(await page.locator('sea-board .route[data-selected="true"]').getAttribute('data-route')).toBe(m.routes[1]);
    expect(await page.locator(`sea-board .route-pick[data-route="${m.routes[1]}"]`).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.locator(`sea-board .route-pick[data-route="${m.routes[0]}"]`).click();
    await page.locator(`sea-board .route-pick[data-route="${m.routes[1]}"]`).focus();
    await page.keyboard.press('Enter');
    // A square of a sailable route chooses it too (a phone player taps the lane), and shows its text.
    const square = ROUTES.find((r) => r.id === m.routes[0])!.squares.findIndex((c) => c !== '.') + 1;
    await page.locator(`sea-board .square[data-square="${m.routes[0]}@${square}"] rect`).first().click();
    expect(await page.evaluate(() => window.spots)).toEqual([m.routes[0], m.routes[1], m.routes[0]]);
    expect(await page.locator('sea-board .callout').getAttribute('data-square')).toBe(`${m.routes[0]}@${square}`);
  });

  it("shows a square's printed text on focus and tap; the arrow keys walk the squares from one tab stop", async () => {
    await mount(page, moments.busiest);
    expect(await page.locator('sea-board .square[tabindex="0"]').count()).toBe(1);
    await page.locator('sea-board .square[data-square="LON-NYC@1"]').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const callout = page.locator('sea-board .callout');
    expect(await callout.getAttribute('data-square')).toBe('LON-NYC@4');
    expect(plain(await callout.textContent())).toBe(
      'Fair windNorth Atlantic, square 4 of 7Fair wind. Advance 3 squares.',
    );
    expect(await page.locator('sea-board .square[tabindex="0"]').getAttribute('data-square')).toBe('LON-NYC@4');
    await page.keyboard.press('Escape');
    expect(await callout.count()).toBe(0);
    await page.locator('sea-board .square[data-square="ALX-BOM@1"] rect').first().click();
    expect(plain(await callout.textContent())).toContain('Suez Canal. Pay £150 canal dues.');
    await page.locator('board-legend summary').click();
    expect(await callout.count()).toBe(0);
  });

  it("shows the docks' certificates, with Buy buttons only while buying a ship is legal", async () => {
    await mount(page, moments.opening);
    const cards = page.locator('docks-panel [data-ship-card]');
    expect(await cards.count()).toBe(15);
    const budapest = page.locator('docks-panel [data-ship-card="S15"]');
    expect(plain(await budapest.textContent())).toMatch(
      /Budapest\s*Cargo liner\s*Capacity\s*1,600\s*t\s*Price\s*£3,900\s*Insurance fee\s*£400\s*Insurance value\s*£2,400\s*Pawn value\s*£1,560\s*Redemption value\s*£1,950/,
    );
    expect(await page.locator('docks-panel [data-command]').count()).toBe(0);

    const m = moments.buying;
    await mount(page, m);
    const [template] = templatesOf(m.legal, 'buyShip');
    const targets = valuesOf<string>(template.target);
    const buttons = page.locator('docks-panel button[data-command="buyShip"]');
    expect(await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-target')))).toEqual(targets);
    for (const b of await buttons.all()) expect(await b.getAttribute('data-ship')).toBe(template.ship);
    const forSale = m.view.ships.filter((s) => s.owner === null).length;
    expect(await page.locator('docks-panel [data-ship-card]').count()).toBe(forSale);
    await buttons.first().click();
    expect(await page.evaluate(() => window.commands)).toEqual([
      { type: 'buyShip', ship: template.ship, target: targets[0] },
    ]);

    // Two of the seat's ships in London between ship-turns both offer the purchase, and buying begins
    // the port phase of the ship it is made for: one button per ship on each certificate, each its own.
    const other = m.view.ships.find((s) => s.owner !== null && s.id !== template.ship)!.id;
    await mount(page, { ...m, legal: [...m.legal, { ...template, ship: other }] });
    const card = page.locator(`docks-panel [data-ship-card="${targets[0]}"] button[data-command="buyShip"]`);
    expect(await card.evaluateAll((els) => els.map((e) => e.getAttribute('data-ship')))).toEqual([
      template.ship,
      other,
    ]);
    await card.nth(1).click();
    expect((await page.evaluate(() => window.commands)).at(-1)).toEqual({
      type: 'buyShip',
      ship: other,
      target: targets[0],
    });
  });

  it('has no serious or critical axe violation, and its screenshots are taken at 1280 x 720', async () => {
    await mount(page, moments.busiest);
    await page.locator('sea-board .square[data-square="LON-CPT@8"] rect').first().click();
    await shots.shot(page, 'busiest-1280');
    await shots.of(page.locator('sea-board svg'), 'board-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await mount(page, moments.sailing, moments.sailing.routes[0]);
    await shots.shot(page, 'sailing-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await mount(page, moments.busiest, null, 'fa');
    await shots.shot(page, 'busiest-fa-1280');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the map left to right and every word inside its room in Persian', async () => {
    await mount(page, moments.busiest, null, 'fa');
    const x = (port: string) =>
      page
        .locator(`sea-board .port[data-port="${port}"] circle`)
        .nth(1)
        .evaluate((e) => e.getBoundingClientRect().left);
    expect(await x('NYC')).toBeLessThan(await x('LON'));
    expect(await x('LON')).toBeLessThan(await x('ALX'));
    expect(plain(await page.locator('sea-board .port[data-port="LON"] text').first().textContent())).toBe('لندن');
    const over = await page.locator('sea-board text[data-fit]').evaluateAll((els) =>
      els
        .filter((e) => (e as SVGTextElement).getBoundingClientRect().width > 0)
        .filter((e) => {
          const t = e as SVGTextElement;
          const fitted = t.getAttribute('textLength');
          return !fitted && t.getComputedTextLength() > Number(t.dataset.fit) + 0.5;
        })
        .map((e) => e.textContent),
    );
    expect(over).toEqual([]);
  });

  it('scrolls the map sideways inside its region on a 390 px phone, the page itself never wider than the screen', async () => {
    const phone = await boardPage(browser, { width: 390, height: 844 });
    collectErrors(phone, errors);
    for (const lang of ['en', 'fa'] as const) {
      await mount(phone, moments.sailing, moments.sailing.routes[0], lang);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const region = phone.locator('.board-wrap');
      expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      await shots.shot(phone, `sailing-${lang}-390`);
      expect(await seriousViolations(phone)).toEqual([]);
    }
    // While a ship may be bought the docks open by themselves, two certificates abreast.
    await mount(phone, moments.buying);
    expect(await phone.locator('docks-panel details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator('docks-panel').scrollIntoViewIfNeeded();
    await shots.of(phone, 'docks-390');
    await phone.close();
  });
});
