import type { CommandMessage } from '../protocol/client.js';
import type { AcceptedFrame, ServerFrame } from '../protocol/server.js';
import { fanOut, type Personal } from './broadcast.js';
import { broadcastMemo } from './broadcast-memo.js';
import { revealedEntries, toEntry } from './entries.js';
import { isClockRecord } from './clock-records.js';
import { runClockRequest } from './clock-request.js';
import { AppError } from './errors.js';
import { entriesFrames, packUpdate } from './frames.js';
import { nodeHashes, randomFor, revealRecord, seal } from './chain.js';
import { evolveDice, linkProblem } from '../../engine/audit/dice-state.js';
import { seatKeyOf } from './seat-keys.js';
import { isClockRequestType } from '../../engine/core/clock/index.js';
import type { Seat } from '../../engine/core/types.js';
import { advance, loadGame, recordsAfter, SNAPSHOT_EVERY, snapshotFormat, wholeLog, type LoadedGame } from './load-game.js';
import { VersionConflict, type GameRecord, type Ports, type StoredCommand } from './ports.js';
import { audienceOf, authenticateSeat, type AuthenticatedViewer, type SeatViewer } from './viewer.js';
import { statusOf, updateFor } from './views.js';
import { botPauseOf, mayWake, requestWakes, wakeTime } from './wakes.js';

/**
 * A player's command: authorization (the seat and its token) in front of `execute`, which
 * timeouts and bots share. Checks the version, lets `execute` decide, append and broadcast,
 * and answers a retry or a lost race from the log. Returns the frames for the sender. A clock
 * request (quiet hours, vacation, "I'm back") is recognised before the rule set's schema and
 * logged as a record of its own (clock-request.ts).
 *
 * Clock records never make a move stale: they leave the game's state as it was, so a command
 * whose expected version is behind only by clock records is decided at the current version as
 * if it had been sent there; losing the append to one is the same (look again, go on). Nor do
 * other seats' answers to a question all answer at once (the rule set's `simultaneous` types: two
 * sealed bids sent together both count); any other record made the board the seat saw a stale one.
 */
export async function runCommand(ports: Ports, msg: CommandMessage, connectionId?: string): Promise<ServerFrame[]> {
  const { loaded, actor } = await loadAsSeat(ports, msg);
  if (isClockRequestType(msg.command)) return runClockRequest(ports, loaded, actor, msg, connectionId);

  // A sender watching this game as this seat gets its acceptance in its update (one message less).
  const sender = connectionId === undefined ? undefined : acceptanceIn(connectionId, actor, msg);
  let current = loaded;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const since = await sinceExpected(ports, current, actor, msg, 'clock records');
    if (since.kind === 'recorded') return answerRecorded(ports, current, actor, msg, since.record);
    if (since.kind === 'stale') return stale(ports, current, actor, msg);
    const done = await execute(ports, current, { actor: actor.seat }, msg.command, msg.commandId, sender, msg);
    if (done.kind === 'applied') return answerApplied(msg, done, connectionId, sender);
    // Someone else took this version, or this very command did on an attempt whose answer was lost.
    current = done.fresh;
  }
  return stale(ports, current, actor, msg);
}

/**
 * Appends lost to other writers this many times in a row (each a record someone else got in
 * first) before the sender is told to look again: only clock records let a command go on.
 */
export const MAX_ATTEMPTS = 5;

/** The sender's answer to an applied command: nothing more when its own update carried the acceptance. */
export function answerApplied(msg: CommandMessage, done: Extract<Executed, { kind: 'applied' }>, connectionId: string | undefined, sender: (Personal & { matched: boolean }) | undefined): ServerFrame[] {
  const answeredInUpdate = connectionId !== undefined && done.delivered.has(connectionId) && sender?.matched === true;
  return answeredInUpdate ? [] : [accepted(msg, done.stored.version)];
}

/** Where a command stands against the log after the version it expected. */
export type Since = { kind: 'current' } | { kind: 'recorded'; record: StoredCommand } | { kind: 'stale' };

/**
 * Looks among the records after the command's expected version for the command itself (the
 * first record by this seat with this command id: a retry, answered from the log and never
 * written twice). A game command may pass clock records only ('clock records'): any other
 * record changed the board under it. A clock request is applied whatever came between
 * ('any records'), so its retry is looked for among all of them. 'current': none is this
 * command, and the command may be applied at the loaded version.
 */
export async function sinceExpected(ports: Ports, loaded: LoadedGame, actor: SeatViewer, msg: CommandMessage, passing: 'clock records' | 'any records'): Promise<Since> {
  if (msg.expectedVersion > loaded.version) return { kind: 'stale' };
  if (msg.expectedVersion === loaded.version) return { kind: 'current' };
  for (const r of await recordsAfter(ports, loaded, msg.expectedVersion)) {
    if (r.actor === actor.seat && r.commandId === msg.commandId) return { kind: 'recorded', record: r };
    if (passing === 'clock records' && !isClockRecord(r) && !answersAlongside(loaded, msg.command, r, actor.seat)) return { kind: 'stale' };
  }
  return { kind: 'current' };
}

/**
 * Whether record `r` is another seat's answer to a question the command answers too, at once (a
 * sealed bid beside a bid, a vote beside a vote: the rule set's `simultaneous` types). The seat chose
 * from a board that answer did not change, so the command goes on at the current version; its own
 * answer made on its behalf (a timeout) is not another seat's, so the command is stale after it.
 */
function answersAlongside(loaded: LoadedGame, command: unknown, r: StoredCommand, seat: Seat): boolean {
  const types = loaded.game.simultaneous as readonly string[] | undefined;
  const type = (command as { type?: unknown } | null)?.type;
  if (!types || typeof type !== 'string' || !types.includes(type) || !r.command || !types.includes(r.command.type)) return false;
  return (r.actor === 'system' ? r.onBehalfOf : r.actor) !== seat;
}

/**
 * Who makes a move: a seat for itself, or the system on a seat's behalf (its time ran out, or
 * a bot holds it), which the log records so that a replay never runs a bot again.
 */
export type Acting = { actor: Seat; onBehalfOf?: undefined; reason?: undefined } | { actor: 'system'; onBehalfOf: Seat; reason: 'timeout' | 'bot' };

/** What `execute` did: applied the command at the next version, or lost the race for it. */
export type Executed =
  | { kind: 'applied'; stored: StoredCommand; after: LoadedGame; delivered: Set<string> }
  /** The version was taken meanwhile; `fresh` is the game read again consistently. */
  | { kind: 'conflict'; fresh: LoadedGame };

/**
 * Makes one move on the loaded game, whoever it comes from (authorization is the caller's):
 * parses the command, decides it with the committed random source, seals and appends it with
 * one conditional write, reveals the seed at the end, pushes the change to everyone watching
 * and records progress when due. A command the rules refuse throws its AppError and changes
 * nothing; once the append has landed nothing turns the answer into an error.
 */
export async function execute(ports: Ports, loaded: LoadedGame, acting: Acting, command: unknown, commandId: string, sender?: Personal, offered: Offered = {}): Promise<Executed> {
  const { game } = loaded;
  const parsed = game.commandSchema.safeParse(command);
  if (!parsed.success || parsed.data.type === 'start') {
    const why = parsed.success ? 'the game has already started' : parsed.error.issues[0]?.message ?? 'malformed';
    throw new AppError('INVALID_COMMAND', `Not a ${game.title} command: ${why}.`, { commandId });
  }
  const now = ports.clock.now().toISOString();
  const version = loaded.version + 1;
  const seat = acting.actor === 'system' ? acting.onBehalfOf : acting.actor;
  // A seat's move reveals the next link of its chain; a move the system makes for it reveals nothing.
  const chain = acting.actor === 'system' ? {} : checkedLink(loaded, seat, offered, commandId);
  const fields = { version, actor: acting.actor, command: parsed.data, ...chain };
  // The dice come from the seed and what the seats' links fixed (docs/audit.md), never from `now`.
  const random = randomFor(loaded.record, { dice: loaded.dice && evolveDice(loaded.dice, fields), head: loaded.head, version, commandId });
  const decision = game.decide(loaded.state, parsed.data, { actor: seat, now, random });
  if (!decision.ok) throw new AppError(decision.code, decision.message, { commandId });

  const stored = seal(loaded.record, loaded.head, {
    version,
    commandId,
    actor: acting.actor,
    ...(acting.actor === 'system' && { onBehalfOf: acting.onBehalfOf, reason: acting.reason }),
    at: now,
    eventVersion: game.eventVersion,
    command: parsed.data,
    draws: random.draws,
    events: decision.events,
    ...chain,
  });
  return commitRecord(ports, loaded, stored, sender);
}

/** The dice key and chain link a seat's message offers (CommandMessage `key`, `link`). */
export interface Offered {
  key?: string;
  link?: string;
}

/**
 * The key and link a seat's record carries, checked against the seat's dice key (dice-state.ts
 * linkProblem): the link must be the one right below the seat's last, or with a new key right
 * below its top. Refused with NO_KEY or BAD_LINK (carrying the seat's key as the server knows it,
 * so its device can find its place) and nothing written. A key equal to the seat's own is no new
 * key and stays out of the record. Games of dice scheme 1 carry neither.
 */
export function checkedLink(loaded: LoadedGame, seat: Seat, offered: Offered, commandId: string): Offered {
  if (!loaded.dice) return {};
  const problem = linkProblem(loaded.dice, seat, offered, nodeHashes);
  if (problem) throw new AppError(problem.code, problem.message, { commandId, seatKey: seatKeyOf(loaded.dice, seat) });
  const current = loaded.dice.keys[seat];
  return { ...(offered.key !== undefined && offered.key !== current?.top && { key: offered.key }), link: offered.link };
}

/**
 * Appends a sealed record at the loaded version + 1 with one conditional write, reveals the
 * seed at the end, pushes the change to everyone watching, records progress when due and asks
 * for the wakes the record made new. A conflict reads the game again for the caller.
 */
export async function commitRecord(ports: Ports, loaded: LoadedGame, stored: StoredCommand, sender?: Personal): Promise<Executed> {
  const { game } = loaded;
  const gameId = loaded.record.gameId;
  const now = stored.at;
  try {
    await ports.events.append(gameId, stored);
  } catch (err) {
    if (!(err instanceof VersionConflict)) throw err;
    return { kind: 'conflict', fresh: await loadGame(ports, gameId) };
  }

  const records = [stored];
  let after = advance(loaded, records);
  // The end reveals the seed, in a record of its own right behind the last command's.
  const reveal = game.isTerminal(after.state) ? await appendReveal(ports, loaded.record, stored, now, game.eventVersion) : null;
  if (reveal) {
    records.push(reveal);
    after = advance(after, [reveal]);
  }
  // The command is in the log: from here on nothing may turn the answer into an error.
  // Watchers wait on the broadcast; the snapshot only saves future reads, so it is written
  // (when due) after the last post instead of competing with the posts for the handler's CPU.
  let delivered = new Set<string>();
  try {
    delivered = await broadcastAccepted(ports, after, records, sender);
    for (const r of records) memoOf(ports).add(gameId, r.version);
  } catch (err) {
    console.error(`broadcast of game ${gameId} version ${stored.version} failed; watchers catch up by version`, err);
  }
  notifyAfter(ports, gameId, records);
  const pause = botPauseOf(ports);
  if (progressDue(after, wakeTime(loaded, pause), pause)) await recordProgress(ports, after);
  await requestWakes(ports, loaded, after);
  return { kind: 'applied', stored, after, delivered };
}

const memoOf = (ports: Ports) => ports.broadcasts ?? broadcastMemo;

/**
 * Tells the notifier (the local stack's; on AWS there is none, the stream does it) about the
 * records just appended, after the watchers have theirs. Not awaited and never thrown from:
 * notifying can neither delay nor fail the command.
 */
function notifyAfter(ports: Ports, gameId: string, records: readonly StoredCommand[]): void {
  try {
    ports.notifier?.appended(gameId, records);
  } catch (err) {
    console.error(`notifying about game ${gameId} version ${records[0]?.version} failed`, err);
  }
}

/**
 * Appends the record that reveals the seed. Nobody else can append to a game that is over, so
 * a conflict means this very append landed on an attempt whose answer was lost. Any other
 * failure leaves the seed unrevealed (the verifier reports it) without undoing the command.
 */
async function appendReveal(ports: Ports, record: GameRecord, last: StoredCommand, at: string, eventVersion: number): Promise<StoredCommand | null> {
  const reveal = revealRecord(record, last, at, eventVersion);
  if (!reveal) return null;
  try {
    await ports.events.append(record.gameId, reveal);
  } catch (err) {
    if (!(err instanceof VersionConflict)) {
      console.error(`the seed of game ${record.gameId} was not revealed`, err);
      return null;
    }
  }
  return reveal;
}

/**
 * Marks the update sent to the sender's own connection with the command's id and requestId,
 * if that connection watches the game as the seat that sent it (`matched` tells whether it did).
 */
export function acceptanceIn(connectionId: string, actor: SeatViewer, msg: CommandMessage): Personal & { matched: boolean } {
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
 */
async function loadAsSeat(ports: Ports, msg: CommandMessage): Promise<{ loaded: LoadedGame; actor: SeatViewer }> {
  const cheap = await loadGame(ports, msg.gameId, undefined, { consistent: false });
  try {
    const actor = authenticateSeat(cheap.record, msg.seat, msg.token);
    return { loaded: msg.expectedVersion > cheap.version ? await loadGame(ports, msg.gameId) : cheap, actor };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'BAD_TOKEN') throw err;
    const loaded = await loadGame(ports, msg.gameId);
    return { loaded, actor: authenticateSeat(loaded.record, msg.seat, msg.token) };
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
export async function answerRecorded(ports: Ports, loaded: LoadedGame, actor: SeatViewer, msg: CommandMessage, found: StoredCommand): Promise<ServerFrame[]> {
  if (found.version === loaded.version) {
    // A crash right after the last command's append kept the seed from being revealed: reveal it now.
    const over = loaded.game.isTerminal(loaded.state);
    const reveal = over ? await appendReveal(ports, loaded.record, found, ports.clock.now().toISOString(), loaded.game.eventVersion) : null;
    if (reveal) loaded = advance(loaded, [reveal]);
    const unsent = [...(memoOf(ports).has(msg.gameId, found.version) ? [] : [found]), ...(reveal ? [reveal] : [])];
    if (unsent.length > 0) {
      await broadcastAccepted(ports, loaded, unsent);
      for (const r of unsent) memoOf(ports).add(msg.gameId, r.version);
      // The same crash may have kept its wakes from being asked for: asking again makes no second one.
      await requestWakes(ports, null, loaded);
    }
  }
  const since = await recordsAfter(ports, loaded, msg.expectedVersion);
  return [...(await updateSince(ports, loaded, actor, since, msg.requestId)), accepted(msg, found.version)];
}

/** The current state as `actor` sees it, with the given records as entries, and what the end revealed. */
async function updateSince(ports: Ports, loaded: LoadedGame, actor: SeatViewer, records: readonly StoredCommand[], requestId?: string): Promise<ServerFrame[]> {
  const audience = audienceOf(loaded.game, loaded.state, actor);
  const update = packUpdate(updateFor(loaded, actor, records.map((r) => toEntry(loaded.game, r, audience)), ports.clock.now().getTime(), requestId));
  if (!loaded.game.isTerminal(loaded.state)) return update;
  const history = await wholeLog(ports, loaded, []);
  return [...update, ...entriesFrames(loaded.record.gameId, 'all', revealedEntries(loaded.game, loaded.state, history, actor))];
}

/** The board changed under the sender: say so, and send what they missed so they can choose again. */
export async function stale(ports: Ports, loaded: LoadedGame, actor: SeatViewer, msg: CommandMessage): Promise<ServerFrame[]> {
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

/**
 * The games item (summary and snapshot) is rewritten only every SNAPSHOT_EVERY versions and at
 * the end: each write costs as many write units as the whole item, snapshot included, while
 * the records between snapshots come with the newest records a load reads anyway. A game with
 * a clock or bot seats also keeps its wake time (wakes.ts), which nearly every move changes:
 * the item is rewritten whenever that changes, snapshot and all, since the write costs the
 * whole item anyway. `before` is the wake time before the command.
 * Games without a clock or bots pay nothing more.
 */
function progressDue(g: LoadedGame, before: string | null, botPauseMs: number): boolean {
  if (g.version - g.base >= SNAPSHOT_EVERY || g.game.isTerminal(g.state)) return true;
  if (!mayWake(g)) return false;
  // Against the wake before the move (from the log, so exact) and the one the item was read
  // with (a cheap read may lag, costing a write at worst; a failed earlier write is repaired).
  const next = wakeTime(g, botPauseMs);
  return next !== before || next !== g.record.nextDeadline;
}

/**
 * Writes the summary, snapshot and wake time of `g` to the games item. Best-effort: a failure
 * only means the next load folds more records (and the sweep finds the wake later).
 */
export async function recordProgress(ports: Ports, g: LoadedGame): Promise<void> {
  try {
    await ports.games.recordProgress(g.record.gameId, {
      version: g.version,
      status: statusOf(g.game, g.state),
      toAct: g.game.toAct(g.state),
      updatedAt: ports.clock.now().toISOString(),
      snapshot: { version: g.version, format: snapshotFormat(g.game), state: g.state, ...(g.clock && { clock: g.clock }), ...(g.dice && { dice: g.dice }) },
      head: g.head?.hash ?? null,
      ...(mayWake(g) && { nextDeadline: wakeTime(g, botPauseOf(ports)) }),
    });
  } catch (err) {
    console.error(`snapshot of game ${g.record.gameId} at version ${g.version} not written`, err);
  }
}

/** Every watcher gets the new entries as their seat may see them; at the end, the secrets too. */
async function broadcastAccepted(ports: Ports, g: LoadedGame, records: StoredCommand[], personal?: Personal): Promise<Set<string>> {
  const over = g.game.isTerminal(g.state);
  const history = over ? await wholeLog(ports, g, records) : [];
  // One clock reading for every watcher, so all see the same remaining times.
  const nowMs = ports.clock.now().getTime();
  return fanOut(ports, g.record.gameId, (who) => {
    const audience = audienceOf(g.game, g.state, who);
    const update = updateFor(g, who, records.map((r) => toEntry(g.game, r, audience)), nowMs);
    return [...packUpdate(update), ...entriesFrames(g.record.gameId, 'all', revealedEntries(g.game, g.state, history, who))];
  }, personal);
}
