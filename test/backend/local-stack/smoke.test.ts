import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { smoke } from '../../../scripts/smoke/run-smoke.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-smoke-'));
let stack: LocalStack;

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(
    join(dir, 'web', 'index.html'),
    '<!doctype html><title>Tradewinds</title><script type="module" src="/app-test.js"></script>',
  );
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'web') });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run smoke -- <args>`, as an operator runs it. */
function runCli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/smoke.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run smoke against a running deployment', () => {
  it('passes against the local stack: web client and headers, config, a game played from two seats, a spectator, refusals, history and audit', async () => {
    const { code, out, err } = await runCli([stack.url]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('ok  '))).toHaveLength(7);
    expect(out).toMatch(/command: \d+ legal moves by seats \d and \d/);
    expect(lines.at(-1)).toMatch(/^smoke test passed: game [A-Za-z0-9_-]{22} at version \d+/);
  });

  it('reports what it checked, with at least two seats moving', async () => {
    const report = await smoke(stack.url, { moves: 3 });
    expect(report.seatsThatMoved.length).toBeGreaterThanOrEqual(2);
    expect(report.version).toBeGreaterThanOrEqual(4);
    const res = await fetch(`${stack.url}games/${report.gameId}/history`);
    expect(((await res.json()) as { version: number }).version).toBe(report.version);
  });

  it('names the first check that fails, and exits 1', async () => {
    // A web server that is not Tradewinds: it has a page, but no headers and no config.json.
    const other: Server = createServer((req, res) => {
      if (req.url === '/')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<script type="module" src="/a.js"></script>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
      await expect(smoke(url)).rejects.toThrow(
        /GET \/ lacks the security headers content-security-policy, strict-transport-security/,
      );
      const { code, err } = await runCli([url]);
      expect(code).toBe(1);
      expect(err).toMatch(/^FAILED {2}GET \/ lacks the security headers/);
    } finally {
      await new Promise<void>((ok) => other.close(() => ok()));
    }
  });

  it('refuses a missing or malformed URL with its usage or the reason, exit 2 or 1', async () => {
    const usage = await runCli([]);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/^usage: npm run smoke -- <web URL>/);
    await expect(smoke('not a url')).rejects.toThrow(
      /"not a url" is not a URL; give the web URL the deployment printed/,
    );
    await expect(smoke('ftp://example.com/')).rejects.toThrow(/the web URL is http:\/\/ or https:\/\//);
  });
});
