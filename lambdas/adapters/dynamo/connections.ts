import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Seat } from '../../../engine/core/types.js';
import type { ConnectionRecord, Connections } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { CONNECTIONS_TABLE } from './tables.js';

const { partitionKey, byGameIndex, byGameKey, ttlAttribute } = CONNECTIONS_TABLE;

/** The connections table: one item per open WebSocket, found by game through a sparse index. */
export class DynamoConnections implements Connections {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async put(c: ConnectionRecord): Promise<void> {
    // Index keys cannot be null: a connection that watches nothing simply has no gameId.
    const item: Record<string, unknown> = { [partitionKey]: c.connectionId, connectedAt: c.connectedAt, [ttlAttribute]: c.expiresAt };
    if (c.gameId !== null) item[byGameKey] = c.gameId;
    if (c.seat !== null) item.seat = c.seat;
    await withRetry('save connection', () => this.doc.send(new PutCommand({ TableName: this.table, Item: item })), this.retry);
  }

  async remove(connectionId: string): Promise<void> {
    await withRetry('forget connection', () =>
      this.doc.send(new DeleteCommand({ TableName: this.table, Key: { [partitionKey]: connectionId } })), this.retry);
  }

  async byGame(gameId: string): Promise<ConnectionRecord[]> {
    const out: ConnectionRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await withRetry('list connections', () =>
        this.doc.send(
          new QueryCommand({
            TableName: this.table,
            IndexName: byGameIndex,
            KeyConditionExpression: '#g = :g',
            ExpressionAttributeNames: { '#g': byGameKey },
            ExpressionAttributeValues: { ':g': gameId },
            ExclusiveStartKey: start,
          }),
        ), this.retry);
      for (const item of page.Items ?? []) {
        out.push({
          connectionId: item[partitionKey] as string,
          gameId: item[byGameKey] as string,
          seat: (item.seat as Seat | undefined) ?? null,
          connectedAt: item.connectedAt as string,
          expiresAt: item[ttlAttribute] as number,
        });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return out;
  }
}
