import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../../infra/local/server.js';
import { inject } from 'vitest';
import type { WebBuild } from '../../../web/build.js';

export interface TestStack {
  stack: LocalStack;
  build: WebBuild;
  /** Stops the server (every connection drops); `start` brings it back on the same port and data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the web client built for this run (test/setup/web-build.ts) from the local stack, on a free port with an empty data dir.
 * `botPauseMs`: how long the server's bots wait before they move (the local stack's second unless given).
 */
export async function startTestStack(options: Pick<LocalStackOptions, 'botPauseMs'> = {}): Promise<TestStack> {
  const dir = await mkdtemp(join(tmpdir(), 'tradewinds-browser-'));
  const build = inject('webBuild');
  let stack = await startLocalStack({ ...options, port: 0, dataDir: join(dir, 'data'), webRoot: build.outdir });
  let running = true;
  return {
    get stack() {
      return stack;
    },
    build,
    async stop() {
      await stack.close();
      running = false;
    },
    async start() {
      stack = await startLocalStack({
        ...options,
        port: stack.port,
        dataDir: join(dir, 'data'),
        webRoot: build.outdir,
      });
      running = true;
    },
    async close() {
      if (running) await stack.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
