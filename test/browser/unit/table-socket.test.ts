// The table socket's handling of long legal lists (lambdas/protocol/README.md, `legal` frames), over a
// fake WebSocket: nothing is offered until every part is in, and lost parts are asked for again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandIdSchema } from '../../../lambdas/protocol/client.js';
import type { LegalFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';

const GAME = 'g'.repeat(22);
const TOKEN = 't'.repeat(22);

/** Records what the client sends; the test plays the server. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server drops the connection. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  deliver(...frames: ServerFrame[]) {
    for (const f of frames) this.onmessage?.({ data: JSON.stringify(f) });
  }
  subscribes() {
    return this.sent.filter((m) => m.action === 'subscribe');
  }
}

const bet = (stake: number) => ({ type: 'bet', ship: 'red', number: 7, stake });
const update = (version: number, requestId: string | undefined, legal: { parts: number } | { type: string }[]): UpdateFrame => ({
  type: 'update', requestId, gameId: GAME, version, status: 'playing', viewer: 0, toAct: [0], view: {}, outcome: null,
  entries: [{ version, actor: 0, at: '2026-11-29T00:00:00.000Z', events: [] }],
  ...(Array.isArray(legal) ? { legalCommands: legal } : { legalCommands: [], legalParts: legal.parts }),
});
const part = (version: number, index: number, parts: number, stakes: number[]): LegalFrame => ({
  type: 'legal', gameId: GAME, version, part: index, parts, legalCommands: stakes.map(bet),
});

/** Opens a seat's socket and answers its subscription with versions 1..version. */
async function connected(): Promise<{ socket: TableSocket; ws: FakeSocket; host: { requestUpdate: () => void } }> {
  const host = { addController: () => {}, removeController: () => {}, requestUpdate: vi.fn(), updateComplete: Promise.resolve(true) };
  const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  return { socket, ws: FakeSocket.all.at(-1)!, host };
}

function subscribedTo(ws: FakeSocket, fromVersion: number, version: number): string {
  const requestId = String(ws.subscribes().at(-1)!.requestId);
  const entries = Array.from({ length: version - fromVersion }, (_, i) => ({ version: fromVersion + i + 1, actor: 0 as const, at: '2026-11-29T00:00:00.000Z', events: [] }));
  ws.deliver(
    { type: 'subscribed', requestId, gameId: GAME, rules: 'manila-tutorial', title: 'Race', viewer: 0, seats: [], fromVersion, version },
    { type: 'entries', gameId: GAME, viewer: 0, entries: entries.slice(0, -1) },
  );
  return requestId;
}

describe('TableSocket with legal commands split over several frames', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
    vi.stubGlobal('document', { addEventListener: () => {}, removeEventListener: () => {}, visibilityState: 'visible' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ wsUrl: 'ws://server.test/ws', historyUrl: '' })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers nothing, and sends nothing, until every part of the update is in', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 3);
    ws.deliver(update(3, id, { parts: 2 }), part(3, 1, 2, [3, 4]));
    expect(socket.log.latest?.version).toBe(3);
    expect(socket.log.legalCommands).toBeNull();
    socket.send(bet(3));
    expect(ws.sent.filter((m) => m.action === 'command')).toEqual([]);
    ws.deliver(part(3, 0, 2, [1, 2]));
    expect(socket.log.legalCommands).toEqual([1, 2, 3, 4].map(bet));
    expect(ws.subscribes()).toHaveLength(1);
    socket.hostDisconnected();
  });

  it('sends a command id the protocol accepts (1-64 base64url characters)', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 2);
    ws.deliver(update(2, id, [bet(1)]));
    socket.send(bet(1));
    const command = ws.sent.find((m) => m.action === 'command');
    expect(command).toMatchObject({ expectedVersion: 2, command: bet(1) });
    expect(commandIdSchema.safeParse(command?.commandId).success).toBe(true);
    socket.hostDisconnected();
  });

  it('subscribes again from what it holds when another frame comes while parts are missing', async () => {
    const { socket, ws } = await connected();
    const first = subscribedTo(ws, 0, 4);
    ws.deliver(update(4, first, { parts: 2 }), part(4, 0, 2, [1]), { type: 'seats', gameId: GAME, seats: [] });
    expect(ws.subscribes()).toHaveLength(2);
    expect(ws.subscribes()[1]).toMatchObject({ lastVersion: 4, seat: 0, token: TOKEN });
    // While that catch-up is on its way, nothing more is asked for.
    ws.deliver({ type: 'pong' });
    expect(ws.subscribes()).toHaveLength(2);
    const second = subscribedTo(ws, 4, 4);
    ws.deliver(update(4, second, { parts: 2 }));
    expect(socket.log.legalCommands).toBeNull();
    ws.deliver(part(4, 0, 2, [1]), part(4, 1, 2, [2]));
    expect(socket.log.legalCommands).toEqual([1, 2].map(bet));
    expect(ws.subscribes()).toHaveLength(2);
    socket.hostDisconnected();
  });

  it('does not ask again when a newer update replaces an incomplete list', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 5);
    ws.deliver(update(5, id, { parts: 2 }), update(6, undefined, [bet(1)]));
    expect(socket.log.legalCommands).toEqual([bet(1)]);
    expect(ws.subscribes()).toHaveLength(1);
    socket.hostDisconnected();
  });

  it('gets the whole list again after a reconnect when the connection dropped between the parts', async () => {
    const { socket, ws } = await connected();
    const id = subscribedTo(ws, 0, 7);
    ws.deliver(update(7, id, { parts: 3 }), part(7, 0, 3, [1]));
    ws.drop();
    expect(socket.connection).toBe('retrying');
    socket.reconnectNow();
    await vi.waitFor(() => expect(FakeSocket.all[1]?.subscribes()).toHaveLength(1));
    const again = FakeSocket.all[1];
    expect(again.subscribes()[0]).toMatchObject({ lastVersion: 7 });
    const id2 = subscribedTo(again, 7, 7);
    ws.deliver(part(7, 1, 3, [2]));
    again.deliver(update(7, id2, { parts: 3 }), part(7, 0, 3, [1]), part(7, 1, 3, [2]));
    expect(socket.log.legalCommands).toBeNull();
    again.deliver(part(7, 2, 3, [3]));
    expect(socket.connection).toBe('live');
    expect(socket.log.legalCommands).toEqual([1, 2, 3].map(bet));
    socket.hostDisconnected();
  });
});
