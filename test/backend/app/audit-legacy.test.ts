import { describe, expect, it } from 'vitest';
import { verdictLines, verifyAudit } from '../../../engine/audit/verify.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { botChooser } from '../support/bots.js';
import { lastUpdate, seatedGame } from '../support/setup.js';

/**
 * Games created before commitments: their records lack command, draws, prev and hash (the
 * event store reads them as null), their games item has no seed. They play on, and the
 * verifier says plainly what it cannot check rather than failing.
 */
describe('a game created before commitments', () => {
  it('plays on with recorded draws, and its export is reported "not verifiable: recorded before commitments"', async () => {
    const g = await seatedGame(4);
    const item = g.ports.games.items.get(g.gameId)!;
    Object.assign(item, { seed: null, commitment: null, head: null });
    const log = g.ports.events.logs.get(g.gameId)!;
    for (const r of log) {
      Object.assign(r, { command: null, draws: null, prev: null, hash: null });
      delete r.commitment;
    }

    const choose = botChooser(4);
    for (let n = 0; n < 6; n++) {
      const watcher = lastUpdate(g.table.received('cs'));
      const seat = watcher.toAct[0];
      const update = lastUpdate(g.table.received(`c${seat}`));
      await g.table.send(`c${seat}`, {
        action: 'command',
        gameId: g.gameId,
        seat,
        token: g.tokens[seat],
        expectedVersion: update.version,
        commandId: `old-${n}`,
        command: choose(update),
      });
    }
    const added = g.ports.events.logs.get(g.gameId)!.slice(1);
    expect(added).toHaveLength(6);
    for (const r of added) {
      expect(r.command).not.toBeNull();
      expect(r.draws).toEqual(expect.any(Array));
      expect([r.prev, r.hash]).toEqual([null, null]);
    }

    const doc = await auditExport(g.ports, g.gameId);
    expect(doc.commitment).toBeNull();
    const verdict = verifyAudit(doc);
    expect(verdict.result).toBe('incomplete');
    expect(verdictLines(verdict)).toEqual([
      'not checked: versions 1-7: not verifiable: recorded before commitments',
      'INCOMPLETE: nothing failed, but not everything could be checked (7 records, 0 draws re-derived, 0 events re-decided)',
    ]);
  });
});
