import type { Broadcaster } from '../../app/ports.js';
import type { ProblemReporter } from '../../app/problems.js';
import type { Observer } from './observer-interface.js';
import { powertoolsObserver } from './powertools-observer.js';
import { readableObserver } from './readable-observer.js';

export type { Observer } from './observer-interface.js';

/**
 * 'off' silences the lines of routine work, not problems: those are rare and are what a failing
 * test or a local stack started with logs off still needs to show, so they go to stderr as
 * readable lines.
 */
const problemsOnStderr = readableObserver((line) => console.error(line));
/** What 'off' does with a line of routine work: nothing. */
const discard = (): void => undefined;
const silent: Observer = {
  handled: discard,
  served: discard,
  expired: discard,
  swept: discard,
  notified: discard,
  problem: (p) => problemsOnStderr.problem(p),
};
let current: { mode: string; service: string; value: Observer } | null = null;

/**
 * TRADEWINDS_LOGS picks the form: unset (as on AWS) for JSON log lines and embedded-metric-format
 * metrics through Powertools, 'readable' for one line of text per message (the local stack),
 * 'off' for nothing but problems (tests that start many stacks). Read on each call, like the rest of the
 * handlers' configuration, so the local stack can set it after importing them.
 */
export function observer(): Observer {
  const mode = process.env.TRADEWINDS_LOGS ?? 'json';
  const service = process.env.POWERTOOLS_SERVICE_NAME ?? 'tradewinds';
  if (current?.mode !== mode || current.service !== service) {
    const value = mode === 'off' ? silent : mode === 'readable' ? readableObserver() : powertoolsObserver(service);
    current = { mode, service, value };
  }
  return current.value;
}

/** The application layer's problems, reported through whichever observer is current when each happens. */
export const observedProblems: ProblemReporter = { problem: (p) => observer().problem(p) };

/** The broadcaster, counting what it posts: how many frames went out, found the connection gone (410), or failed. */
export function countingBroadcaster(
  inner: Broadcaster,
): Broadcaster & { posts: number; gone: number; failures: number } {
  const counted = {
    posts: 0,
    gone: 0,
    failures: 0,
    async post(connectionId: string, data: string): Promise<'ok' | 'gone'> {
      counted.posts++;
      try {
        const result = await inner.post(connectionId, data);
        if (result === 'gone') counted.gone++;
        return result;
      } catch (err) {
        counted.failures++;
        throw err;
      }
    },
  };
  return counted;
}
