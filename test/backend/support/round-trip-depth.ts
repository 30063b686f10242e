import type { Ports } from '../../../lambdas/app/ports.js';
import { wrapPorts, type AlsoWrapped } from './wrapped-ports.js';

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
 * round trips lie in a row before a call: a bound it meets holds. `also` traces more ports.
 */
export function roundTripDepths<P extends Ports>(
  inner: P,
  also: readonly AlsoWrapped[] = [],
): { ports: P; calls: TracedCall[]; reset(): TracedCall[] } {
  let calls: TracedCall[] = [];
  let finished = 0;
  const ports = wrapPorts(
    inner,
    async (name, call) => {
      const depth = finished + 1;
      calls.push({ name, depth });
      try {
        await new Promise((answer) => setImmediate(answer));
        return await call();
      } finally {
        finished = Math.max(finished, depth);
      }
    },
    also,
  );
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
