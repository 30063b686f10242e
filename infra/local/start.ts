import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
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
if (stack.host === '0.0.0.0' || stack.host === '::') {
  // Links are made from the address the creator's browser shows, so create tables from one of these.
  const lan = Object.values(networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal);
  for (const a of lan) console.log(`  on this network: http://${a!.address}:${stack.port}/`);
}
console.log('Press Ctrl-C to stop (the games are kept; npm start again carries on).');

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
