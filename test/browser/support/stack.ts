import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { buildWeb, type WebBuild } from '../../../web/build.js';

export interface TestStack {
  stack: LocalStack;
  build: WebBuild;
  close(): Promise<void>;
}

/** Builds the web client into a temp folder and serves it from the local stack on a free port with an empty data dir. */
export async function startTestStack(): Promise<TestStack> {
  const dir = await mkdtemp(join(tmpdir(), 'tradewinds-browser-'));
  const build = await buildWeb(join(dir, 'web'));
  const stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: build.outdir });
  return {
    stack,
    build,
    async close() {
      await stack.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
