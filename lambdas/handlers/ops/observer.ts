import type { Broadcaster } from '../../app/ports.js';
import type { ExpiredGame, HandledMessage, NotifyRun, ServedRequest, SweepRun } from './handled-message.js';
import { powertoolsObserver } from './powertools-observer.js';
import { readableObserver } from './readable-observer.js';

/** Where the handlers report what they did: one call per handled message or request, game woken, sweep, or notifying. */
export interface Observer {
  handled(m: HandledMessage): void;
  served(r: ServedRequest): void;
  expired(e: ExpiredGame): void;
  swept(s: SweepRun): void;
  notified(n: NotifyRun): void;
}

const silent: Observer = { handled() {}, served() {}, expired() {}, swept() {}, notified() {} };
let current: { mode: string; service: string; value: Observer } | null = null;

/**
 * TRADEWINDS_LOGS picks the form: unset (as on AWS) for JSON log lines and embedded-metric-format
 * metrics through Powertools, 'readable' for one line of text per message (the local stack),
 * 'off' for nothing (tests that start many stacks). Read on each call, like the rest of the
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

/** The broadcaster, counting what it posts: how many frames went out, found the connection gone (410), or failed. */
export function countingBroadcaster(inner: Broadcaster): Broadcaster & { posts: number; gone: number; failures: number } {
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
