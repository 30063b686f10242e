import { DeleteItemCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CONNECTIONS_TABLE } from '../../lambdas/adapters/dynamo/tables.js';

/**
 * Deletes every connection record. At start no socket is open yet, so any record is left
 * from a process that died without running $disconnect; dynalite has no TTL to sweep it,
 * and posts to it would fail on every broadcast. On AWS the table's TTL does this.
 * The local table holds at most the connections of one machine, so a scan is cheap.
 */
export async function forgetAllConnections(client: DynamoDBClient, table: string): Promise<number> {
  const key = CONNECTIONS_TABLE.partitionKey;
  let removed = 0;
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ProjectionExpression: '#k', ExpressionAttributeNames: { '#k': key }, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      await client.send(new DeleteItemCommand({ TableName: table, Key: { [key]: item[key] } }));
      removed++;
    }
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
  return removed;
}
