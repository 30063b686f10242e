import { describe, expect, it } from 'vitest';
import { getGame } from '../../../engine/index.js';
import { AppError } from '../../../lambdas/app/errors.js';
import { historyPages } from '../../../lambdas/app/history.js';
import { loadGame } from '../../../lambdas/app/load-game.js';
import { runCommand } from '../../../lambdas/app/run-command.js';
import { subscribe } from '../../../lambdas/app/subscribe.js';
import { authenticate, authenticateSeat, type SeatViewer } from '../../../lambdas/app/viewer.js';
import { updateFor } from '../../../lambdas/app/views.js';
import type { CommandMessage, HistoryMessage, SubscribeMessage } from '../../../lambdas/protocol/client.js';
import { only, seatedGame } from '../support/setup.js';

const manila = getGame('manila')!;

/** The app functions trust their message type; a caller that skipped the schema must still get nothing secret. */
const forged = <T>(m: Partial<Record<keyof T, unknown>>) => m as unknown as T;

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof AppError ? err.code : `threw ${String(err)}`;
  }
}

describe('authorization by construction: only the token check makes a seat', () => {
  it('subscribe with a seat and no token is refused, not served as that seat or as a spectator', async () => {
    const g = await seatedGame();
    const msg = forged<SubscribeMessage>({ action: 'subscribe', gameId: g.gameId, seat: 1, lastVersion: 0 });
    expect(await codeOf(subscribe(g.ports, msg, 'intruder'))).toBe('BAD_TOKEN');
    expect(g.ports.connections.watches('intruder')).toBe(false);
  });

  it('history with a seat and no token, or a token and no seat, is refused', async () => {
    const g = await seatedGame();
    expect(
      await codeOf(
        historyPages(g.ports, forged<HistoryMessage>({ action: 'history', gameId: g.gameId, seat: 1, fromVersion: 0 })),
      ),
    ).toBe('BAD_TOKEN');
    expect(
      await codeOf(
        historyPages(
          g.ports,
          forged<HistoryMessage>({ action: 'history', gameId: g.gameId, token: g.tokens[1], fromVersion: 0 }),
        ),
      ),
    ).toBe('BAD_TOKEN');
  });

  it("a command without a token, with another seat's token, or for a seat not at the table is refused and nothing is written", async () => {
    const g = await seatedGame();
    const base = {
      action: 'command',
      gameId: g.gameId,
      expectedVersion: 1,
      commandId: 'forged-1',
      command: { type: 'pass' },
    };
    expect(await codeOf(runCommand(g.ports, forged<CommandMessage>({ ...base, seat: 0 })))).toBe('BAD_TOKEN');
    expect(await codeOf(runCommand(g.ports, forged<CommandMessage>({ ...base, seat: 0, token: g.tokens[1] })))).toBe(
      'BAD_TOKEN',
    );
    expect(await codeOf(runCommand(g.ports, forged<CommandMessage>({ ...base, seat: 7, token: g.tokens[0] })))).toBe(
      'NOT_A_SEAT',
    );
    expect(await codeOf(runCommand(g.ports, forged<CommandMessage>({ ...base, seat: 0.5, token: g.tokens[0] })))).toBe(
      'NOT_A_SEAT',
    );
    expect(g.ports.events.logs.get(g.gameId)).toHaveLength(1);
  });

  it('a spectator, proven as nothing more, sees exactly the public view and no legal commands', async () => {
    const g = await seatedGame();
    const loaded = await loadGame(g.ports, g.gameId);
    const update = updateFor(loaded, authenticate(loaded.record, {}), [], 0);
    expect(update.viewer).toBeNull();
    expect(update.view).toEqual(manila.view(loaded.state, null));
    expect(update.legalCommands).toEqual([]);
    const frames = await subscribe(
      g.ports,
      forged<SubscribeMessage>({ action: 'subscribe', gameId: g.gameId, lastVersion: 0 }),
      'watcher',
    );
    expect(only(frames, 'update')[0].view).toEqual(manila.view(loaded.state, null));
  });

  it('a seat proven for one game cannot be used for another', async () => {
    const a = await seatedGame();
    const loaded = await loadGame(a.ports, a.gameId);
    const seatOfA = authenticateSeat(loaded.record, 0, a.tokens[0]);
    const otherGame = { ...loaded, record: { ...loaded.record, gameId: 'B'.repeat(22) } };
    expect(() => updateFor(otherGame, seatOfA, [], 0)).toThrow(/viewer of game/);
  });

  it('a seat cannot be written by hand (checked by the type checker)', () => {
    // @ts-expect-error: SeatViewer's brand is private to lambdas/app/viewer.ts.
    const forgedViewer: SeatViewer = { kind: 'seat', seat: 0, gameId: 'x' };
    expect(forgedViewer.seat).toBe(0);
  });
});

describe('a link to a bot seat', () => {
  it('is refused saying the bot plays it all game, never "join it first" (a bot seat cannot be joined)', () => {
    const record = {
      gameId: 'g',
      seats: [
        { name: 'Ann', open: false, tokenHash: 'ab'.repeat(32) },
        { name: 'Bot Bo', open: false, tokenHash: null, bot: true },
      ],
    } as unknown as Parameters<typeof authenticateSeat>[0];
    let refusal: unknown;
    try {
      authenticateSeat(record, 1, 'some-token');
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    const e = refusal as AppError;
    expect(e.code).toBe('BAD_TOKEN');
    expect(e.message).toMatch(/Bot Bo.*played by a bot all game/);
    expect(e.message).not.toMatch(/join it first/);
  });
});
