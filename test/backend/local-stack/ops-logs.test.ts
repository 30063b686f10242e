import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nthLegal, type LegalTemplate } from '../../../engine/core/legal.js';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { readableObserver } from '../../../lambdas/handlers/ops/readable-observer.js';
import type { CreatedFrame, JoinedFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { asAcceptance, asSubscribed } from '../support/setup.js';
import { WsClient } from '../support/ws-client.js';

const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-ops-logs-'));
let stack: LocalStack;
/** Everything the handlers wrote to stdout while the stack ran with JSON logs, as on AWS. */
const written: string[] = [];

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tradewinds</title>');
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'web'), logs: 'json' });
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const jsonLines = () =>
  written
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const logLines = () => jsonLines().filter((l) => l.message === 'message' || l.message === 'request');
const emfLines = () => jsonLines().filter((l) => '_aws' in l);

describe('the handlers log each message once, as JSON with metrics in EMF, and never a token', () => {
  const tokens: string[] = [];
  let gameId: string;
  let accepted: { version: number; seat: number; connectionId?: string };
  let staleAt: number;

  beforeAll(async () => {
    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      {
        action: 'create',
        requestId: 'r-create',
        nonce: 'ops-logs-nonce-0000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', open: true }],
      },
      isType('created'),
    )) as CreatedFrame;
    gameId = created.gameId;
    tokens.push(created.seats[0].token!, created.seats[1].token!);
    const joined = (await host.request(
      { action: 'join', requestId: 'r-join', gameId, seat: 2, name: 'Cy' },
      isType('joined'),
    )) as JoinedFrame;
    tokens.push(joined.token);
    const clients: WsClient[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const c = await WsClient.connect(stack.wsUrl);
      clients.push(c);
      await c.request(
        { action: 'subscribe', requestId: `r-sub-${seat}`, gameId, seat, token: tokens[seat], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      );
      await c.waitFor(isType('update'));
    }
    const update = clients[0].model.update as UpdateFrame;
    const seat = update.toAct[0];
    const command = nthLegal(clients[seat].model.update!.legalCommands as LegalTemplate[], 0);
    const base = { action: 'command', gameId, seat, token: tokens[seat], expectedVersion: update.version };
    const answer = await clients[seat].request(
      { ...base, requestId: 'r-accept', commandId: 'c-accept', command },
      (f) => asAcceptance(f) !== null || f.type === 'error',
    );
    expect(asAcceptance(answer)).not.toBeNull();
    accepted = { version: update.version + 1, seat };
    staleAt = update.version + 1;
    await clients[seat].request(
      { ...base, requestId: 'r-stale', commandId: 'c-stale', command },
      (f) => f.type === 'error',
    );
    const forged = 'AAAAAAAAAAAAAAAAAAAAAA';
    tokens.push(forged);
    await clients[seat].request(
      { ...base, token: forged, expectedVersion: staleAt, requestId: 'r-forged', commandId: 'c-forged', command },
      (f) => f.type === 'error',
    );
    await host.request('{"action": "command", "token": "' + tokens[0] + '"', (f) => f.type === 'error');
    const res = await fetch(`${stack.url}games/${gameId}/history`);
    expect(res.status).toBe(200);
    await Promise.all([host, ...clients].map((c) => c.close()));
  });

  it('one line per handled message with game id, version, seat, connection id, request id, outcome and duration', () => {
    const lines = logLines().filter((l) => l.message === 'message');
    // prepare, create, join, three subscribes, the accepted, the stale and the forged command, the unreadable one.
    expect(lines).toHaveLength(10);
    for (const l of lines) {
      expect(l).toMatchObject({ level: 'INFO', service: 'tradewinds' });
      expect(typeof l.connectionId).toBe('string');
      expect(typeof l.durationMs).toBe('number');
      expect(typeof l.outcome).toBe('string');
    }
    const byRequest = (id: string) => lines.find((l) => l.requestId === id);
    expect(lines.find((l) => l.action === 'prepare')).toMatchObject({ outcome: 'OK', gameId });
    expect(byRequest('r-create')).toMatchObject({ action: 'create', outcome: 'OK', gameId, version: 1 });
    expect(byRequest('r-join')).toMatchObject({ action: 'join', outcome: 'OK', gameId, seat: 2 });
    expect(byRequest('r-sub-1')).toMatchObject({ action: 'subscribe', outcome: 'OK', gameId, seat: 1, version: 1 });
    const ok = byRequest('r-accept')!;
    expect(ok).toMatchObject({
      action: 'command',
      outcome: 'OK',
      gameId,
      version: accepted.version,
      seat: accepted.seat,
    });
    // The update went to the three seats' connections: the sender's acceptance rides in its own.
    expect(ok.posts).toBeGreaterThanOrEqual(3);
    expect(byRequest('r-stale')).toMatchObject({
      action: 'command',
      outcome: 'STALE',
      gameId,
      version: staleAt,
      seat: accepted.seat,
    });
    expect(byRequest('r-forged')).toMatchObject({
      action: 'command',
      outcome: 'BAD_TOKEN',
      gameId,
      seat: accepted.seat,
    });
    expect(lines.find((l) => l.action === 'unreadable')).toMatchObject({ outcome: 'INVALID_JSON' });
  });

  it('one line per history request, with its status and game', () => {
    expect(logLines().filter((l) => l.message === 'request')).toEqual([
      expect.objectContaining({ route: 'GET /games/{gameId}/history', status: 200, outcome: 'OK', gameId }),
    ]);
  });

  it('metrics in embedded metric format: accepted, refused by code, stale, posts and duration', () => {
    const emf = emfLines();
    const metricNames = (l: Record<string, unknown>) =>
      (
        l._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }
      ).CloudWatchMetrics[0].Metrics.map((m) => m.Name);
    for (const l of emf)
      expect((l._aws as { CloudWatchMetrics: { Namespace: string }[] }).CloudWatchMetrics[0].Namespace).toBe(
        'Tradewinds',
      );
    const named = (name: string) => emf.filter((l) => metricNames(l).includes(name));
    expect(named('CommandAccepted')).toHaveLength(1);
    expect(named('Stale')).toHaveLength(1);
    expect(named('HandlerDuration').length).toBe(11);
    expect(named('Posts').reduce((n, l) => n + (l.Posts as number), 0)).toBeGreaterThanOrEqual(3);
    const byCode = named('CommandRefused')
      .filter((l) => 'code' in l)
      .map((l) => l.code)
      .sort();
    expect(byCode).toEqual(['BAD_TOKEN', 'STALE']);
  });

  it('no seat token, nor the forged one, appears anywhere in what was written', () => {
    const all = written.join('');
    expect(all.length).toBeGreaterThan(1000);
    for (const t of tokens) expect(all).not.toContain(t);
  });

  it('the local stack prints the same fields as one readable line', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    process.env.TRADEWINDS_LOGS = 'readable';
    try {
      const c = await WsClient.connect(stack.wsUrl);
      await c.request(
        { action: 'subscribe', requestId: 'r-readable', gameId, seat: 0, token: tokens[0], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      );
      await c.close();
    } finally {
      process.env.TRADEWINDS_LOGS = 'json';
      spy.mockRestore();
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} subscribe OK game=${gameId} v=\\d+ seat=0 conn=\\S+ req=r-readable \\d+\\.\\dms posts=1$`,
      ),
    );
    expect(printed[0]).not.toContain(tokens[0]);
  });
  it("a requestId with an ANSI escape and a newline is printed escaped on the message's own line, forging none", async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    process.env.TRADEWINDS_LOGS = 'readable';
    const forged = `x\u001b[2K\r00:00:00.000 join OK game=${gameId}\n`;
    // Within the protocol's limit on a requestId: a longer one is refused before any log.
    expect(forged.length).toBeLessThanOrEqual(64);
    try {
      const c = await WsClient.connect(stack.wsUrl);
      await c.request(
        { action: 'subscribe', requestId: forged, gameId, seat: 0, token: tokens[0], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      );
      await c.close();
    } finally {
      process.env.TRADEWINDS_LOGS = 'json';
      spy.mockRestore();
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toMatch(/[\n\r]/);
    expect(printed[0]).not.toContain('\u001b');
    expect(printed[0]).toContain(`req="x\\x1b[2K\\r00:00:00.000 join OK game=${gameId}\\n"`);
  });
});

/** Every character a client could use to forge or hide a log line: newlines, ANSI escapes (ESC, and C1's CSI), bidi controls, zero-width, separators. */
const HOSTILE = 'a\nb\rc\u001b[31md\u009be\u202ef\u2066g\u200bh\u2028i\u2029j\u0000k\u007fl m="n"\\';
// \p{Cc}: the controls, U+0000-U+001F and U+007F-U+009F.
const FORBIDDEN = /[\p{Cc}\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069]/u;

describe('the readable log escapes every value it prints', () => {
  const lines: string[] = [];
  const log = readableObserver((line) => void lines.push(line));
  const counts = { posts: 1, gone: 0, postFailures: 0, durationMs: 1 };
  const records: [string, () => void][] = [
    [
      'a handled message',
      () =>
        log.handled({
          action: HOSTILE,
          outcome: HOSTILE,
          gameId: HOSTILE,
          connectionId: HOSTILE,
          requestId: HOSTILE,
          seat: 1,
          version: 2,
          ...counts,
        }),
    ],
    [
      'a served request',
      () => log.served({ route: HOSTILE, status: 400, outcome: HOSTILE, gameId: HOSTILE, durationMs: 1 }),
    ],
    [
      'an expired game',
      () =>
        log.expired({
          trigger: HOSTILE as 'sweep',
          outcome: HOSTILE,
          gameId: HOSTILE,
          moves: 1,
          timeouts: 0,
          botMoves: 0,
          ...counts,
        }),
    ],
    ['a sweep', () => log.swept({ outcome: HOSTILE, found: 0, moves: 0, timeouts: 0, botMoves: 0, durationMs: 1 })],
    [
      'a notify run',
      () =>
        log.notified({
          trigger: HOSTILE as 'stream',
          outcome: HOSTILE,
          gameId: HOSTILE,
          reason: HOSTILE,
          pushes: 0,
          gone: 0,
          pushFailures: 0,
          skippedVisible: 0,
          webhookPosts: 0,
          webhookOff: 0,
          durationMs: 1,
        }),
    ],
  ];

  it.each(records)('%s: one line, no control, bidi or separator character, each value quoted whole', (_name, write) => {
    lines.length = 0;
    write();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(FORBIDDEN);
    const quoted =
      '"a\\nb\\rc\\x1b[31md\\x9be\\u{202e}f\\u{2066}g\\u{200b}h\\u{2028}i\\u{2029}j\\x00k\\x7fl m=\\"n\\"\\\\"';
    expect(lines[0]).toContain(quoted);
    // Nothing is left of a value outside its quotes: the line is the fixed text, the quoted values and numbers.
    expect(lines[0].split(quoted).join('Q')).toMatch(/^[\w:. ()=Q-]+$/);
  });

  it('leaves plain ids and codes as they are', () => {
    lines.length = 0;
    log.served({
      route: 'GET /games/{gameId}/history',
      status: 200,
      outcome: 'OK',
      gameId: 'AAAAAAAAAAAAAAAAAAAAAA',
      durationMs: 1.25,
    });
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} "GET \/games\/\{gameId\}\/history" 200 OK game=AAAAAAAAAAAAAAAAAAAAAA 1\.\dms$/,
    );
  });
});
