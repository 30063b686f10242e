// Snapshots are stored deflated with a small window: they must come back whole, and so must those
// stored before, deflated with zlib's default window.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../../lambdas/adapters/dynamo/snapshot-codec.js';
import { games } from '../../../engine/index.js';
import type { AnyGame } from '../../../engine/core/types.js';
import { playRandomGame } from '../../support/random-play.js';

/** Every fifth state of a whole random game, as the games item snapshots them. */
function snapshotsOf(game: AnyGame, seats: number): unknown[] {
  return playRandomGame(game, { seats, seed: 11, keepStates: true }).states.filter((_, i) => i % 5 === 0);
}

describe('the snapshot codec', () => {
  for (const [rules, seats] of [
    ['manila', 4],
    ['who-rules-the-sea', 6],
  ] as const) {
    it(`gives back every ${rules} state it stored, as small as with zlib's default window`, () => {
      const states = snapshotsOf(games[rules], seats);
      expect(states.length).toBeGreaterThan(5);
      let ours = 0;
      let defaults = 0;
      for (const state of states) {
        const stored = encodeState(state);
        expect(decodeState(stored)).toEqual(state);
        ours += stored.length;
        defaults += deflateRawSync(Buffer.from(JSON.stringify(state))).length;
      }
      // Within 2% of the default's bytes: the capacity units a games item costs do not grow.
      expect(ours).toBeLessThanOrEqual(defaults * 1.02);
    });
  }

  it('reads a snapshot stored with zlib’s default window, as snapshots were before', () => {
    const state = { round: 3, seats: [{ name: 'Ann', money: 30 }], log: 'x'.repeat(5_000) };
    expect(decodeState(deflateRawSync(Buffer.from(JSON.stringify(state))))).toEqual(state);
  });
});
