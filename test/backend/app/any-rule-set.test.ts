import { describe, expect, it } from 'vitest';
import { games } from '../../../engine/index.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import { serverFrameSchema, type CreatedFrame, type UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { ClientModel } from '../support/client-model.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances } from '../support/setup.js';

/** The state a client on `conn` holds: the newest update, with its legal templates. */
function lastUpdate(t: MemoryTable, conn: string): UpdateFrame {
  const model = new ClientModel();
  for (const f of t.received(conn)) model.apply(f);
  return model.update!;
}

/** The backend knows games only through the registry: every rule set in it plays to the end through the protocol alone. */
describe.each(Object.values(games).map((g) => [g.id, g] as const))('rule set %s', (id, game) => {
  it('is created, watched and played to its end with the legal commands the server sends', async () => {
    const table = new MemoryTable(memoryPorts(3));
    const seats = game.seats.min;
    const [created] = (await table.send('host', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: id,
      seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    })) as CreatedFrame[];
    expect(created.type).toBe('created');
    const tokens = created.seats.map((s) => s.token!);
    for (let s = 0; s < seats; s++)
      await table.send(`c${s}`, {
        action: 'subscribe',
        gameId: created.gameId,
        seat: s,
        token: tokens[s],
        lastVersion: 0,
      });
    await table.send('watcher', { action: 'subscribe', gameId: created.gameId, lastVersion: 0 });
    const choose = botChooser(4);
    for (let n = 0; lastUpdate(table, 'watcher').status === 'playing'; n++) {
      if (n > 5000) throw new Error('no end in sight');
      const seat = lastUpdate(table, 'watcher').toAct[0];
      const update = lastUpdate(table, `c${seat}`);
      const frames = await table.send(`c${seat}`, {
        action: 'command',
        gameId: created.gameId,
        seat,
        token: tokens[seat],
        expectedVersion: update.version,
        commandId: `m${update.version}`,
        command: choose(update),
      });
      expect(acceptances(frames), JSON.stringify(frames.filter((f) => f.type === 'error'))).toHaveLength(1);
    }
    for (const conn of ['watcher', ...tokens.map((_, s) => `c${s}`)]) {
      for (const f of table.received(conn)) {
        expect(serverFrameSchema.safeParse(f).success).toBe(true);
        expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
      }
    }
    const model = new ClientModel();
    for (const f of table.received('watcher')) model.apply(f);
    expect(model.complete()).toBe(true);
    expect(model.update!.outcome).not.toBeNull();
  });
});
