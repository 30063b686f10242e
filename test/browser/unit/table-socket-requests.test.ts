// The table socket's one-frame requests (notify, webhook), presence and the table's webhook state
// (lambdas/protocol/README.md), over a fake WebSocket: the test plays the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { FakeSocket, stubBrowser, type FakeDocument, fakeHost } from './support/fake-browser.js';

const GAME = 'g'.repeat(22);
const TOKEN = 't'.repeat(22);

const update = (version: number, requestId: string | undefined): UpdateFrame => ({
  type: 'update',
  requestId,
  gameId: GAME,
  version,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: {},
  outcome: null,
  entries: [],
  legalCommands: [],
});

/** A seat's socket, live: its subscription answered in one update that says whether the table has a webhook. */
async function live(webhook?: { set: boolean; off?: string }) {
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  const ws = FakeSocket.all.at(-1)!;
  const requestId = String(ws.subscribes()[0].requestId);
  ws.deliver({
    ...update(1, requestId),
    subscription: { rules: 'manila-tutorial', title: 'Race', seats: [], fromVersion: 0, ...(webhook && { webhook }) },
  });
  expect(socket.connection).toBe('live');
  return { socket, ws };
}

const presences = (ws: FakeSocket) => ws.sent.filter((m) => m.action === 'presence').map((m) => m.visible);

describe('TableSocket requests, presence and the webhook state', () => {
  let document: FakeDocument;
  beforeEach(() => {
    document = stubBrowser().document;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a request goes with the seat and token and resolves with the frame answering its requestId', async () => {
    const { socket, ws } = await live();
    const answer = socket.request({ action: 'notify', device: 'd'.repeat(22), subscription: null, mode: 'off' });
    const sent = ws.sent.find((m) => m.action === 'notify')!;
    expect(sent).toMatchObject({ gameId: GAME, seat: 0, token: TOKEN, device: 'd'.repeat(22), mode: 'off' });
    // Another connection's answer, or a broadcast, is not this one's.
    ws.deliver({ type: 'notifying', requestId: 'someone-else', gameId: GAME, seat: 0, mode: 'off' });
    ws.deliver({ type: 'notifying', requestId: String(sent.requestId), gameId: GAME, seat: 0, mode: 'off' });
    await expect(answer).resolves.toMatchObject({ type: 'notifying', mode: 'off' });
    expect(socket.problem).toBe('');
    socket.hostDisconnected();
  });

  it("a refusal rejects with the server's message and is not the connection's problem", async () => {
    const { socket, ws } = await live({ set: false });
    const answer = socket.request({ action: 'webhook', url: 'http://example.com/hook' });
    const sent = ws.sent.find((m) => m.action === 'webhook')!;
    ws.deliver({
      type: 'error',
      requestId: String(sent.requestId),
      code: 'WEBHOOK_URL',
      message: 'That webhook URL cannot be used: not https.',
    });
    await expect(answer).rejects.toThrow('That webhook URL cannot be used: not https.');
    expect(socket.problem).toBe('');
    expect(socket.webhook).toEqual({ set: false, url: undefined });
    socket.hostDisconnected();
  });

  it('nothing is sent while the game is not live', async () => {
    const host = fakeHost();
    const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
    socket.hostConnected();
    await expect(socket.request({ action: 'webhook', url: null })).rejects.toThrow(
      'the game is not connected; try again once it is live',
    );
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0].sent.filter((m) => m.action === 'webhook')).toEqual([]);
    socket.hostDisconnected();
  });

  it('tells the server the page is visible on going live and on every visibility change', async () => {
    const { socket, ws } = await live();
    expect(presences(ws)).toEqual([true]);
    // The test answers from here on (the fake socket answered the first as the server does).
    ws.answersPings = false;
    document.setVisibility('hidden');
    document.setVisibility('visible');
    expect(presences(ws)).toEqual([true, false, true]);
    // Its answers change nothing on screen.
    const last = ws.sent.filter((m) => m.action === 'presence').at(-1)!;
    ws.deliver({
      type: 'error',
      requestId: String(last.requestId),
      code: 'NOT_SUBSCRIBED',
      message: 'not subscribed',
    });
    expect(socket.problem).toBe('');
    socket.hostDisconnected();
  });

  it("follows the table's webhook: the subscription's state, then the frames any seat's change sends", async () => {
    const { socket, ws } = await live({ set: true });
    expect(socket.webhook).toMatchObject({ set: true });
    ws.deliver({
      type: 'webhook',
      gameId: GAME,
      url: 'https://hooks.slack.com/services/x',
      off: 'posting failed 4 times (HTTP 500)',
    });
    expect(socket.webhook).toEqual({
      set: true,
      url: 'https://hooks.slack.com/services/x',
      off: 'posting failed 4 times (HTTP 500)',
    });
    ws.deliver({ type: 'webhook', gameId: GAME, url: null });
    expect(socket.webhook).toEqual({ set: false, url: null });
    socket.hostDisconnected();
  });
});
