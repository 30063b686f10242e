// The table socket's keep-alive and its pause while the tab is hidden (what an open tab
// costs), over a fake WebSocket and fake timers: pings every 20 s while visible and live, the socket
// closed minutes after the tab is hidden, and a catch-up from the last version held when it is shown again.
// Finding a dead link is in table-socket-liveness.test.ts.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { loadDiceKeys } from '../../../web/src/net/page-dice-keys.js';
import { HIDDEN_GRACE_MS } from '../../../web/src/net/keepalive-policy.js';
import { FakeSocket, stubBrowser, type FakeDocument, fakeHost } from './support/fake-browser.js';
import { GAME, TOKEN, update, settle, latestSocket, answerSubscribe } from './support/subscribe-frames.js';

const MINUTE = 60_000;

let doc: FakeDocument;
let socket: TableSocket;

/** A seat's table, live at `version`. */
async function liveAt(version: number): Promise<FakeSocket> {
  const host = fakeHost();
  socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await settle();
  const ws = latestSocket();
  answerSubscribe(ws, 0, version);
  expect(socket.connection).toBe('live');
  return ws;
}

describe('TableSocket keep-alive and pause while hidden', () => {
  // A painted page has its dice chains when its seat moves (page-dice-keys.ts): so do these tests.
  // A command sent before they are here: table-socket-first-command.test.ts.
  beforeAll(() => loadDiceKeys());
  beforeEach(() => {
    vi.useFakeTimers();
    doc = stubBrowser().document;
  });
  afterEach(() => {
    socket?.hostDisconnected();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("pings every 20 s while the tab is visible on its seat's turn with its player at it; the answers keep the socket", async () => {
    const win = globalThis.window as unknown as { fire(type: string): void };
    const ws = await liveAt(3);
    await vi.advanceTimersByTimeAsync(20_000 - 1);
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(1);
    // The player touches the page every minute, so stays present (keepalive-policy.ts).
    for (let minute = 1; minute <= 10; minute++) {
      await vi.advanceTimersByTimeAsync(MINUTE - (minute === 1 ? 20_000 : 0));
      win.fire('pointerdown');
    }
    expect(ws.pings()).toHaveLength(30);
    expect(ws.closedWith).toBeUndefined();
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('live');
  });

  it('a tab hidden for a minute closes its socket cleanly and says it is paused, not failing', async () => {
    const ws = await liveAt(3);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS - 1);
    expect(ws.closedWith).toBeUndefined();
    expect(socket.connection).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('paused');
    expect(socket.problem).toBe('');
    // Paused means quiet: no reconnect attempts and no pings however long the tab stays hidden.
    await vi.advanceTimersByTimeAsync(8 * 60 * MINUTE);
    expect(FakeSocket.all).toEqual([ws]);
    expect(ws.pings()).toHaveLength(0);
    expect(socket.log.latest?.version).toBe(3);
  });

  it('a glance at another tab (hidden for less than a minute) keeps the socket', async () => {
    const ws = await liveAt(3);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS / 2);
    doc.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(ws.closedWith).toBeUndefined();
    expect(FakeSocket.all).toEqual([ws]);
    expect(ws.subscribes()).toHaveLength(1);
    expect(socket.connection).toBe('live');
  });

  it('shown again, it reconnects at once and catches up from the last version it holds', async () => {
    await liveAt(5);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS + 30 * MINUTE);
    doc.setVisibility('visible');
    expect(socket.connection).toBe('connecting');
    await settle();
    const ws = latestSocket();
    expect(FakeSocket.all).toHaveLength(2);
    expect(ws.subscribes()).toMatchObject([{ gameId: GAME, seat: 0, token: TOKEN, lastVersion: 5 }]);
    answerSubscribe(ws, 5, 7);
    expect(socket.connection).toBe('live');
    expect(socket.log.entries.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(socket.log.latest?.version).toBe(7);
  });

  it('a move unanswered when the tab paused is sent again, identical, once it is shown and caught up', async () => {
    const first = await liveAt(2);
    socket.send({ type: 'pass' });
    const command = first.sent.find((m) => m.action === 'command');
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(socket.pending).not.toBeNull();
    doc.setVisibility('visible');
    await settle();
    const ws = latestSocket();
    answerSubscribe(ws, 2, 2);
    expect(ws.sent.filter((m) => m.action === 'command')).toEqual([command]);
  });

  it('the update to its own connection that names its command is the acceptance: the move is no longer pending', async () => {
    const ws = await liveAt(2);
    socket.send({ type: 'pass' });
    const command = ws.sent.find((m) => m.action === 'command')!;
    expect(socket.pending).not.toBeNull();
    ws.deliver({ ...update(3, [3]), commandId: String(command.commandId), requestId: String(command.requestId) });
    expect(socket.pending).toBeNull();
  });

  it('a move refused unread for the rate limit is sent again, identical, after a pause; the player sees no refusal', async () => {
    const ws = await liveAt(2);
    socket.send({ type: 'pass' });
    const command = ws.sent.find((m) => m.action === 'command')!;
    ws.deliver({ type: 'error', code: 'RATE_LIMITED', message: 'slow down', requestId: String(command.requestId) });
    expect(socket.rejection).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ws.sent.filter((m) => m.action === 'command')).toEqual([command, command]);
  });

  it('a socket the server dropped while the tab was hidden stops retrying when the pause falls due', async () => {
    const ws = await liveAt(3);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    ws.drop();
    expect(socket.connection).toBe('retrying');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(socket.connection).toBe('paused');
    const sockets = FakeSocket.all.length;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(FakeSocket.all).toHaveLength(sockets);
  });

  it('the network coming back does not wake a paused hidden tab', async () => {
    const window = globalThis.window as unknown as { fire(type: string): void };
    await liveAt(3);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    window.fire('online');
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.connection).toBe('paused');
  });

  it('a link opened in a background tab connects, and pauses after a minute there', async () => {
    doc.visibilityState = 'hidden';
    const ws = await liveAt(4);
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('paused');
  });
});
