import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle connection open. The SDK's agents drop theirs
 * after 20 s (lambdas/adapters/dynamo/client.ts), so the client always closes first and
 * a burst after a quiet spell never reuses a socket the server has just closed. Node's
 * default of 5 s is what made such bursts fail with ECONNRESET.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on the loopback interface unless told otherwise (the web server, with HOST=0.0.0.0,
 * for other devices on the network); resolves once bound.
 */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      // After start an error on the listening socket is logged, never fatal.
      server.on('error', (err) => console.error('local server error', err));
      ok();
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((ok) => server.close(() => ok()));
}
