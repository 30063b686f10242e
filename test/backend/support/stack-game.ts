import { expect } from 'vitest';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from './bots.js';
import { asAcceptance, asSubscribed } from './setup.js';
import { WsClient } from './ws-client.js';

const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;

export interface StackGame {
  created: CreatedFrame;
  /** The version the game ended at. */
  version: number;
}

/**
 * Creates a game of `rules` on a running local stack and plays it to its end over WebSockets,
 * every seat subscribed on its own socket and moving by a bot from the legal commands the
 * server sends, and the server playing each seat's forced moves (its only main choice) as it does
 * for every seat that has not switched them off. `beforeMove(n)` runs before the n-th move (n from 0), the game still running.
 */
export async function playToEndOverStack(
  wsUrl: string,
  rules: string,
  seats: number,
  { seed = 77, beforeMove }: { seed?: number; beforeMove?: (n: number, gameId: string) => Promise<void> } = {},
): Promise<StackGame> {
  const host = await WsClient.connect(wsUrl);
  const created = (await host.request(
    {
      action: 'create',
      nonce: `stack-game-nonce-${rules}-${seed}`.padEnd(22, '0').slice(0, 64),
      rules,
      seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    },
    isType('created'),
  )) as CreatedFrame;
  const { gameId } = created;
  const tokens = created.seats.map((s) => s.token!);
  const clients: WsClient[] = [];
  try {
    for (let seat = 0; seat < seats; seat++) {
      const c = await WsClient.connect(wsUrl);
      clients.push(c);
      await c.request(
        { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      );
      await c.waitFor(isType('update'));
    }
    const choose = botChooser(seed);
    for (let n = 0; clients[0].model.update!.status === 'playing'; n++) {
      if (n > 5000) throw new Error('no end in sight');
      await beforeMove?.(n, gameId);
      const seat = clients[0].model.update!.toAct[0];
      const update = clients[seat].model.update!;
      const version = update.version;
      const answer = await clients[seat].paced(
        {
          action: 'command',
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: version,
          commandId: `bot-${seat}-${version}`,
          command: choose(update),
        },
        (f) => asAcceptance(f) !== null || f.type === 'error',
      );
      for (const c of clients) await c.waitFor((f) => f.type === 'update' && f.version > version);
      // Forced moves are on (engine/core/orders-log.ts): the server may have played a seat's only
      // choice before the bot's command arrived. Then the bot looks again; nothing else may come first.
      if (answer.type === 'error' && answer.code === 'STALE') {
        const first = clients[0].model.entries.get(version + 1);
        expect(first, JSON.stringify(answer)).toMatchObject({ actor: 'system', reason: 'forced' });
        continue;
      }
      expect(asAcceptance(answer), JSON.stringify(answer)).not.toBeNull();
    }
    return { created, version: clients[0].model.update!.version };
  } finally {
    await Promise.all([host, ...clients].map((c) => c.close()));
  }
}
