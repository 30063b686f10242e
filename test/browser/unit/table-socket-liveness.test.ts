// How the table socket finds a dead link by itself (it once showed "Live" over a stale board while the
// network was down), over a fake WebSocket and fake timers (Date included): a ping unanswered, the
// browser going offline, a handshake that never completes, and the device waking from sleep. Each
// ends in a new socket that catches up from the version held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import { FakeSocket, stubBrowser, type FakeDocument, fakeHost } from './support/fake-browser.js';
import { GAME, TOKEN, update, settle, latestSocket, answerSubscribe } from './support/subscribe-frames.js';

const HOUR = 60 * 60_000;

let win: { fire(type: string): void };
let doc: FakeDocument;
let socket: TableSocket;

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

/** Moves the fake clock a second at a time until a new socket appears; returns the ms it took. */
async function untilNewSocket(limitMs: number): Promise<number> {
  const sockets = FakeSocket.all.length;
  const start = Date.now();
  while (FakeSocket.all.length === sockets) {
    if (Date.now() - start > limitMs) throw new Error(`no new socket within ${limitMs} ms`);
    await vi.advanceTimersByTimeAsync(1000);
  }
  return Date.now() - start;
}

describe('TableSocket finds a dead link by itself', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const stubs = stubBrowser();
    win = stubs.window;
    doc = stubs.document;
  });
  afterEach(() => {
    socket?.hostDisconnected();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a link cut silently (pings go unanswered, the socket never closes) is dropped within 30 s of the last frame and a new socket catches up', async () => {
    const ws = await liveAt(4);
    // The first ping is answered; the link dies right after that answer.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ws.pings()).toHaveLength(1);
    const lastHeard = socket.heardAt;
    expect(lastHeard).toBe(Date.now());
    ws.answersPings = false;
    await untilNewSocket(60_000);
    const waited = Date.now() - lastHeard;
    expect(waited).toBeGreaterThan(20_000);
    expect(waited).toBeLessThanOrEqual(30_000);
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('connecting');
    // Still the time of the last frame: the board is known current as of then, not later.
    expect(socket.heardAt).toBe(lastHeard);
    await settle();
    const fresh = latestSocket();
    expect(fresh.subscribes()).toMatchObject([{ lastVersion: 4 }]);
    answerSubscribe(fresh, 4, 6);
    expect(socket.connection).toBe('live');
    expect(socket.log.entries.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(socket.heardAt).toBe(Date.now());
  });

  it('any frame answers a ping: an update arriving in time keeps the socket even when the pong is lost', async () => {
    const ws = await liveAt(4);
    ws.answersPings = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ws.pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_000);
    ws.deliver(update(5, [5]));
    ws.answersPings = true;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('live');
    expect(socket.log.latest?.version).toBe(5);
  });

  it('a hidden tab does not ping, so its unanswered link is left to the pause that closes it anyway', async () => {
    const ws = await liveAt(4);
    ws.answersPings = false;
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(ws.pings()).toHaveLength(0);
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('live');
  });

  it('the browser going offline drops the socket at once and says so; back online it reconnects at once from the version held', async () => {
    const ws = await liveAt(3);
    win.fire('offline');
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('retrying');
    // The backoff runs on, but the `online` event does not wait for it.
    const sockets = FakeSocket.all.length;
    win.fire('online');
    await settle();
    expect(FakeSocket.all).toHaveLength(sockets + 1);
    const fresh = latestSocket();
    expect(fresh.subscribes()).toMatchObject([{ lastVersion: 3 }]);
    answerSubscribe(fresh, 3, 3);
    expect(socket.connection).toBe('live');
  });

  it('a handshake that never completes is given up after 15 s and tried again after the backoff', async () => {
    const ws = await liveAt(2);
    FakeSocket.opening = false;
    ws.answersPings = false;
    const hanging = await untilNewSocket(60_000).then(() => latestSocket());
    expect(socket.connection).toBe('connecting');
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(hanging.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(hanging.closedWith).toBe(1000);
    expect(socket.connection).toBe('retrying');
    FakeSocket.opening = true;
    await untilNewSocket(MAX_BACKOFF);
    await settle();
    answerSubscribe(latestSocket(), 2, 2);
    expect(socket.connection).toBe('live');
  });

  it('waking from sleep (the wall clock jumped while timers stood still) reconnects at once and catches up', async () => {
    const ws = await liveAt(7);
    // The device sleeps two hours: no timer runs, the wall clock moves on.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    const waited = await untilNewSocket(60_000);
    expect(waited).toBeLessThanOrEqual(5_000);
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('connecting');
    await settle();
    const fresh = latestSocket();
    expect(fresh.subscribes()).toMatchObject([{ lastVersion: 7 }]);
    answerSubscribe(fresh, 7, 9);
    expect(socket.log.latest?.version).toBe(9);
  });

  it('a hidden tab shown again after its timers were slowed down takes that for no sleep', async () => {
    const ws = await liveAt(7);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30_000);
    // The browser ran no timer for a while, as it may for a hidden tab; it stays within the grace.
    vi.setSystemTime(Date.now() + 25_000);
    doc.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('live');
  });

  it('the wake-up check leaves a failed link alone', async () => {
    const host = fakeHost();
    socket = new TableSocket(host, { gameId: GAME, seat: 0, token: 'x'.repeat(22) });
    socket.hostConnected();
    await settle();
    const ws = latestSocket();
    ws.deliver({
      type: 'error',
      requestId: String(ws.subscribes()[0].requestId),
      code: 'BAD_TOKEN',
      message: 'This seat link is not valid.',
    });
    expect(socket.connection).toBe('failed');
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('failed');
  });
});

/** The longest backoff wait (table-socket.ts MAX_BACKOFF_MS), with a second to spare. */
const MAX_BACKOFF = 31_000;
