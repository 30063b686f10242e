import { describe, expect, it } from 'vitest';
import { parseTempoArgs } from '../../scripts/tempo/args.js';
import { answerTime, asleep, localTime, nextWaking } from '../../scripts/tempo/clock.js';
import { playTempoGame } from '../../scripts/tempo/play.js';
import { median, summarise } from '../../scripts/tempo/summary.js';
import { seededRandom } from '../../engine/core/random.js';
import { manila } from '../../engine/games/manila/index.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';

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
});
