import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../../lambdas/protocol/limits.js';
import { seatedGame } from '../support/setup.js';

/** Everything the stores hold, to show a refused message changed nothing. */
function storeContents(g: Awaited<ReturnType<typeof seatedGame>>) {
  return JSON.stringify([[...g.ports.events.logs], [...g.ports.games.items], [...g.ports.connections.items]]);
}

describe('every bad message gets a specific code and changes nothing', async () => {
  const g = await seatedGame();
  const { gameId, tokens } = g;
  const cmd = (over: object) => ({
    action: 'command',
    gameId,
    seat: 0,
    token: tokens[0],
    expectedVersion: 1,
    commandId: 'bad-msg-001',
    command: { type: 'pass' },
    ...over,
  });
  const unknownGame = 'A'.repeat(22);

  const cases: [string, object | string, string][] = [
    ['not JSON', '{"action": "create",', 'INVALID_JSON'],
    ['empty', '', 'INVALID_JSON'],
    ['a JSON array', '[1,2]', 'SCHEMA'],
    ['no action', { rules: 'manila' }, 'SCHEMA'],
    ['an unknown action', { action: 'teleport' }, 'UNKNOWN_ACTION'],
    [
      'an oversized message',
      { action: 'ping', requestId: 'x', pad: 'y'.repeat(MAX_CLIENT_MESSAGE_BYTES) },
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'create with an unknown rule set',
      { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'chess', seats: [{ name: 'A' }, { name: 'B' }] },
      'UNKNOWN_RULES',
    ],
    [
      'create with too few seats',
      { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: [{ name: 'A' }] },
      'INVALID_OPTIONS',
    ],
    [
      'create with bad options',
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        options: { strongerPirates: 'yes' },
        seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      },
      'INVALID_OPTIONS',
    ],
    [
      'create with an empty name',
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: ' ' }, { name: 'B' }, { name: 'C' }],
      },
      'SCHEMA',
    ],
    [
      'create with an extra field',
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        admin: true,
      },
      'SCHEMA',
    ],
    ['join an unknown game', { action: 'join', gameId: unknownGame, seat: 0, name: 'X' }, 'UNKNOWN_GAME'],
    ['join a taken seat', { action: 'join', gameId, seat: 0, name: 'X' }, 'SEAT_TAKEN'],
    ['join a seat that does not exist', { action: 'join', gameId, seat: 9, name: 'X' }, 'NOT_A_SEAT'],
    ['subscribe to a malformed game id', { action: 'subscribe', gameId: 'short', lastVersion: 0 }, 'SCHEMA'],
    ['subscribe with a seat but no token', { action: 'subscribe', gameId, seat: 0, lastVersion: 0 }, 'SCHEMA'],
    [
      'subscribe with a wrong token',
      { action: 'subscribe', gameId, seat: 0, token: tokens[1], lastVersion: 0 },
      'BAD_TOKEN',
    ],
    ['subscribe to an unknown game', { action: 'subscribe', gameId: unknownGame, lastVersion: 0 }, 'UNKNOWN_GAME'],
    ['a command with a wrong token', cmd({ token: tokens[1] }), 'BAD_TOKEN'],
    ['a command out of turn', cmd({ seat: 1, token: tokens[1] }), 'NOT_YOUR_TURN'],
    ['a command the rules do not know', cmd({ command: { type: 'sail-away' } }), 'INVALID_COMMAND'],
    ['an illegal bid', cmd({ command: { type: 'bid', amount: 0 } }), 'INVALID_COMMAND'],
    ['a command on a stale version', cmd({ expectedVersion: 0 }), 'STALE'],
    ['a command from the future', cmd({ expectedVersion: 50 }), 'STALE'],
    ['a command without a command id', cmd({ commandId: undefined }), 'SCHEMA'],
    ['a command to an unknown game', cmd({ gameId: unknownGame }), 'UNKNOWN_GAME'],
    ['a negative version', cmd({ expectedVersion: -1 }), 'SCHEMA'],
    ['history with a bad token', { action: 'history', gameId, seat: 1, token: tokens[0] }, 'BAD_TOKEN'],
  ];

  for (const [what, message, code] of cases) {
    it(`${what} → ${code}`, async () => {
      const before = storeContents(g);
      const frames = await g.table.send('probe', message);
      expect(frames[0]).toMatchObject({ type: 'error', code });
      expect((frames[0] as { message: string }).message.length).toBeGreaterThan(5);
      expect(storeContents(g)).toBe(before);
    });
  }

  it('echoes the requestId on errors', async () => {
    expect(
      await g.table.send('probe', { action: 'join', requestId: 'r-17', gameId: unknownGame, seat: 0, name: 'X' }),
    ).toMatchObject([{ type: 'error', code: 'UNKNOWN_GAME', requestId: 'r-17' }]);
  });
});

describe('the requestId is echoed on every error it can be read from', () => {
  const cases: [string, object, string][] = [
    ['a schema error', { action: 'ping', requestId: 'r1', x: 1 }, 'SCHEMA'],
    ['an unknown action', { action: 'teleport', requestId: 'r2' }, 'UNKNOWN_ACTION'],
    ['no action', { requestId: 'r3' }, 'SCHEMA'],
    [
      'an oversized message',
      { action: 'ping', requestId: 'r4', pad: 'y'.repeat(MAX_CLIENT_MESSAGE_BYTES) },
      'PAYLOAD_TOO_LARGE',
    ],
    ['a malformed join', { action: 'join', requestId: 'r5', gameId: 'short', seat: 0, name: 'X' }, 'SCHEMA'],
  ];
  for (const [what, message, code] of cases) {
    it(`${what} → ${code} with its requestId`, async () => {
      const g = await seatedGame();
      const [frame] = await g.table.send('probe', message);
      expect(frame).toMatchObject({ type: 'error', code, requestId: (message as { requestId: string }).requestId });
    });
  }

  it('a requestId that is not a valid one is not echoed', async () => {
    const g = await seatedGame();
    const [frame] = await g.table.send('probe', { action: 'ping', requestId: 'r'.repeat(65) });
    expect(frame).toMatchObject({ type: 'error', code: 'SCHEMA' });
    expect((frame as { requestId?: string }).requestId).toBeUndefined();
  });
});
