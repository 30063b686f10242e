import type { Ports } from '../../../lambdas/app/ports.js';
import { wrapPorts } from './wrapped-ports.js';

export type CallCounts = Record<string, number>;

/**
 * Wraps the store and broadcaster ports so every call is counted as `port.method`
 * (e.g. `events.readLatest`, `broadcaster.post`); the calls themselves go through unchanged.
 */
export function countingPorts<P extends Ports>(inner: P): { ports: P; calls: CallCounts; reset(): CallCounts } {
  let calls: CallCounts = {};
  const ports = wrapPorts(inner, (name, call) => {
    calls[name] = (calls[name] ?? 0) + 1;
    return call();
  });
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
