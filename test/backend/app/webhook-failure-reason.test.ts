import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpWebhookPoster } from '../../../lambdas/adapters/webhook-poster.js';
import { WEBHOOK_OFF_REASON } from '../../../lambdas/app/notify/webhook-frames.js';
import { postToWebhook } from '../../../lambdas/app/notify/webhook-post.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { asSubscribed } from '../support/setup.js';
import { openTable, stillPorts } from '../support/clocked-table.js';
import { RecordingProblems } from '../support/recording-problems.js';
import { RecordingPush, withNotifying } from '../support/recording-push.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];

/** A receiver on 127.0.0.1 that answers every post 500, and a port on which nothing listens. */
let open: Server;
let openPort: number;
let closedPort: number;
beforeAll(async () => {
  open = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(500).end('internal error at 10.0.3.7'));
  });
  await new Promise<void>((resolve) => open.listen(0, '127.0.0.1', resolve));
  openPort = (open.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => open?.close(() => resolve()));
});

const offFrames = (frames: ServerFrame[]) =>
  frames.filter((f): f is Extract<ServerFrame, { type: 'webhook' }> => f.type === 'webhook' && f.off !== undefined);

describe('why a webhook was switched off, as the seats are told it', () => {
  it('is the same words whether the port was closed or answered, and names no address, port, status or error; the log has the detail', async () => {
    const ports = Object.assign(stillPorts(), {
      push: new RecordingPush(),
      webhooks: new HttpWebhookPoster({ loopback: true, timeoutMs: 30_000 }),
      sleep: async () => undefined,
    });
    ports.limits = { ...ports.limits!, loopbackHooks: true };
    const t = await openTable('manila', PEOPLE, undefined, ports);
    const problems = (ports.problems = new RecordingProblems());
    const reasons: string[] = [];
    for (const port of [closedPort, openPort]) {
      const url = `http://127.0.0.1:${port}/api/webhooks/1/a`;
      const [set] = await t.table.send('c0', {
        action: 'webhook',
        requestId: 'set',
        gameId: t.gameId,
        seat: 0,
        token: t.tokens[0],
        url,
      });
      expect(set).toEqual({ type: 'webhook', requestId: 'set', gameId: t.gameId, url });
      expect(await postToWebhook(ports, t.gameId, ['a line'])).toEqual({ posted: 0, switchedOff: true });
      const [frame] = offFrames(t.table.received('c1')).slice(-1);
      expect(frame.url).toBe(url);
      reasons.push(frame.off!);
    }
    // The operator is told what happened to each.
    expect(problems.seen.map((p) => p.kind)).toEqual(['webhook-switched-off', 'webhook-switched-off']);
    const [closed, answered] = problems.errorTexts();
    expect(closed).toMatch(/ECONNREFUSED/);
    expect(answered).toMatch(/HTTP 500: internal error at 10\.0\.3\.7/);
    expect(reasons).toEqual([WEBHOOK_OFF_REASON, WEBHOOK_OFF_REASON]);
    for (const leak of [
      String(closedPort),
      String(openPort),
      '127.0.0.1',
      'HTTP',
      '500',
      'fetch',
      'ECONNREFUSED',
      '10.0.3.7',
    ])
      expect(WEBHOOK_OFF_REASON).not.toContain(leak);
    // A seat arriving later reads the same in its subscription.
    const [sub] = await t.table.send('late', {
      action: 'subscribe',
      gameId: t.gameId,
      seat: 2,
      token: t.tokens[2],
      lastVersion: 0,
    });
    expect(asSubscribed(sub)?.webhook).toEqual({ set: true, off: WEBHOOK_OFF_REASON, offAt: expect.any(String) });
  });

  it('a reason stored with its detail by an earlier server reaches seats as the same generic words', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    await ports.subscriptions.setWebhook(t.gameId, {
      gameId: t.gameId,
      url: 'https://discord.com/api/webhooks/1/a',
      off: 'posting failed 4 times (fetch failed)',
      setBy: 0,
      locale: 'en',
      updatedAt: '2026-12-01T09:00:00.000Z',
    });
    const [sub] = await t.table.send('late', {
      action: 'subscribe',
      gameId: t.gameId,
      seat: 1,
      token: t.tokens[1],
      lastVersion: 0,
    });
    expect(asSubscribed(sub)?.webhook).toEqual({
      set: true,
      off: WEBHOOK_OFF_REASON,
      offAt: '2026-12-01T09:00:00.000Z',
    });
  });
});
