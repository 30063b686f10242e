import type { Ports } from '../../../lambdas/app/ports.js';

/** The ports whose calls are a round trip to the store or to API Gateway. */
const TRACED = ['events', 'games', 'connections', 'broadcaster'] as const;

/** One call through the traced ports: `port.method`, and how many round trips deep it started. */
export interface TracedCall {
  name: string;
  depth: number;
}

/**
 * Wraps the store and broadcaster ports so every call records its depth: 1 + the deepest call
 * that had finished when it started. Each call answers on a later turn of the event loop, as a
 * network call would, so calls made in one step all start before any of them ends. The depth
 * counts every finished call as one this call waited for, so it can only overstate how many
 * round trips lie in a row before a call: a bound it meets holds.
 */
export function roundTripDepths<P extends Ports>(inner: P): { ports: P; calls: TracedCall[]; reset(): TracedCall[] } {
  let calls: TracedCall[] = [];
  let finished = 0;
  const wrap = <T extends object>(port: string, target: T): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return async (...args: unknown[]) => {
          const depth = finished + 1;
          calls.push({ name: `${port}.${key}`, depth });
          try {
            await new Promise((answer) => setImmediate(answer));
            return (await value.apply(t, args)) as unknown;
          } finally {
            finished = Math.max(finished, depth);
          }
        };
      },
    });
  const ports = { ...inner };
  for (const key of TRACED) (ports as Ports)[key] = wrap(key, inner[key]) as never;
  return {
    ports,
    get calls() {
      return calls;
    },
    /** The calls since the last reset, counting depths afresh from here. */
    reset() {
      const done = calls;
      calls = [];
      finished = 0;
      return done;
    },
  };
}
