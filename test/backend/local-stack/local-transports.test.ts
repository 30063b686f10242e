import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { HttpRequest } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDynalite } from '../../../infra/local/dynalite.js';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { ApiGatewayBroadcaster } from '../../../lambdas/adapters/apigw/broadcaster.js';
import { StoreBusy } from '../../../lambdas/app/errors.js';
import { documentClient } from '../../../lambdas/adapters/dynamo/client.js';
import { DynamoEventStore } from '../../../lambdas/adapters/dynamo/event-store.js';
import { localTransport, type LocalTransport } from '../../../lambdas/adapters/local-transports.js';
import type { CreatedFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { storeClient } from '../support/local-store.js';
import { WsClient } from '../support/ws-client.js';
import { asAcceptance } from '../support/setup.js';

/**
 * The local stack hands the handlers' DynamoDB and @connections requests to dynalite and the
 * WebSocket emulator in-process. These tests check that those requests are still the SDK's
 * own (signed, serialized, parsed back into the SDK's errors), that what they write lands in
 * the store, and that the store and the Management API still serve other processes over HTTP.
 */
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-transports-'));
let stack: LocalStack;
let store: LocalTransport;
let management: LocalTransport;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: dir });
  store = localTransport(stack.storeEndpoint)!;
  management = localTransport(stack.managementEndpoint)!;
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isType = (type: ServerFrame['type']) => (f: ServerFrame) => f.type === type;
const headerOf = (r: HttpRequest, name: string) =>
  Object.entries(r.headers).find(([k]) => k.toLowerCase() === name)?.[1];

it('registers an in-process transport for the store and the Management API the handlers are configured with', () => {
  expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBe(stack.storeEndpoint);
  expect(process.env.WS_MANAGEMENT_ENDPOINT).toBe(stack.managementEndpoint);
  expect(store).toBeDefined();
  expect(management).toBeDefined();
});

describe('a command played over the WebSocket', () => {
  it('reaches the store as a signed DynamoDB request, lands there, and its update reaches every socket as a posted frame', async () => {
    const storeCalls = vi.spyOn(store, 'handle');
    const posts = vi.spyOn(management, 'handle');
    try {
      const host = await WsClient.connect(stack.wsUrl);
      const created = (await host.request(
        {
          action: 'create',
          nonce: 'test-nonce-0000000000000000',
          rules: 'manila',
          seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        },
        isType('created'),
      )) as CreatedFrame;
      await host.close();
      const { gameId } = created;
      const tokens = created.seats.map((s) => s.token!);
      const seats = await Promise.all(
        tokens.map(async (token, seat) => {
          const c = await WsClient.connect(stack.wsUrl);
          await c.request({ action: 'subscribe', gameId, seat, token, lastVersion: 0 }, isType('update'));
          return c;
        }),
      );
      const update = seats[0].model.update as UpdateFrame;
      const seat = update.toAct[0];
      const mine = seats[seat].model.update as UpdateFrame;
      storeCalls.mockClear();
      posts.mockClear();
      const commandId = 'transport-test-1';
      seats[seat].send({
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: mine.version,
        commandId,
        command: botChooser(1)(mine),
      });
      await Promise.all(seats.map((c) => c.waitFor((f) => f.type === 'update' && f.version === mine.version + 1)));

      const appends = storeCalls.mock.calls
        .map(([r]) => r)
        .filter((r) => headerOf(r, 'x-amz-target') === 'DynamoDB_20120810.PutItem');
      expect(appends).toHaveLength(1);
      expect(headerOf(appends[0], 'authorization')).toMatch(
        /^AWS4-HMAC-SHA256 Credential=.*\/dynamodb\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
      );
      expect(JSON.parse(new TextDecoder().decode(appends[0].body as Uint8Array))).toMatchObject({
        TableName: LOCAL_TABLES.events,
        Item: { gameId: { S: gameId }, commandId: { S: commandId } },
      });

      // Another process's SDK client finds the record over HTTP.
      const outside = storeClient(stack);
      try {
        const { Item } = await outside.send(
          new GetItemCommand({
            TableName: LOCAL_TABLES.events,
            Key: { gameId: { S: gameId }, version: { N: String(mine.version + 1) } },
            ConsistentRead: true,
          }),
        );
        expect(Item?.commandId).toEqual({ S: commandId });
      } finally {
        outside.destroy();
      }

      // One post per seat's update (the sender's, naming its command, is its answer), each a signed POST to @connections.
      expect(posts.mock.calls.length).toBeGreaterThanOrEqual(seats.length);
      for (const [r] of posts.mock.calls) {
        expect(r.method).toBe('POST');
        expect(r.path).toMatch(/^\/local\/@connections\/[^/]+$/);
        expect(headerOf(r, 'authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=.*\/execute-api\/aws4_request/);
      }
      await seats[seat].waitFor((f) => asAcceptance(f)?.commandId === commandId);
      await Promise.all(seats.map((c) => c.close()));
    } finally {
      storeCalls.mockRestore();
      posts.mockRestore();
    }
  });
});

describe('failures come back as the SDK reports them over HTTP', () => {
  it('a table that does not exist is ResourceNotFoundException, in-process as over HTTP', async () => {
    const failure = async (doc: ReturnType<typeof documentClient>) => {
      try {
        await new DynamoEventStore(doc, 'no-such-table').read('g', 1);
        return null;
      } catch (err) {
        return err as { name: string; $metadata: { httpStatusCode?: number } };
      } finally {
        doc.destroy();
      }
    };
    const inProcess = await failure(documentClient(store));
    const overHttp = await failure(documentClient());
    expect(inProcess?.name).toBe('ResourceNotFoundException');
    expect(overHttp?.name).toBe('ResourceNotFoundException');
    expect(inProcess?.$metadata.httpStatusCode).toBe(overHttp?.$metadata.httpStatusCode);
  });

  it('a post to a connection that is not open is gone, in-process as over HTTP', async () => {
    const post = (client: ApiGatewayManagementApiClient) =>
      new ApiGatewayBroadcaster(client).post('bm9uZQ==', '{"type":"pong"}').finally(() => client.destroy());
    const endpoint = stack.managementEndpoint;
    expect(
      await post(new ApiGatewayManagementApiClient({ endpoint, requestHandler: management, maxAttempts: 1 })),
    ).toBe('gone');
    expect(await post(new ApiGatewayManagementApiClient({ endpoint, maxAttempts: 1 }))).toBe('gone');
  });
});

it('a store that has stopped is a broken connection: the adapters retry and then answer busy', async () => {
  const dynamo = await startDynalite(join(dir, 'stopped'));
  await dynamo.close();
  const doc = documentClient(dynamo.transport);
  try {
    await expect(
      new DynamoEventStore(doc, LOCAL_TABLES.events, { attempts: 2, baseDelayMs: 1 }).read('g', 1),
    ).rejects.toBeInstanceOf(StoreBusy);
  } finally {
    doc.destroy();
  }
});

it('after close, the endpoints have no in-process transport left', async () => {
  const other = await startLocalStack({ port: 0, dataDir: join(dir, 'other'), webRoot: dir });
  const endpoints = [other.storeEndpoint, other.managementEndpoint];
  expect(endpoints.map(localTransport).every(Boolean)).toBe(true);
  await other.close();
  expect(endpoints.map(localTransport)).toEqual([undefined, undefined]);
  // The handlers are configured for the stack started last; point them back for the other tests.
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: stack.storeEndpoint,
    WS_MANAGEMENT_ENDPOINT: stack.managementEndpoint,
  });
});
