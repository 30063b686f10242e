import { describe, expect, it } from 'vitest';
import { matchesLegal } from '../../../engine/core/legal.js';
import { whoRulesTheSea as game } from '../../../engine/games/who-rules-the-sea/index.js';
import { greedyBot } from '../../../engine/games/who-rules-the-sea/bot.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import { serverFrameSchema, type CreatedFrame, type ServerFrame } from '../../../lambdas/protocol/server.js';
import { ClientModel } from '../support/client-model.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances } from '../support/setup.js';

/** What a connection's client holds: its log folded (redacted as the server sent it), and the newest update; kept up as frames arrive. */
function clients(sent: Map<string, string[]>) {
  const held = new Map<string, { model: ClientModel; frames: number; folded: number; state: FreightState }>();
  return (conn: string) => {
    const c = held.get(conn) ?? { model: new ClientModel(), frames: 0, folded: 0, state: game.initialState() };
    held.set(conn, c);
    const frames = sent.get(conn) ?? [];
    for (; c.frames < frames.length; c.frames++) c.model.apply(JSON.parse(frames[c.frames]) as ServerFrame);
    for (; c.folded < c.model.version && c.model.entries.has(c.folded + 1); c.folded++) {
      for (const { event } of c.model.entries.get(c.folded + 1)!.events)
        c.state = game.evolve(c.state, event as FreightEvent);
    }
    return { model: c.model, state: c.state, update: c.model.update! };
  };
}

/**
 * A complete game of Who Rules the Sea? through the protocol, played to the notes' end rather
 * than to a resignation: each seat's greedy bot decides from what its own client holds (the
 * log as redacted for it, folded), and sends only what the server's legal templates allow.
 */
describe('Who Rules the Sea? through the protocol', () => {
  it('a two-seat short voyage is created with its option, played to the last delivery, the safety net or a bankruptcy, and valued', async () => {
    const ports = memoryPorts(11);
    const table = new MemoryTable(ports);
    const [created] = (await table.send('host', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'who-rules-the-sea',
      options: { voyage: 'short' },
      seats: [{ name: 'Ann' }, { name: 'Bo' }],
    })) as CreatedFrame[];
    expect(created.type).toBe('created');
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    for (let seat = 0; seat < 2; seat++)
      await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
    await table.send('watcher', { action: 'subscribe', gameId, lastVersion: 0 });
    const bots = [greedyBot({ insures: true }), greedyBot({ insures: false })];
    const client = clients(ports.broadcaster.sent);
    for (let n = 0; ; n++) {
      const watcher = client('watcher');
      if (watcher.update.status !== 'playing') break;
      if (n > 6000) throw new Error('no end in sight');
      const seat = watcher.update.toAct[0];
      const mine = client(`c${seat}`);
      expect(mine.state.pile).toBeNull();
      const command = bots[seat](mine.state, seat);
      expect(matchesLegal(mine.update.legalCommands, command), JSON.stringify(command)).toBe(true);
      const frames = await table.send(`c${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: mine.update.version,
        commandId: `m${mine.update.version}`,
        command,
      });
      expect(acceptances(frames), JSON.stringify(frames.filter((f) => f.type === 'error'))).toHaveLength(1);
    }
    for (const conn of ['watcher', 'c0', 'c1']) {
      for (const f of table.received(conn)) {
        expect(serverFrameSchema.safeParse(f).success).toBe(true);
        expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
      }
    }
    const end = client('watcher');
    expect(end.model.complete()).toBe(true);
    expect(end.update.status).toBe('over');
    // The notes' end, or one trader left: the dice are the seats' and the server's (not this test's
    // seed alone), and now and then the bot that buys no insurance loses its ships and its money.
    const reason = (end.update.view as { endReason: string }).endReason;
    const events = [...end.model.entries.values()].flatMap((e) => e.events.map((x) => x.event as FreightEvent));
    const bankrupt = events.some((e) => e.type === 'PlayerLeft' && e.reason === 'bankrupt');
    expect(['last-delivery', 'safety-net', ...(bankrupt ? ['last-player'] : [])]).toContain(reason);
    expect(end.update.outcome?.results).toHaveLength(2);
    // Once over, the pile's order is shown to everyone.
    expect((end.update.view as { chance: { order: string[] | null } }).chance.order).toHaveLength(44);
  }, 120_000);
});
