// The table socket's adaptive keep-alive, over a fake WebSocket and fake timers (Date included): a
// seat that is not to act in a quiet game pings every 9 minutes, a move makes it ping after 20 s of
// silence for a few minutes and the seat's turn does, while its player is at the page, and the player
// coming back (focus, the tab shown, the first input after an absence) probes the link at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { TableSocket } from '../../../web/src/net/table-socket.js';
import {
  HIDDEN_GRACE_MS,
  IDLE_PING_EVERY_MS,
  LIVE_AFTER_MOVE_MS,
  LIVE_PING_EVERY_MS,
  PRESENT_AFTER_INPUT_MS,
} from '../../../web/src/net/keepalive-policy.js';
import { FakeSocket, stubBrowser, type FakeDocument, fakeHost } from './support/fake-browser.js';
import { GAME, TOKEN, update, settle, latestSocket, answerSubscribe } from './support/subscribe-frames.js';

let doc: FakeDocument;
let win: { fire(type: string): void };
let socket: TableSocket;

/** An update where seat 1 is to act, its entry appended at `at` (seat 0's page holds it). */
const othersTurn = (version: number, at: string): UpdateFrame => ({
  ...update(version, []),
  toAct: [1],
  entries: [{ version, actor: 1, at, events: [] }],
});

/** Seat 0's table, live at version 3, where seat 1 is to act and the last move is days old (subscribe-frames' entries). */
async function quietTable(): Promise<FakeSocket> {
  const host = fakeHost();
  socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await settle();
  const ws = latestSocket();
  answerSubscribe(ws, 0, 2);
  ws.deliver(othersTurn(3, '2026-11-29T00:00:00.000Z'));
  expect(socket.connection).toBe('live');
  return ws;
}

/** Time goes by with the player at the page: a key pressed now and every minute. */
async function atThePage(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 60_000) {
    win.fire('keydown');
    await vi.advanceTimersByTimeAsync(Math.min(60_000, left));
  }
}

describe('TableSocket paces its pings by the game', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const stubs = stubBrowser();
    doc = stubs.document;
    win = stubs.window;
  });
  afterEach(() => {
    socket?.hostDisconnected();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a quiet game where another seat is to act pings every 9 minutes, not every 20 s', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(IDLE_PING_EVERY_MS - 1);
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000 - IDLE_PING_EVERY_MS);
    expect(ws.pings()).toHaveLength(6);
    expect(FakeSocket.all).toEqual([ws]);
  });

  it('a move makes the game live while its player is at the page: 20 s of silence is pinged, until the move is minutes old', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(60_000);
    ws.deliver(othersTurn(4, new Date().toISOString()));
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS - 1);
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(1);
    // Live until LIVE_AFTER_MOVE_MS after the move, the player at the page (a key a minute): a ping per 20 s of silence.
    await atThePage(LIVE_AFTER_MOVE_MS - LIVE_PING_EVERY_MS);
    const whileLive = ws.pings().length;
    expect(whileLive).toBe(LIVE_AFTER_MOVE_MS / LIVE_PING_EVERY_MS - 1);
    // Then quiet: the next ping a slow pace after the last answer.
    await vi.advanceTimersByTimeAsync(IDLE_PING_EVERY_MS - LIVE_PING_EVERY_MS - 1);
    expect(ws.pings()).toHaveLength(whileLive);
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS + 1);
    expect(ws.pings()).toHaveLength(whileLive + 1);
  });

  it("this seat's turn pings every 20 s while its player is at the page (the page opened), then at the idle pace", async () => {
    const ws = await quietTable();
    ws.deliver({ ...othersTurn(4, '2026-11-30T00:00:00.000Z'), toAct: [0] });
    // Opened on screen: present until PRESENT_AFTER_INPUT_MS, a ping per 20 s of silence until then.
    await vi.advanceTimersByTimeAsync(PRESENT_AFTER_INPUT_MS);
    const whilePresent = PRESENT_AFTER_INPUT_MS / LIVE_PING_EVERY_MS - 1;
    expect(ws.pings()).toHaveLength(whilePresent);
    // Nobody at the page: the next ping the idle pace after the last answer.
    const lastAnswer = whilePresent * LIVE_PING_EVERY_MS;
    await vi.advanceTimersByTimeAsync(lastAnswer + IDLE_PING_EVERY_MS - PRESENT_AFTER_INPUT_MS - 1);
    expect(ws.pings()).toHaveLength(whilePresent);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(whilePresent + 1);
  });

  it("on this seat's turn the first input after an absence probes at once, then the 20 s pace holds while input goes on", async () => {
    const ws = await quietTable();
    ws.deliver({ ...othersTurn(4, '2026-11-30T00:00:00.000Z'), toAct: [0] });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const before = ws.pings().length;
    win.fire('pointerdown');
    expect(ws.pings()).toHaveLength(before + 1);
    await settle();
    // Further input while present sends nothing by itself.
    win.fire('keydown');
    win.fire('wheel');
    expect(ws.pings()).toHaveLength(before + 1);
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS - 1);
    expect(ws.pings()).toHaveLength(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(before + 2);
    // A touch a minute on keeps the player present, and the pace with it.
    for (let minute = 0; minute < 5; minute++) {
      await vi.advanceTimersByTimeAsync(60_000);
      win.fire('pointerdown');
    }
    expect(ws.pings()).toHaveLength(before + 2 + (5 * 60_000) / LIVE_PING_EVERY_MS);
  });

  it('a dead link found by the first touch on a seat turn nobody watched: dropped 10 s after it', async () => {
    const ws = await quietTable();
    ws.deliver({ ...othersTurn(4, '2026-11-30T00:00:00.000Z'), toAct: [0] });
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    ws.answersPings = false;
    win.fire('wheel');
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(ws.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a move does not make the game live for a page nobody is at; the first input after probes at once, then the 20 s pace holds', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(PRESENT_AFTER_INPUT_MS + 60_000);
    ws.deliver(othersTurn(4, new Date().toISOString()));
    await vi.advanceTimersByTimeAsync(LIVE_AFTER_MOVE_MS / 2);
    expect(ws.pings()).toHaveLength(0);
    win.fire('pointerdown');
    expect(ws.pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS);
    expect(ws.pings()).toHaveLength(2);
  });

  it("a scroll the page makes by itself (the history following a move) is no sign of the player: the seat's turn keeps the idle pace", async () => {
    const ws = await quietTable();
    ws.deliver({ ...othersTurn(4, '2026-11-30T00:00:00.000Z'), toAct: [0] });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const before = ws.pings().length;
    win.fire('scroll');
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS);
    expect(ws.pings()).toHaveLength(before);
  });

  it("input on another seat's turn in a quiet game probes once and keeps the idle pace", async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    win.fire('pointerdown');
    expect(ws.pings()).toHaveLength(1);
    await settle();
    await vi.advanceTimersByTimeAsync(IDLE_PING_EVERY_MS - 1);
    expect(ws.pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.pings()).toHaveLength(2);
  });

  it("a tab shown again on this seat's turn counts its player present: the 20 s pace, once its presence answered", async () => {
    const ws = await quietTable();
    ws.deliver({ ...othersTurn(4, '2026-11-30T00:00:00.000Z'), toAct: [0] });
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS - 1_000);
    doc.setVisibility('visible');
    // Its presence, answered, was the probe.
    expect(ws.pings()).toHaveLength(0);
    await settle();
    await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS);
    expect(ws.pings()).toHaveLength(1);
  });

  it('frames heard put the ping off: a game in full swing needs no ping', async () => {
    const ws = await quietTable();
    for (let v = 4; v < 14; v++) {
      await vi.advanceTimersByTimeAsync(LIVE_PING_EVERY_MS - 1_000);
      ws.deliver(othersTurn(v, new Date().toISOString()));
    }
    expect(ws.pings()).toHaveLength(0);
  });

  it('a dead link on a live game is found within 30 s of the last frame even when the pace was slow before it', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // The player comes back (the probe this sends is answered), and the link dies before the next move.
    win.fire('pointerdown');
    await settle();
    ws.answersPings = false;
    ws.deliver(othersTurn(4, new Date().toISOString()));
    const heard = Date.now();
    const sockets = FakeSocket.all.length;
    while (FakeSocket.all.length === sockets && Date.now() - heard < 60_000) await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all.length).toBe(sockets + 1);
    expect(Date.now() - heard).toBeLessThanOrEqual(30_000);
    expect(ws.closedWith).toBe(1000);
  });

  it('the window focused on a quiet game probes the link at once; a dead one is dropped 10 s later', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    ws.answersPings = false;
    win.fire('focus');
    expect(ws.pings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(ws.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('focus right after a frame sends nothing: that frame already showed the link works', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(5_000);
    win.fire('focus');
    expect(ws.pings()).toHaveLength(0);
  });

  it('the network coming back probes an open socket at once', async () => {
    const ws = await quietTable();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    win.fire('online');
    await settle();
    expect(ws.pings()).toHaveLength(1);
    expect(FakeSocket.all).toEqual([ws]);
  });

  it("a seat's tab shown again within the grace probes its socket at once with its presence, whose answer keeps it: no ping besides", async () => {
    const ws = await quietTable();
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS - 1_000);
    expect(ws.pings()).toHaveLength(0);
    doc.setVisibility('visible');
    expect(ws.presences().at(-1)).toMatchObject({ visible: true });
    expect(ws.pings()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toEqual([ws]);
    expect(socket.connection).toBe('live');
  });

  it("a seat's tab shown again on a link cut meanwhile: its presence unanswered for 10 s drops the socket", async () => {
    const ws = await quietTable();
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    ws.answersPings = false;
    doc.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(ws.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(ws.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(ws.pings()).toHaveLength(0);
  });

  it("a spectator's tab shown again, which tells the server nothing, probes with a ping", async () => {
    const host = fakeHost();
    socket = new TableSocket(host, { gameId: GAME });
    socket.hostConnected();
    await settle();
    const ws = latestSocket();
    answerSubscribe(ws, 0, 2);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    doc.setVisibility('visible');
    expect(ws.presences()).toHaveLength(0);
    expect(ws.pings()).toHaveLength(1);
  });

  it('a tab hidden for more than the grace (minutes) closes its socket, pings nothing meanwhile, and reopens on return', async () => {
    expect(HIDDEN_GRACE_MS).toBeGreaterThanOrEqual(2 * 60_000);
    const ws = await quietTable();
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(ws.closedWith).toBe(1000);
    expect(socket.connection).toBe('paused');
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(ws.pings()).toHaveLength(0);
    expect(FakeSocket.all).toEqual([ws]);
    doc.setVisibility('visible');
    await settle();
    const fresh = latestSocket();
    expect(fresh).not.toBe(ws);
    expect(fresh.subscribes()).toMatchObject([{ lastVersion: 3 }]);
    answerSubscribe(fresh, 3, 3);
    expect(socket.connection).toBe('live');
  });
});
