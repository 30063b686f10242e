import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { botChooser } from '../support/bots.js';
import { acceptances, lastUpdate, seatedGame } from '../support/setup.js';

describe('each record links to the one before it', () => {
  it.each([1, 2, 3])(
    'even when every cheap read of the log misses its %i newest records (behind the snapshot): the finished game verifies',
    async (lagging) => {
      const g = await seatedGame(lagging);
      g.ports.events.lagging = lagging;
      const choose = botChooser(lagging);
      for (let n = 0; lastUpdate(g.table.received('cs')).status === 'playing'; n++) {
        if (n > 5000) throw new Error('no end in sight');
        const seat = lastUpdate(g.table.received('cs')).toAct[0];
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
        expect(acceptances(answer), JSON.stringify(answer)).toHaveLength(1);
      }
      const log = g.ports.events.logs.get(g.gameId)!;
      log.slice(1).forEach((r, i) => expect(r.prev, `version ${r.version}`).toBe(log[i].hash));
      expect(verifyAudit(await auditExport(g.ports, g.gameId)).result).toBe('valid');
    },
  );
});
