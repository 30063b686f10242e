import { describe, expect, it } from 'vitest';
import { botMove } from '../../../engine/core/bot.js';
import { seededRandom } from '../../../engine/core/random.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { auditHistory } from '../../../lambdas/app/history.js';
import { loadGame } from '../../../lambdas/app/load-game.js';
import { recordProgress } from '../../../lambdas/app/append-record.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { RecordingProblems } from '../support/recording-problems.js';
import { seatedGame } from '../support/setup.js';

/**
 * A store that lost or rewrote records (a corrupt data file, a write cut off inside an accepted
 * move) must not have its game served as if it were whole: every path that reads the game
 * refuses it with CORRUPT_GAME, reports it to the operator, and changes nothing.
 */

async function played(moves: number) {
  const g = await seatedGame(5);
  for (let n = 0; n < moves; n++) {
    const loaded = await loadGame(g.ports, g.gameId);
    const seat = loaded.game.toAct(loaded.state)[0];
    const command = botMove(loaded.game, loaded.state, seat, seededRandom(n))!;
    await g.table.send(`c${seat}`, {
      action: 'command',
      gameId: g.gameId,
      seat,
      token: g.tokens[seat],
      expectedVersion: loaded.version,
      commandId: `m-${n}`,
      command,
    });
  }
  // The games item holds the newest version and its hash.
  await recordProgress(g.ports, await loadGame(g.ports, g.gameId));
  return g;
}

const errorOf = (frames: ServerFrame[]) => frames.find((f) => f.type === 'error');

describe('a game whose stored log is damaged', () => {
  // A move reads only the newest records: damage further back is found by every read of the whole log.
  it.each([
    ['records lost from the middle', (log: unknown[]) => log.splice(2, 3), false],
    ['its newest records cut off', (log: unknown[]) => log.splice(-2, 2), true],
    ['a record rewritten', (log: { events: unknown[] }[]) => void (log[3].events = []), false],
    ['its newest record rewritten', (log: { hash: string | null }[]) => void (log.at(-1)!.hash = 'f'.repeat(64)), true],
  ])(
    'is refused CORRUPT_GAME, reported and left as it is, by every read that meets the damage: %s',
    async (_name, damage, moveSeesIt) => {
      const g = await played(6);
      const log = g.ports.events.logs.get(g.gameId)!;
      damage(log);
      const stored = JSON.stringify(log);
      const problems = (g.ports.problems = new RecordingProblems());
      const seatAnswer = await g.table.send('c0', {
        action: 'subscribe',
        gameId: g.gameId,
        seat: 0,
        token: g.tokens[0],
        lastVersion: 0,
      });
      expect(errorOf(seatAnswer)).toMatchObject({ code: 'CORRUPT_GAME' });
      await expect(auditHistory(g.ports, g.gameId)).rejects.toMatchObject({ code: 'CORRUPT_GAME' });
      await expect(auditExport(g.ports, g.gameId)).rejects.toMatchObject({ code: 'CORRUPT_GAME' });
      if (moveSeesIt) {
        const move = await g.table.send('c0', {
          action: 'command',
          gameId: g.gameId,
          seat: 0,
          token: g.tokens[0],
          expectedVersion: 7,
          commandId: 'after-damage',
          command: { type: 'pass' },
        });
        expect(errorOf(move)).toMatchObject({ code: 'CORRUPT_GAME' });
      }
      expect(problems.seen.length).toBeGreaterThan(0);
      for (const p of problems.seen)
        expect(p).toMatchObject({ kind: 'log-damaged', gameId: g.gameId, detail: expect.stringMatching(/.+/) });
      expect(JSON.stringify(g.ports.events.logs.get(g.gameId))).toBe(stored);
    },
  );

  it('is served as usual while its log is whole', async () => {
    const g = await played(6);
    const answer = await g.table.send('c0', {
      action: 'subscribe',
      gameId: g.gameId,
      seat: 0,
      token: g.tokens[0],
      lastVersion: 0,
    });
    expect(errorOf(answer)).toBeUndefined();
    expect((await auditHistory(g.ports, g.gameId)).entries).toHaveLength(7);
  });
});
