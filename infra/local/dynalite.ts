import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/** dynalite on a free loopback port, persisting under `dataDir` so games survive a restart. */
export async function startDynalite(dataDir: string): Promise<LocalDynamo> {
  mkdirSync(dataDir, { recursive: true });
  const server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err?: Error) => (err ? reject(err) : resolve()))),
  };
}
