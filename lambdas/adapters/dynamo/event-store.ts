import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { VersionConflict, type EventStore, type StoredCommand } from '../../app/ports.js';
import type { SystemReason } from '../../../engine/core/types.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItem } from './query-pages.js';
import { EVENTS_TABLE } from './tables.js';

const { partitionKey, sortKey, notifyAttribute } = EVENTS_TABLE;

/**
 * The log on DynamoDB: partition key the game id, sort key the version, one item per
 * accepted command. An append is one PutItem that only succeeds if its version is new.
 */
export class DynamoEventStore implements EventStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async append(gameId: string, record: StoredCommand, { notify = false }: { notify?: boolean } = {}): Promise<void> {
    try {
      await withRetry(
        'append',
        () =>
          this.doc.send(
            new PutCommand({
              TableName: this.table,
              // The flag is no part of the record (fromItem drops it): only the stream's filter reads it.
              Item: { [partitionKey]: gameId, ...record, ...(notify && { [notifyAttribute]: true }) },
              ConditionExpression: 'attribute_not_exists(#v)',
              ExpressionAttributeNames: { '#v': sortKey },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException || (err as Error).name === 'ConditionalCheckFailedException') {
        throw new VersionConflict(gameId, record.version);
      }
      throw err;
    }
  }

  async readAfter(
    gameId: string,
    after: number,
    { consistent = true, through }: { consistent?: boolean; through?: number } = {},
  ): Promise<StoredCommand[]> {
    const bounded = through !== undefined;
    const items = await everyItem(this.doc, this.retry, 'read log', {
      TableName: this.table,
      // Versions are whole numbers: "> after" is "BETWEEN after + 1 AND through".
      KeyConditionExpression: bounded ? '#g = :g AND #v BETWEEN :v AND :t' : '#g = :g AND #v > :v',
      ExpressionAttributeNames: { '#g': partitionKey, '#v': sortKey },
      ExpressionAttributeValues: bounded
        ? { ':g': gameId, ':v': after + 1, ':t': through }
        : { ':g': gameId, ':v': after },
      ConsistentRead: consistent,
    });
    return items.map(fromItem);
  }

  async readLatest(
    gameId: string,
    count: number,
    { consistent = true }: { consistent?: boolean } = {},
  ): Promise<StoredCommand[]> {
    const page = await withRetry(
      'read latest',
      () =>
        this.doc.send(
          new QueryCommand({
            TableName: this.table,
            KeyConditionExpression: '#g = :g',
            ExpressionAttributeNames: { '#g': partitionKey },
            ExpressionAttributeValues: { ':g': gameId },
            ScanIndexForward: false,
            Limit: count,
            ConsistentRead: consistent,
          }),
        ),
      this.retry,
    );
    return (page.Items ?? []).map(fromItem);
  }

  async read(gameId: string, version: number): Promise<StoredCommand | null> {
    const res = await withRetry(
      'read record',
      () =>
        this.doc.send(
          new GetCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: version },
            ConsistentRead: true,
          }),
        ),
      this.retry,
    );
    return res.Item ? fromItem(res.Item) : null;
  }
}

const SYSTEM_REASONS: readonly unknown[] = ['timeout', 'bot', 'order', 'forced'] satisfies SystemReason[];

function isSystemReason(value: unknown): value is SystemReason {
  return SYSTEM_REASONS.includes(value);
}

/**
 * A stored item as a record; items written before commitments lack the audit fields and read as
 * null. The notifier reads the events stream's new images with it too (handlers/stream-records.ts).
 */
export function fromItem(stored: Record<string, unknown>): StoredCommand {
  // The layout `append` writes, declared once instead of cast attribute by attribute; the
  // attributes added later (the reason, the audit fields, the dice scheme) are checked as read.
  const item = stored as {
    version: number;
    commandId: string;
    actor: StoredCommand['actor'];
    at: string;
    eventVersion: number;
    events: unknown[];
    command?: StoredCommand['command'];
    draws?: StoredCommand['draws'];
    prev?: string;
    hash?: string;
  } & Record<string, unknown>;
  return {
    version: item[sortKey],
    commandId: item.commandId,
    actor: item.actor,
    ...(typeof item.onBehalfOf === 'number' && { onBehalfOf: item.onBehalfOf }),
    ...(isSystemReason(item.reason) && { reason: item.reason }),
    at: item.at,
    eventVersion: item.eventVersion,
    events: item.events,
    command: item.command ?? null,
    draws: item.draws ?? null,
    prev: item.prev ?? null,
    hash: item.hash ?? null,
    ...(typeof item.commitment === 'string' && { commitment: item.commitment }),
    ...(typeof item.seed === 'string' && { seed: item.seed }),
    ...(item.diceScheme === 2 && { diceScheme: 2 as const }),
    ...(typeof item.key === 'string' && { key: item.key }),
    ...(typeof item.link === 'string' && { link: item.link }),
  };
}
