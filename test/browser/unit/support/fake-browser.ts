import { vi } from 'vitest';
import type { ServerFrame } from '../../../../lambdas/protocol/server.js';

/** Records what the client sends; the test plays the server. */
export class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  /** The code the client closed with, once it closed. */
  closedWith: number | undefined;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  /** False: new sockets never open, as on a link that swallows the handshake. */
  static opening = true;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    if (FakeSocket.opening)
      queueMicrotask(() => {
        this.readyState = FakeSocket.OPEN;
        this.onopen?.();
      });
  }
  /**
   * Whether a ping is answered, as the stack's mock `ping` route answers it, and a seat's
   * `presence` as the server does; false stands for a cut link (nothing comes back, and the
   * socket never closes).
   */
  answersPings = true;
  send(data: string) {
    const message = JSON.parse(data);
    this.sent.push(message);
    if (!this.answersPings) return;
    const answer = (frame: ServerFrame) =>
      queueMicrotask(() => this.readyState === FakeSocket.OPEN && this.deliver(frame));
    if (message.action === 'ping') answer({ type: 'pong' });
    if (message.action === 'presence')
      answer({ type: 'presence', requestId: message.requestId, gameId: message.gameId, visible: message.visible });
  }
  close(code?: number) {
    this.closedWith = code;
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
  pings() {
    return this.sent.filter((m) => m.action === 'ping');
  }
  presences() {
    return this.sent.filter((m) => m.action === 'presence');
  }
}

/** An event target standing in for `window` or `document`, with events the test fires. */
class FakeTarget {
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, f: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(f);
  }
  removeEventListener(type: string, f: () => void) {
    this.listeners.get(type)?.delete(f);
  }
  fire(type: string) {
    for (const f of this.listeners.get(type) ?? []) f();
  }
}

export class FakeDocument extends FakeTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  /** The tab goes to the background (or comes back), as the Page Visibility API reports it. */
  setVisibility(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.fire('visibilitychange');
  }
}

/** Stubs WebSocket, window, document and fetch (for /config.json); undo with vi.unstubAllGlobals(). */
export function stubBrowser(): { window: FakeTarget; document: FakeDocument } {
  FakeSocket.all = [];
  FakeSocket.opening = true;
  const window = new FakeTarget();
  const document = new FakeDocument();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ wsUrl: 'ws://server.test/ws', historyUrl: '' })));
  return { window, document };
}

/** The reactive controller host a TableSocket is made with: it records the redraws asked for and draws nothing. */
export function fakeHost() {
  return {
    addController: () => {},
    removeController: () => {},
    requestUpdate: vi.fn(),
    updateComplete: Promise.resolve(true),
  };
}
