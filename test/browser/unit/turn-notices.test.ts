// The store behind a seat's one notification switch (web/src/game-screen/turn-notices.ts): every view
// of the switch reads one state, changed only through the store, so the header's switch and the
// panel's cannot say different things, whatever the order of presses, failures and answers. The
// browser's push, notification and storage APIs are stood in for; the server is a request function.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerFrame } from '../../../web/src/net/table-socket.js';

/** localStorage, the browser's Web Push and its notification permission, as a secure page with push has them. */
function freshBrowser(permission: NotificationPermission = 'granted') {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  const Notification = { permission, requestPermission: async () => permission };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('window', { isSecureContext: true, PushManager: function PushManager() {}, Notification });
  const subscription = {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://push.example/device', keys: { p256dh: 'p', auth: 'a' } }),
  };
  vi.stubGlobal('navigator', {
    serviceWorker: {
      ready: Promise.resolve({
        pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
      }),
    },
  });
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ wsUrl: 'wss://example.com/ws', vapidPublicKey: 'BEl62iUYgUivxIkv69yV' })),
  );
  return data;
}

/** The server: each request waits until the test answers or refuses it. */
function server() {
  const waiting: { message: Record<string, unknown>; answer: () => void; refuse: () => void }[] = [];
  const request = (message: { action: string } & Record<string, unknown>) =>
    new Promise<AnswerFrame>((resolve, reject) =>
      waiting.push({
        message,
        answer: () => resolve({ type: 'notifying' }),
        refuse: () => reject(Object.assign(new Error('refused'), { code: 'BAD_REQUEST' })),
      }),
    );
  return { request, waiting };
}

/** Two views of the switch, as the header and the panel are: each keeps what it was last told. */
async function twoViews(gameId: string, seat: number) {
  const { turnNotices } = await import('../../../web/src/game-screen/turn-notices.js');
  const views = [turnNotices(gameId, seat), turnNotices(gameId, seat)];
  const seen = views.map((store) => {
    const last = { state: store.state };
    store.addEventListener('change', () => (last.state = store.state));
    return last;
  });
  return { views, seen };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("A seat's notification switch store", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it('hands every view of a game and seat the same store; another seat or game gets its own', async () => {
    freshBrowser();
    const { turnNotices } = await import('../../../web/src/game-screen/turn-notices.js');
    expect(turnNotices('g1', 0)).toBe(turnNotices('g1', 0));
    expect(turnNotices('g1', 1)).not.toBe(turnNotices('g1', 0));
    expect(turnNotices('g2', 0)).not.toBe(turnNotices('g1', 0));
  });

  it('a press from one place while the other is busy sends nothing more; both see on once the server answers', async () => {
    freshBrowser();
    const { views, seen } = await twoViews('g', 0);
    const s = server();
    const first = views[0].toggle(s.request);
    await vi.waitFor(() => expect(s.waiting).toHaveLength(1));
    expect(seen[0].state.busy).toBe(true);
    expect(seen[1].state).toBe(seen[0].state);
    await views[1].toggle(s.request);
    expect(s.waiting).toHaveLength(1);
    s.waiting[0].answer();
    await first;
    expect(seen[0].state.setting).toEqual({ gameId: 'g', seat: 0, mode: 'each' });
    expect(seen[1].state).toBe(seen[0].state);
  });

  it('a refusal leaves the switch as it was, and says why in both places', async () => {
    freshBrowser();
    const { views, seen } = await twoViews('g', 0);
    const s = server();
    const press = views[1].toggle(s.request);
    await vi.waitFor(() => expect(s.waiting).toHaveLength(1));
    s.waiting[0].refuse();
    await press;
    expect(seen[0].state.setting).toBeUndefined();
    expect(seen[0].state.problem).not.toBeNull();
    expect(seen[1].state).toBe(seen[0].state);
  });

  it('whatever the presses, from whichever place, answered or refused, both views and the device agree after each', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ view: fc.integer({ min: 0, max: 1 }), answered: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (presses) => {
          vi.resetModules();
          freshBrowser();
          const { noticeSettingOf } = await import('../../../web/src/store/push-settings.js');
          const { views, seen } = await twoViews('g', 0);
          const s = server();
          let on = false;
          for (const { view, answered } of presses) {
            const before = s.waiting.length;
            const press = views[view].toggle(s.request);
            await vi.waitFor(() => expect(s.waiting.length).toBe(before + 1));
            const sent = s.waiting[before];
            expect(sent.message.mode).toBe(on ? 'off' : 'each');
            if (answered) sent.answer();
            else sent.refuse();
            await press;
            await settle();
            if (answered) on = !on;
            expect(seen[0].state).toBe(seen[1].state);
            expect(seen[0].state.busy).toBe(false);
            expect(seen[0].state.setting?.mode ?? 'off').toBe(on ? 'each' : 'off');
            expect(noticeSettingOf('g', 0)).toEqual(seen[0].state.setting);
            expect(seen[0].state.problem === null).toBe(answered);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('with notifications blocked for the site it falls back to the tab without asking the server, and says why', async () => {
    freshBrowser('denied');
    const { views, seen } = await twoViews('g', 0);
    const s = server();
    await views[0].toggle(s.request);
    expect(s.waiting).toHaveLength(0);
    expect(seen[1].state.setting).toEqual({ gameId: 'g', seat: 0, mode: 'tab', why: 'denied' });
    expect(seen[0].state).toBe(seen[1].state);
    // Off again: nothing for the server either (it never held a subscription).
    await views[1].toggle(s.request);
    expect(s.waiting).toHaveLength(0);
    expect(seen[0].state.setting).toBeUndefined();
  });
});
