import { describe, expect, it, vi } from 'vitest';
import { PREPARED_SECONDS } from '../../../lambdas/app/create-game.js';
import { StoreBusy } from '../../../lambdas/app/errors.js';
import type { CreatedFrame, PreparedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { stillPorts, T0 } from '../support/clocked-table.js';
import { MemoryTable } from '../support/memory-table.js';

/**
 * A table is prepared (its id and seed drawn, the commitment answered) before the creating
 * client chooses its nonce; `create` turns the prepared table into the game. Every wrong turn
 * of that is refused with its own code and leaves nothing behind.
 */

const SEATS = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];
const errorOf = (frames: ServerFrame[]) => frames.find((f) => f.type === 'error');

async function prepared(rules = 'manila') {
  const ports = stillPorts(31);
  ports.at(T0);
  const table = new MemoryTable(ports);
  const [frame] = (await table.sendAsIs('creator', { action: 'prepare', requestId: 'p-1', rules })) as PreparedFrame[];
  return { ports, table, frame };
}

const createOf = (gameId: string, over: object = {}) => ({
  action: 'create',
  requestId: 'c-1',
  gameId,
  rules: 'manila',
  seats: SEATS,
  nonce: 'prepared-test-nonce-000000',
  secret: 'prepared-test-secret-00000',
  ...over,
});

describe('prepare', () => {
  it('answers a new game id and the commitment, and keeps the table out of every read of games until it is created', async () => {
    const { ports, table, frame } = await prepared();
    expect(frame).toMatchObject({
      type: 'prepared',
      requestId: 'p-1',
      rules: 'manila',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Date.parse(frame.expiresAt)).toBe(T0 + PREPARED_SECONDS * 1000);
    expect(await ports.games.get(frame.gameId)).toBeNull();
    expect(await ports.games.pendingBefore(new Date(T0 + 10 * PREPARED_SECONDS * 1000).toISOString())).toEqual([]);
    expect(
      errorOf(await table.sendAsIs('viewer', { action: 'subscribe', gameId: frame.gameId, lastVersion: 0 })),
    ).toMatchObject({ code: 'UNKNOWN_GAME' });
    // No frame of it gives the seed away.
    expect(JSON.stringify(table.received('creator'))).not.toContain(ports.games.preparedTables.get(frame.gameId)!.seed);
  });

  it('of an unknown rule set is refused UNKNOWN_RULES and keeps nothing', async () => {
    const { ports, frame } = await prepared('chess');
    expect(frame).toMatchObject({ type: 'error', code: 'UNKNOWN_RULES', requestId: 'p-1' });
    expect(ports.games.preparedTables.size).toBe(0);
  });
});

describe('create', () => {
  it('makes the prepared game under the prepared commitment', async () => {
    const { ports, table, frame } = await prepared();
    const [created] = (await table.sendAsIs('creator', createOf(frame.gameId))) as CreatedFrame[];
    expect(created).toMatchObject({ type: 'created', gameId: frame.gameId, commitment: frame.commitment });
    expect(ports.games.preparedTables.has(frame.gameId)).toBe(false);
    expect(ports.games.items.get(frame.gameId)).toMatchObject({ commitment: frame.commitment, diceScheme: 2 });
  });

  it('without a game id, or with one never prepared, is refused NOT_PREPARED and makes nothing', async () => {
    const { ports, table } = await prepared();
    const { gameId: _none, ...withoutId } = createOf('x');
    expect(errorOf(await table.sendAsIs('creator', withoutId))).toMatchObject({
      code: 'NOT_PREPARED',
      requestId: 'c-1',
    });
    expect(errorOf(await table.sendAsIs('creator', createOf('neverPreparedId0000000')))).toMatchObject({
      code: 'NOT_PREPARED',
    });
    expect(ports.events.logs.size).toBe(0);
    expect(ports.games.items.size).toBe(0);
  });

  it('for another rule set than the one prepared is refused NOT_PREPARED, and the table stays prepared', async () => {
    const { ports, table, frame } = await prepared('manila-tutorial');
    expect(errorOf(await table.sendAsIs('creator', createOf(frame.gameId)))).toMatchObject({
      code: 'NOT_PREPARED',
      message: expect.stringMatching(/prepared for 'manila-tutorial'/),
    });
    expect(ports.games.preparedTables.has(frame.gameId)).toBe(true);
    expect(ports.events.logs.size).toBe(0);
  });

  it('after the prepared table expired is refused PREPARE_EXPIRED and makes nothing', async () => {
    const { ports, table, frame } = await prepared();
    ports.at(T0 + PREPARED_SECONDS * 1000);
    expect(errorOf(await table.sendAsIs('creator', createOf(frame.gameId)))).toMatchObject({ code: 'PREPARE_EXPIRED' });
    expect(ports.events.logs.size).toBe(0);
    expect(ports.games.items.size).toBe(0);
  });

  it('retried after its answer was lost gets the same answer, links and commitment, and the game is made once', async () => {
    const { ports, table, frame } = await prepared();
    const [first] = await table.sendAsIs('creator', createOf(frame.gameId));
    const [again] = await table.sendAsIs('other-connection', createOf(frame.gameId));
    expect(first.type).toBe('created');
    expect(again).toEqual(first);
    expect(ports.events.logs.get(frame.gameId)).toHaveLength(1);
  });

  it('naming a game made already, with another nonce or without the secret its links came from, is refused ALREADY_CREATED', async () => {
    const { ports, table, frame } = await prepared();
    await table.sendAsIs('creator', createOf(frame.gameId));
    const log = structuredClone(ports.events.logs.get(frame.gameId));
    expect(
      errorOf(await table.sendAsIs('creator', createOf(frame.gameId, { nonce: 'another-nonce-00000000000' }))),
    ).toMatchObject({ code: 'ALREADY_CREATED' });
    expect(
      errorOf(await table.sendAsIs('creator', createOf(frame.gameId, { secret: 'another-secret-0000000000' }))),
    ).toMatchObject({ code: 'ALREADY_CREATED' });
    const { secret: _s, ...noSecret } = createOf(frame.gameId);
    expect(errorOf(await table.sendAsIs('creator', noSecret))).toMatchObject({
      code: 'ALREADY_CREATED',
      message: expect.stringMatching(/without the create's secret/),
    });
    expect(ports.events.logs.get(frame.gameId)).toEqual(log);
  });

  it('that failed between writing the start and the game is finished by its retry, on the start already written', async () => {
    const { ports, table, frame } = await prepared();
    vi.spyOn(ports.games, 'create').mockRejectedValueOnce(new StoreBusy('create game', new Error('down')));
    expect(errorOf(await table.sendAsIs('creator', createOf(frame.gameId)))).toMatchObject({ code: 'BUSY' });
    const start = structuredClone(ports.events.logs.get(frame.gameId)![0]);
    ports.at(T0 + 5000);
    const [created] = (await table.sendAsIs('creator', createOf(frame.gameId))) as CreatedFrame[];
    expect(created).toMatchObject({ type: 'created', commitment: frame.commitment });
    expect(ports.events.logs.get(frame.gameId)).toEqual([start]);
    expect(ports.games.items.get(frame.gameId)!.head).toBe(start.hash);
  });
});
