import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen, closeServer, KEEP_ALIVE_MS } from './http-servers.js';
import type { WebSocketEmulator } from './websocket-emulator.js';

export interface ManagementServer {
  /** What WS_MANAGEMENT_ENDPOINT is set to: `http://127.0.0.1:{port}/{stage}`. */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * The `@connections` Management API on its own loopback port. On AWS only callers with
 * IAM rights reach it; on the public port anyone could post to, read or close another
 * player's connection, so there it does not exist.
 */
export async function startManagementServer(emulator: WebSocketEmulator, stage: string): Promise<ManagementServer> {
  const server: Server = createServer((req, res) => emulator.handleManagement(req, res));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await listen(server, 0);
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${stage}`,
    close: () => closeServer(server),
  };
}
