// The table socket's clock requests (lambdas/protocol/README.md): "clock-settings", "vacation" and "back"
// go as ordinary command messages though no legal template names them, one command at a time,
// and a refusal is kept apart from a refused move.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandMessage } from '../../../lambdas/protocol/client.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
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
  entries: [{ version, actor: 0, at: '2026-11-29T00:00:00.000Z', events: [] }],
  legalCommands: [],
  subscription: { rules: 'manila-tutorial', title: 'Race', seats: [], fromVersion: version - 1 },
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

describe('TableSocket clock requests', () => {
  // A painted page has its dice chains when its seat moves (page-dice-keys.ts): so do these tests.
  // A command sent before they are here: table-socket-first-command.test.ts.
  beforeAll(() => loadDiceKeys());
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a clock request as a command at the version on screen, though it is not my turn and no template names it', async () => {
    const { socket, ws } = await connected();
    await socket.sendClockRequest({
      type: 'clock-settings',
      timeZone: 'Europe/Budapest',
      quietHours: { from: '23:00', to: '07:00' },
    });
    const sent = commands(ws);
    expect(sent).toMatchObject([
      {
        seat: 0,
        token: TOKEN,
        expectedVersion: 4,
        command: { type: 'clock-settings', timeZone: 'Europe/Budapest', quietHours: { from: '23:00', to: '07:00' } },
      },
    ]);
    expect(commandMessage.safeParse(sent[0]).success).toBe(true);
    expect(socket.commandKind).toBe('clock');
    socket.hostDisconnected();
  });

  it('sends one command at a time: a request while another is on its way is not sent', async () => {
    const { socket, ws } = await connected();
    await socket.sendClockRequest({ type: 'vacation', days: 2 });
    await socket.sendClockRequest({ type: 'back' });
    expect(commands(ws).map((m) => (m.command as { type: string }).type)).toEqual(['vacation']);
    socket.hostDisconnected();
  });

  it('is answered by the update carrying its command id, after which the next request goes', async () => {
    const { socket, ws } = await connected();
    await socket.sendClockRequest({ type: 'vacation', days: 2 });
    const first = commands(ws)[0];
    ws.deliver(update(5, String(first.requestId), { commandId: String(first.commandId), subscription: undefined }));
    expect(socket.pending).toBeNull();
    await socket.sendClockRequest({ type: 'back' });
    expect(commands(ws)).toMatchObject([
      { command: { type: 'vacation' } },
      { expectedVersion: 5, command: { type: 'back' } },
    ]);
    socket.hostDisconnected();
  });

  it("keeps the server's refusal of a request as a clock refusal, not a refused move", async () => {
    const { socket, ws } = await connected();
    await socket.sendClockRequest({ type: 'back' });
    const sent = commands(ws)[0];
    ws.deliver({
      type: 'error',
      requestId: String(sent.requestId),
      commandId: String(sent.commandId),
      code: 'NOT_AWAY',
      message: 'No bot holds this seat and it is not on vacation.',
    });
    expect(socket.pending).toBeNull();
    expect(socket.rejection).toMatchObject({ code: 'NOT_AWAY' });
    expect(socket.commandKind).toBe('clock');
    socket.hostDisconnected();
  });

  it('never sends a malformed request, and says what is wrong', async () => {
    const { socket, ws } = await connected();
    await socket.sendClockRequest({ type: 'clock-settings', timeZone: 'Mars/Olympus', quietHours: null });
    expect(commands(ws)).toEqual([]);
    expect(socket.rejection?.message).toMatch(/IANA name/);
    await socket.sendClockRequest({ type: 'vacation', days: 0 });
    expect(commands(ws)).toEqual([]);
    expect(socket.commandKind).toBe('clock');
    socket.hostDisconnected();
  });

  it('sends nothing for a spectator', async () => {
    const { socket, ws } = await connected({});
    await socket.sendClockRequest({ type: 'back' });
    expect(commands(ws)).toEqual([]);
    socket.hostDisconnected();
  });

  it('notes when the current update arrived, and not when an older one does', async () => {
    const { socket, ws } = await connected();
    const first = socket.latestReceivedAt;
    expect(first).toBeGreaterThan(0);
    // The monotonic clock moves on by a second: no waiting on the real one.
    const now = vi.spyOn(performance, 'now').mockReturnValue(first + 1000);
    ws.deliver(update(3, undefined, { subscription: undefined }));
    expect(socket.latestReceivedAt).toBe(first);
    ws.deliver(update(5, undefined, { subscription: undefined }));
    expect(socket.latestReceivedAt).toBe(first + 1000);
    now.mockRestore();
    socket.hostDisconnected();
  });
});
