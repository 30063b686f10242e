// The lobby's clock and seat choices (web/src/lobby/clock-choices.ts): what it offers for a
// server's floor, and the `options.clock` and `seats` it sends, checked as the server checks them.
import { describe, expect, it } from 'vitest';
import { createMessage } from '../../../lambdas/protocol/client.js';
import { MOVE_CHOICES, PRODUCTION_MIN_MOVE_SECONDS, clockOptionsSchema } from '../../../engine/core/clock/options.js';
import {
  clockOptionsOf,
  defaultClockChoice,
  durationWords,
  moveChoices,
  seatsOf,
} from '../../../web/src/lobby/clock-choices.js';
import { timeZones } from '../../../web/src/ui/time-zones.js';

const DAY = 86_400;

describe('the per-move choices the lobby offers', () => {
  it('offers the test allowances (2 s, 10 s, 1 min) where the floor is 2 seconds, as on the local stack', () => {
    expect(moveChoices(2)).toEqual([null, 2, 10, 60, 12 * 3600, DAY, 2 * DAY, 3 * DAY, 7 * DAY]);
  });

  it("offers only the engine's production choices where the floor is an hour", () => {
    expect(moveChoices(PRODUCTION_MIN_MOVE_SECONDS)).toEqual([...MOVE_CHOICES]);
  });

  it('leaves out each test allowance below the floor, one by one', () => {
    expect(moveChoices(10)).toEqual([null, 10, 60, 12 * 3600, DAY, 2 * DAY, 3 * DAY, 7 * DAY]);
    expect(moveChoices(61)).not.toContain(60);
  });

  it('names the allowances in words', () => {
    expect([2, 10, 60, 12 * 3600, DAY, 3 * DAY, 7 * DAY].map(durationWords)).toEqual([
      '2 seconds',
      '10 seconds',
      '1 minute',
      '12 hours',
      '1 day',
      '3 days',
      '1 week',
    ]);
  });
});

describe('the options.clock the lobby sends', () => {
  const zone = 'Europe/Budapest';

  it('sends no clock when none is chosen, whatever the other fields hold', async () => {
    expect(await clockOptionsOf({ ...defaultClockChoice(zone), bankSeconds: DAY, vacationDays: 3 })).toEqual({
      ok: true,
      clock: undefined,
    });
  });

  it("sends the allowance alone when the rest keeps the engine's defaults", async () => {
    expect(await clockOptionsOf({ ...defaultClockChoice(zone), moveSeconds: 2 })).toEqual({
      ok: true,
      clock: { moveSeconds: 2 },
    });
  });

  it("sends bank, vacation, timeouts and quiet hours in the creator's zone, in the engine's schema", async () => {
    const r = await clockOptionsOf({
      moveSeconds: DAY,
      bankSeconds: 3 * DAY,
      vacationDays: 7,
      timeoutsBeforeBot: 2,
      quietHours: { from: '23:00', to: '07:00' },
      timeZone: zone,
    });
    expect(r).toEqual({
      ok: true,
      clock: {
        moveSeconds: DAY,
        bankSeconds: 3 * DAY,
        vacationDays: 7,
        timeoutsBeforeBot: 2,
        quietHours: { timeZone: zone, from: '23:00', to: '07:00' },
      },
    });
    expect(r.ok && clockOptionsSchema.safeParse(r.clock).success).toBe(true);
  });

  it("refuses quiet hours longer than 12 hours before sending, in the engine's words", async () => {
    const r = await clockOptionsOf({
      ...defaultClockChoice(zone),
      moveSeconds: DAY,
      quietHours: { from: '20:00', to: '10:00' },
    });
    expect(r).toEqual({
      ok: false,
      problem: 'The clock cannot be set up that way: quiet hours last at most 12 hours a day.',
    });
  });

  it('refuses quiet hours that start and end at the same time', async () => {
    const r = await clockOptionsOf({
      ...defaultClockChoice(zone),
      moveSeconds: DAY,
      quietHours: { from: '07:00', to: '07:00' },
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(/start and end at different times/);
  });
});

describe('the seats the lobby sends', () => {
  const row = (name: string, open = false, bot = false) => ({ name, open, bot });
  // As the lobby sends it (web/src/net/create-table.ts): after `prepare`, naming the prepared game.
  const create = (seats: unknown) =>
    createMessage.safeParse({
      action: 'create',
      gameId: 'g'.repeat(22),
      rules: 'manila',
      seats,
      nonce: 'n'.repeat(22),
      secret: 's'.repeat(22),
    });

  it('marks bot seats with bot: true and names a nameless one after its seat', () => {
    const r = seatsOf([row('Ann'), row('', false, true), row(' Bo ')], true, 'Manila');
    expect(r).toEqual({
      ok: true,
      seats: [
        { name: 'Ann', open: false },
        { name: 'Bot 2', open: false, bot: true },
        { name: 'Bo', open: false },
      ],
    });
  });

  it("sends no bot field for a person's seat, so a table without bots reads as it always did", () => {
    const r = seatsOf([row('Ann'), row('', true)], true, 'Manila');
    expect(r).toEqual({
      ok: true,
      seats: [
        { name: 'Ann', open: false },
        { name: 'Seat 2', open: true },
      ],
    });
    expect(r.ok && create(r.seats).success).toBe(true);
  });

  it('refuses a table of bots alone', () => {
    expect(seatsOf([row('A', false, true), row('B', false, true)], true, 'Manila')).toEqual({
      ok: false,
      problem: 'At least one seat must be played by a person.',
    });
  });

  it('refuses a seat both open and a bot, naming it', () => {
    expect(seatsOf([row('Ann'), row('B', true, true)], true, 'Manila')).toEqual({
      ok: false,
      problem: 'Seat 2 cannot be both open and a bot.',
    });
  });

  it('refuses bot seats for a rule set without a bot, naming it', () => {
    expect(seatsOf([row('Ann'), row('B', false, true)], false, 'The Freight Game')).toEqual({
      ok: false,
      problem: 'The Freight Game has no bot yet, so every seat needs a person.',
    });
  });
});

describe('time zones', () => {
  it('lists the zones Intl knows, and puts a zone it does not list (UTC in some engines) first', () => {
    const all = Intl.supportedValuesOf('timeZone');
    expect(timeZones('Europe/Budapest')).toEqual(all);
    expect(timeZones('UTC')[0]).toBe('UTC');
    expect(timeZones('UTC').length).toBe(all.includes('UTC') ? all.length : all.length + 1);
  });
});
