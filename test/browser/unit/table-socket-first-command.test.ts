// A seat's first command before the page has its dice chains' code (web/src/net/page-dice-keys.ts,
// fetched once the board is painted): the command waits for it, pending, so nothing passes it, and
// goes once it is here with the seat's key and first link; if it cannot be fetched, the command is
// refused on the page, saying why, and nothing was sent.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { FakeSocket, stubBrowser, fakeHost } from './support/fake-browser.js';
import { GAME, TOKEN, update as anUpdate } from './support/subscribe-frames.js';

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The answer to a subscribe: the newest version and its entry, with no key for the seat yet (its first command keys it). */
const update = (version: number, requestId: string): UpdateFrame => ({
  ...anUpdate(version, [version]),
  requestId,
  seatKey: null,
  subscription: { rules: 'manila-tutorial', title: 'Race', seats: [], fromVersion: version - 1 },
});

/** The chains' module held back until `release` is called. */
function gatedChains() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const chains = async () => {
    await gate;
    return vi.importActual('../../../lambdas/protocol/dice-keys.js');
  };
  return { chains, release: () => release() };
}

/** A fresh page (no chains' code fetched yet) whose chains' module comes as `chains` says; seat 0's socket, live at version 4. */
async function pageWith(chains: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('../../../lambdas/protocol/dice-keys.js', chains);
  const { TableSocket } = await import('../../../web/src/net/table-socket.js');
  const host = fakeHost();
  const socket = new TableSocket(host, { gameId: GAME, seat: 0, token: TOKEN });
  socket.hostConnected();
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.subscribes()).toHaveLength(1));
  const ws = FakeSocket.all.at(-1)!;
  ws.deliver(update(4, String(ws.subscribes()[0].requestId)));
  return { socket, ws, host };
}

const commands = (ws: FakeSocket) =>
  ws.sent.filter((m) => m.action === 'command') as unknown as {
    command: { type: string };
    key?: string;
    link?: string;
  }[];

describe('A seat’s first command before the page has its dice chains', () => {
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => {
    vi.doUnmock('../../../lambdas/protocol/dice-keys.js');
    vi.unstubAllGlobals();
  });

  it('waits, pending, for the chains, lets no other command pass it, and goes once they are here with the seat’s key and first link', async () => {
    const { chains, release } = gatedChains();
    const { socket, ws } = await pageWith(chains);
    socket.send({ type: 'pass' });
    expect(socket.pending).not.toBeNull();
    // One command at a time: the second is not taken while the first waits.
    socket.send({ type: 'pass' });
    expect(commands(ws)).toEqual([]);
    release();
    await vi.waitFor(() => expect(commands(ws)).toHaveLength(1));
    const [first] = commands(ws);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(first.link!)).toBe(first.key);
    expect(socket.pending?.link).toBe(first.link);
    expect(socket.rejection).toBeNull();
  });

  it('is not sent again after a reconnect before the chains are here: it goes once, keyed, when they are', async () => {
    const { chains, release } = gatedChains();
    const { socket, ws } = await pageWith(chains);
    socket.send({ type: 'pass' });
    ws.drop();
    socket.reconnectNow();
    await vi.waitFor(() => expect(FakeSocket.all.at(-1)).not.toBe(ws));
    const again = FakeSocket.all.at(-1)!;
    await vi.waitFor(() => expect(again.subscribes()).toHaveLength(1));
    // Live again: a keyed command would be sent again now; this one has not gone yet.
    again.deliver(update(4, String(again.subscribes()[0].requestId)));
    expect(socket.connection).toBe('live');
    expect([...commands(ws), ...commands(again)]).toEqual([]);
    release();
    await vi.waitFor(() => expect(commands(again)).toHaveLength(1));
    expect(commands(again)[0].link).toMatch(/^[0-9a-f]{64}$/);
    expect(commands(ws)).toEqual([]);
    socket.hostDisconnected();
  });

  it('is refused on the page, saying why, when the chains cannot be fetched: nothing was sent', async () => {
    const { socket, ws, host } = await pageWith(() => Promise.reject(new Error('the network is down')));
    socket.send({ type: 'pass' });
    await vi.waitFor(() => expect(socket.rejection).not.toBeNull());
    // The failed import's own words (vitest words a failed mock factory so; a browser, its fetch).
    expect(socket.rejection?.code).toBe('UNKNOWN');
    expect(socket.rejection?.message).toMatch(/error when mocking a module/);
    expect(socket.pending).toBeNull();
    expect(commands(ws)).toEqual([]);
    // The screen is drawn again to show it, though no frame came.
    expect(host.requestUpdate).toHaveBeenCalled();
  });
});
