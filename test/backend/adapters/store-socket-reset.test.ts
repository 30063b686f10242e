import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentClient } from '../../../lambdas/adapters/dynamo/client.js';
import { DynamoEventStore } from '../../../lambdas/adapters/dynamo/event-store.js';

/**
 * A kept-alive socket that the server closes just as the client reuses it (its idle
 * timeout and the client's next request cross on the wire) fails with "socket hang up"
 * or ECONNRESET. This store answers the first request on each connection and drops the
 * connection at the second, which makes that race happen every time.
 */
let server: Server;
const sockets = new Set<Socket>();
let dropped = 0;

beforeAll(async () => {
  const served = new WeakMap<Socket, number>();
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const n = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, n);
      if (n > 1) {
        dropped++;
        req.socket.destroy();
        return;
      }
      // An empty GetItem answer: no such record.
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
  });
  server.on('connection', (s) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((ok) => server.close(() => ok()));
});

it('a read on a kept-alive socket the store drops is retried on a fresh one', async () => {
  const doc = documentClient();
  const events = new DynamoEventStore(doc, 'events');
  try {
    for (let i = 0; i < 5; i++) expect(await events.read('g1', i + 1)).toBeNull();
    expect(dropped).toBeGreaterThan(0);
  } finally {
    doc.destroy();
  }
});
