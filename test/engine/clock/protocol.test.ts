import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  clockFactSchema,
  clockRequestSchema,
  clocksAt,
  recordFact,
  seatClockViewSchema,
  type ClockFact,
  type SeatClockView,
} from '../../../engine/core/clock/index.js';
import { back, given, iso, ms, record, settings, vacation } from './given.js';

describe('The clock on the wire', () => {
  it('The schemas stand for the types the clock uses', () => {
    expectTypeOf<z.infer<typeof clockFactSchema>>().toExtend<ClockFact>();
    expectTypeOf<SeatClockView>().toExtend<z.infer<typeof seatClockViewSchema>>();
  });

  it('A logged record becomes its fact: the seat that moved, or on whose behalf the system did, and why', () => {
    expect(recordFact({ at: iso(0), actor: 'system' }, [0, 1])).toEqual(record(iso(0), null, [0, 1]));
    expect(recordFact({ at: iso(1), actor: 1 }, [0])).toEqual(record(iso(1), 1, [0]));
    expect(recordFact({ at: iso(2), actor: 'system', onBehalfOf: 0, reason: 'timeout' }, [1])).toEqual(
      record(iso(2), 0, [1], 'timeout'),
    );
    expect(recordFact({ at: iso(3), actor: 'system', onBehalfOf: 0, reason: 'bot' }, [])).toEqual(
      record(iso(3), 0, [], 'bot'),
    );
  });

  it('Every kind of fact reads back from the log as it was written', () => {
    const facts: ClockFact[] = [
      record(iso(0), null, [0, 1]),
      record(iso(1), 1, [0], 'timeout'),
      settings(iso(2), 0, 'Asia/Tehran', { from: '23:30', to: '07:30' }),
      settings(iso(2), 1, 'UTC', null),
      vacation(iso(3), 0, 2),
      back(iso(4), 0),
    ];
    for (const f of facts) expect(clockFactSchema.parse(JSON.parse(JSON.stringify(f)))).toEqual(f);
  });

  it('A fact without a zone on its time, with an unknown reason or a seat out of range does not read', () => {
    expect(
      clockFactSchema.safeParse({ ...record(iso(0), null, [0]), at: '2026-06-01 10:00' }).error?.issues[0].message,
    ).toMatch(/ISO-8601 instant with a zone/);
    expect(clockFactSchema.safeParse({ ...record(iso(0), 0, [1]), reason: 'boredom' }).success).toBe(false);
    expect(clockFactSchema.safeParse(record(iso(0), null, [32])).success).toBe(false);
  });

  it("Each seat's clock as an update carries it matches its schema", () => {
    const t = given({ moveSeconds: 3600, bankSeconds: 7200, vacationDays: 2 }, 3, [
      record(iso(0), null, [0, 2]),
      vacation(iso(0, 30), 2, 1),
    ]);
    for (const view of clocksAt(t.state, ms(1, 15))) expect(seatClockViewSchema.parse(view)).toEqual(view);
  });

  it('A seat may ask for settings, a vacation or "I\'m back", within the limits', () => {
    expect(
      clockRequestSchema.parse({
        type: 'clock-settings',
        timeZone: 'Europe/Budapest',
        quietHours: { from: '23:00', to: '07:00' },
      }).type,
    ).toBe('clock-settings');
    expect(clockRequestSchema.parse({ type: 'vacation', days: 3 })).toEqual({ type: 'vacation', days: 3 });
    expect(clockRequestSchema.parse({ type: 'back' })).toEqual({ type: 'back' });
    expect(clockRequestSchema.safeParse({ type: 'vacation', days: 15 }).error?.issues[0].message).toMatch(/<=\s*14/);
    expect(
      clockRequestSchema.safeParse({
        type: 'clock-settings',
        timeZone: 'UTC',
        quietHours: { from: '12:00', to: '01:00' },
      }).error?.issues[0].message,
    ).toMatch(/at most 12 hours/);
    expect(clockRequestSchema.safeParse({ type: 'back', seat: 0 }).success).toBe(false);
  });
});
