import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../../infra/local/server.js';
import type { CreatedFrame, JoinedFrame, ServerFrame } from '../../lambdas/protocol/server.js';
import { memoryPorts } from './support/memory-ports.js';
import { MemoryTable } from './support/memory-table.js';
import { asSubscribed, only, subscriptions } from './support/setup.js';
import { WsClient } from './support/ws-client.js';

const SECRET = 'join-secret-of-cy-0123456789';

async function openTable() {
  const ports = memoryPorts();
  const table = new MemoryTable(ports);
  const [created] = (await table.send('creator', { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }] })) as CreatedFrame[];
  return { ports, table, gameId: created.gameId };
}

describe('a join is idempotent under lost answers (app layer)', () => {
  it('an identical retry with the same secret gets the same seat and token; a stranger still gets SEAT_TAKEN', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    const [first] = only(await table.send('cy', msg), 'joined');
    const [again] = only(await table.send('cy-again', msg), 'joined');
    expect(again).toEqual(first);
    expect(await table.send('dee', { action: 'join', gameId, seat: 2, name: 'Dee' })).toMatchObject([{ type: 'error', code: 'SEAT_TAKEN' }]);
    expect(await table.send('dee', { action: 'join', gameId, seat: 2, name: 'Dee', secret: 'another-secret-0123456789' })).toMatchObject([{ type: 'error', code: 'SEAT_TAKEN' }]);
    // The token works.
    expect(subscriptions(await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: first.token, lastVersion: 0 }))).toHaveLength(1);
  });

  it('after a forced INTERNAL that came after the claim was written, the retry gets the seat', async () => {
    const { ports, table, gameId } = await openTable();
    const claim = ports.games.claimSeat.bind(ports.games);
    vi.spyOn(ports.games, 'claimSeat').mockImplementationOnce(async (...args) => {
      await claim(...args);
      throw new Error('Lambda timed out after the write');
    });
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    expect(await table.send('cy', msg)).toMatchObject([{ type: 'error', code: 'INTERNAL' }]);
    const [joined] = only(await table.send('cy', msg), 'joined');
    expect(joined).toMatchObject({ seat: 2, name: 'Cy' });
    expect(ports.games.items.get(gameId)!.seats[2]).toMatchObject({ name: 'Cy', open: false });
  });

  it('the same claim sent five times at once: every copy gets the one seat and token', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    const answers = (await Promise.all(Array.from({ length: 5 }, (_, i) => table.send(`cy${i}`, msg)))).flat();
    const tokens = new Set(only(answers, 'joined').map((j) => j.token));
    expect(only(answers, 'joined')).toHaveLength(5);
    expect(tokens.size).toBe(1);
  });

  it('without a secret, a join behaves as before: the retry is refused', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy' };
    expect(only(await table.send('cy', msg), 'joined')).toHaveLength(1);
    expect(await table.send('cy', msg)).toMatchObject([{ type: 'error', code: 'SEAT_TAKEN' }]);
  });

  it('refuses a malformed secret', async () => {
    const { table, gameId } = await openTable();
    expect(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy', secret: 'short' })).toMatchObject([{ type: 'error', code: 'SCHEMA' }]);
  });
});

describe('a join is idempotent under lost answers (local stack)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-join-'));
  let stack: LocalStack;
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: dir });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the socket dropped right after `join`: the identical join on a new connection returns the same seat and token', async () => {
    const creator = await WsClient.connect(stack.wsUrl);
    const created = (await creator.request(
      { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }] },
      (f) => f.type === 'created',
    )) as CreatedFrame;
    const msg = { action: 'join', gameId: created.gameId, seat: 2, name: 'Cy', secret: SECRET, requestId: 'join-1' };
    const lost = await WsClient.connect(stack.wsUrl);
    lost.send(msg);
    await new Promise((r) => setTimeout(r, 3));
    await lost.close();
    const retry = await WsClient.connect(stack.wsUrl);
    const answer = (await retry.request(msg, (f: ServerFrame) => 'requestId' in f && f.requestId === 'join-1')) as JoinedFrame;
    expect(answer).toMatchObject({ type: 'joined', seat: 2, name: 'Cy' });
    const subscribed = await retry.request({ action: 'subscribe', gameId: created.gameId, seat: 2, token: answer.token, lastVersion: 0 }, (f) => asSubscribed(f) !== null || f.type === 'error');
    expect(asSubscribed(subscribed)).not.toBeNull();
    await Promise.all([creator.close(), retry.close()]);
  });
});

describe('a join whose store write landed but whose answer was lost', () => {
  it('without a secret: the retried write finds the seat taken by this very claim, and the claimer gets it', async () => {
    const { ports, table, gameId } = await openTable();
    const claim = ports.games.claimSeat.bind(ports.games);
    // As the adapter's retry sees it: the first write went through, its answer was lost, the retry's condition fails.
    vi.spyOn(ports.games, 'claimSeat').mockImplementationOnce(async (...args) => {
      await claim(...args);
      return false;
    });
    const [joined] = only(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined');
    expect(joined).toMatchObject({ seat: 2, name: 'Cy' });
    expect(subscriptions(await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: joined.token, lastVersion: 0 }))).toHaveLength(1);
  });

  it('a broadcast failure after the claim does not turn the answer into an error', async () => {
    const { ports, table, gameId } = await openTable();
    vi.spyOn(ports.connections, 'byGame').mockRejectedValueOnce(new Error('index unavailable'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(only(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined')).toHaveLength(1);
  });
});

describe('a create whose writes landed but whose answers were lost', () => {
  it('the adapters\' retries find the fresh id taken by this very create: the table is still created and playable', async () => {
    const ports = memoryPorts();
    const table = new MemoryTable(ports);
    const append = ports.events.append.bind(ports.events);
    const create = ports.games.create.bind(ports.games);
    vi.spyOn(ports.events, 'append').mockImplementationOnce(async (id, r) => {
      await append(id, r);
      return append(id, r); // the retry of a write that landed: VersionConflict
    });
    vi.spyOn(ports.games, 'create').mockImplementationOnce(async (g) => {
      await create(g);
      return create(g); // likewise: GameExists
    });
    const [created] = only(await table.send('x', { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] }), 'created');
    expect(ports.events.logs.get(created.gameId)).toHaveLength(1);
    const token = created.seats[0].token!;
    expect(subscriptions(await table.send('ann', { action: 'subscribe', gameId: created.gameId, seat: 0, token, lastVersion: 0 }))).toHaveLength(1);
  });
});
