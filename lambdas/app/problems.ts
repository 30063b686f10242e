import type { Seat } from '../../engine/core/types.js';

/**
 * Something that went wrong on the way without failing what was asked (what comes of it is said
 * once, by its kind below): a post to one watcher,
 * a best-effort write, a wake the scheduler did not take, a push, a damaged log found and
 * refused, a failure nobody expected. The operator reads these; the player's answer is decided
 * elsewhere. Built field by field, like the handlers' log lines, so no token or command body
 * reaches the log through one.
 */
export interface Problem {
  /** What went wrong, one stable name per kind: the field a log query filters on. */
  kind: ProblemKind;
  gameId?: string;
  /** The game's version it happened at, when one is known. */
  version?: number;
  seat?: Seat;
  /** What the kind and the ids leave out: a wake's time, a push service's host, the damage found. */
  detail?: string;
  /** The error caught, when there was one: its name, message, cause and stack go to the log. */
  error?: unknown;
}

export type ProblemKind =
  /** A frame to one watching connection could not be posted (the others still got theirs). */
  | 'post-failed'
  /** The update after an appended record reached nobody: watchers catch up by version. */
  | 'broadcast-failed'
  /**
   * The connections were not read again after an append, for those that subscribed during the
   * command: the ones read before it got the update; a newcomer catches up on its next message.
   */
  | 'newcomers-unread'
  /** The notifier was not told about appended records (the local stack's; on AWS the stream is). */
  | 'notify-failed'
  /** The record revealing the seed at the end was not appended (the verifier reports it). */
  | 'seed-not-revealed'
  /** The games item's summary and snapshot were not written: the next load folds more records. */
  | 'snapshot-not-written'
  /** The scheduler did not take a wake: the sweep finds the game. */
  | 'wake-not-scheduled'
  /** The rule set's bot has no move for a seat that is due (a rule set's bug). */
  | 'bot-has-no-move'
  /** The sweep could not make one game's due moves (the others go on). */
  | 'game-not-expired'
  /** A game's stored log is damaged: the game is refused with CORRUPT_GAME. */
  | 'log-damaged'
  /** Watchers were not told a seat was claimed: they see it on their next subscribe. */
  | 'seats-not-broadcast'
  /** The table's webhook could not be read for a subscription's answer. */
  | 'webhook-unread'
  /** Seats were not told the webhook was set, removed or switched off. */
  | 'webhook-not-announced'
  /** A webhook failed every attempt and was switched off. */
  | 'webhook-switched-off'
  /** A push to one device failed (not gone: its subscription is kept). */
  | 'push-failed'
  /** One game's reminders failed: the next run tries again. */
  | 'reminders-failed'
  /** A digest failed, or a game or subscription it needed: the next day brings the next one. */
  | 'digest-failed'
  /** The chat could not be read for a subscription that asked for it: the page asks again on its next visit. */
  | 'chat-unread'
  /** Watchers of a finished game were not told of its rematch: they see it on their next subscribe. */
  | 'rematch-not-broadcast'
  /** A rematch could not be read for a finished game's subscription: the page asks again on its next visit. */
  | 'rematch-unread'
  /** One game of a calendar feed could not be read: the feed is served without it. */
  | 'calendar-game'
  /** A failure no code path expected (a bug, or an outage nothing names): answered INTERNAL. */
  | 'unexpected';

/** Where the application layer reports its problems: the handlers wire their observer in (handlers/ports.ts). */
export interface ProblemReporter {
  problem(p: Problem): void;
}

/**
 * Reports a problem through the ports' reporter. A caller that wired none (a script, a bench,
 * a test over memory ports) still sees it, as one line on stderr: a problem is never dropped
 * because nobody listened.
 */
export function reportProblem(ports: { problems?: ProblemReporter }, p: Problem): void {
  (ports.problems ?? stderrProblems).problem(p);
}

const stderrProblems: ProblemReporter = {
  problem: ({ kind, error, ...where }) =>
    console.error(`problem ${kind}`, where, ...(error === undefined ? [] : [error])),
};
