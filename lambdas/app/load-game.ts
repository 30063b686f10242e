import { evolveClock, initialClock, nextDeadline, recordFact, type ClockState } from '../../engine/core/clock/index.js';
import { loadRuleSet } from '../../engine/load-rule-set.js';
import type { AnyGame, Seat } from '../../engine/core/types.js';
import { clockFactOfRequest, clockRequestOf } from './clock-records.js';
import { AppError } from './errors.js';
import { checkLog, damaged, logProblem } from './log-integrity.js';
import type { Folded, GameRecord, Ports, Snapshot, StoredCommand } from './ports.js';
import { diceStart, evolveDice, type DiceState } from '../../engine/audit/dice-state.js';
import { evolveOrders, initialOrders, type OrdersState } from '../../engine/core/orders-log.js';
import { isOrdersRecord } from './orders-records.js';

export interface LoadedGame {
  record: GameRecord;
  game: AnyGame;
  state: unknown;
  version: number;
  /** The version the snapshot stood at; `tail` holds every record after it. */
  base: number;
  tail: StoredCommand[];
  /** The newest record (the head of the chain the next record links to); null before any. */
  head: StoredCommand | null;
  /** The clocks at `version`, folded from the log like the state; null for games without a clock. */
  clock: ClockState | null;
  /** What the next record's dice derive from besides the seed (dice scheme 2); null for scheme 1 games. */
  dice: DiceState | null;
  /**
   * Every seat's standing orders at `version` (engine/core/orders-log.ts), folded from the log;
   * null for a rule set without orders and before the start.
   */
  orders: OrdersState | null;
}

/**
 * Snapshots are the rule set's own state, so they are only valid for the rule set,
 * event version and state shape that made them; anything else is folded from the log.
 */
export function snapshotFormat(game: AnyGame): string {
  return `${game.id}/${game.eventVersion}/${game.stateVersion}/clock${CLOCK_SNAPSHOT_VERSION}/dice${DICE_SNAPSHOT_VERSION}/orders${ORDERS_SNAPSHOT_VERSION}`;
}

/**
 * The shape of the clock state kept in snapshots (engine/core/clock/state.ts): bump it when
 * that shape changes. Version 1 also marks snapshots written since clocks exist, so older
 * ones, without a clock state, are folded afresh; version 2 counts each seat's clock requests.
 */
export const CLOCK_SNAPSHOT_VERSION = 2;

/** The shape of the dice state kept in snapshots (engine/audit/dice-state.ts): bump it when that shape changes. */
export const DICE_SNAPSHOT_VERSION = 1;

/**
 * The shape of the orders state kept in snapshots (engine/core/orders-log.ts): bump it when that
 * shape changes. Version 1 marks snapshots written since orders exist, so older ones are folded afresh;
 * version 2, those written since forced moves are on by default (a seat that never set orders held
 * them off in a version 1 snapshot, and folded afresh holds them on).
 */
export const ORDERS_SNAPSHOT_VERSION = 2;

/** The game's rule set, loaded on the first use of its id in this process. */
export async function rulesOf(record: GameRecord): Promise<AnyGame> {
  const game = await loadRuleSet(record.rules);
  if (!game) throw new AppError('INTERNAL', `This server no longer has the rule set '${record.rules}'.`);
  return game;
}

/**
 * The games item. `consistent: false` halves the read's cost; a game it does not find yet
 * (created a moment ago) is looked up again consistently before it is called unknown.
 */
export async function readGame(ports: Ports, gameId: string, { consistent = true } = {}): Promise<GameRecord> {
  const record = (await ports.games.get(gameId, { consistent })) ?? (consistent ? null : await ports.games.get(gameId));
  if (!record) throw new AppError('UNKNOWN_GAME', `There is no game ${gameId}.`);
  return record;
}

/** The events of a stored record as the current build reads them. */
export function eventsOf(game: AnyGame, record: StoredCommand): unknown[] {
  return record.events.map((e): unknown => game.upcast(e, record.eventVersion));
}

export function foldRecords(game: AnyGame, state: unknown, records: readonly StoredCommand[]): unknown {
  let s = state;
  for (const r of records) for (const e of eventsOf(game, r)) s = game.evolve(s, e);
  return s;
}

export type { Folded };

/**
 * Folds records into the state, the clocks and the dice state together: each record is one
 * clock fact, read with the seats the game needs after it (engine/core/clock recordFact),
 * except a seat's clock request, which is the request's own fact (clock-records.ts) and has no
 * events to fold. A start record of dice scheme 2 begins the dice state; each later record
 * carries it on (its key, its link, its move).
 */
export function foldWithClock(game: AnyGame, from: Folded, records: readonly StoredCommand[]): Folded {
  let { state, clock, dice } = from;
  let orders = from.orders ?? null;
  for (const r of records) {
    if (r.version === 1) dice = r.diceScheme === 2 ? diceStart(r.commandId, seatsOfStart(r)) : null;
    else if (dice) dice = evolveDice(dice, r);
    if (r.version === 1) orders = game.orders && r.command?.type === 'start' ? initialOrders(seatsOfStartAny(r)) : null;
    else if (orders) orders = evolveOrders(game, orders, state, r);
    // A seat's orders are a record of its own: no events, and no move that ends its turn on the clock.
    if (isOrdersRecord(r)) continue;
    const request = clockRequestOf(r);
    // A clock request is a seat's own (clockRequestOf finds none in the system's records).
    if (request && r.actor !== 'system') {
      if (clock) clock = evolveClock(clock, clockFactOfRequest(request, r.actor, r.at));
      continue;
    }
    state = foldRecords(game, state, [r]);
    if (clock) clock = evolveClock(clock, recordFact(r, game.toAct(state)));
  }
  return { state, clock, dice, orders };
}

/** The number of seats a start record deals for, 0 when it names none (then no seat has orders). */
function seatsOfStartAny(start: StoredCommand): number {
  const seats = start.command && 'seats' in start.command ? start.command.seats : undefined;
  return typeof seats === 'number' ? seats : 0;
}

/** The number of seats a start record deals for. */
function seatsOfStart(start: StoredCommand): number {
  const seats = start.command && 'seats' in start.command ? start.command.seats : undefined;
  if (typeof seats !== 'number') throw new Error(`the start record of a seat-chain game names no seat count`);
  return seats;
}

/** The clocks of a fresh table (before its start record), or null for a game without one; seats created as bots run no clock. */
export function initialClockOf(record: Pick<GameRecord, 'clock' | 'seats'>): ClockState | null {
  return record.clock ? initialClock(record.clock, record.seats.length, botSeatsOf(record)) : null;
}

/** The seats created as bots. */
export function botSeatsOf(record: Pick<GameRecord, 'seats'>): Seat[] {
  return record.seats.flatMap((s, seat) => (s.bot === true ? [seat] : []));
}

/** The loaded game carried on by records just appended after it. */
export function advance(g: LoadedGame, records: readonly StoredCommand[]): LoadedGame {
  const head = records.at(-1);
  if (head === undefined) return g;
  const { state, clock, dice, orders } = foldWithClock(g.game, g, records);
  return {
    ...g,
    state,
    clock,
    dice,
    orders: orders ?? null,
    version: head.version,
    head,
    tail: [...g.tail, ...records],
  };
}

/** The earliest pending clock deadline, or null (also for games without a clock); the item keeps the wake time (wakes.ts). */
export function deadlineOf(g: Pick<LoadedGame, 'clock'>): string | null {
  return g.clock ? (nextDeadline(g.clock)?.deadline ?? null) : null;
}

/**
 * The snapshot is rewritten once it lags this many versions behind (and at the end), so the
 * tail behind it is at most SNAPSHOT_EVERY - 1 records when the last write went through.
 */
export const SNAPSHOT_EVERY = 5;

/**
 * How many of the newest records are read alongside the games item: enough to cover the
 * tail behind a snapshot written on time, in one query of a few kilobytes (one read unit).
 */
export const RECENT_RECORDS = SNAPSHOT_EVERY - 1;

/**
 * The game's current state: its snapshot plus the log after it. Two reads whatever the
 * game's length, made at once: the games item (holding the snapshot) and the newest
 * records of the log. Only when the snapshot lags further behind is the tail read again.
 * `consistent: false` reads both at half the read units, and may miss the last second's
 * writes: for callers that check the version they got (runCommand).
 */
export async function loadGame(
  ports: Ports,
  gameId: string,
  known?: GameRecord,
  options?: { consistent?: boolean },
): Promise<LoadedGame> {
  const [record, recent] = await Promise.all([
    known ?? readGame(ports, gameId, options),
    ports.events.readLatest(gameId, RECENT_RECORDS, options),
  ]);
  const game = await rulesOf(record);
  // A clocked game's snapshot is only of use with the clocks beside it.
  // Likewise a seat-chain game's snapshot with the dice state beside it.
  const fits = (s: Snapshot) =>
    s.format === snapshotFormat(game) &&
    (record.clock === null || s.clock) &&
    (record.diceScheme !== 2 || s.dice) &&
    (game.orders === undefined || s.orders);
  const snapshot = record.snapshot && fits(record.snapshot) ? record.snapshot : null;
  const base = snapshot?.version ?? 0;
  const oldest = recent.at(-1)?.version ?? 1;
  const covered = recent.length < RECENT_RECORDS || oldest <= base + 1;
  const tail = covered ? recent.filter((r) => r.version > base).reverse() : await ports.events.readAfter(gameId, base);
  const problem = logProblem(record, tail, base);
  if (problem !== null) {
    // An eventually consistent read may simply not have the newest records yet: look again before calling the log damaged.
    if (options?.consistent === false) return loadGame(ports, gameId, undefined, { consistent: true });
    checkLog(ports, record, tail, base);
  }
  const from: Folded = snapshot
    ? {
        state: snapshot.state,
        clock: snapshot.clock ?? null,
        dice: snapshot.dice ?? null,
        orders: snapshot.orders ?? null,
      }
    : { state: game.initialState(), clock: initialClockOf(record), dice: null, orders: null };
  const folded = foldWithClock(game, from, tail);
  const { state, clock, dice } = folded;
  const orders = folded.orders ?? null;
  const version = tail.at(-1)?.version ?? base;
  // The next record links to the one at `version`: it comes with the recent ones, unless an
  // eventually consistent read lags behind the snapshot, when it is read on its own.
  const head =
    tail.at(-1) ??
    (recent[0]?.version === version ? recent[0] : version > 0 ? await ports.events.read(gameId, version) : null);
  // With nothing after the snapshot, the head itself must be the record the games item names.
  if (tail.length === 0 && version > 0) {
    if (head === null && options?.consistent === false) return loadGame(ports, gameId, undefined, { consistent: true });
    if (head === null)
      throw damaged(ports, record, `the log has no record at version ${version}, which the games item has seen`);
    checkLog(ports, record, [head], version - 1);
  }
  return { record, game, state, version, base, tail, head, clock, dice, orders };
}

/**
 * The whole log through the newest of `newest` (or the loaded version), for the end-of-game
 * reveal. Records never change once written, so an eventually consistent read (half the read
 * units) can only miss the newest few, which the caller holds already: the loaded tail and the
 * records just appended. Only if the merged log still has a gap is it read again consistently.
 */
export async function wholeLog(
  ports: Ports,
  loaded: LoadedGame,
  newest: readonly StoredCommand[],
): Promise<StoredCommand[]> {
  const gameId = loaded.record.gameId;
  const byVersion = new Map(
    (await ports.events.readAfter(gameId, 0, { consistent: false })).map((r) => [r.version, r]),
  );
  for (const r of [...loaded.tail, ...newest]) byVersion.set(r.version, r);
  const last = Math.max(loaded.version, ...newest.map((r) => r.version));
  const log = [...byVersion.values()].sort((a, b) => a.version - b.version);
  const whole = log.length === last && log.every((r, i) => r.version === i + 1);
  return whole ? log : ports.events.readAfter(gameId, 0);
}

/** Records after `after`, taken from the tail already read when it covers them. */
export async function recordsAfter(ports: Ports, loaded: LoadedGame, after: number): Promise<StoredCommand[]> {
  if (after >= loaded.base) return loaded.tail.filter((r) => r.version > after);
  const records = await ports.events.readAfter(loaded.record.gameId, after);
  // Records behind the snapshot were never folded by this load: they are checked as they are read.
  checkLog(ports, loaded.record, records, after);
  return records;
}
