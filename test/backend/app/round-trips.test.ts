import { describe, expect, it, vi } from 'vitest';
import { appendRecord } from '../../../lambdas/app/append-record.js';
import { LocalConnections } from '../../../lambdas/adapters/local-connections.js';
import { watchersAhead } from '../../../lambdas/app/broadcast.js';
import { loadGame } from '../../../lambdas/app/load-game.js';
import { decideMove } from '../../../lambdas/app/move.js';
import { expireDue } from '../../../lambdas/app/expire.js';
import type { ConnectionRecord, StoredCommand } from '../../../lambdas/app/ports.js';
import { botChooser } from '../support/bots.js';
import { openTable, T0 } from '../support/clocked-table.js';
import { MemoryChat } from '../support/memory-chat.js';
import { MemoryConnections } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { RecordingProblems } from '../support/recording-problems.js';
import { roundTripDepths, type TracedCall } from '../support/round-trip-depth.js';
import { lastUpdate, seatedGame } from '../support/setup.js';

const deepestPost = (calls: readonly TracedCall[]) =>
  Math.max(...calls.filter((c) => c.name === 'broadcaster.post').map((c) => c.depth));

/** A move for the seat to act, as the system would make it for that seat (no dice link to reveal). */
async function systemMove(g: Awaited<ReturnType<typeof seatedGame>>, ports = g.ports) {
  const update = lastUpdate(g.table.received('cs'));
  const seat = update.toAct[0];
  const command = botChooser(3)(lastUpdate(g.table.received(`c${seat}`)));
  return (loaded: Awaited<ReturnType<typeof loadGame>>): StoredCommand =>
    decideMove(
      loaded,
      { actor: 'system', onBehalfOf: seat, reason: 'timeout' },
      command,
      'sys-test',
      ports.clock.now().toISOString(),
    );
}

describe('Round trips in a row before the last watcher has its update', () => {
  it("A seat's command: the game's reads and the connections at once, the append, the posts: three", async () => {
    const g = await seatedGame(11);
    const traced = roundTripDepths(g.ports);
    const table = new MemoryTable(traced.ports, g.table.device);
    const choose = botChooser(11);
    for (let i = 0; i < 6; i++) {
      const seat = lastUpdate(table.received('cs')).toAct[0];
      const update = lastUpdate(table.received(`c${seat}`));
      traced.reset();
      await table.send(`c${seat}`, {
        action: 'command',
        gameId: g.gameId,
        seat,
        token: g.tokens[seat],
        expectedVersion: update.version,
        commandId: `m${i}`,
        command: choose(update),
      });
      const calls = traced.reset();
      expect(lastUpdate(table.received('cs')).version, `command ${i + 1} was accepted`).toBe(update.version + 1);
      expect(calls.filter((c) => c.depth === 1).map((c) => c.name)).toEqual(
        expect.arrayContaining(['connections.byGame', 'games.get', 'events.readLatest']),
      );
      expect(calls.find((c) => c.name === 'events.append')?.depth).toBe(2);
      // Every watcher (three seats, a spectator), the sender's acceptance being its own update.
      expect(calls.filter((c) => c.name === 'broadcaster.post')).toHaveLength(4);
      expect(deepestPost(calls), JSON.stringify(calls)).toBe(3);
    }
  });

  it("A move the system makes for a seat whose time ran out: the connections read beside the expirer's load, the append, the posts: three", async () => {
    const t = await openTable('manila', [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], {
      clock: { moveSeconds: 60 },
    });
    const traced = roundTripDepths(t.ports);
    t.ports.at(T0 + 60_000);
    expect(await expireDue(traced.ports, t.gameId)).toMatchObject({ moves: 1, timeouts: 1 });
    const calls = traced.reset();
    expect(calls.filter((c) => c.depth === 1).map((c) => c.name)).toEqual(
      expect.arrayContaining(['connections.byGame', 'games.get', 'events.readLatest']),
    );
    expect(calls.find((c) => c.name === 'events.append')?.depth).toBe(2);
    // The three seats' connections.
    expect(calls.filter((c) => c.name === 'broadcaster.post')).toHaveLength(3);
    expect(deepestPost(calls), JSON.stringify(calls)).toBe(3);
    expect(lastUpdate(t.table.received('c1')).version).toBe(2);
  });

  it('The meter counts four where the connections are read after the append, and three with them read beside the load', async () => {
    const g = await seatedGame(12);
    const traced = roundTripDepths(g.ports);
    const decide = await systemMove(g);

    traced.reset();
    const late = await loadGame(traced.ports, g.gameId);
    expect(await appendRecord(traced.ports, late, decide(late))).not.toBe('conflict');
    expect(deepestPost(traced.reset())).toBe(4);

    const next = await systemMove(g);
    const watchers = watchersAhead(traced.ports, g.gameId);
    const early = await loadGame(traced.ports, g.gameId);
    expect(await appendRecord(traced.ports, early, next(early), { watchers })).not.toBe('conflict');
    expect(deepestPost(traced.reset())).toBe(3);
  });

  it('A connection that subscribes after the connections were read, and reads the log before the append, still gets the update', async () => {
    const g = await seatedGame(13);
    const decide = await systemMove(g);
    const watchers = watchersAhead(g.ports, g.gameId);
    const loaded = await loadGame(g.ports, g.gameId);
    await watchers.read;
    // Subscribes between the early read of the connections and the append: its answer is the version before.
    const [answer] = await g.table.send('late', { action: 'subscribe', gameId: g.gameId, lastVersion: 0 });
    expect(answer).toMatchObject({ type: 'update', version: loaded.version });
    const applied = await appendRecord(g.ports, loaded, decide(loaded), { watchers });
    if (applied === 'conflict') throw new Error('the append lost its version');
    expect(applied.delivered.has('late')).toBe(true);
    expect(lastUpdate(g.table.received('late')).version).toBe(loaded.version + 1);
    expect(lastUpdate(g.table.received('cs')).version).toBe(loaded.version + 1);
  });

  it('Either read of the connections failing loses no watcher the other read found', async () => {
    const g = await seatedGame(14);
    const problems = (g.ports.problems = new RecordingProblems());
    const byGame = vi.spyOn(g.ports.connections, 'byGame');

    // The early read fails: the connections are read after the append, as before.
    byGame.mockRejectedValueOnce(new Error('index unavailable'));
    let decide = await systemMove(g);
    let watchers = watchersAhead(g.ports, g.gameId);
    let loaded = await loadGame(g.ports, g.gameId);
    let applied = await appendRecord(g.ports, loaded, decide(loaded), { watchers });
    if (applied === 'conflict') throw new Error('the append lost its version');
    expect([...applied.delivered].sort()).toEqual(g.conns);
    expect(problems.seen).toEqual([]);

    // The read after the append fails: those read early get the update, and the operator hears of it.
    decide = await systemMove(g);
    watchers = watchersAhead(g.ports, g.gameId);
    loaded = await loadGame(g.ports, g.gameId);
    await watchers.read;
    byGame.mockRejectedValueOnce(new Error('index unavailable'));
    applied = await appendRecord(g.ports, loaded, decide(loaded), { watchers });
    if (applied === 'conflict') throw new Error('the append lost its version');
    expect([...applied.delivered].sort()).toEqual(g.conns);
    expect(problems.seen).toMatchObject([{ kind: 'newcomers-unread', gameId: g.gameId }]);
  });

  it('Where the process keeps every connection it stored (the local stack), a broadcast reads none from the table, and one that subscribed after the early read still gets the update', async () => {
    const g = await seatedGame(15);
    const local = new LocalConnections();
    const ports = { ...g.ports, connections: local.over(g.ports.connections) };
    const table = new MemoryTable(ports, g.table.device);
    // The watchers subscribe again through the record, as every subscription of the local stack does.
    for (let seat = 0; seat < 3; seat++)
      await table.send(`c${seat}`, {
        action: 'subscribe',
        gameId: g.gameId,
        seat,
        token: g.tokens[seat],
        lastVersion: 0,
      });
    await table.send('cs', { action: 'subscribe', gameId: g.gameId, lastVersion: 0 });
    const byGame = vi.spyOn(g.ports.connections, 'byGame');
    const decide = await systemMove(g);
    const watchers = watchersAhead(ports, g.gameId);
    const loaded = await loadGame(ports, g.gameId);
    await watchers.read;
    const [answer] = await table.send('late', { action: 'subscribe', gameId: g.gameId, lastVersion: 0 });
    expect(answer).toMatchObject({ type: 'update', version: loaded.version });
    const applied = await appendRecord(ports, loaded, decide(loaded), { watchers });
    if (applied === 'conflict') throw new Error('the append lost its version');
    expect([...applied.delivered].sort()).toEqual([...g.conns, 'late'].sort());
    expect(lastUpdate(table.received('late')).version).toBe(loaded.version + 1);
    expect(byGame).not.toHaveBeenCalled();
  });
});

describe('The record of the connections stored (the local stack)', () => {
  const connection = (gameId: string, connectionId: string, seat: number | null = null): ConnectionRecord => ({
    connectionId,
    gameId,
    seat,
    connectedAt: '2026-12-06T00:00:00.000Z',
    expiresAt: 0,
  });
  const ids = (cs: readonly ConnectionRecord[]) => cs.map((c) => `${c.connectionId}:${c.seat ?? 'all'}`);

  it("answers a game's connections as the table holds them, each as it was stored last", async () => {
    const table = new MemoryConnections();
    const local = new LocalConnections();
    const connections = local.over(table);
    expect(local.over(table)).toBe(connections);
    await connections.put(connection('g1', 'a'));
    await connections.put(connection('g2', 'b'));
    await connections.put(connection('g1', 'c', 1));
    // The same connection claims a seat: stored again, as that seat.
    await connections.put(connection('g1', 'a', 0));
    expect(ids(await connections.byGame('g1'))).toEqual(['a:0', 'c:1']);
    expect(ids(await connections.byGame('g2'))).toEqual(['b:all']);
    expect(await connections.byGame('g3')).toEqual([]);
    await connections.remove('g1', 'a');
    expect(ids(await connections.byGame('g1'))).toEqual(['c:1']);
    expect(await connections.setVisible('g1', 'c', true)).toBe(true);
    expect(await connections.setVisible('g1', 'a', true)).toBe(false);
    expect(await connections.byGame('g1')).toEqual([{ ...connection('g1', 'c', 1), visible: true }]);
    // What the record answers is what the table holds.
    for (const game of ['g1', 'g2']) expect(await connections.byGame(game)).toEqual(await table.byGame(game));
  });

  it('changes nothing the store did not take', async () => {
    const table = new MemoryConnections();
    const connections = new LocalConnections().over(table);
    await connections.put(connection('g1', 'a'));
    const down = new Error('store unavailable');
    vi.spyOn(table, 'put').mockRejectedValueOnce(down);
    await expect(connections.put(connection('g1', 'b'))).rejects.toBe(down);
    vi.spyOn(table, 'remove').mockRejectedValueOnce(down);
    await expect(connections.remove('g1', 'a')).rejects.toBe(down);
    vi.spyOn(table, 'setVisible').mockRejectedValueOnce(down);
    await expect(connections.setVisible('g1', 'a', true)).rejects.toBe(down);
    expect(await connections.byGame('g1')).toEqual([connection('g1', 'a')]);
  });
});

describe('Round trips in a row before a subscription is answered', () => {
  it("A seat's game page (with the chat) coming back: the game item, the registration, then the log, the webhook and the chat side by side: three", async () => {
    const g = await seatedGame(16);
    const traced = roundTripDepths({ ...g.ports, chat: new MemoryChat() }, ['subscriptions', 'chat']);
    const table = new MemoryTable(traced.ports, g.table.device);
    const subscribe = (lastVersion: number) =>
      table.send('page', {
        action: 'subscribe',
        gameId: g.gameId,
        seat: 1,
        token: g.tokens[1],
        lastVersion,
        chat: true,
      });
    /** The depth of each store call, and the deepest, before the answer is posted. */
    const reads = () => {
      const calls = traced.reset().filter((c) => c.name !== 'broadcaster.post');
      return { calls, deepest: Math.max(...calls.map((c) => c.depth)) };
    };
    const version = lastUpdate(g.table.received('c1')).version;

    traced.reset();
    const frames = await subscribe(version);
    const { calls, deepest } = reads();
    const depthOf = (name: string) => calls.find((c) => c.name === name)?.depth;
    expect(depthOf('games.get'), JSON.stringify(calls)).toBe(1);
    expect(depthOf('connections.put')).toBe(2);
    // Every read after the registration: a change made meanwhile is in the read or broadcast to the page.
    for (const read of ['events.readLatest', 'subscriptions.webhook', 'chat.recent', 'chat.state'])
      expect(depthOf(read), read).toBe(3);
    expect(deepest, JSON.stringify(calls)).toBe(3);
    // The chat still goes ahead of the game, and the seat is told of its webhook.
    const types = frames.map((f) => f.type);
    expect(types.indexOf('chat')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('chat')).toBeLessThan(types.indexOf('update'));
    expect(frames.find((f) => f.type === 'update')).toMatchObject({ subscription: { webhook: { set: false } } });

    // A page new to the game reads the older log after the newest records: one more.
    await subscribe(0);
    expect(reads().deepest).toBe(4);
  });
});
