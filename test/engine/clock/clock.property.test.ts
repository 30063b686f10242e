import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBack,
  checkVacation,
  clocksAt,
  evolveClock,
  initialClock,
  type ClockFact,
  type ClockOptions,
  type ClockState,
} from '../../../engine/core/clock/index.js';
import { DAY, MINUTE, hhmm, refQuiet, type RefWindow } from './reference.js';

/**
 * The whole clock against a reference that plays the same facts minute by minute: each
 * minute a seat in its turn, awake on its wall clock (read with Intl) and not on vacation
 * uses one minute. Two seats in different zones, around daylight-saving changes.
 */

const ZONES = ['Europe/Budapest', 'America/New_York', 'Asia/Tehran', 'Asia/Ho_Chi_Minh'] as const;
const ANCHORS = [
  '2026-03-28T12:00:00Z',
  '2026-10-24T12:00:00Z',
  '2026-03-07T12:00:00Z',
  '2026-10-31T12:00:00Z',
  '2026-07-01T00:00:00Z',
].map((s) => Date.parse(s));

interface RefSeat {
  window: RefWindow | null;
  bank: number;
  turn: { since: number; used: number; ranOut: number | null } | null;
  vacation: { from: number; until: number; days: number } | null;
  vacationUsed: number;
  timeouts: number;
  botHolds: boolean;
}

/** The rules again, the plain way: facts on whole minutes, time counted a minute at a time. */
class Reference {
  seats: RefSeat[];
  t: number;
  constructor(
    readonly options: Required<Omit<ClockOptions, 'quietHours'>>,
    seats: number,
    start: number,
  ) {
    this.seats = Array.from({ length: seats }, () => ({
      window: null,
      bank: options.bankSeconds * 1000,
      turn: null,
      vacation: null,
      vacationUsed: 0,
      timeouts: 0,
      botHolds: false,
    }));
    this.t = start;
  }
  get move() {
    return this.options.moveSeconds * 1000;
  }
  runsAt(s: RefSeat, m: number) {
    const onVacation = s.vacation && s.vacation.from <= m && m < s.vacation.until;
    return s.turn !== null && !onVacation && !refQuiet(s.window, m);
  }
  /** Runs every clock minute by minute up to instant `to`. */
  runTo(to: number) {
    for (; this.t < to; this.t += MINUTE) {
      for (const s of this.seats) {
        if (!s.turn || !this.runsAt(s, this.t)) continue;
        s.turn.used += MINUTE;
        if (s.turn.ranOut === null && s.turn.used >= this.move + s.bank) s.turn.ranOut = this.t + MINUTE;
      }
    }
  }
  endTurn(s: RefSeat) {
    if (s.turn) s.bank = Math.min(this.options.bankSeconds * 1000, Math.max(0, s.bank + this.move - s.turn.used));
    s.turn = null;
  }
  apply(f: ClockFact) {
    const at = Date.parse(f.at);
    this.runTo(at);
    if (f.type === 'record') {
      if (f.by !== null) {
        const s = this.seats[f.by];
        this.endTurn(s);
        if (f.reason === 'timeout') {
          s.timeouts++;
          if (s.timeouts >= this.options.timeoutsBeforeBot) s.botHolds = true;
        } else if (!f.reason) {
          s.timeouts = 0;
          s.botHolds = false;
        }
      }
      this.seats.forEach((s, i) => {
        if (!f.toAct.includes(i)) this.endTurn(s);
        else s.turn ??= { since: at, used: 0, ranOut: null };
      });
    } else if (f.type === 'settings') {
      this.seats[f.seat].window = f.quietHours && { timeZone: f.timeZone, ...f.quietHours };
    } else if (f.type === 'vacation') {
      const s = this.seats[f.seat];
      const v = s.vacation;
      s.vacation =
        v && v.until > at
          ? { ...v, until: v.until + f.days * DAY, days: v.days + f.days }
          : { from: at, until: at + f.days * DAY, days: f.days };
      s.vacationUsed += f.days;
    } else {
      const s = this.seats[f.seat];
      const v = s.vacation;
      if (v && v.from <= at && at < v.until) {
        const used = Math.ceil((at - v.from) / DAY);
        s.vacationUsed -= v.days - used;
        s.vacation = { ...v, until: at, days: used };
      }
      if (s.botHolds && s.turn) s.turn = { ...s.turn, used: 0, ranOut: null };
      s.botHolds = false;
      s.timeouts = 0;
    }
  }
  /** When each seat's time runs out, running a copy of the clocks on until it does. */
  deadline(i: number): number | null {
    const s = this.seats[i];
    if (!s.turn || s.botHolds) return null;
    if (s.turn.ranOut !== null) return s.turn.ranOut;
    const copy = new Reference(this.options, this.seats.length, this.t);
    copy.seats = this.seats.map((x) => ({ ...x, turn: x.turn && { ...x.turn } }));
    while (copy.seats[i].turn!.ranOut === null) copy.runTo(copy.t + MINUTE);
    return copy.seats[i].turn!.ranOut;
  }
}

const windowArb = fc.option(
  fc
    .record({
      timeZone: fc.constantFrom(...ZONES),
      from: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 30, max: 720 }),
    })
    .map(({ timeZone, from, length }): RefWindow => ({ timeZone, from: hhmm(from), to: hhmm((from + length) % 1440) })),
  { freq: 5 },
);

type Step =
  | { kind: 'record'; by: number | null; reason: 'timeout' | 'bot' | undefined; toAct: boolean[] }
  | { kind: 'settings'; seat: number; window: RefWindow | null }
  | { kind: 'vacation'; seat: number; days: number }
  | { kind: 'back'; seat: number };

const seatArb = fc.integer({ min: 0, max: 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      by: fc.option(seatArb, { freq: 4 }),
      reason: fc.constantFrom(undefined, undefined, 'timeout' as const, 'bot' as const),
      toAct: fc.tuple(fc.boolean(), fc.boolean()),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settings' as const), seat: seatArb, window: windowArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('vacation' as const),
      seat: seatArb,
      days: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('back' as const), seat: seatArb }) },
);

const caseArb = fc.record({
  anchor: fc.constantFrom(...ANCHORS),
  moveMinutes: fc.integer({ min: 1, max: 240 }),
  bankMinutes: fc.integer({ min: 0, max: 240 }),
  vacationDays: fc.integer({ min: 0, max: 2 }),
  timeoutsBeforeBot: fc.integer({ min: 1, max: 3 }),
  windows: fc.tuple(windowArb, windowArb),
  steps: fc.array(fc.tuple(fc.integer({ min: 0, max: 8 * 60 }), stepArb), { minLength: 1, maxLength: 10 }),
  after: fc.integer({ min: 0, max: 24 * 60 }),
});

const iso = (t: number) => new Date(t).toISOString();

describe('The clock agrees with a minute-by-minute reference', () => {
  it('remaining time, deadline, bank, asleep and vacation of two seats in two zones', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const options = {
          moveSeconds: c.moveMinutes * 60,
          bankSeconds: c.bankMinutes * 60,
          vacationDays: c.vacationDays,
          timeoutsBeforeBot: c.timeoutsBeforeBot,
        };
        let state: ClockState = initialClock(options, 2);
        const ref = new Reference(options, 2, c.anchor);
        const apply = (f: ClockFact) => {
          state = evolveClock(state, f);
          ref.apply(f);
        };
        let t = c.anchor;
        c.windows.forEach((w, seat) =>
          apply({
            type: 'settings',
            at: iso(t),
            seat,
            timeZone: w?.timeZone ?? 'UTC',
            quietHours: w && { from: w.from, to: w.to },
          }),
        );
        for (const [gap, step] of c.steps) {
          t += gap * MINUTE;
          const at = iso(t);
          if (step.kind === 'record')
            apply({
              type: 'record',
              at,
              by: step.by,
              ...(step.by !== null && step.reason ? { reason: step.reason } : {}),
              toAct: [0, 1].filter((s) => step.toAct[s]),
            });
          else if (step.kind === 'settings')
            apply({
              type: 'settings',
              at,
              seat: step.seat,
              timeZone: step.window?.timeZone ?? 'UTC',
              quietHours: step.window && { from: step.window.from, to: step.window.to },
            });
          // Requests go through their checks first, as the backend's do.
          else if (step.kind === 'vacation') {
            if (checkVacation(state, step.seat, step.days, t).ok)
              apply({ type: 'vacation', at, seat: step.seat, days: step.days });
          } else if (checkBack(state, step.seat, t).ok) apply({ type: 'back', at, seat: step.seat });
        }
        const now = t + c.after * MINUTE;
        ref.runTo(now);
        const clocks = clocksAt(state, now);
        ref.seats.forEach((s, i) => {
          const budget = ref.move + s.bank;
          const deadline = ref.deadline(i);
          const onVacation = s.vacation && s.vacation.from <= now && now < s.vacation.until;
          expect(clocks[i]).toMatchObject({
            toAct: s.turn !== null,
            since: s.turn && iso(s.turn.since),
            remainingMs: s.turn ? Math.max(0, budget - s.turn.used) : budget,
            bankMs: s.turn ? Math.min(s.bank, Math.max(0, budget - s.turn.used)) : s.bank,
            deadline: deadline === null ? null : iso(deadline),
            asleep: refQuiet(s.window, now),
            onVacationUntil: onVacation ? iso(s.vacation!.until) : null,
            vacationDaysLeft: c.vacationDays - s.vacationUsed,
            timeouts: s.timeouts,
            botHolds: s.botHolds,
          });
        });
      }),
      { numRuns: 40, seed: 12 },
    );
  });
});
