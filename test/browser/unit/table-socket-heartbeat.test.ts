// The heartbeat a server's config.json may ask for (web/src/net/config.ts): a browser test sets a
// ping every 2 s to see a cut link found in seconds. The client's own figures are held to their
// bound in table-socket-liveness.test.ts; here, that config.json's figures replace them, and
// that figures no client could use leave them as they are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubBrowser, fakeHost } from './support/fake-browser.js';
import { GAME, TOKEN, settle, latestSocket, answerSubscribe } from './support/subscribe-frames.js';

let stop: (() => void) | undefined;

/** A seat's table socket, live at version 4, on a page whose config.json carries `extra`; loaded afresh (loadConfig keeps its first answer). */
async function liveWith(extra: Record<string, unknown>): Promise<FakeSocket> {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ wsUrl: 'ws://server.test/ws', historyUrl: '', ...extra })),
  );
  vi.resetModules();
  const { TableSocket } = await import('../../../web/src/net/table-socket.js');
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  stop = () => socket.hostDisconnected();
  await settle();
  const ws = latestSocket();
  answerSubscribe(ws, 0, 4);
  expect(socket.connection).toBe('live');
  return ws;
}

describe('TableSocket takes its heartbeat from config.json when it gives one', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubBrowser();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pings every pingEveryMs and drops a link that stays silent pongWithinMs after a ping', async () => {
    const ws = await liveWith({ pingEveryMs: 2_000, pongWithinMs: 4_000 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(1);
    ws.answersPings = false;
    // The answered ping above left nothing waiting; the next one, at 4 s, goes unanswered.
    const sockets = FakeSocket.all.length;
    await vi.advanceTimersByTimeAsync(2_000 + 3_999);
    expect(FakeSocket.all.length).toBe(sockets);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(FakeSocket.all.length).toBe(sockets + 1);
    expect(ws.closedWith).toBe(1000);
  });

  it("keeps its own figures (a ping every 20 s) when config.json's are no whole positive number of milliseconds", async () => {
    const ws = await liveWith({ pingEveryMs: -5, pongWithinMs: '2000' });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(1);
    // Answered, a ping leaves the link alone however long it lasts.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
