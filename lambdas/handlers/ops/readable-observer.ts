import type { HandledMessage, ServedRequest } from './handled-message.js';
import type { Observer } from './observer.js';

const field = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}=${value}`);
const time = () => new Date().toISOString().slice(11, 23);

/** The local stack's form of the log: the same fields as on AWS, one short line each. */
export function readableObserver(write: (line: string) => void = (line) => console.log(line)): Observer {
  return {
    handled(m: HandledMessage) {
      write(
        `${time()} ${m.action} ${m.outcome}${field('game', m.gameId)}${field('v', m.version)}${field('seat', m.seat)}` +
          `${field('conn', m.connectionId)}${field('req', m.requestId)} ${m.durationMs.toFixed(1)}ms` +
          `${field('posts', m.posts || undefined)}${field('gone', m.gone || undefined)}${field('failed', m.postFailures || undefined)}`,
      );
    },
    served(r: ServedRequest) {
      write(`${time()} ${r.route} ${r.status} ${r.outcome}${field('game', r.gameId)} ${r.durationMs.toFixed(1)}ms`);
    },
  };
}
