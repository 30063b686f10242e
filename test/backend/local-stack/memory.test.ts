import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { playMoves } from '../support/stack-moves.js';

/**
 * The store worker kept about 15 KB of heap per move for good (an iterator left open by every
 * query), so the local stack grew without bound. Its heap after a full collection may move a
 * little as code is compiled and caches fill, never by the moves played: 400 moves once kept
 * about 6 MB. test/bench/stack-memory.bench.ts prints the figures over many more moves.
 */
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-memory-'));
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: dir, limits: { rateBurst: Infinity } });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

it("the store worker's heap does not grow with the moves played", { timeout: 300_000 }, async () => {
  // Warmed up first: the first moves compile code and fill caches that then stay as they are.
  await playMoves(stack.wsUrl, { moves: 200, tables: 4, seed: 1 });
  const before = (await stack.storeMemory({ gc: true })).heapUsed;
  await playMoves(stack.wsUrl, { moves: 400, tables: 4, seed: 2 });
  const after = (await stack.storeMemory({ gc: true })).heapUsed;
  console.log(
    `store worker heap: ${(before / MB).toFixed(1)} MB after 200 moves, ${(after / MB).toFixed(1)} MB after 400 more`,
  );
  expect(after - before).toBeLessThan(3 * MB);
});
