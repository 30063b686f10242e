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

/**
 * What a broken connection looks like: a kept-alive socket the other side closed while
 * we reused it, a reset, a refused or timed-out connect, or the SDK's own timeouts.
 * The request may or may not have been applied; every write the adapters retry is either
 * idempotent or conditional (an append that lands twice fails its condition the second
 * time, and the application layer then finds its own record).
 */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
const NETWORK_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const NETWORK_MESSAGES =
  /socket hang up|ECONNRESET|EPIPE|ETIMEDOUT|ECONNREFUSED|timed out|socket closed|other side closed/i;

interface AwsError {
  name?: string;
  code?: string;
  message?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

/** A failure of the connection itself, before any answer of the service was read. */
export function isNetworkError(err: unknown): boolean {
  for (
    let e = err as AwsError | undefined, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = e.cause as AwsError, depth++
  ) {
    if (NETWORK_CODES.has(e.code ?? '') || NETWORK_NAMES.has(e.name ?? '')) return true;
    if (typeof e.message === 'string' && NETWORK_MESSAGES.test(e.message) && !e.$metadata?.httpStatusCode) return true;
  }
  return false;
}

/** Throttling, server-side faults and broken connections pass; a retry of the same request may succeed. */
export function isTransient(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e: AwsError = err;
  return (
    THROTTLES.has(e.name ?? '') || !!e.$retryable || (e.$metadata?.httpStatusCode ?? 0) >= 500 || isNetworkError(err)
  );
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` until it succeeds, fails for good, or the attempts run out; then `giveUp`
 * turns the last transient error into what the caller throws. Exponential backoff, each wait
 * a random 0.5-1.5 times it, so a burst that failed together does not retry together.
 */
export async function retryTransient<T>(
  fn: () => Promise<T>,
  policy: RetryPolicy,
  giveUp: (err: unknown) => unknown = (err) => err,
): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isTransient(err)) throw err;
      if (attempt >= policy.attempts) throw giveUp(err);
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
      await sleep(backoff / 2 + Math.random() * backoff);
    }
  }
}

/**
 * Bounded retries for the store. The SDK's own retries are off for these clients so that
 * the bound is this one, and tests with a mocked client exercise it.
 */
export function withRetry<T>(operation: string, fn: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  return retryTransient(fn, policy, (err) => new StoreBusy(operation, err));
}
