import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../../engine/audit/verify.js';
import { auditExport } from '../../lambdas/app/audit.js';
import { botChooser } from './support/bots.js';
import { acceptances, lastUpdate, seatedGame } from './support/setup.js';

describe('each record links to the one before it', () => {
  it.each([1, 2, 3])('even when every cheap read of the log misses its %i newest records (behind the snapshot): the finished game verifies', async (lagging) => {
    const g = await seatedGame(lagging);
    g.ports.events.lagging = lagging;
    const choose = botChooser(lagging);
    for (let n = 0; lastUpdate(g.table.received('cs')).status === 'playing'; n++) {
      if (n > 5000) throw new Error('no end in sight');
      const seat = lastUpdate(g.table.received('cs')).toAct[0];
      const update = lastUpdate(g.table.received(`c${seat}`));
      const answer = await g.table.send(`c${seat}`, {
        action: 'command', gameId: g.gameId, seat, token: g.tokens[seat], expectedVersion: update.version, commandId: `lag-${update.version}`, command: choose(update),
      });
      expect(acceptances(answer), JSON.stringify(answer)).toHaveLength(1);
    }
    const log = g.ports.events.logs.get(g.gameId)!;
    log.slice(1).forEach((r, i) => expect(r.prev, `version ${r.version}`).toBe(log[i].hash));
    expect(verifyAudit(await auditExport(g.ports, g.gameId)).result).toBe('valid');
  });
});

describe('a simulation\'s own dice (Ports.dice)', () => {
  it('are recorded as drawn, in a record chained as usual', async () => {
    const { memoryPorts } = await import('./support/memory-ports.js');
    const { MemoryTable } = await import('./support/memory-table.js');
    const { seededRandom } = await import('../../engine/core/random.js');
    const ports = { ...memoryPorts(8), dice: seededRandom(8) };
    const table = new MemoryTable(ports);
    const [created] = await table.send('host', { action: 'create', nonce: 'dice-test-nonce-0000000000', rules: 'manila', seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    if (created.type !== 'created') throw new Error(JSON.stringify(created));
    const [start] = ports.events.logs.get(created.gameId)!;
    const again = seededRandom(8);
    expect(start.draws!.length).toBeGreaterThan(0);
    expect(start.draws!.map(([min, max, value]) => [value, again.int(min, max)]).every(([a, b]) => a === b)).toBe(true);
    expect(start.prev).toBe('0'.repeat(64));
    expect(start.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyAudit(await auditExport(ports, created.gameId)).failures).toEqual([]);
  });
});
