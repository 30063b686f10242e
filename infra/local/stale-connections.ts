import { DeleteItemCommand, ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CONNECTIONS_TABLE } from '../../lambdas/adapters/dynamo/tables.js';

/**
 * Deletes every connection record. At start no socket is open yet, so any record is left
 * from an earlier process; dynalite has no TTL to sweep it, and a post to it would fail on
 * the game's next broadcast. On AWS the table's TTL does this.
 * The local table holds at most the connections of one machine, so a scan is cheap.
 */
export async function forgetAllConnections(client: DynamoDBClient, table: string): Promise<number> {
  const { partitionKey, sortKey } = CONNECTIONS_TABLE;
  let removed = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        ProjectionExpression: '#p, #s',
        ExpressionAttributeNames: { '#p': partitionKey, '#s': sortKey },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      await client.send(
        new DeleteItemCommand({
          TableName: table,
          Key: { [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] },
        }),
      );
      removed++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return removed;
}
