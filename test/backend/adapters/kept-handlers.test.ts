// The handlers' DocumentClient resolves each command class's middleware once (kept-handlers.ts): every
// call must still send its own input and read its own answer, exactly as the SDK's own DocumentClient
// does, alone, interleaved and side by side, failures included.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { startDynalite } from '../../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../../infra/local/tables.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/client.js';

const EVENTS = LOCAL_TABLES.events;
const GAMES = LOCAL_TABLES.games;
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-kept-handlers-'));
let dynamo: Awaited<ReturnType<typeof startDynalite>>;
/** The handlers' client: kept handlers. */
let kept: DynamoDBDocumentClient;
/** The SDK's own DocumentClient on the same store, with the same marshalling options. */
let plain: DynamoDBDocumentClient;

/** An answer without its request id, which differs from call to call. */
const answer = (r: unknown) => {
  const { $metadata: _, ...rest } = r as { $metadata: unknown };
  return rest;
};

/** The failure a call ends in, by name and message. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'no failure',
    (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)),
  );

beforeAll(async () => {
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  vi.stubEnv('AWS_REGION', 'local');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  dynamo = await startDynalite(dir);
  const config = {
    region: 'local',
    endpoint: dynamo.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
  await ensureTables(new DynamoDBClient(config));
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', dynamo.endpoint);
  kept = documentClient(dynamo.transport);
  plain = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...config, maxAttempts: 1, requestHandler: dynamo.transport }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await dynamo?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the handlers' DocumentClient, each command class's middleware resolved once", () => {
  it('answers every kind of call the adapters make as the SDK does, for games of its own', async () => {
    // The same script on each client, each on games of its own: the answers must match, name for name.
    const script = async (doc: DynamoDBDocumentClient, game: string) => {
      const out: unknown[] = [];
      for (let version = 1; version <= 4; version++)
        out.push(
          answer(
            await doc.send(
              new PutCommand({
                TableName: EVENTS,
                Item: { gameId: game, version, events: [{ type: 'Bid', seat: version % 3, amount: version * 2 }] },
                ConditionExpression: 'attribute_not_exists(version)',
              }),
            ),
          ),
        );
      out.push(
        answer(
          await doc.send(
            new QueryCommand({
              TableName: EVENTS,
              KeyConditionExpression: 'gameId = :g AND version > :v',
              ExpressionAttributeValues: { ':g': game, ':v': 1 },
              ScanIndexForward: false,
              Limit: 2,
            }),
          ),
        ),
      );
      // removeUndefinedValues, from the client's marshalling options, drops `note`.
      await doc.send(new PutCommand({ TableName: GAMES, Item: { gameId: game, status: 'live', note: undefined } }));
      out.push(
        answer(
          await doc.send(
            new UpdateCommand({
              TableName: GAMES,
              Key: { gameId: game },
              UpdateExpression: 'SET #s = :s, moves = if_not_exists(moves, :z) + :one',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':s': 'over', ':z': 0, ':one': 1 },
              ReturnValues: 'ALL_NEW',
            }),
          ),
        ),
      );
      out.push(
        answer(await doc.send(new GetCommand({ TableName: GAMES, Key: { gameId: game }, ConsistentRead: true }))),
      );
      out.push(
        answer(await doc.send(new DeleteCommand({ TableName: GAMES, Key: { gameId: game }, ReturnValues: 'ALL_OLD' }))),
      );
      out.push(answer(await doc.send(new GetCommand({ TableName: GAMES, Key: { gameId: game } }))));
      return JSON.stringify(out).replaceAll(game, 'GAME');
    };
    const ours = await script(kept, 'kept-game');
    expect(ours).toBe(await script(plain, 'plain-game'));
    expect(ours).toContain('"status":"over","moves":1');
    expect(ours).not.toContain('note');
  });

  it('sends each call its own input when calls of one class run side by side', async () => {
    const games = Array.from({ length: 12 }, (_, i) => `side-${i}`);
    await Promise.all(
      games.map((gameId, i) => kept.send(new PutCommand({ TableName: GAMES, Item: { gameId, turn: i } }))),
    );
    const read = await Promise.all(
      games.map((gameId) => kept.send(new GetCommand({ TableName: GAMES, Key: { gameId }, ConsistentRead: true }))),
    );
    expect(read.map((r) => r.Item)).toEqual(games.map((gameId, i) => ({ gameId, turn: i })));
  });

  it('fails a refused condition as the SDK does, and writes nothing', async () => {
    await kept.send(new PutCommand({ TableName: EVENTS, Item: { gameId: 'refused', version: 1, events: [] } }));
    const twice = (doc: DynamoDBDocumentClient) =>
      doc.send(
        new PutCommand({
          TableName: EVENTS,
          Item: { gameId: 'refused', version: 1, events: [{ type: 'Again' }] },
          ConditionExpression: 'attribute_not_exists(version)',
        }),
      );
    const ours = await failure(twice(kept));
    expect(ours).toMatch(/^ConditionalCheckFailedException: /);
    expect(ours).toBe(await failure(twice(plain)));
    const stored = await kept.send(
      new GetCommand({ TableName: EVENTS, Key: { gameId: 'refused', version: 1 }, ConsistentRead: true }),
    );
    expect(stored.Item).toEqual({ gameId: 'refused', version: 1, events: [] });
  });

  it("resolves a class's middleware once per client, where the SDK's DocumentClient resolves it on every call", async () => {
    const resolved = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const fresh = documentClient(dynamo.transport);
    const get = (doc: DynamoDBDocumentClient, gameId: string) =>
      doc.send(new GetCommand({ TableName: GAMES, Key: { gameId } }));
    for (let i = 0; i < 5; i++) await get(fresh, `once-${i}`);
    expect(resolved).toHaveBeenCalledTimes(1);
    resolved.mockClear();
    for (let i = 0; i < 5; i++) await get(plain, `each-${i}`);
    expect(resolved).toHaveBeenCalledTimes(5);
    // A call with options (an abort signal, say) goes the SDK's own way.
    resolved.mockClear();
    await fresh.send(new GetCommand({ TableName: GAMES, Key: { gameId: 'with-options' } }), {});
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
