import { foldWithClock, initialClockOf, readGame, rulesOf, snapshotFormat, type Folded } from '../load-game.js';
import type { Appended, AppendedStep, Ports, StoredCommand } from '../ports.js';

/** The game just before and just after one record. */
export type Step = AppendedStep;

/**
 * The game around each of the given records (a stream batch's, oldest first, one game's): the
 * record, the state and clocks before it and after it. Folded from the snapshot when the
 * snapshot is older than the first of them (the stream may deliver records after the summary
 * moved on), else from the start. The log is read (consistently) only between there and the
 * first record: the records themselves came with the stream, and are not read again.
 */
export async function stepsThrough(ports: Ports, gameId: string, records: readonly StoredCommand[]): Promise<Appended> {
  const record = await readGame(ports, gameId);
  const game = await rulesOf(record);
  const first = records[0].version;
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
  let next = (usable ? snapshot.version : 0) + 1;
  const fold = (r: StoredCommand): Step => {
    if (r.version !== next) throw new Error(`game ${gameId}: log has version ${r.version} where ${next} belongs`);
    const step = { record: r, before: at, after: foldWithClock(game, at, [r]) };
    at = step.after;
    next++;
    return step;
  };
  const steps: Step[] = [];
  for (const r of records) {
    // The stream's filter passes only the records someone must hear of: those between are read.
    if (r.version > next)
      for (const between of await ports.events.readAfter(gameId, next - 1, { through: r.version - 1 })) fold(between);
    steps.push(fold(r));
  }
  return { record, steps };
}
