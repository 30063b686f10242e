import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictLines, verifyAudit } from '../../engine/audit/verify.js';
import { games } from '../../engine/index.js';
import { startLocalStack, type LocalStack } from '../../infra/local/server.js';
import type { CreatedFrame, ServerFrame } from '../../lambdas/protocol/server.js';
import { botChooser } from './support/bots.js';
import { asAcceptance } from './support/setup.js';
import { WsClient } from './support/ws-client.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-audit-'));
let stack: LocalStack;

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tradewinds</title>');
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'web') });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isType = <T extends ServerFrame['type']>(type: T) => (f: ServerFrame): f is Extract<ServerFrame, { type: T }> => f.type === type;

async function download(gameId: string): Promise<unknown> {
  const res = await fetch(`${stack.url}games/${gameId}/audit`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return res.json();
}

/** Every rule set in the registry, played to its end through the local stack, then checked from its downloaded export alone. */
describe.each(Object.values(games).map((g) => [g.id, g] as const))('the audit export of a %s game on the local stack', (id, game) => {
  it('verifies as complete and valid once the game is over; while it runs, nothing fails and the withheld parts are named', async () => {
    const seats = game.seats.min;
    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      { action: 'create', nonce: `audit-test-nonce-${id}-0000000`.slice(0, 40), rules: id, seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })) },
      isType('created'),
    )) as CreatedFrame;
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    const clients: WsClient[] = [];
    for (let seat = 0; seat < seats; seat++) {
      const c = await WsClient.connect(stack.wsUrl);
      await c.request({ action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 }, isType('subscribed'));
      await c.waitFor(isType('update'));
      clients.push(c);
    }
    const choose = botChooser(77);
    let midway: unknown = null;
    for (let n = 0; clients[0].model.update!.status === 'playing'; n++) {
      if (n > 5000) throw new Error('no end in sight');
      if (n === 3) midway = await download(gameId);
      const seat = clients[0].model.update!.toAct[0];
      const update = clients[seat].model.update!;
      const version = update.version;
      const answer = await clients[seat].request(
        { action: 'command', gameId, seat, token: tokens[seat], expectedVersion: version, commandId: `audit-${seat}-${version}`, command: choose(update) },
        (f) => asAcceptance(f) !== null || f.type === 'error',
      );
      expect(asAcceptance(answer), JSON.stringify(answer)).not.toBeNull();
      for (const c of clients) await c.waitFor((f) => f.type === 'update' && f.version > version);
    }

    const running = verifyAudit(midway);
    expect(running.failures).toEqual([]);
    expect(running.result).toBe('incomplete');
    expect(JSON.stringify(midway)).not.toContain('"seed":"');

    const doc = await download(gameId);
    const verdict = verifyAudit(doc);
    expect(verdictLines(verdict)).toEqual([expect.stringMatching(/^VALID: /)]);
    expect(verdict.counts.records).toBe(clients[0].model.update!.version);
    expect(verdict.counts.events).toBeGreaterThan(0);
    await Promise.all([host, ...clients].map((c) => c.close()));
  });
});
