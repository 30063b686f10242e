import { StoreBusy } from '../../app/errors.js';

export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  /** Delay before the second try; doubles each time, with jitter. */
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Four tries over about 150 ms: enough for a burst, short enough for a player waiting on a move. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 20 };

const THROTTLES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
]);

interface AwsError {
  name?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/** Throttling and server-side faults pass; a retry of the same request may succeed. */
export function isTransient(err: unknown): boolean {
  const e = err as AwsError;
  return THROTTLES.has(e?.name ?? '') || !!e?.$retryable || (e?.$metadata?.httpStatusCode ?? 0) >= 500;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bounded retries with exponential backoff. The SDK's own retries are off for these
 * clients so that the bound is this one, and tests with a mocked client exercise it.
 */
export async function withRetry<T>(operation: string, fn: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isTransient(err)) throw err;
      if (attempt >= policy.attempts) throw new StoreBusy(operation, err);
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
      await sleep(backoff / 2 + Math.random() * backoff);
    }
  }
}
