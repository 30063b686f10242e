import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pongFor, WebSocketEmulator } from '../../../infra/local/websocket-emulator.js';
import { textOf } from '../support/ws-client.js';

/**
 * On AWS a `ping` route answered by a mock integration replies without invoking a Lambda;
 * the emulator does the same, and only for a message that is nothing but a ping.
 */
describe('what counts as a bare ping', () => {
  it.each([
    ['{"action":"ping"}', '{"type":"pong"}'],
    ['{"action":"ping","requestId":"r1"}', '{"type":"pong","requestId":"r1"}'],
    [` { "requestId" : "${'x'.repeat(64)}", "action" : "ping" } `, `{"type":"pong","requestId":"${'x'.repeat(64)}"}`],
  ])('%s is answered with %s', (message, pong) => {
    expect(pongFor(message)).toBe(pong);
  });

  it.each([
    ['another action', '{"action":"create","rules":"manila"}'],
    ['a ping with another field', '{"action":"ping","gameId":"g"}'],
    ['a requestId over 64 characters', `{"action":"ping","requestId":"${'x'.repeat(65)}"}`],
    ['a requestId that is not a string', '{"action":"ping","requestId":7}'],
    ['a null requestId', '{"action":"ping","requestId":null}'],
    ['an array', '["ping"]'],
    ['a string', '"ping"'],
    ['malformed JSON', '{"action":"ping"'],
    ['no action', '{"requestId":"ping"}'],
  ])('%s goes to the handler', (_, message) => {
    expect(pongFor(message)).toBeNull();
  });
});

describe('the emulator', () => {
  const handled: string[] = [];
  const ok = async () => ({ statusCode: 200 });
  const emulator = new WebSocketEmulator(
    {
      connect: ok,
      disconnect: ok,
      default: async (e: APIGatewayProxyWebsocketEventV2) => (handled.push(e.body ?? ''), { statusCode: 200 }),
    },
    'local',
    () => 'localhost',
  );
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer();
    server.on('upgrade', (req, socket, head) => emulator.upgrade(req, socket, head));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await emulator.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  });

  it('answers a bare ping itself and passes everything else to the $default handler', async () => {
    const ws = new WebSocket(url);
    const received: string[] = [];
    ws.on('message', (data) => received.push(textOf(data)));
    await new Promise((ok, fail) => (ws.once('open', ok), ws.once('error', fail)));
    ws.send('{"action":"ping","requestId":"a"}');
    ws.send('{"action":"ping","requestId":"b","extra":true}');
    ws.send(Buffer.from('{"action":"ping"}'), { binary: true });
    const deadline = Date.now() + 5000;
    while ((received.length < 1 || handled.length < 2) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(received).toEqual(['{"type":"pong","requestId":"a"}']);
    expect(handled).toEqual([
      '{"action":"ping","requestId":"b","extra":true}',
      Buffer.from('{"action":"ping"}').toString('base64'),
    ]);
    ws.close();
  });
});
