import { describe, expect, it } from 'vitest';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { botChooser } from '../support/bots.js';
import { acceptances, lastUpdate, only, seatedGame } from '../support/setup.js';

/**
 * The command path reads the games item eventually consistently (half the read units). These
 * tests answer such reads from an older copy of the item, as DynamoDB may for a second or so.
 */
async function tableWithOpenSeat() {
  const ports = memoryPorts();
  const table = new MemoryTable(ports);
  const [created] = (await table.send('x', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }],
  })) as CreatedFrame[];
  return { ports, table, created, gameId: created.gameId };
}

describe('eventually consistent reads of the games item on the command path', () => {
  it('a seat claimed a moment ago (not yet in the cheap read) can act at once', async () => {
    const { ports, table, gameId } = await tableWithOpenSeat();
    const before = structuredClone(ports.games.items.get(gameId)!);
    const [joined] = only(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined');
    ports.games.stale.set(gameId, before);
    // Seat 2 mortgages out of turn (always open to a seat with a share): its token is only in the fresh item.
    const state = await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: joined.token, lastVersion: 0 });
    const update = only(state, 'update')[0];
    const mortgage = (update.legalCommands as { type: string; good?: { $oneOf: string[] } }[]).find(
      (c) => c.type === 'mortgage',
    )!;
    const answer = await table.send('cy', {
      action: 'command',
      gameId,
      seat: 2,
      token: joined.token,
      expectedVersion: update.version,
      commandId: 'fresh-seat-1',
      command: { type: 'mortgage', good: mortgage.good!.$oneOf[0] },
    });
    expect(acceptances(answer)).toMatchObject([{ version: 2 }]);
  });

  it('a wrong token is still refused after the consistent re-read', async () => {
    const { ports, table, created, gameId } = await tableWithOpenSeat();
    ports.games.stale.set(gameId, structuredClone(ports.games.items.get(gameId)!));
    const answer = await table.send('ann', {
      action: 'command',
      gameId,
      seat: 0,
      token: created.seats[1].token,
      expectedVersion: 1,
      commandId: 'wrong-1',
      command: { type: 'pass' },
    });
    expect(answer).toMatchObject([{ type: 'error', code: 'BAD_TOKEN' }]);
  });

  it('a game the cheap read does not find yet is looked up again before it is called unknown', async () => {
    const { ports, table, created, gameId } = await tableWithOpenSeat();
    ports.games.stale.set(gameId, null);
    const answer = await table.send('ann', {
      action: 'command',
      gameId,
      seat: 0,
      token: created.seats[0].token,
      expectedVersion: 1,
      commandId: 'new-game-1',
      command: { type: 'pass' },
    });
    expect(acceptances(answer)).toMatchObject([{ version: 2 }]);
  });

  it('a log read that misses the newest records is read again before a command is called stale, and every command is applied once', async () => {
    const g = await seatedGame(3);
    const choose = botChooser(3);
    // Every cheap read of the log misses its newest record, as DynamoDB may right after a write.
    g.ports.events.lagging = 1;
    for (let i = 0; i < 8; i++) {
      const seat = lastUpdate(g.table.received('c0')).toAct[0];
      const update = lastUpdate(g.table.received(`c${seat}`));
      const answer = await g.table.send(`c${seat}`, {
        action: 'command',
        gameId: g.gameId,
        seat,
        token: g.tokens[seat],
        expectedVersion: update.version,
        commandId: `lag-${update.version}`,
        command: choose(update),
      });
      expect(acceptances(answer), JSON.stringify(answer)).toMatchObject([{ version: update.version + 1 }]);
    }
    expect(g.ports.events.logs.get(g.gameId)!.map((r) => r.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
