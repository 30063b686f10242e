import type { AnyGame } from '../../../engine/core/types.js';
import { foldWithClock, initialClockOf, readGame, rulesOf, snapshotFormat, type Folded } from '../load-game.js';
import type { GameRecord, Ports, StoredCommand } from '../ports.js';

/** The game just before and just after one record. */
export interface Step {
  record: StoredCommand;
  before: Folded;
  after: Folded;
}

/**
 * The game as of each of the given versions: the record, the state and clocks before it and
 * after it. Folded from the snapshot when the snapshot is older than the first of them (the
 * stream may deliver records after the summary moved on), else from the start. Records are
 * read from the log (consistently), so a batch of a stream is read as the log holds it.
 */
export async function stepsThrough(
  ports: Ports,
  gameId: string,
  versions: readonly number[],
): Promise<{ record: GameRecord; game: AnyGame; steps: Step[] }> {
  const record = await readGame(ports, gameId);
  const game = rulesOf(record);
  const wanted = new Set(versions);
  const first = Math.min(...versions);
  const last = Math.max(...versions);
  const snapshot = record.snapshot;
  const usable =
    snapshot !== null &&
    snapshot.format === snapshotFormat(game) &&
    (record.clock === null || snapshot.clock !== undefined) &&
    (game.orders === undefined || snapshot.orders !== undefined) &&
    snapshot.version < first;
  // The dice state is not needed here: a notification never rolls (and the start re-begins it).
  let at: Folded = usable
    ? { state: snapshot.state, clock: snapshot.clock ?? null, dice: null, orders: snapshot.orders ?? null }
    : { state: game.initialState(), clock: initialClockOf(record), dice: null };
  const base = usable ? snapshot.version : 0;
  const log = (await ports.events.readAfter(gameId, base)).filter((r) => r.version <= last);
  const steps: Step[] = [];
  log.forEach((r, i) => {
    if (r.version !== base + i + 1)
      throw new Error(`game ${gameId}: log has version ${r.version} where ${base + i + 1} belongs`);
    const after = foldWithClock(game, at, [r]);
    if (wanted.has(r.version)) steps.push({ record: r, before: at, after });
    at = after;
  });
  return { record, game, steps };
}
