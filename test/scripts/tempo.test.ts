import { describe, expect, it } from 'vitest';
import { parseTempoArgs } from '../../scripts/tempo/args.js';
import {
  FIRST_MOVE,
  NEXT_COMMAND,
  answer,
  answerTime,
  asleep,
  localTime,
  logNormal,
  nextWaking,
  zoneName,
} from '../../scripts/tempo/clock.js';
import { peopleOf, playTempoGame } from '../../scripts/tempo/play.js';
import { median, summarise } from '../../scripts/tempo/summary.js';
import { seededRandom } from '../../engine/core/random.js';
import { manila } from '../../engine/games/manila/index.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import { whoRulesTheSea } from '../../engine/games/who-rules-the-sea/index.js';
import type { AnyGame, Ctx, Seat } from '../../engine/core/types.js';

const error = (argv: string[]) => {
  const r = parseTempoArgs(argv);
  return 'error' in r ? r.error : null;
};

describe('npm run tempo: its command line', () => {
  it('reads a game, a table size, a number of games, the voyage and whether orders are on (on unless given)', () => {
    const r = parseTempoArgs(['--game', 'who-rules-the-sea', '--players', '4', '--games', '50', '--voyage', 'short']);
    expect(
      'error' in r
        ? r.error
        : { id: r.game.id, players: r.players, games: r.games, options: r.options, orders: r.orders, seed: r.seed },
    ).toEqual({
      id: 'who-rules-the-sea',
      players: 4,
      games: 50,
      options: { voyage: 'short' },
      orders: true,
      seed: 1,
    });
    const m = parseTempoArgs(['--game', 'manila', '--players', '3', '--games', '2', '--orders', 'off', '--seed', '9']);
    expect('error' in m ? m.error : { options: m.options, orders: m.orders, seed: m.seed }).toEqual({
      options: { strongerPirates: false },
      orders: false,
      seed: 9,
    });
  });

  it('refuses each bad argument with a sentence that names it', () => {
    expect(error([])).toMatch(/--game is required; known games: .*manila/);
    expect(error(['--game', 'go', '--players', '2', '--games', '1'])).toMatch(/unknown game "go"/);
    expect(error(['--game', 'manila', '--games', '1'])).toMatch(/--players is required: Manila takes 3-5/);
    expect(error(['--game', 'manila', '--players', '7', '--games', '1'])).toBe('Manila takes 3-5 players, not "7"');
    expect(error(['--game', 'manila', '--players', '4'])).toBe('--games is required');
    expect(error(['--game', 'manila', '--players', '4', '--games', '0'])).toMatch(/at least 1, not "0"/);
    expect(error(['--game', 'who-rules-the-sea', '--players', '4', '--games', '1', '--voyage', 'long'])).toMatch(
      /has no voyage "long"/,
    );
    expect(error(['--game', 'manila', '--players', '4', '--games', '1', '--voyage', 'short'])).toMatch(
      /has no voyage "short"/,
    );
    expect(error(['--game', 'manila', '--players', '4', '--games', '1', '--orders', 'maybe'])).toBe(
      '--orders is on or off, not "maybe"',
    );
    expect(error(['--game', 'manila', '--players', '4', '--games', '1', '--seed=-3'])).toMatch(/--seed must be/);
    expect(error(['--game', 'manila', '--players', '4', '--games', '1', '--rounds', '2'])).toMatch(/--rounds/);
  });
});

describe('The time model', () => {
  // Seat 0 is in UTC-5, seat 1 in UTC+1; times are minutes from midnight UTC of day one.
  it("knows each seat's local time and its night, 23:00 to 07:00", () => {
    expect(localTime(0, 9 * 60)).toBe(4 * 60);
    expect(asleep(0, 9 * 60)).toBe(true);
    expect(asleep(1, 9 * 60)).toBe(false);
    expect(asleep(1, 22 * 60)).toBe(true);
    expect(nextWaking(0, 9 * 60)).toBe(12 * 60);
    expect(nextWaking(1, 22 * 60)).toBe(30 * 60);
  });

  it('a seat asleep answers after its 07:00; one awake before its bedtime or the next morning', () => {
    const r = seededRandom(5);
    for (let i = 0; i < 300; i++) {
      const asleepAt = answerTime(0, 9 * 60, r);
      expect(asleepAt).toBeGreaterThan(12 * 60);
      const awakeAt = answerTime(1, 12 * 60, r);
      expect(awakeAt).toBeGreaterThan(12 * 60);
      // Either before 23:00 local (22:00 UTC) that day, or after 07:00 local (06:00 UTC) the next.
      expect(awakeAt < 22 * 60 || awakeAt > 30 * 60).toBe(true);
    }
  });

  it('keeps half-hour zones: UTC+3:30 sleeps from 19:30 to 03:30 UTC', () => {
    expect(zoneName(2)).toBe('UTC+3:30');
    expect(zoneName(0)).toBe('UTC-5');
    expect(asleep(2, 19 * 60 + 29)).toBe(false);
    expect(asleep(2, 19 * 60 + 30)).toBe(true);
    expect(asleep(2, 3 * 60 + 29)).toBe(true);
    expect(asleep(2, 3 * 60 + 30)).toBe(false);
    // Told at 01:00 local (21:30 UTC), it wakes at 07:00 local the next day, 03:30 UTC.
    expect(nextWaking(2, 21 * 60 + 30)).toBe(24 * 60 + 3 * 60 + 30);
  });

  it('says how each answer came: awake, asleep, or awake but pushed past bedtime to the morning', () => {
    const r = seededRandom(4);
    const kinds = new Set<string>();
    for (let i = 0; i < 500; i++) {
      // Seat 1 told at 22:00 local (21:00 UTC): an hour before bedtime.
      const a = answer(1, 21 * 60, r);
      kinds.add(a.kind);
      if (a.kind === 'awake') expect(a.at).toBeLessThan(22 * 60);
      else expect(a.at).toBeGreaterThan(30 * 60);
      expect(answer(0, 9 * 60, r).kind).toBe('asleep');
    }
    expect([...kinds].sort()).toEqual(['awake', 'past-bedtime']);
  });

  it('draws log-normal delays with mu = ln(median) and the given sigma', () => {
    const r = seededRandom(11);
    const z = Array.from({ length: 4001 }, () => Math.log(logNormal(r, 40, 1.3) / 40) / 1.3);
    const below = (q: number) => z.filter((x) => x < q).length / z.length;
    // A standard normal's share below -1, 0 and 1: 16%, 50% and 84%.
    expect(below(-1)).toBeCloseTo(0.159, 1);
    expect(below(0)).toBeCloseTo(0.5, 1);
    expect(below(1)).toBeCloseTo(0.841, 1);
  });

  it('answers while awake take a median of about 40 minutes', () => {
    const r = seededRandom(8);
    // Seat 1 told at 07:00 local: bedtime is 16 hours off, so hardly any answer is pushed to the morning.
    const delays = Array.from({ length: 2001 }, () => answerTime(1, 6 * 60, r) - 6 * 60);
    expect(median(delays)).toBeGreaterThan(34);
    expect(median(delays)).toBeLessThan(46);
  });
});

describe('A tempo game', () => {
  it('is the same on a rerun, and with orders off the server makes no move', () => {
    const opts = { players: 4, seed: 3, options: manila.defaultOptions };
    const off = playTempoGame(manila, { ...opts, orders: false });
    expect(playTempoGame(manila, { ...opts, orders: false })).toEqual(off);
    expect(off.byOrder + off.forced).toBe(0);
    expect(off.handOffs).toBe(off.wakeUps.reduce((a, b) => a + b, 0));
    expect(off.handOffs).toBeLessThanOrEqual(off.commands);
    const on = playTempoGame(manila, { ...opts, orders: true });
    expect(playTempoGame(manila, { ...opts, orders: true })).toEqual(on);
    expect(on.byOrder).toBeGreaterThan(0);
    // Orders spare wake-ups: every command the server makes is one the seat need not come back for.
    expect(on.handOffs).toBeLessThan(off.handOffs);
  });

  it('counts a wake-up only when a seat acts after another seat did', () => {
    // The tutorial with orders off: turns alternate, so most commands are hand-offs, never more.
    const g = playTempoGame(manilaTutorial, { players: 2, seed: 1, options: {}, orders: false });
    expect(g.commands).toBeGreaterThan(0);
    expect(g.handOffs).toBeGreaterThan(g.commands / 2);
    expect(g.handOffs).toBeLessThanOrEqual(g.commands);
    expect(g.days).toBeGreaterThan(0);
  });

  it('says what woke the seats: every wake-up once, by the command the seat then made', () => {
    const g = playTempoGame(manila, { players: 4, seed: 2, options: manila.defaultOptions, orders: true });
    const counted = Object.values(g.wokenFor).reduce((a, b) => a + b, 0);
    expect(counted).toBe(g.handOffs);
    // Manila's seats are woken for its real choices, among them the placements; never for a command type it lacks.
    expect(g.wokenFor.place).toBeGreaterThan(0);
    const summary = summarise([g, g]);
    expect(summary.wokenFor.map(([, n]) => n).reduce((a, b) => a + b, 0)).toBeCloseTo(g.handOffs / 4);
    expect(summary.wokenFor.map(([, n]) => n)).toEqual([...summary.wokenFor.map(([, n]) => n)].sort((a, b) => b - a));
  });

  it('makes the first move at 09:00 UTC, waking nobody', () => {
    for (const seed of [1, 2, 3]) {
      const g = playTempoGame(whoRulesTheSea, {
        players: 4,
        seed,
        options: { voyage: 'short' },
        orders: false,
        timeline: true,
      });
      const first = g.timeline?.[0];
      expect(first).toMatchObject({ at: FIRST_MOVE, by: 'hand', wakeUp: false });
      // The next seat is the first one woken, and answers after 09:00.
      const next = g.timeline?.find((e) => e.seat !== first?.seat);
      expect(next?.wakeUp).toBe(true);
      expect(next?.at).toBeGreaterThan(FIRST_MOVE);
    }
  });

  it('with orders off: every command by hand, a wake-up exactly where the seat differs from the last, answered awake', () => {
    for (const [game, options] of [
      [whoRulesTheSea, { voyage: 'short' }],
      [manila, manila.defaultOptions],
    ] as const) {
      const g = playTempoGame(game, { players: 4, seed: 7, options, orders: false, timeline: true });
      const timeline = g.timeline ?? [];
      expect(timeline).toHaveLength(g.commands);
      expect(g.byOrder + g.forced).toBe(0);
      expect(timeline.every((e) => e.by === 'hand')).toBe(true);
      timeline.forEach((e, i) => {
        const before = timeline[i - 1];
        expect(e.wakeUp).toBe(before !== undefined && before.seat !== e.seat);
        // A seat woken acts while awake in its zone; one going on acts a minute after its last command.
        if (e.wakeUp) {
          expect(asleep(e.seat, e.at)).toBe(false);
          expect(e.at).toBeGreaterThan(before.at);
        } else if (before) expect(e.at).toBe(before.at + NEXT_COMMAND);
      });
      expect(g.handOffs).toBe(timeline.filter((e) => e.wakeUp).length);
      expect(g.answers.awake + g.answers.asleep + g.answers['past-bedtime']).toBe(g.handOffs);
      expect(Object.values(g.commandsByType).reduce((a, b) => a + b, 0)).toBe(g.commands);
      expect(g.days).toBeCloseTo((timeline[timeline.length - 1].at - FIRST_MOVE) / (24 * 60), 9);
    }
  });

  it('tells the seats of a sealed round at once: each answers from that moment, whatever the others do', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const g = playTempoGame(sealedRound, { players: 4, seed, options: {}, orders: false, timeline: true });
      const timeline = g.timeline ?? [];
      expect(timeline[0]).toMatchObject({ seat: 0, type: 'open', at: FIRST_MOVE, wakeUp: false });
      // Seat 0 opened the round and bids a minute later; the others, told at 09:00, answer then.
      const people = peopleOf(seed);
      const told = [1, 2, 3].map((seat) => ({ seat, at: answerTime(seat, FIRST_MOVE, people) }));
      const bids = timeline.slice(1);
      expect(bids.find((e) => e.seat === 0)).toMatchObject({ at: FIRST_MOVE + NEXT_COMMAND, wakeUp: false });
      for (const { seat, at } of told) expect(bids.find((e) => e.seat === seat)).toMatchObject({ at, wakeUp: true });
      expect(g.wakeUps).toEqual([0, 1, 1, 1]);
      expect(g.days).toBeCloseTo((Math.max(...told.map((t) => t.at)) - FIRST_MOVE) / (24 * 60), 9);
    }
  });
});

/** A game of one sealed round: seat 0 opens it, then every seat bids at once, in any order. */
interface SealedState {
  opened: boolean;
  bids: boolean[];
}
const sealedRound = {
  id: 'sealed-round',
  initialState: (): SealedState => ({ opened: false, bids: [] }),
  decide: (s: SealedState, c: { type: string; seats?: number }, ctx: Ctx) => {
    if (c.type === 'start') return { ok: true, events: [{ type: 'started', seats: c.seats }] };
    if (c.type === 'open' && ctx.actor === 0 && !s.opened) return { ok: true, events: [{ type: 'opened' }] };
    if (c.type === 'bid' && typeof ctx.actor === 'number' && s.opened && !s.bids[ctx.actor])
      return { ok: true, events: [{ type: 'bid', seat: ctx.actor }] };
    return { ok: false, code: 'NOT_NOW', message: `${c.type} from ${String(ctx.actor)} is not legal now` };
  },
  evolve: (s: SealedState, e: { type: string; seats?: number; seat?: Seat }): SealedState => {
    if (e.type === 'started') return { opened: false, bids: Array.from({ length: e.seats ?? 0 }, () => false) };
    if (e.type === 'opened') return { ...s, opened: true };
    return { ...s, bids: s.bids.map((b, i) => b || i === e.seat) };
  },
  isTerminal: (s: SealedState) => s.opened && s.bids.every(Boolean),
  toAct: (s: SealedState): Seat[] => (s.opened ? s.bids.flatMap((b, i) => (b ? [] : [i])) : [0]),
  legalCommands: (s: SealedState, seat: Seat) =>
    !s.opened ? (seat === 0 ? [{ type: 'open' }] : []) : s.bids[seat] ? [] : [{ type: 'bid' }],
  view: (s: SealedState) => s,
  bot: { choose: (_view: SealedState, legal: readonly { type: string }[]) => ({ type: legal[0].type }) },
} as unknown as AnyGame;
