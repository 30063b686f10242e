import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startLocalStack } from './server.js';

/** `npm start`: build the web client if it has a build script, then run the local stack until Ctrl-C. */
if (existsSync('web/build.ts')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'web/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('web/build.ts failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

const stack = await startLocalStack();
console.log(`Tradewinds is running at ${stack.url}  (WebSocket ${stack.wsUrl}, @connections on ${stack.managementEndpoint}, DynamoDB API on ${stack.storeEndpoint}, data in ${process.env.TRADEWINDS_DATA ?? '.data'})`);

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
