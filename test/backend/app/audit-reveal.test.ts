import { describe, expect, it } from 'vitest';
import { REVEAL_COMMAND_ID } from '../../../engine/audit/chain.js';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances, lastUpdate } from '../support/setup.js';

/** A tutorial race (the shortest game) played to its end, the seed's reveal failing once if asked. */
async function playToEnd({ failReveal }: { failReveal: boolean }) {
  const ports = memoryPorts(6);
  const append = ports.events.append.bind(ports.events);
  let failed = 0;
  ports.events.append = async (gameId: string, record: StoredCommand) => {
    if (failReveal && record.commandId === REVEAL_COMMAND_ID && failed++ === 0) throw new Error('the store went away');
    return append(gameId, record);
  };
  const table = new MemoryTable(ports);
  const [created] = (await table.send('host', {
    action: 'create',
    nonce: 'reveal-test-nonce-0000000',
    rules: 'manila-tutorial',
    seats: [{ name: 'A' }, { name: 'B' }],
  })) as CreatedFrame[];
  const { gameId } = created;
  const tokens = created.seats.map((s) => s.token!);
  for (const seat of [0, 1])
    await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
  const choose = botChooser(6);
  let last: object = {};
  for (let n = 0; lastUpdate(table.received('c0')).status === 'playing'; n++) {
    if (n > 1000) throw new Error('no end in sight');
    const seat = lastUpdate(table.received('c0')).toAct[0];
    const update = lastUpdate(table.received(`c${seat}`));
    last = {
      action: 'command',
      gameId,
      seat,
      token: tokens[seat],
      expectedVersion: update.version,
      commandId: `m${update.version}`,
      command: choose(update),
    };
    expect(acceptances(await table.send(`sender${seat}`, last))).toHaveLength(1);
  }
  return { ports, table, gameId, last, log: () => ports.events.logs.get(gameId)! };
}

describe('the seed is revealed when the game ends', () => {
  it('in a system record right after the last command, in the same broadcast, and never before', async () => {
    const { table, gameId, log, ports } = await playToEnd({ failReveal: false });
    const records = log();
    const reveal = records.at(-1)!;
    expect(reveal).toMatchObject({
      commandId: REVEAL_COMMAND_ID,
      actor: 'system',
      command: null,
      events: [],
      draws: [],
      seed: ports.games.items.get(gameId)!.seed,
    });
    expect(records.filter((r) => r.seed !== undefined)).toEqual([reveal]);
    const final = lastUpdate(table.received('c0'));
    expect(final.version).toBe(reveal.version);
    expect(final.entries.map((e) => e.version)).toEqual([reveal.version - 1, reveal.version]);
    expect(verifyAudit(await auditExport(ports, gameId)).result).toBe('valid');
  });

  it('when its append fails, the game is over unrevealed (the verifier says so), and a retry of the last command reveals it', async () => {
    const { table, gameId, log, ports, last } = await playToEnd({ failReveal: true });
    expect(log().some((r) => r.seed !== undefined)).toBe(false);
    expect(verifyAudit(await auditExport(ports, gameId)).failures).toEqual([
      expect.objectContaining({ version: null, check: 'reveal' }),
    ]);

    const answer = await table.send('retry', last);
    expect(acceptances(answer)).toEqual([expect.objectContaining({ version: log().length - 1 })]);
    expect(log().at(-1)).toMatchObject({ commandId: REVEAL_COMMAND_ID, seed: ports.games.items.get(gameId)!.seed });
    expect(lastUpdate(table.received('c1')).version).toBe(log().length);
    expect(verifyAudit(await auditExport(ports, gameId)).result).toBe('valid');
    // Once revealed, a further retry appends nothing.
    await table.send('retry', last);
    expect(log().filter((r) => r.seed !== undefined)).toHaveLength(1);
  });
});
