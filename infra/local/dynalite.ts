import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { KEEP_ALIVE_MS } from './http-servers.js';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * The store's side of each request (parsing, validation, LevelDB) costs about as much CPU
 * as the SDK's side in the handlers, so dynalite runs on its own thread: on two cores the
 * handlers and the store work at once instead of taking turns. The worker is plain
 * JavaScript so that it starts the same under tsx, vitest and plain node. Its keep-alive
 * outlasts the SDK's idle sockets (see http-servers.ts).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const dynalite = require(workerData.dynalite);
const server = dynalite(workerData.options);
server.keepAliveTimeout = workerData.keepAliveMs;
server.once('error', (err) => parentPort.postMessage({ error: String(err && err.message || err) }));
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (msg) => {
  if (msg !== 'close') return;
  server.close((err) => parentPort.postMessage({ closed: true, error: err ? String(err.message || err) : undefined }));
});
`;

type WorkerReply = { port?: number; closed?: boolean; error?: string };

/** dynalite on a free loopback port, persisting under `dataDir` so games survive a restart. */
export async function startDynalite(dataDir: string): Promise<LocalDynamo> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dynalite: createRequire(import.meta.url).resolve('dynalite'),
      options: { path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 },
      keepAliveMs: KEEP_ALIVE_MS,
    },
  });
  const next = () =>
    new Promise<WorkerReply>((resolve, reject) => {
      const onMessage = (msg: WorkerReply) => (cleanup(), resolve(msg));
      const onError = (err: Error) => (cleanup(), reject(err));
      const onExit = (code: number) => (cleanup(), reject(new Error(`the dynalite worker exited with code ${code}`)));
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });

  const started = await next();
  if (started.port === undefined) {
    await worker.terminate();
    throw new Error(`dynalite did not start in ${dataDir}: ${started.error ?? 'no port'}`);
  }
  // A fault in the store's thread is reported, never rethrown into the server's.
  worker.on('error', (err) => console.error('the dynalite worker failed', err));
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    async close() {
      const closing = next();
      worker.postMessage('close');
      const closed = await closing;
      await worker.terminate();
      if (closed.error) throw new Error(`dynalite did not close cleanly: ${closed.error}`);
    },
  };
}
