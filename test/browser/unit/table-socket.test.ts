// The table socket's handling of legal command templates (lambdas/protocol/README.md), over a fake
// WebSocket: a command goes out only if the templates of the version on screen allow it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandIdSchema } from '../../../lambdas/protocol/client.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { loadDiceKeys } from '../../../web/src/net/page-dice-keys.js';
import { FakeSocket, stubBrowser, fakeHost } from './support/fake-browser.js';

const GAME = 'g'.repeat(22);
const TOKEN = 't'.repeat(22);

const bet = (stake: number) => ({ type: 'bet', ship: 'red', number: 7, stake });
const betTemplate = (most: number) => ({
  type: 'bet',
  ship: { $oneOf: ['red', 'green'] },
  number: { $min: 2, $max: 12 },
  stake: { $min: 1, $max: most },
});
const update = (version: number, requestId: string | undefined, legal: { type: string }[]): UpdateFrame => ({
  type: 'update',
  requestId,
  gameId: GAME,
  version,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: {},
  outcome: null,
  entries: [{ version, actor: 0, at: '2026-11-29T00:00:00.000Z', events: [] }],
  legalCommands: legal,
});

/** Opens a seat's socket and answers its subscription with versions 1..version. */
async function connected(): Promise<{ socket: TableSocket; ws: FakeSocket; host: { requestUpdate: () => void } }> {
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  return { socket, ws: FakeSocket.all.at(-1)!, host };
}

function subscribedTo(ws: FakeSocket, fromVersion: number, version: number): string {
  const requestId = String(ws.subscribes().at(-1)!.requestId);
  const entries = Array.from({ length: version - fromVersion }, (_, i) => ({
    version: fromVersion + i + 1,
    actor: 0 as const,
    at: '2026-11-29T00:00:00.000Z',
    events: [],
  }));
  ws.deliver(
    {
      type: 'subscribed',
      requestId,
      gameId: GAME,
      rules: 'manila-tutorial',
      title: 'Race',
      viewer: 0,
      seats: [],
      fromVersion,
      version,
    },
    { type: 'entries', gameId: GAME, viewer: 0, entries: entries.slice(0, -1) },
  );
  return requestId;
}

describe('TableSocket with legal command templates', () => {
  // A painted page has its dice chains when its seat moves (page-dice-keys.ts): so do these tests.
  // A command sent before they are here: table-socket-first-command.test.ts.
  beforeAll(() => loadDiceKeys());
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the templates of the update on screen, all in that one frame', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 3);
    ws.deliver(update(3, id, [{ type: 'pass' }, betTemplate(30)]));
    expect(socket.log.latest?.version).toBe(3);
    expect(socket.log.legalCommands).toEqual([{ type: 'pass' }, betTemplate(30)]);
    expect(ws.subscribes()).toHaveLength(1);
    socket.hostDisconnected();
  });

  it('takes an answer to subscribe that fits in one update (carrying the subscription) as subscribed and current', async () => {
    const { socket, ws } = await connected();
    const requestId = String(ws.subscribes().at(-1)!.requestId);
    const seats = [{ seat: 0, name: 'Ann', open: false, bot: false }];
    ws.deliver({
      ...update(1, requestId, [betTemplate(9)]),
      subscription: { rules: 'manila-tutorial', title: 'Race', seats, fromVersion: 0 },
    });
    expect(socket.meta).toMatchObject({ rules: 'manila-tutorial', title: 'Race', fromVersion: 0, version: 1 });
    expect(socket.seats).toEqual(seats);
    expect(socket.connection).toBe('live');
    expect(socket.log.latest?.version).toBe(1);
    expect(socket.log.legalCommands).toEqual([betTemplate(9)]);
    socket.hostDisconnected();
  });

  it('sends a command the templates allow, with a command id the protocol accepts (1-64 base64url characters)', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 2);
    ws.deliver(update(2, id, [betTemplate(5)]));
    socket.send(bet(5));
    const command = ws.sent.find((m) => m.action === 'command');
    expect(command).toMatchObject({ expectedVersion: 2, command: bet(5) });
    expect(commandIdSchema.safeParse(command?.commandId).success).toBe(true);
    socket.hostDisconnected();
  });

  it('never sends a command the templates do not allow, and says why', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 2);
    ws.deliver(update(2, id, [betTemplate(5)]));
    socket.send(bet(6));
    const otherShip = { ...bet(1), ship: 'blue' };
    socket.send(otherShip);
    expect(ws.sent.filter((m) => m.action === 'command')).toEqual([]);
    expect(socket.pending).toBeNull();
    expect(socket.rejection?.message).toMatch(/not among your choices/);
    socket.hostDisconnected();
  });

  it('checks against the newest update: an older one arriving late does not bring its choices back', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 5);
    ws.deliver(
      update(5, id, [betTemplate(9)]),
      update(6, undefined, [betTemplate(2)]),
      update(5, undefined, [betTemplate(9)]),
    );
    expect(socket.log.legalCommands).toEqual([betTemplate(2)]);
    socket.send(bet(9));
    expect(ws.sent.filter((m) => m.action === 'command')).toEqual([]);
    socket.send(bet(2));
    expect(ws.sent.filter((m) => m.action === 'command')).toMatchObject([{ expectedVersion: 6, command: bet(2) }]);
    socket.hostDisconnected();
  });
});
