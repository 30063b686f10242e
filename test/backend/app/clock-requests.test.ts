import { describe, expect, it } from 'vitest';
import { CLOCK_REQUEST_TYPES, clocksAt } from '../../../engine/core/clock/index.js';
import { games } from '../../../engine/index.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import {
  errorIn,
  iso,
  legalFor,
  loaded,
  logOf,
  openTable,
  send,
  T0,
  type ClockedTable,
} from '../support/clocked-table.js';
import { acceptances, only } from '../support/setup.js';
import { englishText } from '../../support/english.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
const CLOCK = { clock: { moveSeconds: 3600, vacationDays: 3 } };
const DAY = 24 * 3600_000;
const BUDAPEST_DAY = {
  type: 'clock-settings',
  timeZone: 'Europe/Budapest',
  quietHours: { from: '09:00', to: '17:00' },
};

const toActNow = async (t: ClockedTable) => {
  const g = await loaded(t);
  return g.game.toAct(g.state);
};
const lastEntry = (t: ClockedTable, seat: number) =>
  (only(t.table.received(`c${seat}`), 'update').at(-1) as UpdateFrame).entries.at(-1);

/** The log and the games item, to show a refusal changed nothing. */
const snapshotOf = (t: ClockedTable) => JSON.stringify([logOf(t), t.ports.games.items.get(t.gameId)]);

describe('clock requests from a seat link', () => {
  it('are recognised before any rule set: no rule set has a command of their types', () => {
    for (const game of Object.values(games)) {
      for (const type of CLOCK_REQUEST_TYPES)
        expect(game.commandSchema.safeParse({ type }).success, `${game.id} ${type}`).toBe(false);
    }
  });

  it("log quiet hours as a record of their own, described to everyone, and the seat's clock sleeps by them", async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const [seat] = await toActNow(t);
    const other = (seat + 1) % 3;
    t.ports.at(T0 + 5000);
    const answer = await send(t, other, BUDAPEST_DAY, { commandId: 'quiet-1' });
    expect(acceptances(answer)).toEqual([expect.objectContaining({ version: 2, commandId: 'quiet-1' })]);
    expect(logOf(t)[1]).toMatchObject({
      version: 2,
      actor: other,
      command: BUDAPEST_DAY,
      events: [],
      draws: [],
      at: iso(T0 + 5000),
    });
    const name = PEOPLE[other].name;
    for (const watcher of [0, 1, 2]) {
      const entry = lastEntry(t, watcher)!;
      expect(entry).toMatchObject({
        version: 2,
        actor: other,
        at: iso(T0 + 5000),
        events: [{ event: { type: 'clock', request: BUDAPEST_DAY } }],
      });
      // One line for everyone; each reads it in their own person.
      expect(
        englishText(
          entry.events[0].line,
          watcher,
          PEOPLE.map((p) => p.name),
        ),
      ).toBe(
        watcher === other
          ? 'You set quiet hours 09:00–17:00 (Europe/Budapest)'
          : `\u2068${name}\u2069 set quiet hours 09:00–17:00 (Europe/Budapest)`,
      );
    }
    // 09:00Z is 10:00 in Budapest: asleep now; the others are not. The game itself did not move.
    const g = await loaded(t);
    expect(clocksAt(g.clock!, T0 + 5000).map((c) => c.asleep)).toEqual([0, 1, 2].map((s) => s === other));
    expect(g.game.toAct(g.state)).toEqual([seat]);
  });

  it("move the seat's deadline, the item's wake and the scheduler with them: a vacation pauses the clock for its days", async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const [seat] = await toActNow(t);
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(T0 + 3_600_000));
    t.ports.at(T0 + 600_000);
    expect(acceptances(await send(t, seat, { type: 'vacation', days: 1 }, { commandId: 'off' }))).toHaveLength(1);
    const view = clocksAt((await loaded(t)).clock!, T0 + 600_000)[seat];
    // Ten minutes used before it; the day off; then the fifty minutes left.
    expect(view).toMatchObject({
      onVacationUntil: iso(T0 + 600_000 + DAY),
      vacationDaysLeft: 2,
      deadline: iso(T0 + 3_600_000 + DAY),
      running: false,
    });
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(T0 + 3_600_000 + DAY));
    expect(t.ports.scheduler.wakes.at(-1)).toEqual({
      gameId: t.gameId,
      version: 2,
      seat,
      at: iso(T0 + 3_600_000 + DAY),
    });
    expect(
      englishText(
        lastEntry(t, 0)!.events[0].line,
        null,
        PEOPLE.map((p) => p.name),
      ),
    ).toBe(`\u2068${PEOPLE[seat].name}\u2069 takes 1 day of vacation`);
    expect(
      englishText(
        lastEntry(t, 0)!.events[0].line,
        seat,
        PEOPLE.map((p) => p.name),
      ),
    ).toBe('You take 1 day of vacation');
    // Back after an hour: the day under way counts, the deadline comes back with the time left.
    t.ports.at(T0 + 4_200_000);
    expect(acceptances(await send(t, seat, { type: 'back' }, { commandId: 'home' }))).toHaveLength(1);
    const back = clocksAt((await loaded(t)).clock!, T0 + 4_200_000)[seat];
    expect(back).toMatchObject({
      onVacationUntil: null,
      vacationDaysLeft: 2,
      deadline: iso(T0 + 4_200_000 + 3_000_000),
      running: true,
    });
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(T0 + 7_200_000));
    expect(t.ports.scheduler.wakes.at(-1)).toEqual({ gameId: t.gameId, version: 3, seat, at: iso(T0 + 7_200_000) });
  });

  it('are applied at the current version whatever came since the sender looked, and a retry is never written twice', async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const [seat] = await toActNow(t);
    const other = (seat + 1) % 3;
    // The seat to act moves (version 2); the other's request, sent at version 1, still goes in (version 3).
    expect(acceptances(await send(t, seat, await legalFor(t, seat)))).toHaveLength(1);
    const request = { type: 'clock-settings', timeZone: 'America/New_York', quietHours: null };
    const first = await send(t, other, request, { expectedVersion: 1, commandId: 'zone-1' });
    expect(acceptances(first)).toEqual([expect.objectContaining({ version: 3 })]);
    expect(logOf(t)[2].command).toEqual(request);
    expect(
      englishText(
        lastEntry(t, 0)!.events[0].line,
        null,
        PEOPLE.map((p) => p.name),
      ),
    ).toBe(`\u2068${PEOPLE[other].name}\u2069 set no quiet hours (America/New_York)`);
    // Its answer was lost; the retry, still at version 1, past a game record, finds it.
    const retry = await send(t, other, request, { expectedVersion: 1, commandId: 'zone-1' });
    expect(acceptances(retry)).toEqual([expect.objectContaining({ version: 3, commandId: 'zone-1' })]);
    expect(logOf(t)).toHaveLength(3);
    // A request from a version the log has not reached is refused as stale.
    const ahead = await send(t, other, { type: 'back' }, { expectedVersion: 9, commandId: 'back-9' });
    expect(errorIn(ahead)).toMatchObject({ code: 'STALE', currentVersion: 3 });
  });

  it('never make a move stale: a command behind only by clock records is applied at the current version, once', async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const [seat] = await toActNow(t);
    const others = [1, 2].map((d) => (seat + d) % 3);
    const command = await legalFor(t, seat);
    // Two clock records land while the seat chooses at version 1.
    await send(t, others[0], BUDAPEST_DAY, { commandId: 'q-a' });
    await send(t, others[1], { type: 'vacation', days: 1 }, { commandId: 'v-b' });
    expect(logOf(t)).toHaveLength(3);
    const answer = await send(t, seat, command, { expectedVersion: 1, commandId: 'move-1' });
    expect(acceptances(answer)).toEqual([expect.objectContaining({ version: 4, commandId: 'move-1' })]);
    expect(logOf(t)[3]).toMatchObject({ version: 4, actor: seat, commandId: 'move-1', command });
    expect(logOf(t)[3].events.length).toBeGreaterThan(0);
    // The same command again (its answer lost) is answered from the log, past the clock records.
    const retry = await send(t, seat, command, { expectedVersion: 1, commandId: 'move-1' });
    expect(acceptances(retry)).toEqual([expect.objectContaining({ version: 4, commandId: 'move-1' })]);
    expect(logOf(t)).toHaveLength(4);
    // Another command from version 1 is behind a game record now: stale, nothing written.
    const next = await toActNow(t);
    if (next.includes(seat)) {
      const late = await send(t, seat, await legalFor(t, seat), { expectedVersion: 1, commandId: 'move-2' });
      expect(errorIn(late)).toMatchObject({ code: 'STALE', currentVersion: 4 });
    } else {
      const late = await send(t, next[0], await legalFor(t, next[0]), { expectedVersion: 1, commandId: 'move-2' });
      expect(errorIn(late)).toMatchObject({ code: 'STALE', currentVersion: 4 });
    }
    expect(logOf(t)).toHaveLength(4);
  });

  it('lose an append to a clock record and go on at the next version', async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const [seat] = await toActNow(t);
    const other = (seat + 1) % 3;
    const command = await legalFor(t, seat);
    // The move has decided on version 1 when the other seat's clock record takes version 2.
    const append = t.ports.events.append.bind(t.ports.events);
    let once = true;
    t.ports.events.append = async (gameId, record) => {
      if (once && record.actor === seat) {
        once = false;
        await send(t, other, { type: 'vacation', days: 2 }, { commandId: 'v-1' });
      }
      return append(gameId, record);
    };
    const answer = await send(t, seat, command, { expectedVersion: 1, commandId: 'move-1' });
    expect(acceptances(answer)).toEqual([expect.objectContaining({ version: 3 })]);
    expect(logOf(t).map((r) => [r.version, r.commandId])).toEqual([
      [1, expect.any(String)],
      [2, 'v-1'],
      [3, 'move-1'],
    ]);
  });

  describe('are refused with a specific code, changing nothing,', () => {
    it.each([
      [
        'clock-settings on a table without a clock',
        undefined,
        BUDAPEST_DAY,
        'NO_CLOCK',
        'This table has no clock, so it has no quiet hours.',
      ],
      [
        'a vacation on a table without a clock',
        undefined,
        { type: 'vacation', days: 1 },
        'NO_CLOCK',
        'This table has no clock, so it has no vacation days.',
      ],
      [
        '"I\'m back" on a table without a clock',
        undefined,
        { type: 'back' },
        'NOT_AWAY',
        'No bot holds this seat and it is not on vacation: this table has no clock.',
      ],
      [
        '"I\'m back" from a seat nobody holds',
        CLOCK,
        { type: 'back' },
        'NOT_AWAY',
        'No bot holds this seat and it is not on vacation.',
      ],
      [
        'more vacation than the table grants',
        CLOCK,
        { type: 'vacation', days: 4 },
        'NO_VACATION_LEFT',
        "Only 3 of this table's 3 vacation days are left. You asked for 4.",
      ],
      [
        'a vacation at a table that grants none',
        { clock: { moveSeconds: 3600 } },
        { type: 'vacation', days: 1 },
        'NO_VACATION_LEFT',
        'This table grants no vacation days. You asked for 1.',
      ],
      [
        'a vacation of no days',
        CLOCK,
        { type: 'vacation', days: 0 },
        'INVALID_COMMAND',
        /^Not a valid vacation request: days: /,
      ],
      [
        'quiet hours in no known zone',
        CLOCK,
        { type: 'clock-settings', timeZone: 'Mars/Olympus', quietHours: null },
        'INVALID_COMMAND',
        /^Not a valid clock-settings request: timeZone: /,
      ],
      [
        'quiet hours of thirteen hours',
        CLOCK,
        { type: 'clock-settings', timeZone: 'UTC', quietHours: { from: '20:00', to: '09:00' } },
        'INVALID_COMMAND',
        /quiet hours last at most 12 hours/,
      ],
      [
        'a request with a field of its own',
        CLOCK,
        { type: 'back', now: true },
        'INVALID_COMMAND',
        /^Not a valid back request: /,
      ],
    ])('%s', async (_what, options, request, code, message) => {
      const t = await openTable('manila', PEOPLE, options);
      const before = snapshotOf(t);
      const frames = await send(t, 1, request, { commandId: 'req-1' });
      const error = errorIn(frames);
      expect(error).toMatchObject({ code, commandId: 'req-1' });
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
      expect(snapshotOf(t)).toBe(before);
    });

    it('a second change of quiet hours in one turn', async () => {
      const t = await openTable('manila', PEOPLE, CLOCK);
      const [seat] = await toActNow(t);
      expect(acceptances(await send(t, seat, BUDAPEST_DAY, { commandId: 'q-1' }))).toHaveLength(1);
      const before = snapshotOf(t);
      const error = errorIn(await send(t, seat, { ...BUDAPEST_DAY, quietHours: null }, { commandId: 'q-2' }));
      expect(error).toMatchObject({
        code: 'SETTINGS_ONCE_PER_TURN',
        message: 'Your time zone and quiet hours can change once per turn; this turn they already have.',
      });
      expect(snapshotOf(t)).toBe(before);
    });

    it("a vacation once the seat's time has run out, before the expiry has moved for it", async () => {
      const t = await openTable('manila', PEOPLE, CLOCK);
      const [seat] = await toActNow(t);
      t.ports.at(T0 + 3_600_000);
      const before = snapshotOf(t);
      const error = errorIn(await send(t, seat, { type: 'vacation', days: 1 }, { commandId: 'late' }));
      expect(error).toMatchObject({
        code: 'OUT_OF_TIME',
        message: 'Your time for this move has run out; the move is being made for you.',
      });
      expect(snapshotOf(t)).toBe(before);
    });
  });
});
