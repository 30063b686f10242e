import { describe, expect, it } from 'vitest';
import { committedRandom } from '../../../engine/audit/committed-random.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { RandomSource } from '../../../engine/core/types.js';
import { nodeHashes } from '../../../lambdas/app/chain.js';

const DRAWS = 1_000_000;
const PER_RECORD = 1_000;

/** Pearson's statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Upper 0.1% points of the chi-square distribution: a fair die exceeds them once in a thousand seeds. */
const CRITICAL_5_DOF = 20.515;
const CRITICAL_35_DOF = 66.619;

/** Faces and consecutive pairs of faces of 10^6 rolls, spread over records as a game spreads them. */
function roll(sourceFor: (record: number) => RandomSource): { faces: number[]; pairs: number[] } {
  const faces = new Array<number>(6).fill(0);
  const pairs = new Array<number>(36).fill(0);
  for (let record = 0; record < DRAWS / PER_RECORD; record++) {
    const source = sourceFor(record);
    let last = -1;
    for (let i = 0; i < PER_RECORD; i++) {
      const face = source.int(1, 6) - 1;
      faces[face]++;
      if (i % 2 === 1) pairs[last * 6 + face]++;
      last = face;
    }
  }
  return { faces, pairs };
}

describe('the committed random source is a fair die', () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 131 + 17) & 0xff);
  const committed = (record: number) =>
    committedRandom(
      seed,
      {
        gameId: 'uniformityGame00000000',
        version: record + 1,
        prev: record.toString(16).padStart(64, '0'),
        commandId: `c${record}`,
      },
      nodeHashes,
    );

  it(`its faces over ${DRAWS} rolls, and its consecutive pairs, pass Pearson's chi-square at the 0.1% level`, () => {
    const { faces, pairs } = roll(committed);
    expect(faces.reduce((a, b) => a + b)).toBe(DRAWS);
    expect(chiSquare(faces)).toBeLessThan(CRITICAL_5_DOF);
    expect(chiSquare(pairs)).toBeLessThan(CRITICAL_35_DOF);
  });

  it('while the same statistic rejects a die that favours one face by one roll in three hundred', () => {
    const plain = seededRandom(5);
    const loaded: RandomSource = { int: (min, max) => (plain.int(1, 300) === 1 ? min : plain.int(min, max)) };
    expect(chiSquare(roll(() => loaded).faces)).toBeGreaterThan(CRITICAL_5_DOF);
  });
});
