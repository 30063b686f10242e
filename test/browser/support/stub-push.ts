import type { BrowserContext } from 'playwright-core';
import type { TestBrowserKeys } from '../../backend/support/fake-push-service.js';

/**
 * Headless Chromium has no push service to subscribe with (it answers "Registration failed"):
 * the browser's subscription is stood in for by one at the fake push service, with keys made in
 * the test, so the page's own push controls turn notifications on as they would on a phone.
 */
export async function stubPushManager(context: BrowserContext, endpoint: string, keys: TestBrowserKeys): Promise<void> {
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      if (typeof PushManager === 'undefined') return;
      let held: { endpoint: string; key: ArrayBuffer } | null = null;
      const asSubscription = (h: { endpoint: string; key: ArrayBuffer }) => ({
        endpoint: h.endpoint,
        options: { applicationServerKey: h.key, userVisibleOnly: true },
        toJSON: () => ({ endpoint: h.endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((held = null), true),
      });
      PushManager.prototype.getSubscription = async function () {
        return (held ? asSubscription(held) : null) as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey as Uint8Array;
        held = { endpoint, key: key.slice().buffer };
        return asSubscription(held) as unknown as PushSubscription;
      };
    },
    { endpoint, ...keys.json },
  );
}

/** Tells the page its tab went to the background (headless Chromium never hides one), as the browser would. */
export async function hideTab(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
