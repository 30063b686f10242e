import { inspect } from 'node:util';
import type { Problem } from '../../app/problems.js';
import type { ExpiredGame, HandledMessage, NotifyRun, ServedRequest, SweepRun } from './handled-message.js';
import { logText } from './log-text.js';
import type { Observer } from './observer-interface.js';

/**
 * Every string goes through logText: a requestId, a game id from a URL, a reason quoting a
 * record are the client's or the store's, and the rest is escaped alike so that no field is
 * left out when one is added.
 */
const field = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : ` ${name}=${typeof value === 'string' ? logText(value) : value}`;
const time = () => new Date().toISOString().slice(11, 23);

/** The local stack's form of the log: the same fields as on AWS, one short line each. */
export function readableObserver(write: (line: string) => void = (line) => console.log(line)): Observer {
  return {
    handled(m: HandledMessage) {
      write(
        `${time()} ${logText(m.action)} ${logText(m.outcome)}${field('game', m.gameId)}${field('v', m.version)}${field('seat', m.seat)}` +
          `${field('conn', m.connectionId)}${field('req', m.requestId)} ${m.durationMs.toFixed(1)}ms` +
          `${field('posts', m.posts || undefined)}${field('gone', m.gone || undefined)}${field('failed', m.postFailures || undefined)}`,
      );
    },
    served(r: ServedRequest) {
      write(
        `${time()} ${logText(r.route)} ${r.status} ${logText(r.outcome)}${field('game', r.gameId)} ${r.durationMs.toFixed(1)}ms`,
      );
    },
    expired(e: ExpiredGame) {
      write(
        `${time()} expire(${logText(e.trigger)}) ${logText(e.outcome)}${field('game', e.gameId)} moves=${e.moves}` +
          `${field('timeouts', e.timeouts || undefined)}${field('bot', e.botMoves || undefined)} ${e.durationMs.toFixed(1)}ms` +
          `${field('posts', e.posts || undefined)}${field('gone', e.gone || undefined)}${field('failed', e.postFailures || undefined)}`,
      );
    },
    swept(s: SweepRun) {
      write(
        `${time()} sweep ${logText(s.outcome)} found=${s.found} moves=${s.moves} timeouts=${s.timeouts} bot=${s.botMoves} ${s.durationMs.toFixed(1)}ms`,
      );
    },
    notified(n: NotifyRun) {
      const versions =
        n.fromVersion === undefined
          ? undefined
          : n.toVersion === undefined || n.fromVersion === n.toVersion
            ? `${n.fromVersion}`
            : `${n.fromVersion}-${n.toVersion}`;
      write(
        `${time()} notify(${logText(n.trigger)}) ${logText(n.outcome)}${field('game', n.gameId)}${field('v', versions)} pushes=${n.pushes}` +
          `${field('gone', n.gone || undefined)}${field('failed', n.pushFailures || undefined)}${field('visible', n.skippedVisible || undefined)}` +
          `${field('webhook', n.webhookPosts || undefined)}${field('webhookOff', n.webhookOff || undefined)}${field('reason', n.reason)} ${n.durationMs.toFixed(1)}ms`,
      );
    },
    problem(p: Problem) {
      // Node's own rendering: the stack, which starts with the name and message, and each cause's (logText keeps it on one line).
      const error = p.error === undefined ? '' : ` error=${logText(inspect(p.error))}`;
      write(
        `${time()} problem ${logText(p.kind)}${field('game', p.gameId)}${field('v', p.version)}${field('seat', p.seat)}${field('detail', p.detail)}${error}`,
      );
    },
  };
}
