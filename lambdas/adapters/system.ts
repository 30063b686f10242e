import { randomBytes } from 'node:crypto';
import { seededRandom } from '../../engine/core/random.js';
import type { Clock, IdGenerator, SeedSource } from '../app/ports.js';

export const systemClock: Clock = { now: () => new Date() };

/** 128 bits from the operating system's CSPRNG: game ids and seat tokens cannot be guessed. */
export const randomIds: IdGenerator = { id: () => randomBytes(16).toString('base64url') };

/** 256 bits from the same CSPRNG: each game's secret seed. */
export const cryptoSeeds: SeedSource = { seed: () => new Uint8Array(randomBytes(32)) };

/** Seeds from a seeded generator, for simulations, benchmarks and tests that must repeat exactly. */
export function seededSeeds(seed: number): SeedSource {
  const random = seededRandom(seed);
  return { seed: () => Uint8Array.from({ length: 32 }, () => random.int(0, 255)) };
}
