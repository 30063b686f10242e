// Where the local stack listens: this machine only by default; with HOST=0.0.0.0 (or the host
// option) other devices on the network can open the page and its WebSocket, while the store and
// the @connections API stay on the loopback interface.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';

let stack: LocalStack | undefined;
let dir = '';

afterEach(async () => {
  await stack?.close();
  stack = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(host?: string): Promise<LocalStack> {
  dir = mkdtempSync(join(tmpdir(), 'tw-host-'));
  stack = await startLocalStack({
    port: 0,
    dataDir: join(dir, 'data'),
    webRoot: dir,
    logs: 'off',
    remindIntervalMs: 0,
    ...(host !== undefined && { host }),
  });
  return stack;
}

describe("the local stack's address", () => {
  it('listens on the loopback interface unless told otherwise', async () => {
    const s = await start();
    expect(s.host).toBe('127.0.0.1');
    expect((await fetch(`http://127.0.0.1:${s.port}/config.json`)).status).toBe(200);
  });

  it('with host 0.0.0.0 serves every interface, and keeps the store and @connections on loopback', async () => {
    const s = await start('0.0.0.0');
    expect(s.host).toBe('0.0.0.0');
    const config = (await (await fetch(`http://127.0.0.1:${s.port}/config.json`)).json()) as { wsUrl: string };
    // The page's own origin, whatever address the browser used: links and the socket follow it.
    expect(config.wsUrl).toBe('/ws');
    expect(new URL(s.storeEndpoint).hostname).toBe('127.0.0.1');
    expect(new URL(s.managementEndpoint).hostname).toBe('127.0.0.1');
  });
});
