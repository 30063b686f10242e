import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ClockOptions, ClockState } from '../../../engine/core/clock/index.js';
import type { Seat } from '../../../engine/core/types.js';
import {
  GameExists,
  type GameProgress,
  type GameRecord,
  type GameRepository,
  type PreparedTable,
  type SeatRecord,
} from '../../app/ports.js';
import type { DiceState } from '../../../engine/audit/dice-state.js';
import type { OrdersState } from '../../../engine/core/orders-log.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItem } from './query-pages.js';
import { decodeState, encodeState } from './snapshot-codec.js';
import { deadlineShard, GAMES_TABLE, PENDING_SHARDS, pendingShard } from './tables.js';

const key = GAMES_TABLE.partitionKey;
const pending = GAMES_TABLE.pendingIndex;

const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/**
 * An item of the games table as this repository writes it (`prepare`, `create` and the updates
 * below): a game, or a prepared table marked `prepared`. Read items are taken to have this layout,
 * declared once here instead of cast attribute by attribute.
 */
interface GameItem {
  gameId: string;
  rules: string;
  prepared?: true;
  preparedAt?: string;
  expiresAt?: number;
  options?: unknown;
  seats: SeatRecord[];
  status: GameRecord['status'];
  toAct: Seat[];
  createdAt: string;
  updatedAt: string;
  version: number;
  snapshot?: Uint8Array;
  snapshotVersion?: number;
  snapshotFormat?: string;
  snapshotClock?: Uint8Array;
  snapshotDice?: Uint8Array;
  snapshotOrders?: Uint8Array;
  // Games created before commitments, clocks or the dice scheme have none of these.
  commitment?: string;
  seed?: string;
  head?: string;
  clock?: ClockOptions;
  nextDeadline?: string;
  deadlineShard?: string;
  diceScheme?: number;
  hostTokenHash?: string;
  listened?: boolean;
}

/** The item's snapshot, if it has one; its version and format are written with it (create, and the update after a move). */
function snapshotOf(item: GameItem): GameRecord['snapshot'] {
  const { snapshot, snapshotVersion: version, snapshotFormat: format } = item;
  if (!snapshot) return null;
  if (version === undefined || format === undefined)
    throw new Error(`game ${item.gameId}'s snapshot lacks its version or format`);
  return {
    version,
    format,
    state: decodeState(snapshot),
    ...(item.snapshotClock !== undefined && { clock: decodeState(item.snapshotClock) as ClockState }),
    ...(item.snapshotDice !== undefined && { dice: decodeState(item.snapshotDice) as DiceState }),
    ...(item.snapshotOrders !== undefined && { orders: decodeState(item.snapshotOrders) as OrdersState }),
  };
}

/** The games table: who sits where, whose turn it is, and the latest snapshot of the state. */
export class DynamoGameRepository implements GameRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /**
   * A prepared table is an item of this table under its game id, marked `prepared` and carrying
   * `expiresAt` (the table's TTL attribute), with neither the pending index's keys nor seats:
   * no read of games returns it, and `create` replaces it.
   */
  async prepare(table: PreparedTable): Promise<void> {
    try {
      await withRetry(
        'prepare game',
        () =>
          this.doc.send(
            new PutCommand({
              TableName: this.table,
              Item: { ...table, [key]: table.gameId, prepared: true },
              ConditionExpression: 'attribute_not_exists(#k)',
              ExpressionAttributeNames: { '#k': key },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      throw isConditionFailure(err) ? new GameExists(table.gameId) : err;
    }
  }

  async prepared(gameId: string): Promise<PreparedTable | null> {
    const res = await withRetry(
      'read prepared game',
      () => this.doc.send(new GetCommand({ TableName: this.table, Key: { [key]: gameId }, ConsistentRead: true })),
      this.retry,
    );
    const item = res.Item as GameItem | undefined;
    if (item?.prepared !== true) return null;
    // A prepared table carries all four (prepare writes them).
    const { rules, seed, commitment, preparedAt, [GAMES_TABLE.ttlAttribute]: expiresAt } = item;
    if (seed === undefined || commitment === undefined || preparedAt === undefined || expiresAt === undefined)
      throw new Error(`prepared table ${gameId} lacks its seed, commitment or times`);
    return { gameId, rules, seed, commitment, preparedAt, expiresAt };
  }

  async create(game: GameRecord): Promise<void> {
    // Absent rather than null: only clocked games carry a clock, and only pending deadlines are kept.
    const { snapshot, clock, nextDeadline, ...rest } = game;
    try {
      await withRetry(
        'create game',
        () =>
          this.doc.send(
            new PutCommand({
              TableName: this.table,
              Item: {
                ...rest,
                ...(snapshot && {
                  snapshot: encodeState(snapshot.state),
                  snapshotVersion: snapshot.version,
                  snapshotFormat: snapshot.format,
                }),
                ...(snapshot?.clock && { snapshotClock: encodeState(snapshot.clock) }),
                ...(snapshot?.dice && { snapshotDice: encodeState(snapshot.dice) }),
                ...(snapshot?.orders && { snapshotOrders: encodeState(snapshot.orders) }),
                ...(clock && { clock }),
                ...(nextDeadline !== null && {
                  [pending.sortKey]: nextDeadline,
                  [pending.partitionKey]: deadlineShard(game.gameId),
                }),
              },
              // Over its prepared table (which the put replaces, TTL and all), never over a game.
              ConditionExpression: 'attribute_not_exists(#k) OR #prepared = :yes',
              ExpressionAttributeNames: { '#k': key, '#prepared': 'prepared' },
              ExpressionAttributeValues: { ':yes': true },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      throw isConditionFailure(err) ? new GameExists(game.gameId) : err;
    }
  }

  async get(gameId: string, { consistent = true }: { consistent?: boolean } = {}): Promise<GameRecord | null> {
    const res = await withRetry(
      'read game',
      () =>
        this.doc.send(new GetCommand({ TableName: this.table, Key: { [key]: gameId }, ConsistentRead: consistent })),
      this.retry,
    );
    const item = res.Item as GameItem | undefined;
    // A prepared table is not a game yet.
    if (!item || item.prepared === true) return null;
    return {
      gameId: item[key],
      rules: item.rules,
      options: item.options,
      seats: item.seats.map((s) => ({
        name: s.name,
        open: s.open,
        tokenHash: s.tokenHash ?? null,
        ...(s.bot === true && { bot: true }),
      })),
      status: item.status,
      toAct: item.toAct,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      version: item.version,
      snapshot: snapshotOf(item),
      // Games created before commitments have none of these.
      commitment: item.commitment ?? null,
      seed: item.seed ?? null,
      head: item.head ?? null,
      clock: item.clock ?? null,
      nextDeadline: item.nextDeadline ?? null,
      ...(item.diceScheme === 2 && { diceScheme: 2 as const }),
      ...(typeof item.hostTokenHash === 'string' && { hostTokenHash: item.hostTokenHash }),
      ...(item.listened === true && { listened: true as const }),
    };
  }

  async markListened(gameId: string): Promise<void> {
    try {
      await withRetry(
        'mark listened',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [key]: gameId },
              UpdateExpression: 'SET #listened = :yes',
              // Never creates an item: a game that is not there has nobody to tell.
              ConditionExpression: 'attribute_exists(#k)',
              ExpressionAttributeNames: { '#k': key, '#listened': 'listened' },
              ExpressionAttributeValues: { ':yes': true },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }

  async claimSeat(gameId: string, seat: Seat, name: string, tokenHash: string, at: string): Promise<boolean> {
    try {
      await withRetry(
        'claim seat',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [key]: gameId },
              UpdateExpression: `SET #seats[${seat}].#name = :name, #seats[${seat}].#open = :no, #seats[${seat}].#hash = :hash, #updated = :at`,
              ConditionExpression: `#seats[${seat}].#open = :yes`,
              ExpressionAttributeNames: {
                '#seats': 'seats',
                '#name': 'name',
                '#open': 'open',
                '#hash': 'tokenHash',
                '#updated': 'updatedAt',
              },
              ExpressionAttributeValues: { ':name': name, ':no': false, ':yes': true, ':hash': tokenHash, ':at': at },
            }),
          ),
        this.retry,
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  async recordProgress(gameId: string, p: GameProgress): Promise<void> {
    const names: Record<string, string> = {
      '#k': key,
      '#version': 'version',
      '#status': 'status',
      '#toAct': 'toAct',
      '#updated': 'updatedAt',
    };
    const values: Record<string, unknown> = { ':v': p.version, ':s': p.status, ':t': p.toAct, ':u': p.updatedAt };
    let update = 'SET #version = :v, #status = :s, #toAct = :t, #updated = :u';
    if (p.head !== null) {
      update += ', #head = :h';
      Object.assign(names, { '#head': 'head' });
      Object.assign(values, { ':h': p.head });
    }
    if (p.snapshot) {
      update += ', #snap = :snap, #snapV = :sv, #snapF = :f';
      Object.assign(names, { '#snap': 'snapshot', '#snapV': 'snapshotVersion', '#snapF': 'snapshotFormat' });
      Object.assign(values, {
        ':snap': encodeState(p.snapshot.state),
        ':sv': p.snapshot.version,
        ':f': p.snapshot.format,
      });
      if (p.snapshot.clock) {
        update += ', #snapC = :sc';
        Object.assign(names, { '#snapC': 'snapshotClock' });
        Object.assign(values, { ':sc': encodeState(p.snapshot.clock) });
      }
      if (p.snapshot.dice) {
        update += ', #snapD = :sd';
        Object.assign(names, { '#snapD': 'snapshotDice' });
        Object.assign(values, { ':sd': encodeState(p.snapshot.dice) });
      }
      // Without the orders beside it, a rule set with orders could never use its snapshot (load-game.ts fits).
      if (p.snapshot.orders) {
        update += ', #snapO = :so';
        Object.assign(names, { '#snapO': 'snapshotOrders' });
        Object.assign(values, { ':so': encodeState(p.snapshot.orders) });
      }
    }
    // Games with a clock or bots only; a wake no longer pending is removed with its shard, so the
    // sparse index holds pending ones alone.
    let remove = '';
    if (typeof p.nextDeadline === 'string') {
      update += ', #next = :next, #shard = :shard';
      Object.assign(names, { '#next': pending.sortKey, '#shard': pending.partitionKey });
      Object.assign(values, { ':next': p.nextDeadline, ':shard': deadlineShard(gameId) });
    } else if (p.nextDeadline === null) {
      remove = ' REMOVE #next, #shard';
      Object.assign(names, { '#next': pending.sortKey, '#shard': pending.partitionKey });
    }
    update += remove;
    try {
      await withRetry(
        'record progress',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [key]: gameId },
              UpdateExpression: update,
              // Only forward: a slower writer of an older version must not roll the summary back.
              ConditionExpression: 'attribute_exists(#k) AND #version < :v',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            }),
          ),
        this.retry,
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }

  /** One Query per shard of the sparse index, each paged through; the index holds only pending games. */
  async pendingBefore(at: string): Promise<{ gameId: string; nextDeadline: string }[]> {
    const found: { gameId: string; nextDeadline: string }[] = [];
    for (let n = 0; n < PENDING_SHARDS; n++) {
      const items = await everyItem(this.doc, this.retry, 'query pending deadlines', {
        TableName: this.table,
        IndexName: pending.name,
        KeyConditionExpression: '#shard = :shard AND #next <= :at',
        ExpressionAttributeNames: { '#shard': pending.partitionKey, '#next': pending.sortKey },
        ExpressionAttributeValues: { ':shard': pendingShard(n), ':at': at },
      });
      // The index is sparse: each of its items has both keys.
      for (const item of items as Required<Pick<GameItem, 'gameId' | 'nextDeadline'>>[])
        found.push({ gameId: item[key], nextDeadline: item[pending.sortKey] });
    }
    return found.sort((a, b) => (a.nextDeadline < b.nextDeadline ? -1 : a.nextDeadline > b.nextDeadline ? 1 : 0));
  }
}
