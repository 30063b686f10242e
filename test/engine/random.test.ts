import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, scriptedRandom, seededRandom, shuffle } from '../../engine/core/random.js';

describe('random sources', () => {
  it('seeded and crypto sources stay within the inclusive range and reach both ends', () => {
    for (const random of [seededRandom(1), cryptoRandom()]) {
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const v = random.int(1, 6);
        expect(Number.isInteger(v) && v >= 1 && v <= 6).toBe(true);
        seen.add(v);
      }
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('a seed always gives the same sequence', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 50 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 50 }, () => b.int(0, 1000)));
  });

  it('a scripted source replays its values and refuses values outside the asked range or beyond its end', () => {
    const r = scriptedRandom([3, 6]);
    expect(r.int(1, 6)).toBe(3);
    expect(r.remaining()).toBe(1);
    expect(() => r.int(1, 5)).toThrow(/outside/);
    const done = scriptedRandom([]);
    expect(() => done.int(1, 6)).toThrow(/ran out/);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = items.slice();
        const out = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});
