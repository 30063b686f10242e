import { fanOut, type FramesFor, type Personal, type WatchersAhead } from './broadcast.js';
import { broadcastMemo } from './broadcast-memo.js';
import { revealRecord } from './chain.js';
import { revealedEntries, toEntry } from './entries.js';
import { entriesFrames, jsonOf, packUpdate } from './frames.js';
import { advance, SNAPSHOT_EVERY, snapshotFormat, wholeLog, type LoadedGame } from './load-game.js';
import {
  VersionConflict,
  type Appended,
  type AppendedStep,
  type GameRecord,
  type Ports,
  type StoredCommand,
} from './ports.js';
import { reportProblem } from './problems.js';
import { audienceOf } from './viewer.js';
import type { UpdateFrame } from '../protocol/server.js';
import { statusOf, updateFor, viewOf } from './views.js';
import { diffView, PATCH_SURELY_SMALLER_BYTES, type DiffMemo, type ViewPatch } from '../protocol/view-patch.js';
import type { AnyGame } from '../../engine/core/types.js';
import { botPauseOf, mayWake, newWakes, requestWakes, wakeTime } from './wakes.js';

/** A record in the log, and what came of it: the game after it (and after the seed's reveal), and the connections that got the update. */
export interface Applied {
  stored: StoredCommand;
  after: LoadedGame;
  delivered: Set<string>;
}

/**
 * Appends a sealed record at the loaded version + 1 with one conditional write, reveals the
 * seed at the end, pushes the change to everyone watching, records progress when due and asks
 * for the wakes the record made new. 'conflict': the version was taken meanwhile and nothing
 * else was done (the command handler reads the game again, handle.ts). Once the append has
 * landed nothing turns the answer into an error: what fails after it is reported and left to
 * converge (watchers by version, the summary on a later write, a wake by the sweep).
 * `watchers`: the game's connections read beside the command's own reads (broadcast.ts fanOut).
 */
export async function appendRecord(
  ports: Ports,
  loaded: LoadedGame,
  stored: StoredCommand,
  { sender, watchers }: { sender?: Personal; watchers?: WatchersAhead } = {},
): Promise<Applied | 'conflict'> {
  const { game } = loaded;
  const gameId = loaded.record.gameId;
  let after = advance(loaded, [stored]);
  // The notifier runs for a record only when it has something to do (notifiedOn).
  const notify = notifiedOn(ports, loaded, after);
  try {
    await ports.events.append(gameId, stored, { notify });
  } catch (err) {
    if (err instanceof VersionConflict) return 'conflict';
    throw err;
  }

  const records = [stored];
  const steps: AppendedStep[] = [{ record: stored, before: loaded, after }];
  // The end reveals the seed, in a record of its own right behind the last command's.
  const reveal = game.isTerminal(after.state)
    ? await appendReveal(ports, loaded.record, stored, stored.at, game.eventVersion, notify)
    : null;
  if (reveal) {
    records.push(reveal);
    const before = after;
    after = advance(after, [reveal]);
    steps.push({ record: reveal, before, after });
  }
  // Watchers wait on the broadcast; the snapshot only saves future reads, so it is written
  // (when due) after the last post instead of competing with the posts for the handler's CPU.
  let delivered = new Set<string>();
  try {
    delivered = await broadcastAccepted(ports, after, records, sender, loaded, watchers);
    for (const r of records) memoOf(ports).add(gameId, r.version);
  } catch (err) {
    reportProblem(ports, { kind: 'broadcast-failed', gameId, version: stored.version, error: err });
  }
  if (loaded.record.listened) notifyAfter(ports, { record: loaded.record, steps });
  const pause = botPauseOf(ports);
  if (progressDue(after, wakeTime(loaded, pause), pause)) await recordProgress(ports, after);
  await requestWakes(ports, loaded, after);
  return { stored, after, delivered };
}

/** What this process has broadcast: the ports' memo, or the process-wide one. */
export const memoOf = (ports: Ports) => ports.broadcasts ?? broadcastMemo;

/**
 * Whether the events stream's notifier must see a record (the flag its filter reads,
 * infra/constructs/notifications.ts): when somebody listens to the table (push or webhook), or
 * the record leaves a wake to ask for that was not pending before it (the notifier asks again,
 * in case the command dies before it does). Any other record costs the notifier nothing.
 */
function notifiedOn(ports: Ports, before: LoadedGame, after: LoadedGame): boolean {
  return before.record.listened === true || (mayWake(after) && newWakes(before, after, botPauseOf(ports)).length > 0);
}

/**
 * Tells the local stack's notifier (on AWS there is none: the stream does it) about the records
 * just appended to a table somebody listens to, with the game around each as this command holds
 * it, after the watchers have theirs. Not awaited and never thrown from: notifying can neither
 * delay nor fail the command.
 */
function notifyAfter(ports: Ports, appended: Appended): void {
  try {
    ports.notifier?.appended(appended);
  } catch (err) {
    const { gameId } = appended.record;
    reportProblem(ports, { kind: 'notify-failed', gameId, version: appended.steps[0]?.record.version, error: err });
  }
}

/**
 * Appends the record that reveals the seed. Nobody else can append to a game that is over, so
 * a conflict means this very append landed on an attempt whose answer was lost. Any other
 * failure leaves the seed unrevealed (the verifier reports it) without undoing the command.
 */
export async function appendReveal(
  ports: Ports,
  record: GameRecord,
  last: StoredCommand,
  at: string,
  eventVersion: number,
  notify = false,
): Promise<StoredCommand | null> {
  const reveal = revealRecord(record, last, at, eventVersion);
  if (!reveal) return null;
  try {
    await ports.events.append(record.gameId, reveal, { notify });
  } catch (err) {
    if (!(err instanceof VersionConflict)) {
      reportProblem(ports, { kind: 'seed-not-revealed', gameId: record.gameId, version: reveal.version, error: err });
      return null;
    }
  }
  return reveal;
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
      snapshot: {
        version: g.version,
        format: snapshotFormat(g.game),
        state: g.state,
        ...(g.clock && { clock: g.clock }),
        ...(g.dice && { dice: g.dice }),
        ...(g.orders && { orders: g.orders }),
      },
      head: g.head?.hash ?? null,
      ...(mayWake(g) && { nextDeadline: wakeTime(g, botPauseOf(ports)) }),
    });
  } catch (err) {
    reportProblem(ports, { kind: 'snapshot-not-written', gameId: g.record.gameId, version: g.version, error: err });
  }
}

/**
 * Every watcher gets the new entries as their seat may see them; at the end, the secrets too.
 * `before`: the game at the version the previous broadcast carried, for view patches against it.
 */
export async function broadcastAccepted(
  ports: Ports,
  g: LoadedGame,
  records: StoredCommand[],
  personal?: Personal,
  before?: Pick<LoadedGame, 'state' | 'version' | 'head'>,
  watchers?: WatchersAhead,
): Promise<Set<string>> {
  const over = g.game.isTerminal(g.state);
  const history = over ? await wholeLog(ports, g, records) : [];
  // One clock reading for every watcher, so all see the same remaining times.
  const nowMs = ports.clock.now().getTime();
  return fanOut(ports, g.record.gameId, acceptedFrames(g, records, history, nowMs, before), personal, watchers);
}

/**
 * The frames one viewer is sent for records just appended to `g`: its update (with the records as
 * entries) and, once the game is over, what the end revealed of `history`. To a client that
 * applies patches, the update carries what changed in its view since `before` instead of the
 * view, when that is smaller (the previous broadcast carried `before`'s version: a client that
 * missed it finds `from` is not what it holds, and asks for the whole view). Pure, so the
 * broadcast benchmark times exactly what a watcher's frames cost.
 */
export function acceptedFrames(
  g: LoadedGame,
  records: readonly StoredCommand[],
  history: readonly StoredCommand[],
  nowMs: number,
  before?: Pick<LoadedGame, 'state' | 'version' | 'head'>,
): FramesFor {
  // A view's patch is the same for every connection of one viewer (a seat's devices, all spectators):
  // worked out once each; and parts the viewers' views share, diffed once for all of them.
  const patchOf = new Map<string, ViewPatch | null>();
  const shared: DiffMemo = new WeakMap();
  return (who, patches) => {
    const audience = audienceOf(g.game, g.state, who);
    const full = updateFor(
      g,
      who,
      records.map((r) => toEntry(g.game, r, audience)),
      nowMs,
    );
    const update = patches && before ? patched(g.game, full, before, patchOf, shared) : full;
    return [
      ...packUpdate(update),
      ...entriesFrames(g.record.gameId, 'all', revealedEntries(g.game, g.state, history, who)),
    ];
  };
}

/**
 * The update with its view given as a patch against the same viewer's view of `before`, when the
 * patch is the smaller; otherwise the update as it is. A viewer whose audience changed (everyone
 * sees all at the end) gets the whole view: the one it holds was another audience's. `known`
 * keeps each viewer's patch (null: the whole view is the smaller) for its other connections,
 * `shared` the patches of the parts of views the rules share among viewers.
 */
function patched(
  game: AnyGame,
  update: UpdateFrame,
  before: Pick<LoadedGame, 'state' | 'version' | 'head'>,
  known: Map<string, ViewPatch | null>,
  shared: DiffMemo,
): UpdateFrame {
  if (update.viewer === 'all' && !game.isTerminal(before.state)) return update;
  const key = String(update.viewer);
  let patch = known.get(key);
  if (patch === undefined) {
    const held = viewOf(game, before.state, update.viewer, {
      gameId: update.gameId,
      version: before.version,
      head: before.head?.hash ?? null,
    });
    const diff = diffView(held, update.view, shared);
    // Each text made here is the one the frame is sent as (frames.ts jsonOf), and the view is
    // serialized only for a patch large enough to be weighed against it.
    const bytes = jsonOf(diff).length;
    patch = bytes > PATCH_SURELY_SMALLER_BYTES && bytes >= jsonOf(update.view).length ? null : diff;
    known.set(key, patch);
  }
  if (patch === null) return update;
  // The view left undefined rather than taken out (a rest copy is several times a spread's
  // cost): the frame's text is the same, since JSON has no key whose value is undefined. Copied
  // by Object.assign, not as `{ ...update, from, viewPatch }`: V8 gives a spread's copy a shape
  // of its own, and keys added after it a new shape each time, which made that one literal about
  // 4 µs (a tenth of a patched broadcast's compute) and left every frame a shape that the
  // serializer's for...in (frames.ts) could not reuse; the keys' order, and so the text, is the same.
  return Object.assign({}, update, { view: undefined, from: before.version, viewPatch: patch });
}
