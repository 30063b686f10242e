// "Add my deadlines to a calendar" in My games: the link the lobby makes is a feed a calendar
// app reads (ical.js finds the deadline of the seat whose turn it is), it has a webcal: twin,
// and "Make a new link" (by keyboard) leaves the old one a 404. Axe clean.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { watchConsole } from './support/chromium.js';
import { browserSession } from './support/session.js';
import { openGame } from './support/table.js';

describe('the deadline calendar in My games', () => {
  const session = browserSession();

  it('makes a calendar link listing the pending deadline, and a new link that revokes the old', async () => {
    const context = await session.browser.newContext();
    const consoles = watchConsole(context);
    const lobby = await context.newPage();
    await lobby.goto(session.url);
    await lobby.getByLabel('Game').selectOption({ label: 'Manila' });
    await lobby.getByLabel('Players').selectOption('3');
    for (const [i, name] of ['Ann', 'Bo', 'Cy'].entries()) await lobby.getByLabel(`Name for seat ${i + 1}`).fill(name);
    await lobby.getByLabel('Time per move').selectOption({ label: '1 day' });
    await lobby.getByRole('button', { name: 'Create the table' }).click();
    await lobby.getByRole('heading', { name: /Table created/ }).waitFor();
    // This device holds all three seats: whoever is to act, one of them has a deadline pending.
    for (const name of ['Ann', 'Bo', 'Cy']) {
      const link = await lobby.getByLabel(`Link for ${name}`, { exact: true }).inputValue();
      await (await openGame(context, link)).close();
    }
    await lobby.goto(session.url);
    await lobby.getByText('Add my deadlines to a calendar').click();
    await lobby.getByRole('button', { name: 'Make my calendar link' }).click();
    const field = lobby.getByLabel('Calendar subscription link');
    await field.waitFor();
    const first = await field.inputValue();
    expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    expect(await lobby.locator('calendar-feed-panel a#webcal').getAttribute('href')).toBe(
      first.replace(/^http:/, 'webcal:'),
    );
    const res = await fetch(first);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const deadlines = events.filter((e) => e.uid.includes('-deadline-'));
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0].summary).toMatch(/^Your time runs out in Manila/);
    // About a day from now (the clock started when the table was made).
    expect(deadlines[0].startDate.toJSDate().getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await seriousViolations(lobby)).toEqual([]);

    // A new link, by keyboard: the old one shows nothing any more.
    await lobby.getByRole('button', { name: /Make a new link/ }).focus();
    await lobby.keyboard.press('Enter');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe(first);
    await lobby.getByRole('status').filter({ hasText: 'A new link is ready' }).waitFor();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await field.inputValue())).status).toBe(200);
    expect(consoles.errors).toEqual([]);
    await context.close();
  });
});
