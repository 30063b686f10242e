import type { Ports } from '../../../lambdas/app/ports.js';

/** The ports whose calls cost a store read or write, or a post. */
const COUNTED = ['events', 'games', 'connections', 'broadcaster'] as const;

export type CallCounts = Record<string, number>;

/**
 * Wraps the store and broadcaster ports so every call is counted as `port.method`
 * (e.g. `events.readLatest`, `broadcaster.post`); the calls themselves go through unchanged.
 */
export function countingPorts<P extends Ports>(inner: P): { ports: P; calls: CallCounts; reset(): CallCounts } {
  let calls: CallCounts = {};
  const wrap = <T extends object>(port: string, target: T): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return (...args: unknown[]) => {
          const name = `${port}.${key}`;
          calls[name] = (calls[name] ?? 0) + 1;
          return value.apply(t, args);
        };
      },
    });
  const ports = { ...inner };
  for (const key of COUNTED) (ports as Ports)[key] = wrap(key, inner[key]) as never;
  return {
    ports,
    get calls() {
      return calls;
    },
    reset() {
      const done = calls;
      calls = {};
      return done;
    },
  };
}
