import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { startLocalStack, type LocalStack } from './server.js';

/** `npm start`: build the web client if it has a build script, then run the local stack until Ctrl-C. */
if (existsSync('web/build.ts')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'web/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('web/build.ts failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

/** Long enough for the emulator to close its sockets and the timers to stop; a stop that hangs must not keep a broken server up. */
const STOP_TIMEOUT_MS = 10_000;
let stack: LocalStack | undefined;

/**
 * A store that fails for good ends the process with a non-zero exit and the reason, so that
 * whatever supervises it sees the failure and starts it again (or its operator reads why it
 * cannot start), instead of a server that stays up answering every game BUSY.
 */
async function stopFor(failure: Error): Promise<never> {
  console.error(`Tradewinds is stopping: ${failure.message}`);
  process.exitCode = 1;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS));
  // The process ends either way: a close that fails has nothing left to add.
  await Promise.race([stack?.close().catch(() => undefined), timeout]);
  process.exit(1);
}

try {
  stack = await startLocalStack({ onStoreFailure: (failure) => void stopFor(failure) });
} catch (err) {
  console.error(`Tradewinds did not start: ${(err as Error).message}`);
  process.exit(1);
}
console.log(
  `Tradewinds is running at ${stack.url}  (WebSocket ${stack.wsUrl}, @connections on ${stack.managementEndpoint}, DynamoDB API on ${stack.storeEndpoint}, data in ${process.env.TRADEWINDS_DATA ?? '.data'})`,
);
if (stack.host === '0.0.0.0' || stack.host === '::') {
  // Links are made from the address the creator's browser shows, so create tables from one of these.
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((a): a is NetworkInterfaceInfo => a?.family === 'IPv4' && !a.internal);
  for (const a of lan) console.log(`  on this network: http://${a.address}:${stack.port}/`);
}
console.log('Press Ctrl-C to stop (the games are kept; npm start again carries on).');

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
