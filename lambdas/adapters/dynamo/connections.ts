import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Seat } from '../../../engine/core/types.js';
import type { ConnectionRecord, Connections } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItem } from './query-pages.js';
import { CONNECTIONS_TABLE } from './tables.js';

const { partitionKey, sortKey, ttlAttribute } = CONNECTIONS_TABLE;

/** The connections table: one item per connection watching a game, in the game's partition. */
export class DynamoConnections implements Connections {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async put(c: ConnectionRecord): Promise<void> {
    const item: Record<string, unknown> = {
      [partitionKey]: c.gameId,
      [sortKey]: c.connectionId,
      connectedAt: c.connectedAt,
      [ttlAttribute]: c.expiresAt,
    };
    if (c.seat !== null) item.seat = c.seat;
    if (c.visible !== undefined) item.visible = c.visible;
    if (c.patches === true) item.patches = true;
    await withRetry(
      'save connection',
      () => this.doc.send(new PutCommand({ TableName: this.table, Item: item })),
      this.retry,
    );
  }

  async remove(gameId: string, connectionId: string): Promise<void> {
    await withRetry(
      'forget connection',
      () =>
        this.doc.send(
          new DeleteCommand({ TableName: this.table, Key: { [partitionKey]: gameId, [sortKey]: connectionId } }),
        ),
      this.retry,
    );
  }

  /** One conditional update: a connection that does not watch the game (or is gone) is not created by it. */
  async setVisible(gameId: string, connectionId: string, visible: boolean): Promise<boolean> {
    try {
      await withRetry(
        'save presence',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: gameId, [sortKey]: connectionId },
              UpdateExpression: 'SET visible = :v',
              ConditionExpression: 'attribute_exists(#c)',
              ExpressionAttributeNames: { '#c': sortKey },
              ExpressionAttributeValues: { ':v': visible },
            }),
          ),
        this.retry,
      );
      return true;
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  }

  /**
   * Eventually consistent, as the index it replaces was, at half the read units: a connection
   * that subscribed in the last second may miss one update, which its next update shows it
   * (versions are contiguous) and it catches up by version.
   */
  async byGame(gameId: string): Promise<ConnectionRecord[]> {
    const items = await everyItem(this.doc, this.retry, 'list connections', {
      TableName: this.table,
      KeyConditionExpression: '#g = :g',
      ExpressionAttributeNames: { '#g': partitionKey },
      ExpressionAttributeValues: { ':g': gameId },
    });
    // An expired item the TTL has not deleted yet is a closed connection: its post fails with
    // 410 and removes it, like any other closed connection's.
    return items.map((item) => ({
      connectionId: item[sortKey] as string,
      gameId,
      seat: (item.seat as Seat | undefined) ?? null,
      connectedAt: item.connectedAt as string,
      expiresAt: item[ttlAttribute] as number,
      ...(typeof item.visible === 'boolean' && { visible: item.visible }),
      ...(item.patches === true && { patches: true as const }),
    }));
  }
}
