import { describe, expect, it } from 'vitest';
import { parseArenaArgs } from '../../scripts/arena-args.js';
import { wilson } from '../support/arena.js';

const error = (argv: string[]) => {
  const r = parseArenaArgs(argv);
  return 'error' in r ? r.error : null;
};

describe('npm run arena: its command line', () => {
  it('reads a game, a table size, a number of games and a seed (1 unless given)', () => {
    const r = parseArenaArgs(['--game', 'manila', '--players', '4', '--games', '10']);
    expect('error' in r ? r.error : { id: r.game.id, players: r.players, games: r.games, seed: r.seed }).toEqual({
      id: 'manila',
      players: 4,
      games: 10,
      seed: 1,
    });
    const s = parseArenaArgs(['--game', 'manila-tutorial', '--players', '2', '--games', '1', '--seed', '42']);
    expect('error' in s ? s.error : s.seed).toBe(42);
  });

  it('refuses each bad argument with a sentence that names it', () => {
    expect(error([])).toMatch(/--game is required; known games: .*manila/);
    expect(error(['--game', 'chess', '--players', '2', '--games', '1'])).toMatch(/unknown game "chess"/);
    expect(error(['--game', 'manila', '--games', '1'])).toMatch(/--players is required: Manila takes 3-5/);
    expect(error(['--game', 'manila', '--players', '6', '--games', '1'])).toBe('Manila takes 3-5 players, not "6"');
    expect(error(['--game', 'manila-tutorial', '--players', 'four', '--games', '1'])).toMatch(
      /takes 2-4 players, not "four"/,
    );
    expect(error(['--game', 'manila', '--players', '4'])).toBe('--games is required');
    expect(error(['--game', 'manila', '--players', '4', '--games', '0'])).toMatch(
      /--games must be a whole number of at least 1, not "0"/,
    );
    expect(error(['--game', 'manila', '--players', '4', '--games', '2.5'])).toMatch(/not "2.5"/);
    expect(error(['--game', 'manila', '--players', '4', '--games', '3', '--seed=-1'])).toMatch(
      /--seed must be a whole number from 0/,
    );
    expect(error(['--game', 'manila', '--players', '4', '--games', '3', '--rounds', '2'])).toMatch(/--rounds/);
  });
});

describe('The Wilson interval the arena prints', () => {
  it('matches the textbook figures and stays inside 0-1', () => {
    // 50 of 100: 40.4%-59.6%; 0 of 10: 0%-27.8%; 10 of 10: 72.2%-100%.
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 3);
    expect(wilson(10, 10).high).toBe(1);
  });
});
