import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictLines, verifyAudit } from '../../../engine/audit/verify.js';
import { games } from '../../../engine/index.js';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { playToEndOverStack } from '../support/stack-game.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-audit-'));
let stack: LocalStack;

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tradewinds</title>');
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'web') });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function download(gameId: string): Promise<unknown> {
  const res = await fetch(`${stack.url}games/${gameId}/audit`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return res.json();
}

/** Every rule set in the registry, played to its end through the local stack, then checked from its downloaded export alone. */
describe.each(Object.values(games).map((g) => [g.id, g] as const))(
  'the audit export of a %s game on the local stack',
  (id, game) => {
    it('verifies as complete and valid once the game is over; while it runs, nothing fails and the withheld parts are named', async () => {
      let midway: unknown = null;
      const played = await playToEndOverStack(stack.wsUrl, id, game.seats.min, {
        beforeMove: async (n, gameId) => {
          if (n === 3) midway = await download(gameId);
        },
      });

      const running = verifyAudit(midway);
      expect(running.failures).toEqual([]);
      expect(running.result).toBe('incomplete');
      expect(JSON.stringify(midway)).not.toContain('"seed":"');

      const verdict = verifyAudit(await download(played.created.gameId));
      expect(verdictLines(verdict)).toEqual([expect.stringMatching(/^VALID: /)]);
      expect(verdict.counts.records).toBe(played.version);
      expect(verdict.counts.events).toBeGreaterThan(0);
    });
  },
);
