import type { ClientMessage } from '../../protocol/client.js';
import type { ServerFrame } from '../../protocol/server.js';
import type { Refusal } from '../../app/router.js';

/**
 * What an operator learns about one handled WebSocket message: one log line and its metrics.
 * Built field by field from the message and the answer, never by copying either, so a seat
 * token (in `command`, `subscribe` and `history` messages, and in `joined` and `created`
 * answers) can never reach a log.
 */
export interface HandledMessage {
  /** The message's action, or 'unreadable' when it could not be parsed far enough to have one. */
  action: string;
  /** 'OK', or the error code the sender was answered with. */
  outcome: string;
  gameId?: string;
  /** The game's version the answer was about (for an accepted command: the version it made). */
  version?: number;
  seat?: number;
  connectionId: string;
  /** The client's requestId, which the answer echoes. */
  requestId?: string;
  /** Lambda's id of this invocation, when there is one. */
  invocationId?: string;
  durationMs: number;
  /** Frames posted to connections while handling it (the answer and any broadcast), and how many of those found the connection gone (HTTP 410) or failed. */
  posts: number;
  gone: number;
  postFailures: number;
}

/** The outcome and game coordinates of a message, read from the message and the frames answering it. */
export function describeHandled(
  msg: ClientMessage | Refusal,
  frames: readonly ServerFrame[],
): Pick<HandledMessage, 'action' | 'outcome' | 'gameId' | 'version' | 'seat' | 'requestId'> {
  const error = frames.find((f) => f.type === 'error');
  const outcome = error?.type === 'error' ? error.code : 'OK';
  if ('error' in msg) return { action: 'unreadable', outcome, requestId: msg.requestId };
  const summary: ReturnType<typeof describeHandled> = { action: msg.action, outcome, requestId: msg.requestId };
  if ('gameId' in msg) summary.gameId = msg.gameId;
  if ('seat' in msg && msg.seat !== undefined) summary.seat = msg.seat;
  for (const f of frames) {
    if (f.type === 'created') {
      summary.gameId = f.gameId;
      summary.version = 1;
    } else if (f.type === 'prepared') {
      summary.gameId = f.gameId;
    } else if (f.type === 'joined') {
      summary.seat = f.seat;
    } else if (f.type === 'error' && f.currentVersion !== undefined) {
      summary.version = f.currentVersion;
    } else if ('version' in f && typeof f.version === 'number') {
      summary.version = Math.max(summary.version ?? 0, f.version);
    }
  }
  // An accepted command whose acceptance rode in the sender's update leaves no frame here; a
  // command is bound to the version it expected, so it made the next one.
  if (msg.action === 'command' && outcome === 'OK' && summary.version === undefined)
    summary.version = msg.expectedVersion + 1;
  return summary;
}

/** One GET of the history or the audit export. */
export interface ServedRequest {
  route: string;
  gameId?: string;
  status: number;
  /** 'OK', or the error code of the answer. */
  outcome: string;
  requestId?: string;
  invocationId?: string;
  durationMs: number;
}

/**
 * One game the system moved on: by the expire function when its schedule fired, or by the
 * sweep for a game it found due. Moves made for seats are counted by why they were made.
 */
export interface ExpiredGame {
  /**
   * What woke the game: its schedule, the sweep (a wake-up that never fired), or the handler
   * that asked for a wake-up due within seconds and ran it itself (handlers/inline-wakes.ts).
   */
  trigger: 'schedule' | 'sweep' | 'inline';
  gameId?: string;
  /** 'OK', 'SCHEMA' for an event without a game id, or the error code of the failure. */
  outcome: string;
  /** Moves made in all, and of those how many for a seat whose time ran out, how many by a bot playing a seat. */
  moves: number;
  timeouts: number;
  botMoves: number;
  invocationId?: string;
  durationMs: number;
  posts: number;
  gone: number;
  postFailures: number;
}

/** One run of the sweep over the pending-deadlines index. */
export interface SweepRun {
  /** 'OK', or the error code when the index could not be read. */
  outcome: string;
  /** Games the index named as due: each a wake-up whose schedule did not fire (or not yet). */
  found: number;
  moves: number;
  /** The moves' reasons, counted in the same Timeouts and BotMoves metrics as an expiry's. */
  timeouts: number;
  botMoves: number;
  invocationId?: string;
  durationMs: number;
}

/**
 * What notifying did: for the stream, one line per game of a batch (and one per record it could
 * not read); for the reminders and the digest, one line per run. Counts of pushes by how they
 * went, and of the table's webhook: lines posted, and whether failures switched it off.
 */
export interface NotifyRun {
  trigger: 'stream' | 'reminders' | 'digest';
  /** 'OK', 'UNREADABLE' for a stream record that is not an events item, 'SCHEMA' for a run event of the wrong shape, or the error code of the failure. */
  outcome: string;
  gameId?: string;
  /** The stream: the versions notified about (first and last). */
  fromVersion?: number;
  toVersion?: number;
  /** Why a record could not be read. */
  reason?: string;
  pushes: number;
  /** Pushes whose endpoint answered 404/410: the subscription was deleted. */
  gone: number;
  pushFailures: number;
  /** Seats with news that got no push because a page of theirs for the game was visible. */
  skippedVisible: number;
  webhookPosts: number;
  /** 1 when failures switched the table's webhook off during this run. */
  webhookOff: number;
  invocationId?: string;
  durationMs: number;
}
