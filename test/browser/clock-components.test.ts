// The clock's components in Chromium, fed SeatClockViews from the engine's own clock fold:
// the seats' clocks (ticking between updates), the seat's clock panel and the history's
// moves on a seat's behalf (and its new dice keys). Every control must have an accessible name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  clocksAt,
  foldClock,
  initialClock,
  type ClockFact,
  type ClockOptions,
  type SeatClockView,
} from '../../engine/core/clock/index.js';
import type { Entry } from '../../lambdas/protocol/server.js';
import { launchChromium } from './support/chromium.js';
import { collectErrors, componentPage } from './support/component-page.js';
import { unnamedControls } from './support/named-controls.js';

const START = '2026-12-01T20:40:00.000Z';
const startMs = Date.parse(START);
const names = ['Ann', 'Bo'];
/** Names are bidi-isolated on screen (engine/core/text.ts); the tests read them plain. */
const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();

function views(options: ClockOptions, facts: ClockFact[], atMs: number, bots: number[] = []): SeatClockView[] {
  return clocksAt(
    foldClock(initialClock(options, 2, bots), [{ type: 'record', at: START, by: null, toAct: [0] }, ...facts]),
    atMs,
  );
}

describe('The clock on the game screen, component by component', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await componentPage(browser);
    collectErrors(page, errors);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
  });

  const mountClocks = (clocks: SeatClockView[], extra: Record<string, unknown> = {}) =>
    page.evaluate(
      ({ clocks, names, extra }) =>
        window.mount('seat-clocks', { clocks, names, receivedAt: performance.now(), seat: 1, ...extra }),
      { clocks, names, extra },
    );

  it("shows each seat's time left, and counts the running one down between updates", async () => {
    // Ann has 50 seconds left of a one-minute allowance, running; Bo waits with a full minute.
    const clocks = views({ moveSeconds: 60 }, [], startMs + 10_000);
    await mountClocks(clocks);
    const ann = page.locator('seat-clocks li[data-seat="0"]');
    const secondsLeft = async () =>
      Number(/^Ann: (\d+) s left$/.exec(plain(await ann.locator('.text').textContent()))?.[1]);
    const first = await secondsLeft();
    expect(first).toBeLessThanOrEqual(50);
    expect(first).toBeGreaterThan(30);
    expect(await ann.getAttribute('data-state')).toBe('running');
    expect(await ann.locator('.notes').textContent()).toMatch(/waiting since Tuesday/);
    expect(await page.locator('seat-clocks li[data-seat="1"] .text').textContent()).toMatch(
      /Bo\u2069?: 1 min left \(you\)/,
    );
    // No new update arrives, yet Ann's clock goes down; Bo's, not running, stays.
    await expect.poll(secondsLeft, { timeout: 10_000 }).toBeLessThan(first);
    expect(await page.locator('seat-clocks li[data-seat="1"] .text').textContent()).toMatch(/1 min left/);
  });

  it('shows a seat a bot holds, a seat on vacation and a seat created as a bot', async () => {
    const timeout = (ms: number): ClockFact => ({
      type: 'record',
      at: new Date(startMs + ms).toISOString(),
      by: 0,
      reason: 'timeout',
      toAct: [1],
    });
    const bo = (ms: number): ClockFact => ({
      type: 'record',
      at: new Date(startMs + ms).toISOString(),
      by: 1,
      toAct: [0],
    });
    await mountClocks(
      views(
        { moveSeconds: 2 },
        [timeout(2_000), bo(3_000), timeout(5_000), bo(6_000), timeout(8_000), bo(9_000)],
        startMs + 9_500,
      ),
    );
    await expect
      .poll(() => page.locator('seat-clocks li[data-seat="0"]').textContent())
      .toMatch(/Ann\u2069?: bot playing/);

    await mountClocks(
      views(
        { moveSeconds: 86_400, vacationDays: 7 },
        [{ type: 'vacation', at: START, seat: 0, days: 3 }],
        startMs + 60_000,
      ),
    );
    await expect
      .poll(() => page.locator('seat-clocks li[data-seat="0"] .text').textContent())
      .toMatch(/on vacation until/);

    await mountClocks(views({ moveSeconds: 86_400 }, [{ type: 'record', at: START, by: 0, toAct: [1] }], startMs, [1]));
    await expect.poll(() => page.locator('seat-clocks li[data-seat="1"]').getAttribute('data-state')).toBe('bot');
    expect(await page.locator('seat-clocks li[data-seat="1"] .text').textContent()).toMatch(/Bo\u2069?: a bot/);
  });

  it('lists the bot seats of a table without a clock, and nothing when it has none', async () => {
    await mountClocks(undefined as unknown as SeatClockView[], { bots: [false, true] });
    await expect
      .poll(() => page.locator('seat-clocks li').allTextContents())
      .toEqual([expect.stringMatching(/Bo\u2069?: a bot/)]);
    await mountClocks(undefined as unknown as SeatClockView[], { bots: [false, false] });
    await expect.poll(() => page.locator('seat-clocks section').count()).toBe(0);
  });

  const mountPanel = (view: SeatClockView, props: Record<string, unknown> = {}) =>
    page.evaluate(
      ({ view, props }) => {
        window.requests = [];
        window.mount('clock-panel', { view, ...props });
      },
      { view, props },
    );
  const requests = () => page.evaluate(() => window.requests);

  it("sends the seat's time zone and quiet hours, every control named", async () => {
    const [ann] = views({ moveSeconds: 86_400, vacationDays: 3 }, [], startMs + 60_000);
    await mountPanel(ann);
    const panel = page.locator('clock-panel');
    expect(await unnamedControls(panel)).toEqual([]);
    await panel.getByLabel('Your time zone').selectOption('Asia/Tokyo');
    await panel.getByLabel('Quiet hours, when your clock stops').check();
    await panel.getByLabel('From').fill('22:30');
    await panel.getByLabel('until').fill('06:15');
    await panel.getByRole('button', { name: 'Save time zone and quiet hours' }).click();
    expect(await requests()).toEqual([
      { type: 'clock-settings', timeZone: 'Asia/Tokyo', quietHours: { from: '22:30', to: '06:15' } },
    ]);
  });

  it('starts from the settings the seat last chose, and sends none when quiet hours are unticked', async () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs + 60_000);
    await mountPanel(ann, {
      settings: { type: 'clock-settings', timeZone: 'America/New_York', quietHours: { from: '01:00', to: '09:00' } },
    });
    const panel = page.locator('clock-panel');
    expect(await panel.getByLabel('Your time zone').inputValue()).toBe('America/New_York');
    expect(await panel.getByLabel('From').inputValue()).toBe('01:00');
    await panel.getByLabel('Quiet hours, when your clock stops').uncheck();
    await panel.getByRole('button', { name: 'Save time zone and quiet hours' }).click();
    expect(await requests()).toEqual([{ type: 'clock-settings', timeZone: 'America/New_York', quietHours: null }]);
  });

  it('refuses quiet hours of more than 12 hours on the spot, and sends nothing', async () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs + 60_000);
    await mountPanel(ann);
    const panel = page.locator('clock-panel');
    await panel.getByLabel('Quiet hours, when your clock stops').check();
    await panel.getByLabel('From').fill('18:00');
    await panel.getByLabel('until').fill('09:00');
    await panel.getByRole('button', { name: 'Save time zone and quiet hours' }).click();
    expect(await panel.getByRole('alert').textContent()).toMatch(/quiet hours last at most 12 hours a day/);
    expect(await requests()).toEqual([]);
  });

  it('takes vacation days, showing how many are left', async () => {
    const [ann] = views(
      { moveSeconds: 86_400, vacationDays: 7 },
      [
        { type: 'vacation', at: START, seat: 0, days: 3 },
        { type: 'back', at: START, seat: 0 },
      ],
      startMs + 60_000,
    );
    await mountPanel(ann);
    const panel = page.locator('clock-panel');
    expect(await panel.locator('[data-vacation-left]').textContent()).toBe(
      `${ann.vacationDaysLeft} vacation days left.`,
    );
    expect(await panel.getByLabel('Days').locator('option').count()).toBe(ann.vacationDaysLeft);
    await panel.getByLabel('Days').selectOption('2');
    await panel.getByRole('button', { name: 'Take vacation' }).click();
    expect(await requests()).toEqual([{ type: 'vacation', days: 2 }]);
  });

  it('offers no vacation at a table that grants none, and "I\'m back" only when away', async () => {
    const [ann] = views({ moveSeconds: 86_400 }, [], startMs + 60_000);
    await mountPanel(ann);
    const panel = page.locator('clock-panel');
    expect(await panel.locator('[data-vacation-left]').textContent()).toBe('No vacation days left at this table.');
    expect(await panel.getByRole('button', { name: 'Take vacation' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: "I'm back" }).count()).toBe(0);
  });

  it('offers "I\'m back" on vacation and while a bot holds the seat, and shows the server\'s refusal', async () => {
    const [away] = views(
      { moveSeconds: 86_400, vacationDays: 7 },
      [{ type: 'vacation', at: START, seat: 0, days: 3 }],
      startMs + 60_000,
    );
    await mountPanel(away);
    const panel = page.locator('clock-panel');
    expect(await panel.locator('.away').textContent()).toMatch(/You are on vacation until/);
    await panel.getByRole('button', { name: "I'm back" }).click();
    expect(await requests()).toEqual([{ type: 'back' }]);
    await mountPanel(
      { ...away, onVacationUntil: null, botHolds: true },
      { problem: 'That request was refused: No bot holds this seat and it is not on vacation.' },
    );
    expect(await panel.locator('.away').textContent()).toMatch(/A bot is playing your seat/);
    expect(await panel.getByRole('alert').textContent()).toMatch(/refused: No bot holds this seat/);
    expect(await unnamedControls(panel)).toEqual([]);
  });

  it('sends nothing while a command is on its way', async () => {
    const [away] = views(
      { moveSeconds: 86_400, vacationDays: 7 },
      [{ type: 'vacation', at: START, seat: 0, days: 3 }],
      startMs + 60_000,
    );
    await mountPanel(away, { busy: true });
    expect(await page.locator('clock-panel').getByRole('button', { name: "I'm back" }).isDisabled()).toBe(true);
  });

  it("shows moves made on a seat's behalf and clock requests in the history", async () => {
    const at = START;
    const entries: Entry[] = [
      {
        version: 5,
        actor: 0,
        at,
        events: [
          {
            event: { type: 'clock', request: { type: 'vacation', days: 2 } },
            line: { id: 'line.clock.vacation', params: { seat: { seat: 0 }, days: 2 } },
          },
        ],
      },
      {
        version: 6,
        actor: 'system',
        at,
        onBehalfOf: 1,
        reason: 'timeout',
        events: [
          {
            event: { type: 'BidPassed', seat: 1 },
            line: { id: 'line.manila.BidPassed', params: { seat: { seat: 1 } } },
          },
        ],
      },
      {
        version: 7,
        actor: 'system',
        at,
        onBehalfOf: 1,
        reason: 'bot',
        events: [
          {
            event: { type: 'BidPassed', seat: 1 },
            line: { id: 'line.manila.BidPassed', params: { seat: { seat: 1 } } },
          },
        ],
      },
    ];
    await page.evaluate(
      ({ entries, names }) => window.mount('history-list', { entries, names, client: window.clientFor('manila') }),
      { entries, names },
    );
    const lines = page.locator('history-list li');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.nth(0).getAttribute('class')).toMatch(/clock/);
    expect(plain(await lines.nth(0).textContent())).toMatch(/Ann takes 2 days of vacation/);
    expect(plain(await lines.nth(1).locator('span').first().textContent())).toBe(
      "On Bo's behalf (time ran out, playing safe): Bo passed",
    );
    expect(await lines.nth(1).getAttribute('class')).toMatch(/behalf/);
    expect(plain(await lines.nth(2).locator('span').first().textContent())).toBe('Bot playing safe for Bo: Bo passed');
  });

  it("shows a new dice key before its record's lines, as no step of the replay of its own", async () => {
    const at = START;
    const key = { key: 'a'.repeat(64), line: { id: 'line.diceKey.new', params: { seat: { seat: 1 } } } };
    const passed = (seat: number) => ({
      event: { type: 'BidPassed', seat },
      line: { id: 'line.manila.BidPassed', params: { seat: { seat } } },
    });
    const entries: Entry[] = [
      { version: 5, actor: 0, at, events: [passed(0)] },
      { version: 6, actor: 1, at, events: [passed(1)], diceKey: key },
      {
        version: 7,
        actor: 1,
        at,
        events: [
          {
            event: { type: 'clock', request: { type: 'back' } },
            line: { id: 'line.clock.back', params: { seat: { seat: 1 } } },
          },
        ],
        diceKey: key,
      },
    ];
    await page.evaluate(
      ({ entries, names }) =>
        window.mount('history-list', { entries, names, client: window.clientFor('manila'), seat: 0, current: 2 }),
      { entries, names },
    );
    const lines = page.locator('history-list li');
    await expect.poll(() => lines.count()).toBe(5);
    const texts = (await lines.locator(':scope > span').allTextContents()).map(plain);
    expect(texts).toEqual([
      'You passed',
      "A device set a new dice key for Bo's seat",
      'Bo passed',
      "A device set a new dice key for Bo's seat",
      'Bo is back: no bot plays for them, and any vacation ends',
    ]);
    expect(
      await lines.evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute('data-version'),
          el.getAttribute('data-step'),
          (el.getAttribute('class') ?? '').trim().split(/\s+/).join(' '),
        ]),
      ),
    ).toEqual([
      ['5', '1', ''],
      ['6', '2', 'key'],
      ['6', '2', 'current'],
      ['7', '3', 'key'],
      ['7', '3', 'clock'],
    ]);
    // The record's time is shown once, on its first line: the new key.
    expect(await lines.nth(1).locator('time').count()).toBe(1);
    expect(await lines.nth(2).locator('time').count()).toBe(0);
  });

  it('keeps the newest move in sight as moves arrive, until the reader scrolls up to older ones', async () => {
    const passed = (version: number): Entry => ({
      version,
      actor: version % 2,
      at: START,
      events: [
        {
          event: { type: 'BidPassed', seat: version % 2 },
          line: { id: 'line.manila.BidPassed', params: { seat: { seat: version % 2 } } },
        },
      ],
    });
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => passed(i + 1));
    await page.evaluate(
      ({ entries, names }) => window.mount('history-list', { entries, names, client: window.clientFor('manila') }),
      { entries: upTo(40), names },
    );
    const box = page.locator('history-list .scroll');
    const gap = () => box.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop);
    const moreMoves = (n: number) =>
      page.evaluate((entries) => {
        Object.assign(document.querySelector('history-list')!, { entries });
      }, upTo(n));
    // Long enough to scroll, and shown at its newest line.
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight * 2)).toBe(true);
    await expect.poll(gap).toBeLessThan(1);
    await moreMoves(50);
    await page.locator('history-list li[data-version="50"]').waitFor();
    await expect.poll(gap).toBeLessThan(1);
    // The reader scrolls to the top in the very frame the list follows new moves, before the
    // browser has reported the list's own scroll: it sends one scroll event for both, which must
    // count as the reader's. New moves then leave the box where the reader put it.
    await page.evaluate(async (entries) => {
      const list = document.querySelector('history-list') as HTMLElement & { updateComplete: Promise<unknown> };
      Object.assign(list, { entries });
      await list.updateComplete;
      const el = list.shadowRoot!.querySelector<HTMLElement>('.scroll')!;
      // Asked after the list asked for its frame, so run after its scroll in the same frame.
      await new Promise((r) => requestAnimationFrame(r));
      if (el.scrollHeight - el.clientHeight - el.scrollTop >= 1) throw new Error('the list did not follow');
      el.scrollTop = 0;
    }, upTo(55));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    await moreMoves(60);
    await page.locator('history-list li[data-version="60"]').waitFor();
    // Two frames, so a scroll the list would have made has had its chance.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    // Back at the bottom, the list follows again.
    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(gap).toBeLessThan(1);
    await moreMoves(70);
    await page.locator('history-list li[data-version="70"]').waitFor();
    await expect.poll(gap).toBeLessThan(1);
  });
  it('draws the newest two rounds of a long game, the older ones when the reader or the replay opens them', async () => {
    let version = 0;
    const entry = (event: Entry['events'][number]): Entry => ({
      version: ++version,
      actor: 0,
      at: START,
      events: [event],
    });
    const entries: Entry[] = [];
    for (let round = 1; round <= 4; round++) {
      entries.push(
        entry({
          event: { type: 'RoundStarted', round, opener: 0 },
          line: { id: 'line.manila.RoundStarted', params: { round, seat: { seat: 0 } } },
        }),
      );
      for (const seat of [0, 1])
        entries.push(
          entry({
            event: { type: 'BidPassed', seat },
            line: { id: 'line.manila.BidPassed', params: { seat: { seat } } },
          }),
        );
    }
    await page.evaluate(
      ({ entries, names }) => window.mount('history-list', { entries, names, client: window.clientFor('manila') }),
      { entries, names },
    );
    const round = (n: number) => page.locator(`history-list details[data-round="${n}"]`);
    await expect.poll(() => page.locator('history-list li').count()).toBe(6);
    expect(await page.locator('history-list details').count()).toBe(4);
    for (const [n, open] of [
      [1, false],
      [2, false],
      [3, true],
      [4, true],
    ] as const) {
      expect(await round(n).evaluate((el) => (el as HTMLDetailsElement).open), `round ${n} open`).toBe(open);
      expect(await round(n).locator('li').count(), `round ${n} lines drawn`).toBe(open ? 3 : 0);
    }
    // The reader opens round 1: its lines are drawn, and it stays open as rounds go by.
    await round(1).locator('summary').click();
    await expect.poll(() => round(1).locator('li').count()).toBe(3);
    await page.evaluate(
      (more) => {
        const list = document.querySelector('history-list') as unknown as { entries: Entry[] };
        list.entries = [...list.entries, ...more];
      },
      [
        entry({
          event: { type: 'RoundStarted', round: 5, opener: 1 },
          line: { id: 'line.manila.RoundStarted', params: { round: 5, seat: { seat: 1 } } },
        }),
      ],
    );
    await expect.poll(() => round(5).locator('li').count()).toBe(1);
    expect(await round(3).locator('li').count(), 'round 3 is no longer among the newest two').toBe(0);
    expect(await round(1).locator('li').count()).toBe(3);
    // The replay shows an event of a closed round: the round opens with that line marked.
    await page.evaluate(() => Object.assign(document.querySelector('history-list')!, { current: 4 }));
    await expect.poll(() => round(2).locator('li.current').count()).toBe(1);
    expect(await round(2).locator('li.current').getAttribute('data-step')).toBe('4');
  });
});
