import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { eventually, putGhostConnection, rawGet, storedConnectionIds } from '../support/local-store.js';
import { seededRandom } from '../../../engine/core/random.js';
import { statusOf } from '../support/raw-http.js';
import { closePayload, frame, openRaw, upgradeRequest, type FrameSpec } from '../support/raw-websocket.js';
import { recordUncaught } from '../support/uncaught.js';
import { WsClient } from '../support/ws-client.js';

/**
 * The attacks that each took the whole local stack down or answered with a stack trace,
 * one test per attack. Every test ends by checking that the server still serves others.
 */
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-hostile-'));
const dataDir = join(dir, 'data');
// Small enough that a test exhausts the bucket at once, slow enough that it does not refill meanwhile.
const limits = { rateBurst: 5, ratePerSecond: 0.2 };
let stack: LocalStack;
const uncaught = recordUncaught();

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir, webRoot: dir, limits });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isType = (type: ServerFrame['type']) => (f: ServerFrame) => f.type === type;

/** Nothing was thrown that would have ended the process, and a fresh client gets its ping answered. */
async function servesOthers(): Promise<void> {
  expect(uncaught).toEqual([]);
  const c = await WsClient.connect(stack.wsUrl);
  expect(await c.request({ action: 'ping', requestId: 'alive' }, isType('pong'))).toMatchObject({ requestId: 'alive' });
  await c.close();
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms)),
  );
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const BAD_FRAMES: [string, FrameSpec, number][] = [
  ['a message over 128 KB', { opcode: 0x1, announcedLength: 129 * 1024 }, 1009],
  ['invalid UTF-8 in a text frame', { opcode: 0x1, payload: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]) }, 1007],
  ['an unmasked frame', { opcode: 0x1, payload: Buffer.from('{}'), masked: false }, 1002],
  ['an unknown opcode', { opcode: 0x3, payload: Buffer.from('x') }, 1002],
  ['RSV1 set without a negotiated extension', { opcode: 0x1, payload: Buffer.from('{}'), rsv: 4 }, 1002],
  ['a control frame over 125 bytes', { opcode: 0x9, payload: Buffer.alloc(126, 1) }, 1002],
  ['a fragmented ping', { opcode: 0x9, payload: Buffer.from('p'), fin: false }, 1002],
  ['close code 999', { opcode: 0x8, payload: closePayload(999) }, 1002],
  ['a continuation frame first', { opcode: 0x0, payload: Buffer.from('x') }, 1002],
];

describe('a malformed frame closes only its own connection', () => {
  it.each(BAD_FRAMES)('%s: closed with the right code, and the server serves others', async (_name, spec, code) => {
    const { socket, closeCode } = await openRaw(stack.port);
    socket.write(frame(spec));
    expect(await withTimeout(closeCode, 5_000, 'the close frame')).toBe(code);
    socket.destroy();
    await servesOthers();
  });
});

describe('sockets that die during the handshake', () => {
  it('a reset right after the upgrade request neither kills the server nor leaves a connection record', async () => {
    const resets = Array.from(
      { length: 30 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(stack.port, '127.0.0.1');
          socket.on('error', () => {});
          socket.once('close', () => resolve());
          socket.once('connect', () => {
            socket.write(upgradeRequest(stack.port));
            // The next tick: $connect is running and the socket is not a WebSocket yet.
            setImmediate(() => socket.resetAndDestroy());
          });
        }),
    );
    await Promise.all(resets);
    await servesOthers();
    expect(await eventually(async () => stack.openConnections().length === 0)).toBe(true);
    expect(await storedConnectionIds(stack)).toEqual([]);
  });

  it('a handshake ws refuses (no key) is answered 400 without touching the store', async () => {
    const before = stack.openConnections();
    const res = await rawGet(stack.port, '/ws', { Connection: 'Upgrade', Upgrade: 'websocket' });
    expect(res.status).toBe(400);
    expect(stack.openConnections()).toEqual(before);
    await servesOthers();
  });
});

describe('paths', () => {
  it.each(['/%', '/%E0%A4%A', '/games/%E0%A4%A/history', '/%ZZ/index.html'])(
    '%s: malformed percent-encoding answers 400 without a stack trace',
    async (path) => {
      const res = await rawGet(stack.port, path);
      expect(res.status).toBe(400);
      expect(res.body).not.toMatch(/URIError|at decodeURIComponent/);
    },
  );

  it('the history endpoint answers a malformed game id in JSON, as its protocol says', async () => {
    const res = await rawGet(stack.port, '/games/%E0%A4%A/history');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'SCHEMA' });
  });

  it('a malformed @connections path answers 400 on the management port', async () => {
    const url = new URL(stack.managementEndpoint);
    const res = await rawGet(Number(url.port), `${url.pathname}/@connections/%E0%A4%A`);
    expect(res.status).toBe(400);
  });
});

describe('requests the HTTP server has no use for are answered with a status, never a closed socket', () => {
  const ANSWERS: [string, number, string][] = [
    ['CONNECT to a host (a proxy request)', 405, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
    [
      'CONNECT to the WebSocket path with an upgrade',
      405,
      'CONNECT /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    ],
    ['a method no server knows', 501, 'FROB / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a method in lower case (methods are case-sensitive)', 501, 'get / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a known method this port does not serve', 405, 'DELETE /config.json HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['TRACE', 405, 'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['POST to the health endpoint', 405, 'POST /health HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'],
    ['HTTP/1.2', 505, 'GET / HTTP/1.2\r\nHost: x\r\n\r\n'],
    ['bare LF line ends', 400, 'GET / HTTP/1.1\nHost: x\n\n'],
    ['a TLS ClientHello on the plain port', 400, '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03'],
    ['a request line of spaces', 400, '     \r\n\r\n'],
    ['a request cut off in its request line', 400, 'GET / HT'],
  ];

  it.each(ANSWERS)('%s: %i', async (_name, status, request) => {
    // Only the request cut off needs the end of the sending side to be refused.
    expect(await statusOf(stack.port, Buffer.from(request, 'latin1'), { halfClose: request === 'GET / HT' })).toBe(
      status,
    );
  });

  it('a 405 names the methods the port serves', async () => {
    const res = await fetch(`${stack.url}config.json`, { method: 'PUT', body: '{}' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('CONNECT on the Management API port is answered too', async () => {
    expect(
      await statusOf(
        Number(new URL(stack.managementEndpoint).port),
        'CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n',
      ),
    ).toBe(405);
  });

  it('500 fuzzed request heads (methods, targets, versions, headers, line ends) are each answered', async () => {
    const random = seededRandom(2024);
    const pick = <T>(xs: readonly T[]) => xs[random.int(0, xs.length - 1)];
    const methods = [
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'CONNECT',
      'PRI',
      'PROPFIND',
      'M-SEARCH',
      'FROB',
      'get',
      'G\u0000T',
      'GET GET',
    ];
    const targets = [
      '/',
      '/ws',
      '/config.json',
      '/health',
      '/games/x/history',
      '*',
      'example.com:443',
      'http://x/',
      '/%zz',
      '/\u00ff',
      '',
    ];
    const versions = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/1.2', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1', 'XYZ/1.1', ''];
    const headers = [
      'Host: x',
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Upgrade: h2c',
      'Content-Length: 5',
      'Content-Length: -1',
      'Transfer-Encoding: chunked',
      'Expect: 100-continue',
      'Expect: teapot',
      'Bad Header: y',
      'X: \u0001',
      ': empty',
    ];
    const silent: string[] = [];
    for (let i = 0; i < 500; i++) {
      const eol = random.int(0, 9) === 0 ? '\n' : '\r\n';
      const line = [pick(methods), pick(targets), pick(versions)].join(' ').trim() || 'GET';
      const head = [line, ...Array.from({ length: random.int(0, 4) }, () => pick(headers))].join(eol) + eol + eol;
      // PRI begins HTTP/2's preface, after which the parser waits for the rest of it; the end of the sending side settles it.
      const halfClose = head.startsWith('PRI');
      const status = await statusOf(stack.port, Buffer.from(head, 'latin1'), { halfClose }).catch((err: unknown) =>
        err instanceof Error ? err.message : String(err),
      );
      if (typeof status !== 'number') silent.push(`${JSON.stringify(head)}: ${status}`);
    }
    expect(silent).toEqual([]);
    await servesOthers();
  });
});

describe('what the public port exposes', () => {
  it('config.json never takes the WebSocket address from the Host header', async () => {
    const res = await rawGet(stack.port, '/config.json', { Host: 'attacker.example' });
    const config = JSON.parse(res.body) as { wsUrl: string };
    expect(config.wsUrl).not.toContain('attacker');
    expect(config.wsUrl).toBe('/ws');
  });

  it('the @connections Management API is only on its own loopback port', async () => {
    const c = await WsClient.connect(stack.wsUrl);
    const [id] = stack.openConnections();
    const path = `/local/@connections/${encodeURIComponent(id)}`;
    const publicAnswer = await fetch(`http://127.0.0.1:${stack.port}${path}`, {
      method: 'POST',
      body: '{"type":"pong"}',
    });
    expect(publicAnswer.status).toBe(404);
    const mgmt = new URL(stack.managementEndpoint);
    expect(mgmt.hostname).toBe('127.0.0.1');
    expect(Number(mgmt.port)).not.toBe(stack.port);
    const privateAnswer = await fetch(`${stack.managementEndpoint}/@connections/${encodeURIComponent(id)}`, {
      method: 'POST',
      body: '{"type":"pong"}',
    });
    expect(privateAnswer.status).toBe(200);
    await c.waitFor(isType('pong'));
    await c.close();
  });
});

describe('the rate limit', () => {
  it('a message over the limit is refused with RATE_LIMITED, echoes its requestId, and changes nothing', async () => {
    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob', open: true }, { name: 'Cy' }],
      },
      isType('created'),
    )) as CreatedFrame;
    await host.close();

    const flooder = await WsClient.connect(stack.wsUrl);
    for (let i = 0; i < limits.rateBurst; i++) flooder.send({ action: 'ping', requestId: `p${i}` });
    flooder.send({ action: 'join', gameId: created.gameId, seat: 1, name: 'Mallory', requestId: 'over' });
    flooder.send('not even json');
    const refused = await flooder.waitFor((f) => f.type === 'error' && f.requestId === 'over');
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    await flooder.waitFor((f) => f.type === 'error' && f.requestId === undefined);
    expect(await eventually(() => flooder.frames.filter(isType('pong')).length === limits.rateBurst)).toBe(true);
    expect(flooder.frames.filter(isType('joined'))).toHaveLength(0);
    await flooder.close();

    // The seat is still open: the refused join never reached the handler.
    const bob = await WsClient.connect(stack.wsUrl);
    expect(
      await bob.request(
        { action: 'join', gameId: created.gameId, seat: 1, name: 'Bob' },
        (f) => f.type === 'joined' || f.type === 'error',
      ),
    ).toMatchObject({
      type: 'joined',
      seat: 1,
    });
    await bob.close();
  });
});

describe('a restart after a crash', () => {
  it('drops the connection records the earlier process left behind', async () => {
    await putGhostConnection(stack, 'ghost-of-a-crash=', 'A'.repeat(22));
    expect(await storedConnectionIds(stack)).toContain('ghost-of-a-crash=');
    await stack.close();
    stack = await startLocalStack({ port: 0, dataDir, webRoot: dir, limits });
    expect(await storedConnectionIds(stack)).toEqual([]);
    await servesOthers();
  });
});

describe('a configured public address', () => {
  it('config.json gives the WebSocket URL the stack was configured with', async () => {
    await stack.close();
    stack = await startLocalStack({ port: 0, dataDir, webRoot: dir, limits, publicWsUrl: 'wss://play.example/ws' });
    const res = await rawGet(stack.port, '/config.json', { Host: 'attacker.example' });
    // The VAPID public key kept under the data folder: browsers subscribe to Web Push with it.
    expect(JSON.parse(res.body)).toEqual({
      wsUrl: 'wss://play.example/ws',
      historyUrl: '',
      minMoveSeconds: 2,
      vapidPublicKey: stack.vapidPublicKey,
    });
    expect(stack.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
