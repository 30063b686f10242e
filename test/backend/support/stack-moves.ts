import type { CreatedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from './bots.js';
import { WsClient } from './ws-client.js';

interface Table {
  gameId: string;
  tokens: string[];
  seats: WsClient[];
}

const SEATS = 3;

async function openTable(wsUrl: string, seed: number): Promise<Table> {
  const host = await WsClient.connect(wsUrl, { validate: false });
  const created = (await host.request(
    {
      action: 'create',
      nonce: `stack-moves-${seed}`.padEnd(22, '0'),
      rules: 'manila',
      seats: Array.from({ length: SEATS }, (_, i) => ({ name: `Bot ${i + 1}` })),
    },
    (f) => f.type === 'created',
  )) as CreatedFrame;
  await host.close();
  const tokens = created.seats.map((s) => s.token!);
  const seats = await Promise.all(
    tokens.map(async (token, seat) => {
      const c = await WsClient.connect(wsUrl, { validate: false });
      await c.request(
        { action: 'subscribe', gameId: created.gameId, seat, token, lastVersion: 0 },
        (f) => f.type === 'update',
      );
      return c;
    }),
  );
  return { gameId: created.gameId, tokens, seats };
}

const closeTable = (t: Table) => Promise.all(t.seats.map((c) => c.close()));

/**
 * Plays `moves` commands in all on a running local stack, `tables` Manila games at once, each
 * move sent as soon as the last one reached every seat. A game that ends is replaced by a new
 * one, so any number of moves can be played; the sockets of each game close with it.
 * `progress(done)` runs after every `every` moves (all tables paused meanwhile is not needed:
 * it only reads figures).
 */
export async function playMoves(
  wsUrl: string,
  {
    moves,
    tables = 10,
    seed = 1,
    every = 0,
    progress,
    times,
  }: {
    moves: number;
    tables?: number;
    seed?: number;
    every?: number;
    progress?: (done: number) => Promise<void> | void;
    /** Receives each move's round trip in milliseconds, from sending until every seat has the update. */
    times?: number[];
  },
): Promise<void> {
  let done = 0;
  let reported = 0;
  let games = 0;
  const play = async (table: number) => {
    const choose = botChooser(seed * 1000 + table);
    let t = await openTable(wsUrl, seed * 1000 + games++);
    try {
      while (done < moves) {
        if (t.seats[0].model.update!.status === 'over') {
          await closeTable(t);
          t = await openTable(wsUrl, seed * 1000 + games++);
        }
        const seat = t.seats[0].model.update!.toAct[0];
        const update = t.seats[seat].model.update as UpdateFrame;
        const version = update.version;
        const from = t.seats.map((c) => c.frames.length);
        done++;
        const sent = performance.now();
        t.seats[seat].send({
          action: 'command',
          gameId: t.gameId,
          seat,
          token: t.tokens[seat],
          expectedVersion: version,
          commandId: `m-${seat}-${version}`,
          command: choose(update),
        });
        // One version on, or two when the command ended the game (the seed's reveal follows it).
        await Promise.all(
          t.seats.map((c, s) => c.waitFor((f) => f.type === 'update' && f.version > version, from[s], 60_000)),
        );
        times?.push(performance.now() - sent);
        if (progress && every > 0 && done - reported >= every) {
          reported = done;
          await progress(done);
        }
      }
    } finally {
      await closeTable(t);
    }
  };
  await Promise.all(Array.from({ length: tables }, (_, i) => play(i)));
}
