import type { Ports } from '../../../lambdas/app/ports.js';

/** The ports whose calls are a store read or write, or a post to API Gateway: a round trip each. */
const WRAPPED = ['events', 'games', 'connections', 'broadcaster'] as const;

/** Other ports whose calls are round trips too, wrapped when a caller asks (`also`). */
export type AlsoWrapped = 'subscriptions' | 'chat' | 'rematches';

/**
 * The ports with every method of the store and broadcaster ports called through `around`, which
 * gets the call's name (`port.method`, e.g. `events.readLatest`) and the call itself to make; the
 * other ports are the inner ones, but those named in `also`. The counting and the round-trip
 * tracing wrappers are both this.
 */
export function wrapPorts<P extends Ports>(
  inner: P,
  around: (name: string, call: () => unknown) => unknown,
  also: readonly AlsoWrapped[] = [],
): P {
  const wrap = <T extends object>(port: string, target: T): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return (...args: unknown[]) => around(`${port}.${key}`, () => value.apply(t, args));
      },
    });
  const ports = { ...inner };
  for (const key of WRAPPED) (ports as Ports)[key] = wrap(key, inner[key]) as never;
  for (const key of also) {
    const port = inner[key];
    if (port) (ports as Ports)[key] = wrap(key, port) as never;
  }
  return ports;
}
