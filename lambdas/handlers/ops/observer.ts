import type { Broadcaster } from '../../app/ports.js';
import type { ProblemReporter } from '../../app/problems.js';
import type { Observer } from './observer-interface.js';
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

type Powertools = typeof import('./powertools-observer.js');
let powertools: Powertools | null = null;
let loading: Promise<void> | null = null;

const logMode = () => process.env.TRADEWINDS_LOGS ?? 'json';

/**
 * Loads what the current log form needs (Powertools for JSON lines; the other forms need nothing).
 * Powertools is imported here, not at the top, so that a bundle evaluates its logger and metrics
 * when a handler asks, not on import: the message handler asks once its first store call is on
 * the wire (message.ts), off its answer's path. Every handler awaits this before it returns, so
 * the lines observer() held until then are written before the invocation ends.
 */
export function observerReady(): Promise<void> {
  if (logMode() !== 'json' || powertools) return Promise.resolve();
  return (loading ??= import('./powertools-observer.js').then((m) => {
    powertools = m;
  }));
}

/**
 * TRADEWINDS_LOGS picks the form: unset (as on AWS) for JSON log lines and embedded-metric-format
 * metrics through Powertools, 'readable' for one line of text per message (the local stack),
 * 'off' for nothing but problems (tests that start many stacks). Read on each call, like the rest of the
 * handlers' configuration, so the local stack can set it after importing them. Until Powertools
 * is loaded (observerReady), JSON lines are held and written, in order, as soon as it is.
 */
export function observer(): Observer {
  const mode = logMode();
  const service = process.env.POWERTOOLS_SERVICE_NAME ?? 'tradewinds';
  if (current?.mode !== mode || current.service !== service) {
    const value =
      mode === 'off' ? silent : mode === 'readable' ? readableObserver() : powertools?.powertoolsObserver(service);
    if (!value) return held;
    current = { mode, service, value };
  }
  return current.value;
}

/** Each call waits for Powertools, then goes to the observer current at that time. */
const hold =
  <K extends keyof Observer>(method: K) =>
  (arg: Parameters<Observer[K]>[0]): void => {
    void observerReady().then(() => (observer()[method] as (a: typeof arg) => void)(arg));
  };
const held: Observer = {
  handled: hold('handled'),
  served: hold('served'),
  expired: hold('expired'),
  swept: hold('swept'),
  notified: hold('notified'),
  problem: hold('problem'),
};

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
