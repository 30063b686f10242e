// The table socket's dice chain links (docs/audit.md, seat chains): every command reveals the
// seat's next link, a command refused for its link goes again under its own id with the link
// the refusal points to, and a refusal never gets the seat another link (no re-roll).
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandMessage } from '../../../lambdas/protocol/client.js';
import type { SeatKeyState, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { loadDiceKeys } from '../../../web/src/net/page-dice-keys.js';
import { FakeSocket, stubBrowser, fakeHost } from './support/fake-browser.js';

const TOKEN = 't'.repeat(22);
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The page keeps one set of chains for all its tables: each test plays its own game. */
let games = 0;
const newGame = () => `dice-game-${String(++games).padStart(12, '0')}`;

const update = (
  gameId: string,
  version: number,
  seatKey: SeatKeyState,
  extra: Partial<UpdateFrame> = {},
): UpdateFrame => ({
  type: 'update',
  gameId,
  version,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: {},
  outcome: null,
  entries: [{ version, actor: 0, at: '2026-12-02T00:00:00.000Z', events: [] }],
  legalCommands: [{ type: 'pass' }],
  seatKey,
  subscription: { rules: 'manila-tutorial', title: 'Race', seats: [], fromVersion: version - 1 },
  ...extra,
});

/** Seat 0's socket, live at version 4, its dice key as `seatKey` says. */
async function live(seatKey: SeatKeyState) {
  const gameId = newGame();
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId, seat: 0, token: TOKEN });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  const ws = FakeSocket.all.at(-1)!;
  ws.deliver(update(gameId, 4, seatKey, { requestId: String(ws.subscribes()[0].requestId) }));
  return { gameId, socket, ws };
}

interface Sent {
  commandId: string;
  key?: string;
  link?: string;
  expectedVersion: number;
}
const commands = (ws: FakeSocket) => ws.sent.filter((m) => m.action === 'command') as unknown as Sent[];

describe('TableSocket dice chain links', () => {
  // A painted page has its dice chains when its seat moves (page-dice-keys.ts): so do these tests.
  // A command sent before they are here: table-socket-first-command.test.ts.
  beforeAll(() => loadDiceKeys());
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys the seat with its first command, then reveals the link right below the last with each next one', async () => {
    const { gameId, socket, ws } = await live(null);
    socket.send({ type: 'pass' });
    const [first] = commands(ws);
    expect(commandMessage.safeParse(first).success).toBe(true);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(first.link!)).toBe(first.key);

    // Accepted: the update to the seat says its key now stands one link down.
    ws.deliver(
      update(gameId, 5, { top: first.key!, revealed: 1 }, { commandId: first.commandId, subscription: undefined }),
    );
    socket.send({ type: 'pass' });
    const second = commands(ws)[1];
    expect(second.key).toBeUndefined();
    expect(sha256(second.link!)).toBe(first.link);
    socket.hostDisconnected();
  });

  it('sends the identical command again after a reconnect, link and all', async () => {
    const { gameId, socket, ws } = await live(null);
    socket.send({ type: 'pass' });
    const [sent] = commands(ws);
    ws.drop();
    await vi.waitFor(() => expect(FakeSocket.all.at(-1)).not.toBe(ws), { timeout: 5_000 });
    const again = FakeSocket.all.at(-1)!;
    await vi.waitFor(() => expect(again.subscribes()).toHaveLength(1));
    again.deliver(update(gameId, 4, null, { requestId: String(again.subscribes()[0].requestId) }));
    expect(commands(again)).toEqual([sent]);
    socket.hostDisconnected();
  });

  it('gives a command refused STALE and chosen again the same link: a refusal cannot re-roll', async () => {
    // Another device keyed the seat before: this one keys it anew with its first command.
    const { gameId, socket, ws } = await live({ top: 'b'.repeat(64), revealed: 3 });
    socket.send({ type: 'pass' });
    const [first] = commands(ws);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    ws.deliver(
      update(gameId, 5, { top: first.key!, revealed: 1 }, { commandId: first.commandId, subscription: undefined }),
    );
    socket.send({ type: 'pass' });
    const refused = commands(ws)[1];
    ws.deliver({
      type: 'error',
      requestId: refused.commandId,
      commandId: refused.commandId,
      code: 'STALE',
      message: 'The game moved on.',
      currentVersion: 6,
    });
    expect(socket.rejection).toMatchObject({ code: 'STALE' });
    // Nothing was written: the seat's key stands where it stood.
    ws.deliver(update(gameId, 6, { top: first.key!, revealed: 1 }, { subscription: undefined }));
    socket.send({ type: 'pass' });
    const chosenAgain = commands(ws)[2];
    expect(chosenAgain.commandId).not.toBe(refused.commandId);
    expect(chosenAgain.link).toBe(refused.link);
    expect(chosenAgain.key).toBeUndefined();
    socket.hostDisconnected();
  });

  it('sends a command refused for its link again under its own id, with the link the refusal points to', async () => {
    const { gameId, socket, ws } = await live(null);
    socket.send({ type: 'pass' });
    const [first] = commands(ws);
    ws.deliver(
      update(gameId, 5, { top: first.key!, revealed: 1 }, { commandId: first.commandId, subscription: undefined }),
    );
    socket.send({ type: 'pass' });
    const sent = commands(ws)[1];
    // Another device keyed the seat in between: the server says so, and nothing was written.
    const other = { top: 'c'.repeat(64), revealed: 2 };
    ws.deliver({
      type: 'error',
      requestId: sent.commandId,
      commandId: sent.commandId,
      code: 'BAD_LINK',
      message: 'The link does not follow.',
      seatKey: other,
    });
    const again = commands(ws)[2];
    expect(again).toMatchObject({ commandId: sent.commandId, expectedVersion: sent.expectedVersion });
    expect(again.key).toMatch(/^[0-9a-f]{64}$/);
    expect(again.key).not.toBe(first.key);
    expect(sha256(again.link!)).toBe(again.key);
    expect(socket.pending).toEqual(expect.objectContaining({ commandId: sent.commandId, link: again.link }));
    expect(socket.rejection).toBeNull();
    socket.hostDisconnected();
  });

  it('shows a link refusal that persists after two resends, as any refusal', async () => {
    const { socket, ws } = await live(null);
    socket.send({ type: 'pass' });
    for (let i = 0; i < 3; i++) {
      const last = commands(ws).at(-1)!;
      ws.deliver({
        type: 'error',
        requestId: last.commandId,
        commandId: last.commandId,
        code: 'NO_KEY',
        message: 'This seat has no dice key yet.',
        seatKey: null,
      });
    }
    expect(commands(ws)).toHaveLength(3);
    expect(new Set(commands(ws).map((c) => c.commandId)).size).toBe(1);
    expect(socket.pending).toBeNull();
    expect(socket.rejection).toMatchObject({ code: 'NO_KEY' });
    socket.hostDisconnected();
  });
});
