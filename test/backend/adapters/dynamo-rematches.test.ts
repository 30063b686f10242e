// Rematches through the real SDK against dynalite: the adapter keeps the RematchStore contract
// (one item per finished game, each write conditional on the version read: of two writers of
// the same version one lands, the other is told and nothing of it is stored), the item is never
// read as a chat message, and a whole rematch (offer, three acceptances, the deal) runs on the
// real adapters as the local stack runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoChat } from '../../../lambdas/adapters/dynamo/chat.js';
import { DynamoRematches } from '../../../lambdas/adapters/dynamo/rematches.js';
import type { StoredRematch } from '../../../lambdas/app/ports.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

let store: DynalitePorts;
let rematches: DynamoRematches;
let chat: DynamoChat;
beforeAll(async () => {
  store = await dynalitePorts();
  rematches = new DynamoRematches(store.doc, LOCAL_TABLES.chat);
  chat = new DynamoChat(store.doc, LOCAL_TABLES.chat);
});
afterAll(async () => {
  await store?.close();
});

const rematch = (version: number, answer: 'waiting' | 'declined'): StoredRematch => ({
  gameId: 'finishedGame',
  newGameId: 'newGame',
  rules: 'manila',
  options: { variant: false },
  clock: null,
  by: 0,
  seed: 'ab'.repeat(32),
  commitment: 'cd'.repeat(32),
  seats: [
    { from: 1, name: 'Bo', answer },
    { from: 0, name: 'Ann', answer: 'accepted', tokenHash: 'ef'.repeat(32), nonce: 'n'.repeat(22) },
  ],
  hostTokenHash: '01'.repeat(32),
  status: 'waiting',
  at: '2026-12-01T10:00:00.000Z',
  version,
});

describe('rematches through the real SDK (dynalite)', () => {
  it('writes the first version once, each later one only over the version before', async () => {
    expect(await rematches.get('finishedGame')).toBeNull();
    expect(await rematches.put(rematch(1, 'waiting'))).toBe(true);
    // A second offer of the same game (another seat, or "Play again" pressed twice) is refused.
    expect(await rematches.put(rematch(1, 'declined'))).toBe(false);
    expect(await rematches.get('finishedGame')).toEqual(rematch(1, 'waiting'));
    expect(await rematches.put(rematch(2, 'declined'))).toBe(true);
    // Two answers read at version 1: the one written second is refused, nothing of it stored.
    expect(await rematches.put(rematch(2, 'waiting'))).toBe(false);
    // A version skipped is refused too.
    expect(await rematches.put(rematch(4, 'waiting'))).toBe(false);
    expect(await rematches.get('finishedGame')).toEqual(rematch(2, 'declined'));
    // The item is in the finished game's chat partition, and never read as a message.
    expect(await chat.all('finishedGame')).toEqual([]);
  });

  it('a whole rematch on the real adapters: offered, accepted by all, dealt with the seats one on', async () => {
    const ports = { ...store.ports, chat, rematches };
    const table = new MemoryTable(ports);
    const [created] = only(
      await table.send('creator', {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'who-rules-the-sea',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
      }),
      'created',
    );
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    const latest = async () => (await store.ports.events.readLatest(gameId, 1))[0].version;
    for (const [seat, type] of ['proposeEnd', 'agreeEnd', 'agreeEnd'].entries()) {
      const frames = await table.send(`c${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: await latest(),
        commandId: `${type}-${seat}`,
        command: { type },
      });
      expect(only(frames, 'error')).toEqual([]);
    }
    const [offered] = only(await table.send('c0', { action: 'rematch', gameId, seat: 0, token: tokens[0] }), 'rematch');
    let last = offered;
    for (const seat of [0, 1, 2])
      [last] = only(
        await table.send(`c${seat}`, {
          action: 'rematch-answer',
          gameId,
          seat,
          token: tokens[seat],
          accept: true,
          nonce: `nonce-of-seat-${seat}-0000000000000`,
        }),
        'rematch',
      );
    expect(last.status).toBe('started');
    const dealt = await store.ports.games.get(offered.newGameId);
    expect(dealt?.seats.map((s) => s.name)).toEqual(['Cy', 'Ann', 'Bob']);
    expect((await rematches.get(gameId))?.status).toBe('started');
  });
});
