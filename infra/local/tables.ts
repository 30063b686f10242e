import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
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
  const connectionKeys = [
    { AttributeName: CONNECTIONS_TABLE.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: CONNECTIONS_TABLE.sortKey, KeyType: 'RANGE' as const },
  ];
  // A data folder from before connections were keyed by game: they are ephemeral, so the old table goes.
  await dropIfKeyedOtherwise(client, names.connections, connectionKeys);
  await create({
    TableName: names.connections,
    KeySchema: connectionKeys,
    AttributeDefinitions: [
      { AttributeName: CONNECTIONS_TABLE.partitionKey, AttributeType: 'S' },
      { AttributeName: CONNECTIONS_TABLE.sortKey, AttributeType: 'S' },
    ],
  });
  for (const table of Object.values(names)) await untilActive(client, table);
}

async function dropIfKeyedOtherwise(client: DynamoDBClient, table: string, keys: { AttributeName: string; KeyType: string }[]): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    const same = JSON.stringify(Table?.KeySchema ?? []) === JSON.stringify(keys) && !Table?.GlobalSecondaryIndexes?.length;
    if (same) return;
    await client.send(new DeleteTableCommand({ TableName: table }));
    for (let i = 0; i < 200; i++) {
      await client.send(new DescribeTableCommand({ TableName: table }));
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`table ${table} was not deleted`);
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
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
