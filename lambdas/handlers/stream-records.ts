import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { EVENTS_TABLE } from '../adapters/dynamo/tables.js';
import { fromItem } from '../adapters/dynamo/event-store.js';
import type { StoredCommand } from '../app/ports.js';

/**
 * The events table's stream, read: each INSERT's new image is one appended record. Records of
 * one game share a partition key, so they reach the notifier in one shard and in version order;
 * a batch may hold several games. Each game's records are handed on together, oldest first.
 */
export interface GameRecords {
  gameId: string;
  records: StoredCommand[];
  /** The stream's sequence number of the game's first record in the batch: where a retry must start from. */
  firstSequenceNumber: string;
}

/** A record the notifier cannot read (no new image, or not the shape the event store writes): retrying would not help. */
export interface UnreadableRecord {
  sequenceNumber?: string;
  reason: string;
}

export function gamesOfBatch(batch: readonly DynamoDBRecord[]): {
  games: GameRecords[];
  unreadable: UnreadableRecord[];
} {
  const games = new Map<string, GameRecords>();
  const unreadable: UnreadableRecord[] = [];
  for (const record of batch) {
    // The event source mapping passes INSERTs only; the log is append-only, so anything else is no move.
    if (record.eventName !== 'INSERT') continue;
    const sequenceNumber = record.dynamodb?.SequenceNumber;
    const image = record.dynamodb?.NewImage;
    if (!image || !sequenceNumber) {
      unreadable.push({ sequenceNumber, reason: 'no new image: the stream must carry NEW_IMAGE' });
      continue;
    }
    let read: { gameId: string; record: StoredCommand };
    try {
      read = storedCommandOf(unmarshall(image as Record<string, AttributeValue>));
    } catch (err) {
      unreadable.push({ sequenceNumber, reason: (err as Error).message });
      continue;
    }
    const game = games.get(read.gameId);
    if (!game)
      games.set(read.gameId, { gameId: read.gameId, records: [read.record], firstSequenceNumber: sequenceNumber });
    else if (!game.records.some((r) => r.version === read.record.version)) game.records.push(read.record);
  }
  for (const game of games.values()) game.records.sort((a, b) => a.version - b.version);
  return { games: [...games.values()], unreadable };
}

/**
 * An events-table item as the record the event store wrote (adapters/dynamo/event-store.ts
 * writes `{ gameId, ...record }`), checked field by field: a malformed item is named, not passed on.
 */
export function storedCommandOf(item: Record<string, unknown>): { gameId: string; record: StoredCommand } {
  const gameId = item[EVENTS_TABLE.partitionKey];
  const version = item[EVENTS_TABLE.sortKey];
  if (typeof gameId !== 'string' || gameId === '')
    throw new Error(`an events item without a ${EVENTS_TABLE.partitionKey}`);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new Error(`events item of ${gameId}: ${EVENTS_TABLE.sortKey} ${JSON.stringify(version)} is not a version`);
  const where = `events item ${gameId} v${version}`;
  const { actor, at, eventVersion, events, commandId } = item;
  if (typeof commandId !== 'string') throw new Error(`${where}: no commandId`);
  if (actor !== 'system' && !(typeof actor === 'number' && Number.isInteger(actor) && actor >= 0))
    throw new Error(`${where}: actor ${JSON.stringify(actor)} is neither a seat nor 'system'`);
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)))
    throw new Error(`${where}: at ${JSON.stringify(at)} is not a time`);
  if (typeof eventVersion !== 'number') throw new Error(`${where}: no eventVersion`);
  if (!Array.isArray(events)) throw new Error(`${where}: events is not a list`);
  return { gameId, record: fromItem(item) };
}
