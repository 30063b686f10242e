import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDynalite, StoreFailure, type LocalDynamo } from '../../../infra/local/dynalite.js';
import { startLocalStack } from '../../../infra/local/server.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { eventually } from '../support/local-store.js';
import { fillStoreFolder, flipByte, storeFiles } from '../support/store-folder.js';
import { WsClient } from '../support/ws-client.js';

/**
 * The store's thread is watched (infra/local/dynalite.ts): one that dies is started again once
 * its folder passes the check, and one that meets damage makes the store fail, naming the file,
 * instead of leaving every game answered BUSY by a server that looks healthy.
 */
let dir: string;
let dynamo: LocalDynamo | undefined;
const failures: StoreFailure[] = [];

beforeEach(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'tradewinds-supervision-'));
  failures.length = 0;
  await fillStoreFolder(dir);
});

afterEach(async () => {
  await dynamo?.close();
  dynamo = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** An SDK client as the handlers have one: in-process through the store's transport, or over HTTP. */
const client = (d: LocalDynamo, over: 'transport' | 'http' = 'transport') =>
  new DynamoDBClient({
    endpoint: d.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    ...(over === 'transport' && { requestHandler: d.transport }),
  });

const recordsOf = async (c: DynamoDBClient, gameId: string) =>
  (
    await c.send(
      new QueryCommand({
        TableName: LOCAL_TABLES.events,
        KeyConditionExpression: 'gameId = :g',
        ExpressionAttributeValues: { ':g': { S: gameId } },
      }),
    )
  ).Items?.length;

describe('a store thread that dies', () => {
  it('is started again on the same endpoint, with every record kept; a request made meanwhile waits for it and is answered', async () => {
    dynamo = await startDynalite(dir, { onFailure: (f) => void failures.push(f) });
    const c = client(dynamo);
    try {
      expect(await recordsOf(c, 'game-0')).toBe(40);
      const dead = dynamo.thread;
      await dead.terminate();
      expect(await dynamo.health()).toMatchObject({
        state: 'restarting',
        reason: expect.stringContaining('exit code'),
      });
      expect(await recordsOf(c, 'game-0')).toBe(40);
      expect(dynamo.thread).not.toBe(dead);
      expect(await dynamo.health()).toEqual({ state: 'ok' });
      const overHttp = client(dynamo, 'http');
      expect(await recordsOf(overHttp, 'game-1')).toBe(40);
      overHttp.destroy();
      expect(failures).toEqual([]);
    } finally {
      c.destroy();
    }
  });

  it('again and again makes the store fail instead of restarting it for ever', async () => {
    dynamo = await startDynalite(dir, {
      onFailure: (f) => void failures.push(f),
      restarts: { max: 2, withinMs: 3_600_000 },
    });
    for (let i = 0; i < 3; i++) {
      await dynamo.thread.terminate();
      expect(await eventually(async () => (await dynamo!.health()).state !== 'restarting', 30_000)).toBe(true);
    }
    expect(await dynamo.health()).toEqual({ state: 'failed', reason: 'it keeps stopping' });
    expect(failures.map((f) => f.message)).toEqual([expect.stringContaining('stopped serving 3 times')]);
  });
});

describe('a damaged folder', () => {
  it('met by a read while the store runs: the store fails for good, naming the file, and refuses every request from then on', async () => {
    dynamo = await startDynalite(dir, { onFailure: (f) => void failures.push(f) });
    const c = client(dynamo);
    try {
      const [table] = storeFiles(dir, 'ldb');
      // The first byte of the first block: a scan of the table reads that block before any other, from the
      // file (LevelDB's iterators do not fill its block cache).
      flipByte(join(dir, table), 0);
      await expect(c.send(new ScanCommand({ TableName: LOCAL_TABLES.events }))).rejects.toThrow();
      expect(await eventually(() => failures.length > 0, 30_000)).toBe(true);
      expect(failures[0]).toBeInstanceOf(StoreFailure);
      expect(failures[0].message).toContain(`${table} is damaged at byte 0: block checksum mismatch`);
      expect(await dynamo.health()).toEqual({
        state: 'failed',
        reason: `${table} is damaged at byte 0: block checksum mismatch`,
      });
      await expect(recordsOf(c, 'game-0')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      c.destroy();
    }
  });

  it('found at start: the store does not start, names the file, and leaves the damaged log as it was', async () => {
    const [log] = storeFiles(dir, 'log');
    flipByte(join(dir, log));
    const before = readFileSync(join(dir, log));
    await expect(startDynalite(dir)).rejects.toThrow(
      new StoreFailure(`the store in ${dir} is damaged: ${log} is damaged at byte`).message,
    );
    expect(readFileSync(join(dir, log)).equals(before)).toBe(true);
  });
});

describe('the health endpoint', () => {
  it('answers 200 while the store serves, and 503 with the reason once it has failed, while games are answered BUSY', async () => {
    const stack = await startLocalStack({
      port: 0,
      dataDir: dir,
      webRoot: dir,
      onStoreFailure: (f) => void failures.push(f),
    });
    try {
      const ok = await fetch(`${stack.url}health`);
      expect([ok.status, ok.headers.get('cache-control'), await ok.json()]).toEqual([
        200,
        'no-store',
        { status: 'ok', store: { state: 'ok' } },
      ]);

      const [table] = storeFiles(dir, 'ldb');
      flipByte(join(dir, table), 0);
      const scanner = new DynamoDBClient({
        endpoint: stack.storeEndpoint,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        maxAttempts: 1,
      });
      await scanner.send(new ScanCommand({ TableName: LOCAL_TABLES.events })).catch(() => {});
      scanner.destroy();
      expect(await eventually(() => failures.length > 0, 30_000)).toBe(true);

      const failed = await fetch(`${stack.url}health`);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({
        status: 'unavailable',
        store: { state: 'failed', reason: `${table} is damaged at byte 0: block checksum mismatch` },
      });
      const c = await WsClient.connect(stack.wsUrl);
      const answer = await c.request(
        { action: 'prepare', requestId: 'p', rules: 'manila' },
        (f: ServerFrame) => f.type === 'error' || f.type === 'prepared',
        30_000,
      );
      expect(answer).toMatchObject({ type: 'error', code: 'BUSY' });
      await c.close();
    } finally {
      await stack.close();
    }
  });
});
