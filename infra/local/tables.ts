import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { CONNECTIONS_TABLE, EVENTS_TABLE, GAMES_TABLE, type TableNames } from '../../lambdas/adapters/dynamo/tables.js';

/** The table names the local stack uses (CDK names its own). */
export const LOCAL_TABLES: TableNames = {
  events: 'tradewinds-events',
  games: 'tradewinds-games',
  connections: 'tradewinds-connections',
};

/** Creates the three tables if they are missing and waits until they are active; an existing data folder keeps its tables. */
export async function ensureTables(client: DynamoDBClient, names: TableNames = LOCAL_TABLES): Promise<void> {
  const create = async (input: ConstructorParameters<typeof CreateTableCommand>[0]) => {
    try {
      await client.send(new CreateTableCommand({ BillingMode: 'PAY_PER_REQUEST', ...input }));
    } catch (err) {
      if (!(err instanceof ResourceInUseException)) throw err;
    }
  };
  await create({
    TableName: names.events,
    KeySchema: [
      { AttributeName: EVENTS_TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: EVENTS_TABLE.sortKey, KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: EVENTS_TABLE.partitionKey, AttributeType: 'S' },
      { AttributeName: EVENTS_TABLE.sortKey, AttributeType: 'N' },
    ],
  });
  await create({
    TableName: names.games,
    KeySchema: [{ AttributeName: GAMES_TABLE.partitionKey, KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: GAMES_TABLE.partitionKey, AttributeType: 'S' }],
  });
  // dynalite keeps no TTL; connections left by a crashed process are removed at start (stale-connections.ts).
  await create({
    TableName: names.connections,
    KeySchema: [{ AttributeName: CONNECTIONS_TABLE.partitionKey, KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: CONNECTIONS_TABLE.partitionKey, AttributeType: 'S' },
      { AttributeName: CONNECTIONS_TABLE.byGameKey, AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: CONNECTIONS_TABLE.byGameIndex,
        KeySchema: [{ AttributeName: CONNECTIONS_TABLE.byGameKey, KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  for (const table of Object.values(names)) await untilActive(client, table);
}

/** dynalite answers CreateTable at once but serves the table a moment later; the first scan must not race it. */
async function untilActive(client: DynamoDBClient, table: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
      if (Table?.TableStatus === 'ACTIVE' && (Table.GlobalSecondaryIndexes ?? []).every((g) => g.IndexStatus === 'ACTIVE')) return;
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`table ${table} did not become active`);
}
