import { expect, it } from 'vitest';
import { TokenBucket } from '../../../infra/local/token-bucket.js';

it('a token bucket allows its burst at once, then refills at its rate, never past the burst', () => {
  let now = 0;
  const bucket = new TokenBucket(3, 10, () => now);
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  now += 100; // one token at 10 a second
  expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  now += 60_000;
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
});
