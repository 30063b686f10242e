import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiGatewayBroadcaster } from '../../../lambdas/adapters/apigw/broadcaster.js';
import { sendTo } from '../../../lambdas/app/broadcast.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import { handleMessage } from '../../../lambdas/app/router.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { sendAsDevice, TestDevice } from '../support/test-device.js';
import { ClientModel } from '../support/client-model.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';
import { acceptances, subscriptions } from '../support/setup.js';

/**
 * The store is real (dynalite); the Management API is mocked so that posting can die, as a
 * Lambda would if it crashed between the append and the broadcast.
 */
const api = mockClient(ApiGatewayManagementApiClient);
const inbox = new Map<string, ServerFrame[]>();
let db: DynalitePorts;
let ports: Ports;

beforeAll(async () => {
  db = await dynalitePorts(11);
  ports = {
    ...db.ports,
    broadcaster: new ApiGatewayBroadcaster(
      new ApiGatewayManagementApiClient({ region: 'local', endpoint: 'http://127.0.0.1:9/local' }),
    ),
  };
});
afterAll(() => db.close());

function deliver() {
  api.reset();
  api.on(PostToConnectionCommand).callsFake(({ ConnectionId, Data }) => {
    const list = inbox.get(ConnectionId) ?? [];
    list.push(JSON.parse(new TextDecoder().decode(Data as Uint8Array)) as ServerFrame);
    inbox.set(ConnectionId, list);
    return {};
  });
}

/** What the $default handler does with one message, sent as the players' device would (its chain links). */
const device = new TestDevice();
async function send(connectionId: string, message: object): Promise<ServerFrame[]> {
  return sendAsDevice(
    device,
    async (m) => {
      const before = inbox.get(connectionId)?.length ?? 0;
      await sendTo(ports, connectionId, await handleMessage(ports, connectionId, JSON.stringify(m)));
      const frames = (inbox.get(connectionId) ?? []).slice(before);
      for (const f of frames) device.observe(f);
      return frames;
    },
    message as Record<string, unknown>,
  );
}

const model = (connectionId: string) => {
  const m = new ClientModel();
  for (const f of inbox.get(connectionId) ?? []) m.apply(f);
  return m;
};

describe('a crash between the append and the broadcast', () => {
  it('loses nothing: clients converge by version on their next message, on reconnect, or on the retry', async () => {
    deliver();
    const [created] = (await send('host', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    })) as CreatedFrame[];
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    for (let seat = 0; seat < 3; seat++)
      await send(`s${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });

    // The command is stored, then every post fails: the Lambda dies before anyone hears of it.
    api.reset();
    api.on(PostToConnectionCommand).rejects(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bid = {
      action: 'command',
      gameId,
      seat: 0,
      token: tokens[0],
      expectedVersion: 1,
      commandId: 'bid-before-crash',
      command: { type: 'bid', amount: 2 },
    };
    await expect(send('s0', bid)).rejects.toThrow('socket hang up');
    vi.mocked(console.error).mockRestore();
    expect((await db.ports.events.readAfter(gameId, 0)).map((r) => r.version)).toEqual([1, 2]);
    for (let seat = 0; seat < 3; seat++) expect(model(`s${seat}`).version).toBe(1);

    deliver();
    // Seat 1 acts on the board it saw: STALE, with what it missed, and nothing applied.
    const stale = await send('s1', {
      action: 'command',
      gameId,
      seat: 1,
      token: tokens[1],
      expectedVersion: 1,
      commandId: 'bob-blind',
      command: { type: 'pass' },
    });
    expect(stale[0]).toMatchObject({ type: 'error', code: 'STALE', currentVersion: 2 });
    expect(model('s1').version).toBe(2);
    expect(model('s1').complete()).toBe(true);

    // Seat 2 reconnects with the version it holds and gets exactly version 2.
    const back = await send('s2-again', { action: 'subscribe', gameId, seat: 2, token: tokens[2], lastVersion: 1 });
    expect(subscriptions(back)).toMatchObject([{ fromVersion: 1, version: 2 }]);
    expect(
      model('s2-again')
        .log()
        .map((e) => e.version),
    ).toEqual([2]);

    // The sender retries the identical message: the same answer, and the update it missed (watchers get it once more, as this process never sent it).
    expect(acceptances(await send('s0', bid))).toContainEqual(
      expect.objectContaining({ version: 2, commandId: 'bid-before-crash' }),
    );
    expect(model('s0').version).toBe(2);
    expect((await db.ports.events.readAfter(gameId, 0)).map((r) => r.commandId)).toEqual([
      'test-nonce-0000000000000000',
      'bid-before-crash',
    ]);
  });
});
