import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import {
  CHAT_TABLE,
  CONNECTIONS_TABLE,
  deadlineShard,
  EVENTS_TABLE,
  GAMES_TABLE,
  SUBSCRIPTIONS_TABLE,
  type TableNames,
} from '../../lambdas/adapters/dynamo/tables.js';

/** The table names the local stack uses (CDK names its own). */
export const LOCAL_TABLES = {
  events: 'tradewinds-events',
  games: 'tradewinds-games',
  connections: 'tradewinds-connections',
  subscriptions: 'tradewinds-subscriptions',
  chat: 'tradewinds-chat',
} satisfies TableNames;

/** Creates the tables (and the games table's deadline index) if they are missing and waits until they are active; an existing data folder keeps its tables. */
export async function ensureTables(client: DynamoDBClient, names: TableNames = LOCAL_TABLES): Promise<void> {
  const create = async (input: CreateTableCommandInput) => {
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
  const games = gamesTable(names.games);
  // A data folder from before the deadline index keeps its games: they move into a table with it.
  const kept = await takeGamesWithoutIndex(client, names.games);
  await create(games);
  if (kept) {
    await untilActive(client, names.games);
    for (const item of kept) await client.send(new PutItemCommand({ TableName: names.games, Item: withShard(item) }));
  }
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
  if (names.subscriptions) await create(subscriptionsTable(names.subscriptions));
  if (names.chat)
    await create({
      TableName: names.chat,
      KeySchema: [
        { AttributeName: CHAT_TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: CHAT_TABLE.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: CHAT_TABLE.partitionKey, AttributeType: 'S' },
        { AttributeName: CHAT_TABLE.sortKey, AttributeType: 'S' },
      ],
    });
  for (const table of [names.events, names.games, names.connections, names.subscriptions, names.chat])
    if (table) await untilActive(client, table);
}

/** The notifications table with its sparse index of digest subscriptions (lambdas/adapters/dynamo/tables.ts). */
function subscriptionsTable(name: string): CreateTableCommandInput {
  const { partitionKey, sortKey, digestIndex } = SUBSCRIPTIONS_TABLE;
  return {
    TableName: name,
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: partitionKey, AttributeType: 'S' },
      { AttributeName: sortKey, AttributeType: 'S' },
      { AttributeName: digestIndex.partitionKey, AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: digestIndex.name,
        KeySchema: [
          { AttributeName: digestIndex.partitionKey, KeyType: 'HASH' },
          { AttributeName: digestIndex.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}

/** The games table with its sparse index of pending wakes (lambdas/adapters/dynamo/tables.ts), as CDK declares it. */
function gamesTable(name: string): CreateTableCommandInput {
  const index = GAMES_TABLE.pendingIndex;
  return {
    TableName: name,
    KeySchema: [{ AttributeName: GAMES_TABLE.partitionKey, KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: GAMES_TABLE.partitionKey, AttributeType: 'S' },
      { AttributeName: index.partitionKey, AttributeType: 'S' },
      { AttributeName: index.sortKey, AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  };
}

/**
 * dynalite cannot add an index to a table, so a games table from before the index is read
 * whole (a local data folder: a scan is fine here), dropped, and its items returned to be
 * written into the new one. Null when the table is missing or has the index already.
 */
async function takeGamesWithoutIndex(
  client: DynamoDBClient,
  table: string,
): Promise<Record<string, AttributeValue>[] | null> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    if (Table?.GlobalSecondaryIndexes?.some((i) => i.IndexName === GAMES_TABLE.pendingIndex.name)) return null;
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return null;
    throw err;
  }
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: table }));
  await untilGone(client, table);
  return items;
}

/** An item of the old table as the new one keeps it: with its shard while a wake is pending. */
function withShard(item: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const index = GAMES_TABLE.pendingIndex;
  const id = stringAt(item, GAMES_TABLE.partitionKey);
  if (stringAt(item, index.sortKey) === undefined || id === undefined) return item;
  return { ...item, [index.partitionKey]: { S: deadlineShard(id) } };
}

async function untilGone(client: DynamoDBClient, table: string): Promise<void> {
  try {
    for (let i = 0; i < 200; i++) {
      await client.send(new DescribeTableCommand({ TableName: table }));
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`table ${table} was not deleted`);
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
}

async function dropIfKeyedOtherwise(
  client: DynamoDBClient,
  table: string,
  keys: { AttributeName: string; KeyType: string }[],
): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    const same =
      JSON.stringify(Table?.KeySchema ?? []) === JSON.stringify(keys) && !Table?.GlobalSecondaryIndexes?.length;
    if (same) return;
    await client.send(new DeleteTableCommand({ TableName: table }));
    await untilGone(client, table);
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
}

/** dynalite answers CreateTable at once but serves the table a moment later; the first scan must not race it. */
async function untilActive(client: DynamoDBClient, table: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
      if (
        Table?.TableStatus === 'ACTIVE' &&
        (Table.GlobalSecondaryIndexes ?? []).every((g) => g.IndexStatus === 'ACTIVE')
      )
        return;
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`table ${table} did not become active`);
}

const stringAt = (item: Partial<Record<string, AttributeValue>>, name: string): string | undefined => item[name]?.S;
