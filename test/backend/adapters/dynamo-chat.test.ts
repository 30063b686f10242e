// The chat table through the real SDK against dynalite: the adapter keeps the ChatStore contract
// the application relies on (order, hide without delete, atomic mutes, the rate counter's
// condition), and a chat through the app over it leaves the game's tables as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoChat } from '../../../lambdas/adapters/dynamo/chat.js';
import type { StoredChatPost } from '../../../lambdas/app/ports.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

let store: DynalitePorts;
let chat: DynamoChat;
beforeAll(async () => {
  store = await dynalitePorts();
  chat = new DynamoChat(store.doc, LOCAL_TABLES.chat);
});
afterAll(async () => {
  await store?.close();
});

const post = (gameId: string, n: number, extra: Partial<StoredChatPost> = {}): StoredChatPost => ({
  gameId,
  id: `${String(1_700_000_000_000 + n).padStart(13, '0')}-${'r'.repeat(21)}${n % 10}`,
  at: new Date(1_700_000_000_000 + n).toISOString(),
  seat: n % 3,
  text: `message ${n}`,
  ...extra,
});

describe('the chat table through the real SDK (dynalite)', () => {
  it('keeps messages per game in time order: the newest few oldest first, or all', async () => {
    for (const n of [3, 1, 2, 5, 4]) await chat.add(post('gameA', n));
    await chat.add(post('gameB', 9, { seat: null, text: undefined, preset: 'good-luck' }));
    expect((await chat.recent('gameA', 3)).map((p) => p.text)).toEqual(['message 3', 'message 4', 'message 5']);
    expect((await chat.all('gameA')).map((p) => p.text)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
    expect(await chat.all('gameB')).toEqual(
      [post('gameB', 9, { seat: null, text: undefined, preset: 'good-luck' })].map(({ text: _t, ...p }) => p),
    );
  });

  it('hides a message and shows it again, never deleting it; an unknown id is null and makes no item', async () => {
    const p = post('gameH', 1);
    await chat.add(p);
    expect(await chat.setHidden('gameH', p.id, '2026-12-01T10:00:00.000Z')).toEqual({
      ...p,
      hiddenAt: '2026-12-01T10:00:00.000Z',
    });
    expect((await chat.all('gameH'))[0].text).toBe('message 1');
    expect(await chat.setHidden('gameH', p.id, null)).toEqual(p);
    expect(await chat.setHidden('gameH', post('gameH', 2).id, '2026-12-01T10:00:00.000Z')).toBeNull();
    expect(await chat.all('gameH')).toHaveLength(1);
  });

  it("keeps each seat's mutes and the spectators' setting on one state item", async () => {
    expect(await chat.state('gameM')).toEqual({ spectators: false, muted: new Map() });
    expect(await chat.setMuted('gameM', 1, 0, true)).toEqual([0]);
    expect(await chat.setMuted('gameM', 1, 'spectators', true)).toEqual([0, 'spectators']);
    // Adding twice is one mute: a retried update changes nothing.
    expect(await chat.setMuted('gameM', 1, 0, true)).toEqual([0, 'spectators']);
    expect(await chat.setMuted('gameM', 2, 10, true)).toEqual([10]);
    await chat.setSpectators('gameM', true);
    const state = await chat.state('gameM');
    expect(state.spectators).toBe(true);
    expect(state.muted).toEqual(
      new Map<number, (number | 'spectators')[]>([
        [1, [0, 'spectators']],
        [2, [10]],
      ]),
    );
    expect(await chat.setMuted('gameM', 2, 10, false)).toEqual([]);
    expect(await chat.setMuted('gameM', 2, 4, false)).toEqual([]);
    expect((await chat.state('gameM')).muted.get(2) ?? []).toEqual([]);
  });

  it('counts a sender in a window up to the limit, then refuses; another window or sender starts afresh', async () => {
    const take = (sender: string, window: number) => chat.takeSlot('gameR', sender, window, 3, 2_000_000_000);
    expect([await take('c1', 7), await take('c1', 7), await take('c1', 7), await take('c1', 7)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await take('c2', 7)).toBe(true);
    expect(await take('c1', 8)).toBe(true);
  });

  it('a chat through the app over the real tables: posted, read back on subscribe, and the game items untouched', async () => {
    const ports = { ...store.ports, chat };
    const table = new MemoryTable(ports);
    const [created] = only(
      await table.send('creator', {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
        secret: 'creator-secret-000000000000',
      }),
      'created',
    );
    const gameId = created.gameId;
    const game = await ports.games.get(gameId);
    expect(game?.hostTokenHash).toMatch(/^[0-9a-f]{64}$/);
    await table.send('c0', { action: 'subscribe', gameId, seat: 0, token: created.seats[0].token, chat: true });
    await table.send('c1', {
      action: 'chat',
      gameId,
      seat: 1,
      token: created.seats[1].token,
      text: 'Chào mọi người',
    });
    expect(only(table.received('c0'), 'chat').at(-1)?.messages[0]).toMatchObject({ seat: 1, text: 'Chào mọi người' });
    const back = only(await table.send('c9', { action: 'subscribe', gameId, chat: true }), 'chat');
    expect(back[0].messages.map((m) => m.text)).toEqual(['Chào mọi người']);
    expect(await ports.games.get(gameId)).toEqual(game);
    expect(await ports.events.readAfter(gameId, 0)).toHaveLength(1);
  });
});
