import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { fillStoreFolder, flipByte, storeFiles } from '../support/store-folder.js';
import { startStackProcess, type StackProcess } from '../support/stack-process.js';

/**
 * `npm start` on a store folder with a flipped byte, as a bad disk leaves one. Once, the
 * store's thread died at the first read of the damaged block and every game answered BUSY
 * from then on, while the server stayed up and nothing restarted it; a flipped byte in the
 * log was skipped with the rest of its block, and the games in it lost without a word. Now
 * the process ends with a non-zero exit and names the damaged file, for a supervisor to see.
 */
let dir: string;
let stack: StackProcess | undefined;

beforeEach(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'tradewinds-damage-'));
  await fillStoreFolder(dir);
});

afterEach(() => {
  stack?.kill();
  stack = undefined;
  rmSync(dir, { recursive: true, force: true });
});

it('a table file damaged while the stack was stopped: it does not start, exits non-zero and names the file', async () => {
  const [table] = storeFiles(dir, 'ldb');
  flipByte(join(dir, table));
  stack = startStackProcess(dir);
  expect(await stack.exited).toBe(1);
  expect(stack.output()).toContain(
    `Tradewinds did not start: the store in ${dir} is damaged: ${table} is damaged at byte`,
  );
  expect(stack.output()).not.toContain('running at');
});

it('a flipped byte in the middle of the log: it does not start, and the log is kept as it was instead of replayed past the damage and deleted', async () => {
  const [log] = storeFiles(dir, 'log');
  flipByte(join(dir, log));
  const damaged = readFileSync(join(dir, log));
  stack = startStackProcess(dir);
  expect(await stack.exited).toBe(1);
  expect(stack.output()).toContain(`${log} is damaged at byte`);
  expect(stack.output()).toContain('checksum mismatch');
  expect(readFileSync(join(dir, log)).equals(damaged)).toBe(true);
});

it('a table file damaged while the stack runs: /health said ok; the first read that meets the damage ends the process non-zero, naming the file', async () => {
  stack = startStackProcess(dir);
  const { url, storeEndpoint } = await stack.running;
  const health = await fetch(`${url}health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', store: { state: 'ok' } });

  // The first byte of the first block: a scan of the table reads that block before any other, from the
  // file (LevelDB's iterators do not fill its block cache).
  const [table] = storeFiles(dir, 'ldb');
  flipByte(join(dir, table), 0);
  const client = new DynamoDBClient({
    endpoint: storeEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await client.send(new ScanCommand({ TableName: LOCAL_TABLES.events })).catch(() => {});
  } finally {
    client.destroy();
  }
  expect(await stack.exited).toBe(1);
  expect(stack.output()).toContain(
    `Tradewinds is stopping: the store in ${dir} is damaged: ${table} is damaged at byte 0: block checksum mismatch`,
  );
});
