import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { eventually } from '../support/local-store.js';
import { WsClient } from '../support/ws-client.js';

/**
 * Load shapes that once froze or failed the local stack: a client that stops reading,
 * and a burst after a quiet spell. The rate limit is lifted here so the load reaches
 * the handlers; the bound on unsent bytes is small so a stalled reader trips it quickly.
 */
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-load-'));
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    dataDir: join(dir, 'data'),
    webRoot: dir,
    limits: { rateBurst: 100_000, ratePerSecond: 100_000, maxBufferedBytes: 256 * 1024 },
  });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isType = (type: ServerFrame['type']) => (f: ServerFrame) => f.type === type;
const answers = (requestId: string) => (f: ServerFrame) => 'requestId' in f && f.requestId === requestId;

async function createGame(host: WsClient, open: number): Promise<CreatedFrame> {
  const seats = [{ name: 'Host' }, ...Array.from({ length: open }, (_, i) => ({ name: `Open ${i + 1}`, open: true }))];
  return (await host.request(
    { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats },
    isType('created'),
  )) as CreatedFrame;
}

describe('a client that stops reading', () => {
  it('posts to it return at once until its unsent frames pass the bound; then it is dropped and posts answer 410', async () => {
    const stalled = new WebSocket(stack.wsUrl);
    await new Promise<void>((resolve, reject) => stalled.once('open', resolve).once('error', reject));
    let closeCode = 0;
    stalled.once('close', (code) => (closeCode = code));
    stalled.on('error', () => {});
    // The client's socket stops reading: first the kernel's buffers fill, then the server's.
    const socket = (stalled as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    socket.pause();
    const [connectionId] = stack.openConnections();
    const other = await WsClient.connect(stack.wsUrl, { validate: false });

    // What a handler does: post frames to it (30 KB, near API Gateway's 32 KB), one after another.
    const frame = JSON.stringify({ type: 'pong', requestId: 'x'.repeat(30_000) });
    const statuses: number[] = [];
    for (let i = 0; i < 2_000 && !statuses.includes(410); i++) {
      const res = await fetch(`${stack.managementEndpoint}/@connections/${encodeURIComponent(connectionId)}`, {
        method: 'POST',
        body: frame,
        // Before the fix a post waited for the client to read, which here is never.
        signal: AbortSignal.timeout(5_000),
      });
      statuses.push(res.status);
      // Everyone else is answered as usual while the stalled client's frames pile up.
      if (i % 50 === 0)
        expect(await other.request({ action: 'ping', requestId: `p${i}` }, isType('pong'), 5_000)).toMatchObject({
          requestId: `p${i}`,
        });
    }
    console.log(`stalled reader dropped after ${statuses.length - 1} posts of 30 KB`);
    expect(statuses.at(-1)).toBe(410);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    // The connection is gone from the API, as API Gateway drops it.
    expect(stack.openConnections()).not.toContain(connectionId);

    socket.resume();
    // Abnormal closure: API Gateway, like the emulator, cuts such a client off without a close frame.
    expect(await eventually(() => closeCode !== 0, 10_000)).toBe(true);
    expect(closeCode).toBe(1006);
    expect(await other.request({ action: 'ping', requestId: 'after' }, isType('pong'), 5_000)).toMatchObject({
      requestId: 'after',
    });
    await other.close();
  });
});

describe('a burst after a quiet spell', () => {
  it('200 connects, pings and joins after 6 s idle all succeed', async () => {
    const host = await WsClient.connect(stack.wsUrl, { validate: false });
    const games: CreatedFrame[] = [];
    // Manila seats five: the host and four open seats per game.
    for (let i = 0; i < 50; i++) games.push(await createGame(host, 4));
    await host.close();

    // Longer than Node's default keep-alive of 5 s, after which the store used to close the SDK's idle sockets.
    await new Promise((r) => setTimeout(r, 6_000));

    const failures: string[] = [];
    const clients: WsClient[] = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const gameId = games[Math.floor(i / 4)].gameId;
        const seat = (i % 4) + 1;
        try {
          const c = await WsClient.connect(stack.wsUrl, { validate: false });
          clients.push(c);
          const pong = await c.request({ action: 'ping', requestId: `b${i}` }, answers(`b${i}`), 10_000);
          if (pong.type !== 'pong') failures.push(`ping ${i}: ${JSON.stringify(pong)}`);
          const joined = await c.request(
            { action: 'join', gameId, seat, name: `Burst ${i}`, requestId: `j${i}` },
            answers(`j${i}`),
            10_000,
          );
          if (joined.type !== 'joined') failures.push(`join ${i}: ${JSON.stringify(joined)}`);
        } catch (err) {
          failures.push(`client ${i}: ${(err as Error).message}`);
        }
      }),
    );
    await Promise.all(clients.map((c) => c.close()));
    console.log(`burst after idle: ${failures.length} failures of 200`);
    expect(failures).toEqual([]);
  });
});
