import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite } from '../../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../../infra/local/tables.js';
import { deadlineShard } from '../../../lambdas/adapters/dynamo/tables.js';

let dir: string;
let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBClient;

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'tradewinds-tables-'));
  dynamo = await startDynalite(dir);
  client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the local tables', () => {
  it('move the games of a data folder from before the deadline index into a games table with it, each pending wake with its shard', async () => {
    // The games table as it was created before the index.
    await client.send(
      new CreateTableCommand({
        TableName: LOCAL_TABLES.games,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'gameId', AttributeType: 'S' }],
      }),
    );
    // dynalite serves a new table a moment after answering CreateTable.
    while (
      (await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLES.games }))).Table?.TableStatus !== 'ACTIVE'
    )
      await new Promise((r) => setTimeout(r, 10));
    const waiting = {
      gameId: { S: 'waiting-game-0000000000' },
      rules: { S: 'manila' },
      nextDeadline: { S: '2026-12-01T10:00:00.000Z' },
    };
    const idle = { gameId: { S: 'idle-game-000000000000' }, rules: { S: 'manila' } };
    await client.send(new PutItemCommand({ TableName: LOCAL_TABLES.games, Item: waiting }));
    await client.send(new PutItemCommand({ TableName: LOCAL_TABLES.games, Item: idle }));

    await ensureTables(client);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLES.games }));
    expect(Table!.GlobalSecondaryIndexes!.map((g) => [g.IndexName, g.KeySchema, g.Projection?.ProjectionType])).toEqual(
      [
        [
          'pending-deadlines',
          [
            { AttributeName: 'deadlineShard', KeyType: 'HASH' },
            { AttributeName: 'nextDeadline', KeyType: 'RANGE' },
          ],
          'KEYS_ONLY',
        ],
      ],
    );
    const kept = await client.send(
      new GetItemCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: waiting.gameId } }),
    );
    expect(kept.Item).toEqual({ ...waiting, deadlineShard: { S: deadlineShard('waiting-game-0000000000') } });
    const plain = await client.send(
      new GetItemCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: idle.gameId } }),
    );
    expect(plain.Item).toEqual(idle);

    // A second start finds the index there and leaves everything as it is.
    await ensureTables(client);
    expect(
      (await client.send(new GetItemCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: waiting.gameId } }))).Item,
    ).toEqual(kept.Item);
  });
});
