import type { RandomSource } from './types.js';

/**
 * A small, fast, seedable generator (mulberry32). Deterministic for a seed, so
 * simulations and benchmarks are reproducible; production uses a crypto source.
 */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return {
    int(min, max) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return min + Math.floor(r * (max - min + 1));
    },
  };
}

interface RandomValues {
  getRandomValues(array: Uint32Array): unknown;
}

function hasRandomValues(value: unknown): value is RandomValues {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'getRandomValues') === 'function';
}

/** A random source backed by the platform's cryptographic generator (browser and Node alike). */
export function cryptoRandom(): RandomSource {
  // Read off globalThis and checked: the engine compiles with neither DOM nor Node types.
  const crypto: unknown = Reflect.get(globalThis, 'crypto');
  if (!hasRandomValues(crypto))
    throw new Error('This platform has no cryptographic random generator (globalThis.crypto).');
  const buf = new Uint32Array(1);
  return {
    int(min, max) {
      const span = max - min + 1;
      // Rejection sampling keeps every outcome equally likely.
      const limit = Math.floor(0x100000000 / span) * span;
      for (;;) {
        crypto.getRandomValues(buf);
        if (buf[0] < limit) return min + (buf[0] % span);
      }
    },
  };
}

/**
 * Replays a fixed list of values, for tests that need exact dice. Each value must
 * lie in the requested range; running out is a test bug, so it throws.
 */
export function scriptedRandom(values: number[]): RandomSource & { remaining(): number } {
  let i = 0;
  return {
    int(min, max) {
      if (i >= values.length) throw new Error(`scriptedRandom: ran out after ${values.length} values`);
      const v = values[i++];
      if (v < min || v > max) throw new Error(`scriptedRandom: value ${v} outside [${min}, ${max}] at #${i - 1}`);
      return v;
    },
    remaining: () => values.length - i,
  };
}

/** Fisher-Yates through the injected source, so a shuffle is recorded by its result. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
