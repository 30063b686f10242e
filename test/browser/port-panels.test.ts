// The seat's turn panels of Who Rules the Sea? in Chromium, fed real positions of seeded bot games
// (support/port-states.ts): every legal command of the turn has its button (in the action bar or
// the market in the table) and no button sends anything else, a click sends exactly its command,
// the decisive button stays in the top half of a phone screen, the market sorts, the hold bar
// tells the right tons, and the opening purchase offers only the template's sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expandLegal, matchesLegal } from '../../engine/core/legal.js';
import { NOTES } from '../../engine/games/who-rules-the-sea/data.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors, componentPage } from './support/component-page.js';
import { NOT_TURN, positions, type Position } from './support/port-states.js';

const names = ['Ann', 'Bo', 'Cy', 'Di'];
const weight = new Map(NOTES.map((n) => [n.id, n.weight]));
// Two games' positions: between them every kind of moment the panels draw, three of each (seed 41
// alone has a port phase in debt; seed 11 has three purchases after a loss). Four games' 82
// positions cost this file 23 CPU-seconds on this machine and two games' 44 cost 9: the other two
// games only repeated kinds of moment these two already show.
const all = positions(3, [11, 41]);
const FIELDS = ['ship', 'note', 'route', 'target'] as const;
const key = (c: Record<string, unknown>) => JSON.stringify([c.type, ...FIELDS.map((f) => c[f] ?? '')]);

/** The commands the turn panels must offer: everything but the end vote, resigning and bids; the opening purchase is tested on its own. */
const expected = (p: Position) =>
  new Set(
    expandLegal(p.legal.filter((t) => !NOT_TURN.has(t.type) && t.type !== 'buyShips')).map((c) =>
      key(c as Record<string, unknown>),
    ),
  );

// Runs in the page: every element under the stage matching a selector, through every shadow root.
const DEEP = `(sel) => { const out = []; const walk = (root) => { out.push(...root.querySelectorAll(sel)); for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot); }; walk(document); return out; }`;

async function mount(page: Page, p: Position) {
  await page.evaluate(
    (p) =>
      window.mountClient('who-rules-the-sea', {
        view: p.view,
        legal: p.legal,
        seat: p.seat,
        names: ['Ann', 'Bo', 'Cy', 'Di'],
        entries: [],
      }),
    { ...p, names },
  );
}

/**
 * The commands of every visible data-command button of the turn panels and the market, after opening
 * the "buy a ship" list and letting every component on the page finish the updates that opened
 * (Lit's updateComplete, until none is pending: no fixed pause, which cost 30 ms a call).
 */
async function offered(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ deep, notTurn }) => {
      const find = eval(deep) as (s: string) => HTMLElement[];
      for (const b of find('turn-panel, ship-actions').flatMap((el) => [
        ...(el.shadowRoot?.querySelectorAll<HTMLElement>('button[aria-expanded="false"]') ?? []),
      ]))
        b.click();
      await window.settled();
      // The end vote, resigning and bids are other panels'.
      return find('[data-command]')
        .filter((b) => !notTurn.includes(b.dataset.command!) && b.offsetParent !== null)
        .map((b) =>
          JSON.stringify([
            b.dataset.command,
            b.dataset.ship ?? '',
            b.dataset.note ?? '',
            b.dataset.route ?? '',
            b.dataset.target ?? '',
          ]),
        );
    },
    { deep: DEEP, notTurn: [...NOT_TURN] },
  );
}

describe('The turn panels of Who Rules the Sea?, on real positions', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await componentPage(browser, { width: 1280, height: 720 });
    collectErrors(page, errors);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
  });

  it('has a button for every legal command of the turn, and none for anything else', async () => {
    const turns = all.filter((p) => p.moment !== 'opening-ships');
    expect(new Set(turns.map((p) => p.moment))).toEqual(
      new Set(['opening-cargo', 'choose', 'port', 'extra', 'after-loss', 'debt', 'sea']),
    );
    for (const p of turns) {
      await mount(page, p);
      // A choice of ships in port shows one ship's port phase at a time: pick each in turn.
      const picks = await page.evaluate(
        (deep) => (eval(deep) as (s: string) => HTMLElement[])('[data-pick]').map((b) => b.dataset.pick!),
        DEEP,
      );
      const seen = new Set(await offered(page));
      for (const ship of picks) {
        await mount(page, p);
        await page.evaluate(
          ({ deep, ship }) => (eval(deep) as (s: string) => HTMLElement[])(`[data-pick="${ship}"]`)[0].click(),
          { deep: DEEP, ship },
        );
        for (const k of await offered(page)) seen.add(k);
      }
      const want = expected(p);
      const label = `${p.moment} seat ${p.seat} round ${p.view.round}`;
      expect(
        [...want].filter((k) => !seen.has(k)),
        `${label}: missing`,
      ).toEqual([]);
      expect(
        [...seen].filter((k) => !want.has(k)),
        `${label}: not legal`,
      ).toEqual([]);
    }
  }, 240_000);

  it('sends exactly the command a button names', async () => {
    for (const p of all.filter((x) => x.moment !== 'opening-ships').slice(0, 40)) {
      await mount(page, p);
      const keys = [...new Set(await offered(page))];
      // One button of each command type (the first), clicked and read back.
      const firsts = [...new Map(keys.map((k) => [JSON.parse(k)[0], k])).values()];
      for (const k of firsts) {
        const [type, ship, note, route, target] = JSON.parse(k) as string[];
        const sent = await page.evaluate(
          ({ deep, k }) => {
            window.commands = [];
            const b = (eval(deep) as (s: string) => HTMLElement[])('[data-command]').find(
              (b) =>
                JSON.stringify([
                  b.dataset.command,
                  b.dataset.ship ?? '',
                  b.dataset.note ?? '',
                  b.dataset.route ?? '',
                  b.dataset.target ?? '',
                ]) === k,
            )!;
            b.click();
            return window.commands;
          },
          { deep: DEEP, k },
        );
        const command = Object.fromEntries(
          Object.entries({ type, ship, note, route, target }).filter(([, v]) => v !== ''),
        );
        expect(sent).toEqual([command]);
        expect(matchesLegal(p.legal, command)).toBe(true);
      }
    }
  }, 120_000);

  it('sorts the market by a column, and turns the order round on a second press', async () => {
    const p = all.find((x) => x.moment === 'opening-cargo')!;
    await mount(page, p);
    const market = page.locator('port-market section').first();
    const rows = () =>
      market
        .locator('table')
        .first()
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.note!));
    expect((await rows()).length).toBeGreaterThan(2);
    await market.locator('table').first().locator('button[data-sort="weight"]').click();
    const down = (await rows()).map((n) => weight.get(n)!);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await market.locator('table').first().locator('button[data-sort="weight"]').click();
    const up = (await rows()).map((n) => weight.get(n)!);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(await market.locator('th[aria-sort="ascending"]').count()).toBeGreaterThan(0);
  });

  it('shows the tons aboard against the capacity in the hold bar', async () => {
    for (const p of all.filter((x) => x.moment === 'port' || x.moment === 'choose')) {
      await mount(page, p);
      const bars = await page
        .locator('turn-panel hold-bar [role="meter"]')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('aria-valuenow'))));
      const ships = await page
        .locator('turn-panel hold-bar')
        .evaluateAll((els) => els.map((e) => (e as unknown as { ship: string }).ship));
      expect(bars.length).toBeGreaterThan(0);
      ships.forEach((ship, i) => {
        const aboard = Object.entries(p.view.notes)
          .filter(([, n]) => n.loc.at === 'aboard' && n.loc.ship === ship)
          .reduce((t, [id]) => t + weight.get(id)!, 0);
        expect(bars[i]).toBe(aboard);
      });
    }
  });

  it("offers only the template's sets of ships at the opening, and buys the set ticked", async () => {
    for (const p of all.filter((x) => x.moment === 'opening-ships').slice(0, 4)) {
      await mount(page, p);
      const sets = expandLegal(p.legal.filter((t) => t.type === 'buyShips')).map(
        (c) => (c as unknown as { ships: string[] }).ships,
      );
      const buy = page.locator('opening-ships-panel button[data-command="buyShips"]');
      expect(await buy.isDisabled()).toBe(true);
      const pair = sets.find((s) => s.length === 2) ?? sets[0];
      await page.locator(`opening-ships-panel input[data-ship-choice="${pair[0]}"]`).check();
      // With one ship ticked, a ship that makes no offered set with it cannot be ticked.
      const boxes = await page.locator('opening-ships-panel input[data-ship-choice]').evaluateAll((els) =>
        els.map((e) => ({
          ship: (e as HTMLElement).dataset.shipChoice!,
          disabled: (e as HTMLInputElement).disabled,
        })),
      );
      for (const b of boxes) {
        if (b.ship === pair[0]) continue;
        expect(b.disabled, b.ship).toBe(!sets.some((s) => s.includes(pair[0]) && s.includes(b.ship)));
      }
      for (const x of pair.slice(1)) await page.locator(`opening-ships-panel input[data-ship-choice="${x}"]`).check();
      await page.evaluate(() => (window.commands = []));
      await buy.click();
      expect(await page.evaluate(() => window.commands)).toEqual([{ type: 'buyShips', ships: pair }]);
    }
  });

  it('keeps the decisive button in the top half of a phone screen', async () => {
    // The same component page at the phone's size: a second page would bundle the components again.
    const phone = page;
    await phone.setViewportSize({ width: 390, height: 844 });
    for (const p of all) {
      await mount(phone, p);
      // The panels draw a frame or two after mounting (nested elements): the button is waited for, up to 2 s.
      const box = await phone
        .waitForFunction(
          (deep) => {
            const b = (eval(deep) as (s: string) => HTMLElement[])(
              '[data-command="sail"], [data-command="endPortPhase"], [data-command="roll"], [data-command="buyShips"], [data-command="declineShips"], [data-pick], [data-command="buyShip"], [data-command="redeemShip"]',
            )[0];
            return b ? b.getBoundingClientRect().toJSON() : null;
          },
          DEEP,
          { timeout: 2_000 },
        )
        .then(
          (h) => h.jsonValue() as Promise<DOMRect>,
          () => null,
        );
      // In debt a ship may have nothing to decide but how to raise money (no Sail, no Done); every other moment has its button.
      if (p.moment === 'debt' && !box) continue;
      expect(box, `${p.moment}: a deciding button`).not.toBeNull();
      if (!box) continue;
      expect(box.bottom, p.moment).toBeLessThan(844 / 2);
      expect(box.right, p.moment).toBeLessThanOrEqual(390);
    }
    await phone.setViewportSize({ width: 1280, height: 720 });
  });
});
