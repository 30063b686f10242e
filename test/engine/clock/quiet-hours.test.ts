import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../../engine/core/clock/index.js';
import { HOUR, M, given, iso, ms, record, settings } from './given.js';

describe('Quiet hours', () => {
  const NIGHT = { from: '23:00', to: '07:00' };

  it("A seat's clock does not run in its quiet hours, and the seat shows as asleep", () => {
    // Budapest is UTC+2 in June: 23:00-07:00 there is 21:00-05:00 UTC.
    const t = given(HOUR, 2, [settings(iso(0), 0, 'Europe/Budapest', NIGHT), record(iso(20, 30), null, [0])]);
    expect(t.at(ms(20, 45), 0)).toMatchObject({ asleep: false, running: true, deadline: iso(29, 30) });
    expect(t.at(ms(22), 0)).toMatchObject({ asleep: true, running: false, remainingMs: 30 * M });
    expect(t.at(ms(29), 0)).toMatchObject({ asleep: false, running: true, remainingMs: 30 * M });
  });

  it('Two seats in different zones sleep on their own wall clocks', () => {
    const t = given(HOUR, 2, [
      settings(iso(0), 0, 'Europe/Budapest', NIGHT),
      settings(iso(0), 1, 'America/New_York', NIGHT),
      record(iso(20, 30), null, [0, 1]),
    ]);
    // 22:00 UTC: midnight in Budapest, 18:00 in New York; 04:00 UTC: 06:00 and midnight.
    expect([t.at(ms(22), 0).asleep, t.at(ms(22), 1).asleep]).toEqual([true, false]);
    expect([t.at(ms(28), 0).asleep, t.at(ms(28), 1).asleep]).toEqual([true, true]);
    // Budapest runs 30 min to 21:00 UTC, sleeps to 05:00 UTC, then needs 30 min more; New York just runs its hour.
    expect(t.at(ms(20, 30), 0).deadline).toBe(iso(29, 30));
    expect(t.at(ms(20, 30), 1).deadline).toBe(iso(21, 30));
  });

  it("The table's quiet hours are the default for seats that have not set their own; a seat's own or none replace them", () => {
    const options = { ...HOUR, quietHours: { timeZone: 'Asia/Tehran', from: '22:00', to: '06:00' } };
    const t = given(options, 3, [
      settings(iso(0), 1, 'Asia/Ho_Chi_Minh', { from: '01:00', to: '07:00' }),
      settings(iso(0), 2, 'UTC', null),
    ]);
    // 19:00 UTC is 22:30 in Tehran and 02:00 in Ho Chi Minh City.
    expect([0, 1, 2].map((s) => t.at(ms(19), s).asleep)).toEqual([true, true, false]);
  });

  it('Changing settings mid-turn keeps the time used; the new hours apply from the change on', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]).when(
      settings(iso(10, 20), 0, 'UTC', { from: '10:30', to: '12:00' }),
    );
    expect(t.at(ms(10, 20), 0)).toMatchObject({ remainingMs: 40 * M, deadline: iso(12, 30) });
    expect(t.at(ms(11), 0)).toMatchObject({ asleep: true, remainingMs: 30 * M });
    // Quiet hours set later do not give back time already run.
    const late = given(HOUR, 2, [record(iso(10), null, [0])]).when(
      settings(iso(10, 50), 0, 'UTC', { from: '09:00', to: '11:00' }),
    );
    expect(late.at(ms(10, 50), 0)).toMatchObject({ remainingMs: 10 * M, deadline: iso(11, 10) });
  });

  it('While to act, a seat may change its settings once per turn; between turns as often as it likes', () => {
    const t = given(HOUR, 2, [record(iso(10), null, [0])]);
    const first = checkSettings(t.state, 0, {
      timeZone: 'Europe/Budapest',
      quietHours: { from: '23:00', to: '07:00' },
    });
    expect(first).toEqual({
      ok: true,
      settings: { timeZone: 'Europe/Budapest', quietHours: { from: '23:00', to: '07:00' } },
    });
    const changed = t.when(settings(iso(10, 5), 0, 'Europe/Budapest', { from: '23:00', to: '07:00' }));
    expect(checkSettings(changed.state, 0, { timeZone: 'UTC', quietHours: null })).toMatchObject({
      ok: false,
      code: 'SETTINGS_ONCE_PER_TURN',
    });
    expect(checkSettings(changed.state, 1, { timeZone: 'UTC', quietHours: null })).toMatchObject({ ok: true });
    const next = changed.when(record(iso(10, 10), 0, [1]));
    expect(checkSettings(next.state, 0, { timeZone: 'UTC', quietHours: null })).toMatchObject({ ok: true });
  });

  it('Settings must name a real zone and quiet hours of at most 12 hours', () => {
    const t = given(HOUR, 2);
    expect(checkSettings(t.state, 0, { timeZone: 'Mars/Olympus', quietHours: null })).toMatchObject({
      code: 'INVALID_COMMAND',
      message: /IANA name/,
    });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '20:00', to: '09:00' } })).toMatchObject({
      code: 'INVALID_COMMAND',
      message: /at most 12 hours/,
    });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '7:00', to: '09:00' } })).toMatchObject({
      code: 'INVALID_COMMAND',
      message: /HH:MM/,
    });
    expect(checkSettings(t.state, 0, { timeZone: 'UTC', quietHours: { from: '09:00', to: '09:00' } })).toMatchObject({
      code: 'INVALID_COMMAND',
      message: /different times/,
    });
    expect(checkSettings(t.state, 5, { timeZone: 'UTC', quietHours: null })).toMatchObject({ code: 'NOT_A_SEAT' });
  });
});
