import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_TABLES } from '../../infra/local/tables.js';
import type { TableNames } from '../../lambdas/adapters/dynamo/tables.js';

/**
 * Waits until every table and index is ACTIVE. dynalite creates a table in the CREATING state
 * and flips it on a timer, so on a busy machine a request right after `ensureTables` can meet
 * ResourceNotFoundException.
 */
export async function tablesReady(client: DynamoDBClient, names: TableNames = LOCAL_TABLES, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const name of Object.values(names)) {
    for (;;) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
      if (Table?.TableStatus === 'ACTIVE' && (Table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE')) break;
      if (Date.now() > deadline) throw new Error(`table ${name} is still ${Table?.TableStatus} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
