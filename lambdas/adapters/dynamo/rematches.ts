import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RematchStore, StoredRematch } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { CHAT_TABLE } from './tables.js';

const { partitionKey, sortKey } = CHAT_TABLE;

/**
 * A finished game's rematch is one item of the chat table (tables.ts CHAT_TABLE) in the
 * finished game's partition, under this key: never `msg#`, so the chat's queries never read it,
 * and its own filter on the table's stream brings its changes to the notifier.
 */
export const REMATCH_KEY = 'rematch';

const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

export class DynamoRematches implements RematchStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async get(gameId: string): Promise<StoredRematch | null> {
    const out = await withRetry(
      'read rematch',
      () =>
        this.doc.send(
          new GetCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: REMATCH_KEY },
            ConsistentRead: true,
          }),
        ),
      this.retry,
    );
    const data: unknown = out.Item?.data;
    return typeof data === 'string' ? (JSON.parse(data) as StoredRematch) : null;
  }

  async put(rematch: StoredRematch): Promise<boolean> {
    // One conditional write on the version read: no transaction, and a write that lost the race changes nothing.
    const first = rematch.version === 1;
    try {
      await withRetry(
        'write rematch',
        () =>
          this.doc.send(
            new PutCommand({
              TableName: this.table,
              Item: {
                [partitionKey]: rematch.gameId,
                [sortKey]: REMATCH_KEY,
                version: rematch.version,
                data: JSON.stringify(rematch),
              },
              ConditionExpression: first ? 'attribute_not_exists(#v)' : '#v = :before',
              ExpressionAttributeNames: { '#v': 'version' },
              ...(!first && { ExpressionAttributeValues: { ':before': rematch.version - 1 } }),
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
}
