// The table socket's standing orders (engine/core/orders-log.ts): the seat's whole list and its
// forced-move switch go as an ordinary command message, at any time (no legal template names
// them), one command at a time, and a refusal is kept as the orders', not as a refused move.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandMessage } from '../../../lambdas/protocol/client.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { parseOrdersCommand } from '../../../engine/core/orders-log.js';
import { manila } from '../../../engine/games/manila/index.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { loadDiceKeys } from '../../../web/src/net/page-dice-keys.js';
import { FakeSocket, stubBrowser, fakeHost } from './support/fake-browser.js';

const GAME = 'g'.repeat(22);
const TOKEN = 't'.repeat(22);

const update = (version: number, requestId: string | undefined, extra: Partial<UpdateFrame> = {}): UpdateFrame => ({
  type: 'update',
  requestId,
  gameId: GAME,
  version,
  status: 'playing',
  viewer: 0,
  toAct: [1],
  view: {},
  outcome: null,
  entries: [{ version, actor: 1, at: '2026-11-29T00:00:00.000Z', events: [] }],
  legalCommands: [],
  subscription: { rules: 'manila', title: 'Manila', seats: [], fromVersion: version - 1 },
  ...extra,
});

async function connected(target: { seat?: number; token?: string } = { seat: 0, token: TOKEN }) {
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId: GAME, ...target });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  const ws = FakeSocket.all.at(-1)!;
  ws.deliver(update(4, String(ws.subscribes()[0].requestId)));
  return { socket, ws };
}

const commands = (ws: FakeSocket) => ws.sent.filter((m) => m.action === 'command');

describe('TableSocket standing orders', () => {
  // A painted page has its dice chains when its seat moves (page-dice-keys.ts): so do these tests.
  // A command sent before they are here: table-socket-first-command.test.ts.
  beforeAll(() => loadDiceKeys());
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the seat's orders as a command while it is not its turn, as the server reads orders", async () => {
    const { socket, ws } = await connected();
    socket.sendOrders([{ kind: 'proxy-bid', round: 1, upTo: 12 }], false);
    const sent = commands(ws);
    expect(sent).toMatchObject([
      {
        seat: 0,
        token: TOKEN,
        expectedVersion: 4,
        command: { type: 'standing-orders', orders: [{ kind: 'proxy-bid', round: 1, upTo: 12 }], forced: false },
      },
    ]);
    expect(commandMessage.safeParse(sent[0]).success).toBe(true);
    expect(parseOrdersCommand(manila, sent[0].command)).toMatchObject({ ok: true });
    expect(socket.commandKind).toBe('orders');
    // One command at a time: a second change waits for the first to be answered.
    socket.sendOrders([], true);
    expect(commands(ws)).toHaveLength(1);
    socket.hostDisconnected();
  });

  it("keeps the server's refusal of orders as the orders', not a refused move", async () => {
    const { socket, ws } = await connected();
    socket.sendOrders([{ kind: 'no-pilot', round: 1 }], true);
    const sent = commands(ws)[0];
    ws.deliver({
      type: 'error',
      requestId: String(sent.requestId),
      commandId: String(sent.commandId),
      code: 'INVALID_COMMAND',
      message: 'Order 1 is not one: malformed',
    });
    expect(socket.pending).toBeNull();
    expect(socket.rejection).toMatchObject({ code: 'INVALID_COMMAND' });
    expect(socket.commandKind).toBe('orders');
    socket.hostDisconnected();
  });

  it('sends nothing for a spectator', async () => {
    const { socket, ws } = await connected({});
    socket.sendOrders([], true);
    expect(commands(ws)).toEqual([]);
    socket.hostDisconnected();
  });
});
