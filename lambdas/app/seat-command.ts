import type { Seat } from '../../engine/core/types.js';
import type { CommandMessage } from '../protocol/client.js';
import type { AcceptedFrame, ServerFrame } from '../protocol/server.js';
import { appendReveal, broadcastAccepted, memoOf, type Applied } from './append-record.js';
import { watchersAhead, type Personal, type WatchersAhead } from './broadcast.js';
import { isClockRecord } from './clock-records.js';
import { isOrdersRecord } from './orders-records.js';
import { revealedEntries, toEntry } from './entries.js';
import { AppError } from './errors.js';
import { entriesFrames, packUpdate } from './frames.js';
import { handle, type RetryPolicy } from './handle.js';
import { advance, loadGame, recordsAfter, wholeLog, type LoadedGame } from './load-game.js';
import type { Ports, StoredCommand } from './ports.js';
import { audienceOf, authenticateSeat, type AuthenticatedViewer, type SeatViewer } from './viewer.js';
import { updateFor } from './views.js';
import { requestWakes } from './wakes.js';

/**
 * What a seat's command message (a move or a clock request) goes through around the command
 * handler: the sender proven, its expected version checked against the log, a retry answered
 * from the log, and the answers (accepted, the recorded answer again, or STALE with what the
 * sender missed).
 */

/**
 * Where a command may stand against records after the version it expected: a move may pass
 * clock records only ('clock records'); a clock request goes on whatever came between ('any records').
 */
export type Passing = 'clock records' | 'any records';

/**
 * Handles a seat's command message through `handle`: before each decision, the records after
 * the version the sender expected are looked at (sinceExpected): the command itself among them
 * is a retry, answered from the log; one it may not pass makes it STALE. Otherwise `record`
 * makes the record to append from the game as it stands. Every attempt lost to another writer
 * is answered STALE too.
 */
export async function handleSeatCommand(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  msg: CommandMessage,
  connectionId: string | undefined,
  {
    passing,
    retry,
    record,
    watchers,
  }: {
    passing: Passing;
    retry: RetryPolicy;
    record: (game: LoadedGame) => StoredCommand;
    watchers?: WatchersAhead;
  },
): Promise<ServerFrame[]> {
  // A sender watching this game as this seat gets its acceptance in its update (one message less).
  const sender = connectionId === undefined ? undefined : acceptanceIn(connectionId, actor, msg);
  const handled = await handle(
    ports,
    loaded,
    async (game) => {
      const since = await sinceExpected(ports, game, actor, msg, passing);
      if (since.kind === 'recorded')
        return { kind: 'answer', answer: await answerRecorded(ports, game, actor, msg, since.record) };
      if (since.kind === 'stale') return { kind: 'answer', answer: await stale(ports, game, actor, msg) };
      return { kind: 'append', record: record(game) };
    },
    { retry, sender, watchers },
  );
  switch (handled.kind) {
    case 'answered':
      return handled.answer;
    case 'applied':
      return answerApplied(msg, handled, connectionId, sender);
    case 'gave up':
      return stale(ports, handled.game, actor, msg);
  }
}

/** The sender's answer to an applied command: nothing more when its own update carried the acceptance. */
function answerApplied(
  msg: CommandMessage,
  done: Applied,
  connectionId: string | undefined,
  sender: (Personal & { matched: boolean }) | undefined,
): ServerFrame[] {
  const answeredInUpdate = connectionId !== undefined && done.delivered.has(connectionId) && sender?.matched === true;
  return answeredInUpdate ? [] : [accepted(msg, done.stored.version)];
}

/** Where a command stands against the log after the version it expected. */
type Since = { kind: 'current' } | { kind: 'recorded'; record: StoredCommand } | { kind: 'stale' };

/**
 * Looks among the records after the command's expected version for the command itself (the
 * first record by this seat with this command id: a retry, answered from the log and never
 * written twice). A game command may pass clock records only ('clock records'): any other
 * record changed the board under it. A clock request is applied whatever came between
 * ('any records'), so its retry is looked for among all of them. 'current': none is this
 * command, and the command may be applied at the loaded version.
 */
async function sinceExpected(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  msg: CommandMessage,
  passing: Passing,
): Promise<Since> {
  if (msg.expectedVersion > loaded.version) return { kind: 'stale' };
  if (msg.expectedVersion === loaded.version) return { kind: 'current' };
  for (const r of await recordsAfter(ports, loaded, msg.expectedVersion)) {
    if (r.actor === actor.seat && r.commandId === msg.commandId) return { kind: 'recorded', record: r };
    if (
      passing === 'clock records' &&
      !isClockRecord(r) &&
      !isOrdersRecord(r) &&
      !answersAlongside(loaded, msg.command, r, actor.seat)
    )
      return { kind: 'stale' };
  }
  return { kind: 'current' };
}

/**
 * Whether record `r` is another seat's answer to a question the command answers too, at once (a
 * sealed bid beside a bid, a vote beside a vote: the rule set's `simultaneous` types). The seat chose
 * from a board that answer did not change, so the command goes on at the current version; its own
 * answer made on its behalf (a timeout) is not another seat's, so the command is stale after it.
 */
function answersAlongside(
  loaded: LoadedGame,
  command: CommandMessage['command'],
  r: StoredCommand,
  seat: Seat,
): boolean {
  const types: readonly unknown[] = loaded.game.simultaneous ?? [];
  if (!types.includes(command.type) || !r.command || !types.includes(r.command.type)) return false;
  return (r.actor === 'system' ? r.onBehalfOf : r.actor) !== seat;
}

/**
 * Marks the update sent to the sender's own connection with the command's id and requestId,
 * if that connection watches the game as the seat that sent it (`matched` tells whether it did).
 */
function acceptanceIn(connectionId: string, actor: SeatViewer, msg: CommandMessage): Personal & { matched: boolean } {
  const personal = {
    connectionId,
    matched: false,
    adjust(frames: ServerFrame[], viewer: AuthenticatedViewer): ServerFrame[] {
      if (viewer.kind !== 'seat' || viewer.seat !== actor.seat) return frames;
      return frames.map((f) => {
        if (f.type !== 'update') return f;
        personal.matched = true;
        return { ...f, requestId: msg.requestId, commandId: msg.commandId };
      });
    },
  };
  return personal;
}

/**
 * The game and the proven sender, read eventually consistently (half the read units on every
 * command). Such a read may miss the last second's writes, which is safe here: a read behind
 * the version the sender saw is read again consistently; a read behind a command someone else
 * just appended decides on the old state, and the conditional append refuses it (VersionConflict,
 * then a consistent load). A token refused on the cheap read is checked again on a consistent one,
 * since the seat may have been claimed a moment ago.
 *
 * The game's connections are read at the same time (`watchers`), so an accepted command's posts
 * follow its append directly: reads, append, posts, three round trips in a row instead of four.
 */
export async function loadAsSeat(
  ports: Ports,
  msg: CommandMessage,
): Promise<{ loaded: LoadedGame; actor: SeatViewer; watchers: WatchersAhead }> {
  const watchers = watchersAhead(ports, msg.gameId);
  const cheap = await loadGame(ports, msg.gameId, undefined, { consistent: false });
  try {
    const actor = authenticateSeat(cheap.record, msg.seat, msg.token);
    const loaded = msg.expectedVersion > cheap.version ? await loadGame(ports, msg.gameId) : cheap;
    return { loaded, actor, watchers };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'BAD_TOKEN') throw err;
    const loaded = await loadGame(ports, msg.gameId);
    return { loaded, actor: authenticateSeat(loaded.record, msg.seat, msg.token), watchers };
  }
}

function accepted(msg: CommandMessage, version: number): AcceptedFrame {
  return { type: 'accepted', requestId: msg.requestId, gameId: msg.gameId, commandId: msg.commandId, version };
}

/**
 * The command is in the log already (`found`, see sinceExpected): this is a retry, and gets the
 * same answer again, with the update since its expected version for the retrying connection
 * (its first answer was lost). Watchers are sent the update again only if this process has no
 * record of broadcasting it (see BroadcastMemo): however often a client retries, they get it
 * at most once more per process.
 */
async function answerRecorded(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  msg: CommandMessage,
  found: StoredCommand,
): Promise<ServerFrame[]> {
  let game = loaded;
  if (found.version === game.version) {
    // A crash right after the last command's append kept the seed from being revealed: reveal it now.
    const over = game.game.isTerminal(game.state);
    const reveal = over
      ? await appendReveal(ports, game.record, found, ports.clock.now().toISOString(), game.game.eventVersion)
      : null;
    if (reveal) game = advance(game, [reveal]);
    const unsent = [...(memoOf(ports).has(msg.gameId, found.version) ? [] : [found]), ...(reveal ? [reveal] : [])];
    if (unsent.length > 0) {
      await broadcastAccepted(ports, game, unsent);
      for (const r of unsent) memoOf(ports).add(msg.gameId, r.version);
      // The same crash may have kept its wakes from being asked for: asking again makes no second one.
      await requestWakes(ports, null, game);
    }
  }
  const since = await recordsAfter(ports, game, msg.expectedVersion);
  return [...(await updateSince(ports, game, actor, since, msg.requestId)), accepted(msg, found.version)];
}

/** The current state as `actor` sees it, with the given records as entries, and what the end revealed. */
async function updateSince(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  records: readonly StoredCommand[],
  requestId?: string,
): Promise<ServerFrame[]> {
  const audience = audienceOf(loaded.game, loaded.state, actor);
  const update = packUpdate(
    updateFor(
      loaded,
      actor,
      records.map((r) => toEntry(loaded.game, r, audience)),
      ports.clock.now().getTime(),
      requestId,
    ),
  );
  if (!loaded.game.isTerminal(loaded.state)) return update;
  const history = await wholeLog(ports, loaded, []);
  return [
    ...update,
    ...entriesFrames(loaded.record.gameId, 'all', revealedEntries(loaded.game, loaded.state, history, actor)),
  ];
}

/** The board changed under the sender: say so, and send what they missed so they can choose again. */
async function stale(ports: Ports, loaded: LoadedGame, actor: SeatViewer, msg: CommandMessage): Promise<ServerFrame[]> {
  const missed = msg.expectedVersion < loaded.version ? await recordsAfter(ports, loaded, msg.expectedVersion) : [];
  const error: ServerFrame = {
    type: 'error',
    requestId: msg.requestId,
    code: 'STALE',
    message: `The game is at version ${loaded.version}, not ${msg.expectedVersion}: look at the board again and choose anew.`,
    commandId: msg.commandId,
    currentVersion: loaded.version,
  };
  return [error, ...(await updateSince(ports, loaded, actor, missed, msg.requestId))];
}
