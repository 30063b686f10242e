import { describe, expect, it } from 'vitest';
import { sendTo } from '../../../lambdas/app/broadcast.js';
import { handleMessage } from '../../../lambdas/app/router.js';
import type { ClientMessage } from '../../../lambdas/protocol/client.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { ClientModel } from '../support/client-model.js';
import { countingPorts, type CallCounts } from '../support/counting-ports.js';
import { memoryPorts } from '../support/memory-ports.js';
import { TestDevice } from '../support/test-device.js';

/**
 * Store calls and posts per accepted command, at most today's figures: a change that adds a
 * read, a write or a post to every command fails here, whatever it does to the timings.
 * Lowering a bound is welcome (lower it here in the same change); raising one needs a reason
 * in the commit that raises it.
 *
 * Measured over COMMANDS commands of a 4-seat Manila game with every seat and one spectator
 * subscribed, so posts count 5 watchers plus the answer to the sender.
 */
const BOUNDS: CallCounts = {
  'events.readLatest': 1,
  'events.readAfter': 0,
  'events.read': 0,
  'events.append': 1,
  'games.get': 1,
  'games.create': 0,
  'games.claimSeat': 0,
  'games.recordProgress': 1,
  // Once beside the load, so the posts follow the append directly, and once beside the posts for a
  // connection that subscribed in between (broadcast.ts fanOut): a round trip less before every update.
  'connections.byGame': 2,
  'connections.put': 0,
  'connections.remove': 0,
  'broadcaster.post': 5, // one update per watcher; the sender's own update is its acceptance
};

const COMMANDS = 30;
const SEATS = 4;

describe('store calls per accepted command', () => {
  it(`stay within today's figures over ${COMMANDS} commands of a ${SEATS}-seat Manila game with a spectator`, async () => {
    const memory = memoryPorts(9);
    const counted = countingPorts(memory);
    const models = new Map<string, ClientModel>();
    /** One message through the $default handler's path; every model then takes what its connection was posted. */
    const send = async (connectionId: string, msg: ClientMessage): Promise<void> => {
      await sendTo(counted.ports, connectionId, await handleMessage(counted.ports, connectionId, JSON.stringify(msg)));
      for (const [id, model] of models) {
        const sent = memory.broadcaster.sent.get(id) ?? [];
        for (const data of sent.splice(0)) model.apply(JSON.parse(data) as ServerFrame);
      }
    };
    const conns = ['c0', 'c1', 'c2', 'c3', 'cs'];
    const device = new TestDevice();
    for (const c of conns) models.set(c, new ClientModel());

    const [prepared] = await handleMessage(
      counted.ports,
      'host',
      JSON.stringify({ action: 'prepare', rules: 'manila' }),
    );
    if (prepared.type !== 'prepared') throw new Error(JSON.stringify(prepared));
    const [created] = await handleMessage(
      counted.ports,
      'host',
      JSON.stringify({
        action: 'create',
        gameId: prepared.gameId,
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: Array.from({ length: SEATS }, (_, i) => ({ name: `P${i}`, open: false })),
      }),
    );
    if (created.type !== 'created') throw new Error(JSON.stringify(created));
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    for (let seat = 0; seat < SEATS; seat++)
      await send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
    await send('cs', { action: 'subscribe', gameId, lastVersion: 0 });

    const choose = botChooser(9);
    const perCommand: CallCounts[] = [];
    for (let i = 0; i < COMMANDS; i++) {
      const latest = models.get('cs')!.update!;
      expect(latest.status).toBe('playing');
      const seat = latest.toAct[0];
      const update = models.get(`c${seat}`)!.update!;
      const version = update.version;
      counted.reset();
      // Each seat's updates tell its device where its chain stands: no refused link to resend here.
      if (update.seatKey !== undefined) device.keys.observe(gameId, seat, update.seatKey);
      await send(
        `c${seat}`,
        device.withLink({
          action: 'command',
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: version,
          commandId: `cmd-${version}`,
          command: choose(update),
        }) as ClientMessage,
      );
      perCommand.push(counted.reset());
      expect(models.get(`c${seat}`)!.version, `command ${i + 1} was accepted`).toBe(version + 1);
    }

    const most: CallCounts = {};
    for (const calls of perCommand) for (const [k, n] of Object.entries(calls)) most[k] = Math.max(most[k] ?? 0, n);
    for (const [call, n] of Object.entries(most)) {
      expect(call in BOUNDS, `${call} has no bound yet: add it to BOUNDS with today's figure`).toBe(true);
      expect(n, `${call} per command`).toBeLessThanOrEqual(BOUNDS[call]);
    }
  });
});
