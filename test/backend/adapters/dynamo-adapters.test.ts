import { ConditionalCheckFailedException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiGatewayBroadcaster } from '../../../lambdas/adapters/apigw/broadcaster.js';
import { DynamoConnections } from '../../../lambdas/adapters/dynamo/connections.js';
import { DynamoEventStore } from '../../../lambdas/adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../../../lambdas/adapters/dynamo/game-repository.js';
import { isTransient, type RetryPolicy } from '../../../lambdas/adapters/dynamo/retry.js';
import { fanOut } from '../../../lambdas/app/broadcast.js';
import { StoreBusy } from '../../../lambdas/app/errors.js';
import { GameExists, VersionConflict, type StoredCommand } from '../../../lambdas/app/ports.js';
import { memoryPorts } from '../support/memory-ports.js';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));
const ddb = mockClient(DynamoDBDocumentClient);
const sleeps: number[] = [];
const retry: RetryPolicy = { attempts: 4, baseDelayMs: 20, sleep: async (ms) => void sleeps.push(ms) };
const events = new DynamoEventStore(doc, 'events', retry);
const games = new DynamoGameRepository(doc, 'games', retry);
const connections = new DynamoConnections(doc, 'connections', retry);

const record: StoredCommand = {
  version: 5,
  commandId: 'cmd-12345',
  actor: 1,
  at: '2026-11-29T12:00:00.000Z',
  eventVersion: 1,
  events: [{ type: 'BidPassed', seat: 1 }],
  command: { type: 'pass' },
  draws: [],
  prev: '0'.repeat(64),
  hash: 'a'.repeat(64),
};
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const reset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 400 } });

beforeEach(() => {
  ddb.reset();
  sleeps.length = 0;
});

describe('event store', () => {
  it('appends with one PutItem conditioned on the version being new', async () => {
    ddb.on(PutCommand).resolves({});
    await events.append('g1', record);
    expect(ddb).toHaveReceivedCommandOnce(PutCommand);
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      TableName: 'events',
      Item: { gameId: 'g1', ...record },
      ConditionExpression: 'attribute_not_exists(#v)',
      ExpressionAttributeNames: { '#v': 'version' },
    });
  });

  it('turns a conditional check failure into a VersionConflict, without retrying', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    await expect(events.append('g1', record)).rejects.toBeInstanceOf(VersionConflict);
    expect(ddb).toHaveReceivedCommandTimes(PutCommand, 1);
  });

  it('retries a throttled append with backoff and succeeds', async () => {
    ddb.on(PutCommand).rejectsOnce(throttled()).rejectsOnce(throttled()).resolves({});
    await events.append('g1', record);
    expect(ddb).toHaveReceivedCommandTimes(PutCommand, 3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]).toBeGreaterThanOrEqual(20); // the second wait is at least half of 2 x 20 ms
  });

  it('gives up after a bounded number of throttled attempts with StoreBusy', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    await expect(events.readAfter('g1', 0)).rejects.toBeInstanceOf(StoreBusy);
    expect(ddb).toHaveReceivedCommandTimes(QueryCommand, 4);
  });

  it('does not retry errors that a retry cannot fix', async () => {
    ddb
      .on(GetCommand)
      .rejects(
        Object.assign(new Error('bad key'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } }),
      );
    await expect(events.read('g1', 3)).rejects.toThrow('bad key');
    expect(ddb).toHaveReceivedCommandTimes(GetCommand, 1);
  });

  it('retries an append whose connection was reset, and succeeds', async () => {
    ddb.on(PutCommand).rejectsOnce(reset()).resolves({});
    await events.append('g1', record);
    expect(ddb).toHaveReceivedCommandTimes(PutCommand, 2);
  });

  it('an append retried after a lost answer that finds its own write is a VersionConflict (the app then finds the recorded answer)', async () => {
    ddb.on(PutCommand).rejectsOnce(reset()).rejects(conditionFailed());
    await expect(events.append('g1', record)).rejects.toBeInstanceOf(VersionConflict);
  });

  it('reads the tail with consistent, paged queries', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ gameId: 'g1', ...record, version: 3 }],
        LastEvaluatedKey: { gameId: 'g1', version: 3 },
      })
      .resolvesOnce({ Items: [{ gameId: 'g1', ...record, version: 4 }] });
    const out = await events.readAfter('g1', 2);
    expect(out.map((r) => r.version)).toEqual([3, 4]);
    expect(out[0]).toEqual({ ...record, version: 3 });
    expect(ddb).toHaveReceivedNthCommandWith(QueryCommand, 1, {
      ConsistentRead: true,
      ExpressionAttributeValues: { ':g': 'g1', ':v': 2 },
    });
    expect(ddb).toHaveReceivedNthCommandWith(QueryCommand, 2, { ExclusiveStartKey: { gameId: 'g1', version: 3 } });
  });

  it('reads the newest records with one consistent query, newest first', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { gameId: 'g1', ...record, version: 9 },
        { gameId: 'g1', ...record, version: 8 },
      ],
    });
    expect((await events.readLatest('g1', 4)).map((r) => r.version)).toEqual([9, 8]);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, { ScanIndexForward: false, Limit: 4, ConsistentRead: true });
  });

  it('reads a record written before commitments with null audit fields, and keeps a commitment or seed where there is one', async () => {
    const { command: _c, draws: _d, prev: _p, hash: _h, ...old } = record;
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: { gameId: 'g1', ...old } })
      .resolvesOnce({ Item: { gameId: 'g1', ...record, seed: 'e'.repeat(64) } });
    expect(await events.read('g1', 5)).toEqual({ ...old, command: null, draws: null, prev: null, hash: null });
    expect(await events.read('g1', 5)).toEqual({ ...record, seed: 'e'.repeat(64) });
  });
});

describe('games table', () => {
  it('reads consistently and decodes the snapshot', async () => {
    ddb.on(PutCommand).resolves({});
    const game = {
      gameId: 'g1',
      rules: 'manila',
      options: { strongerPirates: false },
      seats: [
        { name: 'Ann', open: false, tokenHash: 'ab' },
        { name: 'Bob', open: true, tokenHash: null },
      ],
      status: 'playing' as const,
      toAct: [0],
      createdAt: 't0',
      updatedAt: 't0',
      version: 1,
      snapshot: { version: 1, format: 'manila/1', state: { round: 1, nested: [1, null, 'x'] } },
      commitment: 'c'.repeat(64),
      seed: 's'.repeat(64),
      head: 'h'.repeat(64),
      clock: null,
      nextDeadline: null,
    };
    await games.create(game);
    const item = ddb.commandCalls(PutCommand)[0].args[0].input.Item!;
    expect(item.snapshot).toBeInstanceOf(Uint8Array);
    // Over the prepared table's item, never over a game.
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      ConditionExpression: 'attribute_not_exists(#k) OR #prepared = :yes',
    });
    ddb.on(GetCommand).resolves({ Item: item });
    expect(await games.get('g1')).toEqual(game);
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { ConsistentRead: true, Key: { gameId: 'g1' } });
  });

  it("keeps a prepared table as an item with a TTL that no read of games returns, and a seat-chain game's dice state beside its snapshot", async () => {
    ddb.on(PutCommand).resolves({});
    const prepared = {
      gameId: 'g9',
      rules: 'manila',
      seed: 's'.repeat(64),
      commitment: 'c'.repeat(64),
      preparedAt: 't0',
      expiresAt: 1_800_000_000,
    };
    await games.prepare(prepared);
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      ConditionExpression: 'attribute_not_exists(#k)',
      Item: expect.objectContaining({ gameId: 'g9', prepared: true, expiresAt: 1_800_000_000 }),
    });
    const preparedItem = ddb.commandCalls(PutCommand)[0].args[0].input.Item!;
    ddb.on(GetCommand).resolves({ Item: preparedItem });
    expect(await games.prepared('g9')).toEqual(prepared);
    expect(await games.get('g9')).toBeNull();

    ddb.reset();
    ddb.on(PutCommand).resolves({});
    const dice = {
      nonce: 'n'.repeat(22),
      move: 3,
      links: ['a'.repeat(64), ''],
      keys: [{ top: 'b'.repeat(64), last: 'a'.repeat(64), revealed: 1 }, null],
    };
    const game = {
      gameId: 'g9',
      rules: 'manila',
      options: {},
      seats: [],
      status: 'playing' as const,
      toAct: [0],
      createdAt: 't0',
      updatedAt: 't0',
      version: 3,
      snapshot: { version: 3, format: 'manila/1', state: { round: 1 }, dice },
      commitment: 'c'.repeat(64),
      seed: 's'.repeat(64),
      head: 'h'.repeat(64),
      clock: null,
      nextDeadline: null,
      diceScheme: 2 as const,
    };
    await games.create(game);
    const item = ddb.commandCalls(PutCommand)[0].args[0].input.Item!;
    ddb.on(GetCommand).resolves({ Item: item });
    expect(await games.get('g9')).toEqual(game);
    expect(await games.prepared('g9')).toBeNull();
  });

  it('a create that finds its id taken says GameExists; an eventually consistent read asks for one', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    const game = {
      gameId: 'g2',
      rules: 'manila',
      options: {},
      seats: [],
      status: 'playing' as const,
      toAct: [],
      createdAt: 't0',
      updatedAt: 't0',
      version: 1,
      snapshot: null,
      commitment: null,
      seed: null,
      head: null,
      clock: null,
      nextDeadline: null,
    };
    await expect(games.create(game)).rejects.toBeInstanceOf(GameExists);
    ddb.on(GetCommand).resolves({});
    expect(await games.get('g2', { consistent: false })).toBeNull();
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { ConsistentRead: false, Key: { gameId: 'g2' } });
  });

  it('claims a seat only while it is open', async () => {
    ddb.on(UpdateCommand).resolvesOnce({}).rejectsOnce(conditionFailed());
    expect(await games.claimSeat('g1', 2, 'Cy', 'hash', 't1')).toBe(true);
    expect(await games.claimSeat('g1', 2, 'Dee', 'hash2', 't2')).toBe(false);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, { ConditionExpression: '#seats[2].#open = :yes' });
  });

  it('records progress only forward, and a lost race is not an error', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await games.recordProgress('g1', {
      version: 4,
      status: 'playing',
      toAct: [1],
      updatedAt: 't',
      snapshot: { version: 4, format: 'manila/1', state: {} },
      head: null,
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      ConditionExpression: 'attribute_exists(#k) AND #version < :v',
      ExpressionAttributeValues: expect.objectContaining({ ':v': 4, ':sv': 4 }),
    });
  });
});

describe('connections table', () => {
  it('stores a connection in its game’s partition, keyed by connection id, with its seat', async () => {
    ddb.on(PutCommand).resolves({});
    await connections.put({ connectionId: 'c1', gameId: 'g1', seat: 2, connectedAt: 't', expiresAt: 99 });
    await connections.put({ connectionId: 'c2', gameId: 'g1', seat: null, connectedAt: 't', expiresAt: 99 });
    expect(ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item)).toEqual([
      { gameId: 'g1', connectionId: 'c1', seat: 2, connectedAt: 't', expiresAt: 99 },
      { gameId: 'g1', connectionId: 'c2', connectedAt: 't', expiresAt: 99 },
    ]);
  });

  it('finds a game’s connections with a paged Query of its partition (no index, never a scan)', async () => {
    const later = Math.floor(Date.now() / 1000) + 600;
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ connectionId: 'a', gameId: 'g1', seat: 0, connectedAt: 't', expiresAt: later }],
        LastEvaluatedKey: { gameId: 'g1', connectionId: 'a' },
      })
      .resolvesOnce({ Items: [{ connectionId: 'b', gameId: 'g1', connectedAt: 't', expiresAt: later }] });
    const found = await connections.byGame('g1');
    expect(found.map((c) => [c.connectionId, c.seat])).toEqual([
      ['a', 0],
      ['b', null],
    ]);
    expect(ddb.commandCalls(QueryCommand).every((c) => c.args[0].input.IndexName === undefined)).toBe(true);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, { ExclusiveStartKey: { gameId: 'g1', connectionId: 'a' } });
  });

  it('forgets a connection by game and connection id', async () => {
    ddb.on(DeleteCommand).resolves({});
    await connections.remove('g1', 'c1');
    expect(ddb).toHaveReceivedCommandWith(DeleteCommand, { Key: { gameId: 'g1', connectionId: 'c1' } });
  });
});

describe('transient errors', () => {
  const networkErrors: [string, unknown][] = [
    ['a reset kept-alive socket', reset()],
    ['a broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['a refused connect', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })],
    ['a connect timeout', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['a bare socket hang up', new Error('socket hang up')],
    [
      "the SDK's request timeout",
      Object.assign(new Error('request has exceeded the configured 5000 ms requestTimeout'), { name: 'TimeoutError' }),
    ],
    ['a RequestTimeout from the service', { name: 'RequestTimeout', $metadata: { httpStatusCode: 408 } }],
    ['a reset wrapped as the cause', new Error('request failed', { cause: reset() })],
    ['throttling', throttled()],
    ['a 500', { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } }],
  ];
  it.each(networkErrors)('%s is transient', (_name, err) => expect(isTransient(err)).toBe(true));

  const permanent: [string, unknown][] = [
    ['a failed condition', conditionFailed()],
    [
      'a validation error',
      Object.assign(new Error('bad key'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } }),
    ],
    ['Gone', new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } })],
    ['a plain bug', new TypeError('x is undefined')],
  ];
  it.each(permanent)('%s is not', (_name, err) => expect(isTransient(err)).toBe(false));
});

describe('broadcaster', () => {
  const api = mockClient(ApiGatewayManagementApiClient);
  beforeEach(() => api.reset());
  const client = () => new ApiGatewayManagementApiClient({ region: 'local', endpoint: 'http://127.0.0.1:1/x' });
  const noWait: RetryPolicy = { attempts: 3, baseDelayMs: 20, sleep: async (ms) => void sleeps.push(ms) };

  it('retries a post whose connection was reset, and succeeds', async () => {
    api.on(PostToConnectionCommand).rejectsOnce(reset()).resolves({});
    expect(await new ApiGatewayBroadcaster(client(), noWait).post('c1', '{}')).toBe('ok');
    expect(api).toHaveReceivedCommandTimes(PostToConnectionCommand, 2);
    expect(sleeps).toHaveLength(1);
  });

  it('gives up after a bounded number of attempts with the network error itself', async () => {
    api.on(PostToConnectionCommand).rejects(reset());
    await expect(new ApiGatewayBroadcaster(client(), noWait).post('c1', '{}')).rejects.toThrow('socket hang up');
    expect(api).toHaveReceivedCommandTimes(PostToConnectionCommand, 3);
  });

  it('does not retry Gone', async () => {
    api.on(PostToConnectionCommand).rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    expect(await new ApiGatewayBroadcaster(client(), noWait).post('c1', '{}')).toBe('gone');
    expect(api).toHaveReceivedCommandTimes(PostToConnectionCommand, 1);
  });

  it('deletes the connection that answers Gone (410) and still posts to the others', async () => {
    api
      .on(PostToConnectionCommand, { ConnectionId: 'stale' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    api.on(PostToConnectionCommand, { ConnectionId: 'live' }).resolves({});
    ddb.on(QueryCommand).resolves({
      Items: [
        { connectionId: 'stale', gameId: 'g1', seat: 0, connectedAt: 't', expiresAt: 1 },
        { connectionId: 'live', gameId: 'g1', seat: 1, connectedAt: 't', expiresAt: 1 },
      ],
    });
    ddb.on(DeleteCommand).resolves({});
    const ports = {
      ...memoryPorts(),
      connections,
      broadcaster: new ApiGatewayBroadcaster(
        new ApiGatewayManagementApiClient({ region: 'local', endpoint: 'http://127.0.0.1:1/x' }),
      ),
    };
    await fanOut(ports, 'g1', (viewer) => [{ type: 'pong', requestId: String(viewer.seat) }]);
    expect(ddb).toHaveReceivedCommandOnce(DeleteCommand);
    expect(ddb).toHaveReceivedCommandWith(DeleteCommand, { Key: { gameId: 'g1', connectionId: 'stale' } });
    expect(api).toHaveReceivedCommandWith(PostToConnectionCommand, { ConnectionId: 'live' });
    const sent = api.commandCalls(PostToConnectionCommand, { ConnectionId: 'live' })[0].args[0].input
      .Data as Uint8Array;
    expect(JSON.parse(new TextDecoder().decode(sent))).toEqual({ type: 'pong', requestId: '1' });
  });
});
