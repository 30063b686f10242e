import { describe, expect, it } from 'vitest';
import {
  BANK_CHOICES,
  MOVE_CHOICES,
  PRODUCTION_MIN_MOVE_SECONDS,
  VACATION_CHOICES,
  clockOptionsSchema,
  clockRules,
  initialClock,
} from '../../../engine/core/clock/index.js';

const firstIssue = (options: unknown) => {
  const r = clockOptionsSchema.safeParse(options);
  return r.success ? null : r.error.issues[0].message;
};

describe('Clock options', () => {
  it("Every combination the lobby offers is valid, and every move allowance it offers is at least production's hour", () => {
    for (const move of MOVE_CHOICES) {
      if (move === null) continue;
      expect(move).toBeGreaterThanOrEqual(PRODUCTION_MIN_MOVE_SECONDS);
      for (const bank of BANK_CHOICES)
        for (const days of VACATION_CHOICES)
          expect(firstIssue({ moveSeconds: move, bankSeconds: bank, vacationDays: days })).toBeNull();
    }
    expect(MOVE_CHOICES).toEqual([null, 43_200, 86_400, 172_800, 259_200, 604_800]);
    expect(BANK_CHOICES.at(-1)).toBe(7 * 86_400);
  });

  it('The schema allows a 2-second allowance, so the local stack and tests can watch a clock run out, and nothing shorter', () => {
    expect(firstIssue({ moveSeconds: 2 })).toBeNull();
    expect(firstIssue({ moveSeconds: 1 })).toMatch(/>=\s*2/);
    expect(firstIssue({ moveSeconds: 2.5 })).toMatch(/expected int/);
  });

  it('Bank up to 7 days, vacation up to 14 days, 1 to 10 timeouts before a bot; nothing else', () => {
    expect(firstIssue({ moveSeconds: 3600, bankSeconds: 7 * 86_400 + 1 })).toMatch(/<=\s*604800/);
    expect(firstIssue({ moveSeconds: 3600, bankSeconds: -1 })).toMatch(/>=\s*0/);
    expect(firstIssue({ moveSeconds: 3600, vacationDays: 14 })).toBeNull();
    expect(firstIssue({ moveSeconds: 3600, vacationDays: 15 })).toMatch(/<=\s*14/);
    expect(firstIssue({ moveSeconds: 3600, timeoutsBeforeBot: 0 })).toMatch(/>=\s*1/);
    expect(firstIssue({ moveSeconds: 3600, ticking: true })).toMatch(/ticking/);
    expect(firstIssue({})).not.toBeNull();
  });

  it("The table's quiet hours name a zone and last at most 12 hours", () => {
    expect(
      firstIssue({ moveSeconds: 3600, quietHours: { timeZone: 'Europe/Budapest', from: '23:00', to: '07:00' } }),
    ).toBeNull();
    expect(
      firstIssue({ moveSeconds: 3600, quietHours: { timeZone: 'Europe/Budapest', from: '19:00', to: '07:01' } }),
    ).toMatch(/at most 12 hours/);
    expect(
      firstIssue({ moveSeconds: 3600, quietHours: { timeZone: 'Europe/Buda', from: '23:00', to: '07:00' } }),
    ).toMatch(/IANA/);
    expect(firstIssue({ moveSeconds: 3600, quietHours: { timeZone: 'UTC', from: '24:00', to: '07:00' } })).toMatch(
      /HH:MM/,
    );
  });

  it('Omitted options take their defaults: no bank, no vacation, a bot after 3 timeouts in a row, no quiet hours', () => {
    expect(clockRules({ moveSeconds: 86_400 })).toEqual({
      moveMs: 86_400_000,
      bankMs: 0,
      defaultSettings: null,
      vacationDays: 0,
      timeoutsBeforeBot: 3,
    });
    expect(
      clockRules({ moveSeconds: 60, quietHours: { timeZone: 'UTC', from: '01:00', to: '02:00' } }).defaultSettings,
    ).toEqual({ timeZone: 'UTC', quietHours: { from: '01:00', to: '02:00' } });
  });

  it('A clock cannot start from bad options or without seats', () => {
    expect(() => initialClock({ moveSeconds: 1 }, 2)).toThrow(/>=\s*2/);
    expect(() => initialClock({ moveSeconds: 60 }, 0)).toThrow(/whole number of seats/);
  });
});
