import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  countLegal,
  expandLegal,
  matchesLegal,
  nthLegal,
  oneOf,
  precompiled,
  range,
  valuesOf,
  type LegalTemplate,
} from '../../engine/core/legal.js';

// The template encoding of engine/core/legal.ts, one rule per spec.

const bet: LegalTemplate = { type: 'bet', ship: oneOf(['red', 'green']), number: range(2, 4), stake: range(1, 2) };
const buy: LegalTemplate = {
  type: 'buy-shares',
  shares: { red: range(0, 2), green: range(0, 1), blue: range(0, 0) },
  $sums: [{ of: ['shares.red', 'shares.green', 'shares.blue'], min: 1, max: 2 }],
};

describe('Legal templates', () => {
  it('A range is every integer from $min to $max, a choice each value listed, and the first field varies slowest', () => {
    expect(expandLegal([bet]).slice(0, 7)).toEqual([
      { type: 'bet', ship: 'red', number: 2, stake: 1 },
      { type: 'bet', ship: 'red', number: 2, stake: 2 },
      { type: 'bet', ship: 'red', number: 3, stake: 1 },
      { type: 'bet', ship: 'red', number: 3, stake: 2 },
      { type: 'bet', ship: 'red', number: 4, stake: 1 },
      { type: 'bet', ship: 'red', number: 4, stake: 2 },
      { type: 'bet', ship: 'green', number: 2, stake: 1 },
    ]);
    expect(countLegal([bet])).toBe(12);
  });

  it('A fully concrete command is a template of itself, and templates expand in list order', () => {
    const pilot = { type: 'pilot', moves: [{ good: 'jade', delta: -1 }] };
    expect(expandLegal([{ type: 'pass' }, pilot])).toEqual([{ type: 'pass' }, pilot]);
    expect(matchesLegal([pilot], { type: 'pilot', moves: [{ good: 'jade', delta: -1 }] })).toBe(true);
    expect(matchesLegal([pilot], { type: 'pilot', moves: [{ good: 'jade', delta: 1 }] })).toBe(false);
  });

  it('A choice may hold whole values (arrays, objects), compared in full', () => {
    const t: LegalTemplate = {
      type: 'pilot',
      moves: oneOf([
        [{ good: 'jade', delta: 1 }],
        [
          { good: 'silk', delta: 1 },
          { good: 'jade', delta: -1 },
        ],
      ]),
    };
    expect(expandLegal([t])).toHaveLength(2);
    expect(
      matchesLegal([t], {
        type: 'pilot',
        moves: [
          { good: 'silk', delta: 1 },
          { good: 'jade', delta: -1 },
        ],
      }),
    ).toBe(true);
    expect(matchesLegal([t], { type: 'pilot', moves: [{ good: 'silk', delta: 1 }] })).toBe(false);
  });

  it('Sum constraints keep only the combinations whose named integers add up within bounds', () => {
    expect(expandLegal([buy]).map((c) => c.shares)).toEqual([
      { red: 0, green: 1, blue: 0 },
      { red: 1, green: 0, blue: 0 },
      { red: 1, green: 1, blue: 0 },
      { red: 2, green: 0, blue: 0 },
    ]);
    expect(matchesLegal([buy], { type: 'buy-shares', shares: { red: 2, green: 1, blue: 0 } })).toBe(false);
    expect(matchesLegal([buy], { type: 'buy-shares', shares: { red: 0, green: 0, blue: 0 } })).toBe(false);
    expect(matchesLegal([buy], { type: 'buy-shares', shares: { red: 1, green: 1, blue: 0 } })).toBe(true);
    const launch: LegalTemplate = {
      type: 'launch',
      ships: [
        { good: 'jade', start: range(0, 5) },
        { good: 'silk', start: range(0, 5) },
      ],
      $sums: [{ of: ['ships.0.start', 'ships.1.start'], min: 9, max: 9 }],
    };
    expect(expandLegal([launch]).map((c) => (c.ships as { start: number }[]).map((s) => s.start))).toEqual([
      [4, 5],
      [5, 4],
    ]);
  });

  it('matchesLegal refuses what lies outside: out of range, not an integer, a missing or extra field, another type', () => {
    const ok = { type: 'bet', ship: 'green', number: 4, stake: 2 };
    expect(matchesLegal([bet], ok)).toBe(true);
    expect(matchesLegal([bet], { ...ok, number: 5 })).toBe(false);
    expect(matchesLegal([bet], { ...ok, stake: 1.5 })).toBe(false);
    expect(matchesLegal([bet], { ...ok, stake: '2' })).toBe(false);
    expect(matchesLegal([bet], { ...ok, ship: 'blue' })).toBe(false);
    expect(matchesLegal([bet], { type: 'bet', ship: 'green', number: 4 })).toBe(false);
    expect(matchesLegal([bet], { ...ok, extra: 1 })).toBe(false);
    expect(matchesLegal([bet], { ...ok, type: 'wager' })).toBe(false);
    expect(matchesLegal([bet], null)).toBe(false);
    expect(matchesLegal([], ok)).toBe(false);
  });

  it('nthLegal gives the same command as the expansion at that index, for every index', () => {
    const templates = [{ type: 'pass' }, bet, buy, { type: 'mortgage', good: oneOf(['jade', 'silk']) }];
    const all = expandLegal(templates);
    expect(countLegal(templates)).toBe(all.length);
    all.forEach((c, i) => expect(nthLegal(templates, i)).toEqual(c));
    expect(() => nthLegal(templates, all.length)).toThrow(RangeError);
  });

  it('Inputs read their bounds and values straight from a field', () => {
    expect(boundsOf(range(6, 40))).toEqual({ min: 6, max: 40 });
    expect(boundsOf(oneOf([3, 9, 5]))).toEqual({ min: 3, max: 9 });
    expect(boundsOf(7)).toEqual({ min: 7, max: 7 });
    expect(valuesOf(range(0, 3))).toEqual([0, 1, 2, 3]);
    expect(valuesOf(oneOf(['a', 'b']))).toEqual(['a', 'b']);
    expect(valuesOf('a')).toEqual(['a']);
  });

  it('A plain { min, max } object is a concrete value, not a range: only $ keys mark ranges and choices', () => {
    const t = { type: 'x', window: { min: 1, max: 3 } };
    expect(expandLegal([t])).toEqual([t]);
    expect(matchesLegal([t], { type: 'x', window: { min: 1, max: 3 } })).toBe(true);
    expect(matchesLegal([t], { type: 'x', window: { min: 2, max: 3 } })).toBe(false);
  });

  it('A precompiled template counts, picks, expands and matches as the same template made afresh, and is frozen', () => {
    const made = () => ({
      type: 'launch',
      ships: [
        { good: 'jade', start: range(0, 5) },
        { good: 'silk', start: range(0, 5) },
        { good: 'nutmeg', start: range(0, 5) },
      ],
      $sums: [{ of: ['ships.0.start', 'ships.1.start', 'ships.2.start'], min: 9, max: 9 }],
    });
    const kept = precompiled(made());
    const fresh = made();
    expect(countLegal([kept])).toBe(countLegal([fresh]));
    expect(expandLegal([kept])).toEqual(expandLegal([fresh]));
    for (let i = 0; i < countLegal([fresh]); i += 7) expect(nthLegal([kept], i)).toEqual(nthLegal([fresh], i));
    // Interleaved with other templates, the kept compilation still answers for it alone.
    expect(nthLegal([buy, kept], countLegal([buy]) + 3)).toEqual(nthLegal([fresh], 3));
    expect(matchesLegal([kept], nthLegal([fresh], 5))).toBe(true);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.ships[0].start)).toBe(true);
  });
});
