/**
 * What one store call costs before any of our code runs: `npx tsx test/bench/sdk-floor.bench.ts`.
 *  - the AWS SDK's client side of one DocumentClient GetItem (middleware, marshalling, endpoint
 *    resolution, SigV4 signing, response parsing) against a transport that answers at once with a
 *    canned response: no store, no socket;
 *  - the same GetItem against dynalite through the local stack's in-process transport: the SDK's
 *    side plus dynalite's (on its worker thread) and the MessagePort between them;
 *  - one PostToConnection through the SDK against a transport that answers 200 at once.
 * CPU per call is measured for the whole process (all threads) over many sequential calls, after
 * a warm-up, so it is the floor under any command path made of such calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HttpRequest, HttpResponse } from '@smithy/types';
import { startDynalite } from '../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../infra/local/tables.js';
import type { LocalTransport } from '../../lambdas/adapters/local-transports.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const CALLS = 3000;
const WARM_UP = 1000;

/** A transport that answers every request at once with the same status and body. */
function cannedTransport(statusCode: number, body: string): LocalTransport {
  return {
    async handle(_request: HttpRequest): Promise<{ response: HttpResponse }> {
      const bytes = Buffer.from(body);
      return {
        response: {
          statusCode,
          headers: { 'content-type': 'application/x-amz-json-1.0', 'content-length': String(bytes.length) },
          body: Readable.from([bytes]),
        } as unknown as HttpResponse,
      };
    },
  };
}

/** Whole-process CPU milliseconds per call of `call`, and wall time per call. */
async function perCall(call: () => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number }> {
  for (let i = 0; i < WARM_UP; i++) await call();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) await call();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / CALLS, wallMs: wall / CALLS };
}

const item = {
  gameId: 'g'.repeat(22),
  version: 7,
  commandId: 'c'.repeat(22),
  actor: 1,
  at: new Date(0).toISOString(),
  eventVersion: 1,
  events: [{ type: 'Bid', seat: 1, amount: 12 }],
};
const marshalled = JSON.stringify({
  Item: {
    gameId: { S: item.gameId },
    version: { N: '7' },
    commandId: { S: item.commandId },
    actor: { N: '1' },
    at: { S: item.at },
    eventVersion: { N: '1' },
    events: { L: [{ M: { type: { S: 'Bid' }, seat: { N: '1' }, amount: { N: '12' } } }] },
  },
});

const canned = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'local',
    endpoint: 'http://canned.invalid',
    credentials,
    maxAttempts: 1,
    requestHandler: cannedTransport(200, marshalled),
  }),
);
const sdkOnly = await perCall(() =>
  canned.send(
    new GetCommand({ TableName: LOCAL_TABLES.events, Key: { gameId: item.gameId, version: 7 }, ConsistentRead: true }),
  ),
);

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-floor-'));
const dynamo = await startDynalite(dir);
const store = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'local',
    endpoint: dynamo.endpoint,
    credentials,
    maxAttempts: 1,
    requestHandler: dynamo.transport,
  }),
);
await ensureTables(new DynamoDBClient({ region: 'local', endpoint: dynamo.endpoint, credentials }));
await store.send(new PutCommand({ TableName: LOCAL_TABLES.events, Item: item }));
const withStore = await perCall(() =>
  store.send(
    new GetCommand({ TableName: LOCAL_TABLES.events, Key: { gameId: item.gameId, version: 7 }, ConsistentRead: true }),
  ),
);
await dynamo.close();
rmSync(dir, { recursive: true, force: true });

const api = new ApiGatewayManagementApiClient({
  region: 'local',
  endpoint: 'http://canned.invalid/local',
  credentials,
  maxAttempts: 1,
  requestHandler: cannedTransport(200, ''),
});
const frame = new TextEncoder().encode(JSON.stringify({ type: 'update', version: 7, entries: [item] }));
const post = await perCall(() =>
  api.send(new PostToConnectionCommand({ ConnectionId: 'AbCdEfGhIjKlMn=', Data: frame })),
);

console.log(
  `\nThe floor under a store call (${CALLS} sequential calls after ${WARM_UP} to warm up; CPU of all threads; load avg ${loadavg()[0].toFixed(2)})`,
);
console.log('call                                                   CPU ms/call   wall ms/call');
const row = (label: string, r: { cpuMs: number; wallMs: number }) =>
  console.log(`${label.padEnd(55)}${r.cpuMs.toFixed(3).padStart(11)}${r.wallMs.toFixed(3).padStart(15)}`);
row('GetItem, SDK client side only (canned answer)', sdkOnly);
row('GetItem on dynalite, in-process transport', withStore);
row('PostToConnection, SDK client side only (canned answer)', post);
console.log('  a command makes about 4 store calls and one post per watching connection: with 3 seats that is');
console.log(
  `  ${(4 * withStore.cpuMs + 3 * post.cpuMs).toFixed(2)} ms of CPU before the engine, the WebSocket emulator or our own code run`,
);
