import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { FakePushService, type TestBrowserKeys } from '../../backend/support/fake-push-service.js';

/** For a file of browser tests: the fake push service on 127.0.0.1, started before its tests and closed after them. */
export function pushServiceSession(): { readonly service: FakePushService } {
  let service: FakePushService | null = null;
  beforeAll(async () => {
    service = await FakePushService.start();
  });
  afterAll(async () => {
    await service?.close();
  });
  return {
    get service() {
      if (!service) throw new Error('The fake push service starts in beforeAll');
      return service;
    },
  };
}

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

/**
 * Delivers push messages to the page's service worker through the DevTools protocol, as the push
 * service would hand them to the browser. The registration is the newest live one for the page's
 * scope: an update replaces a registration's record, and the first one seen may be stale by the
 * time a message is delivered (one delivered to a deleted registration goes nowhere, silently).
 * Each registration counts by its latest record only: a registration deleted since it was first
 * seen must not stand in for a live one through its earlier record.
 */
export async function pushDelivery(
  context: BrowserContext,
  page: import('playwright-core').Page,
  origin: string,
): Promise<PushDelivery> {
  const cdp = await context.newCDPSession(page);
  /** Each registration's latest record, the most recently updated last. */
  const registrations = new Map<string, { registrationId: string; scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) {
      registrations.delete(r.registrationId);
      registrations.set(r.registrationId, r);
    }
  });
  // What the protocol reports of the worker besides, for a failure to name (see expectShown).
  const versions = new Map<string, { registrationId: string; status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions)
      versions.set(v.versionId, { registrationId: v.registrationId, status: v.status, runningStatus: v.runningStatus });
  });
  const errors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', (e) => {
    const m = e.errorMessage;
    errors.push(`${m.errorMessage} (${m.sourceURL}:${m.lineNumber})`);
  });
  const delivered: string[] = [];
  await cdp.send('ServiceWorker.enable');
  const live = () => [...registrations.values()].filter((r) => r.scopeURL === `${origin}/` && !r.isDeleted).at(-1);
  await expect.poll(() => live() !== undefined).toBe(true);
  const deliver = async (data: string) => {
    const registrationId = live()!.registrationId;
    delivered.push(`to registration ${registrationId} at ${new Date().toISOString()}`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  };
  const state = () =>
    JSON.stringify({
      registrations: [...registrations.values()],
      versions: [...versions.entries()].map(([versionId, v]) => ({ versionId, ...v })),
      errors,
      delivered,
    });
  return Object.assign(deliver, { state });
}

/** Hands a push to the page's service worker; `state` tells what the DevTools protocol saw of the worker. */
export type PushDelivery = ((data: string) => Promise<void>) & { state(): string };

/**
 * Waits until `read` (the notifications the worker shows) gives `expected`. A push delivered and never
 * shown failed now and then in whole runs under load, with nothing to say why: the failure names the
 * worker's registrations, versions, reported errors and the deliveries made, as the protocol saw them.
 */
export async function expectShown(
  delivery: PushDelivery,
  read: () => Promise<unknown>,
  expected: unknown,
): Promise<void> {
  try {
    await expect.poll(read).toEqual(expected);
  } catch (e) {
    throw new Error(
      `${(e as Error).message}\nThe service worker as the DevTools protocol saw it: ${delivery.state()}`,
      {
        cause: e,
      },
    );
  }
}
