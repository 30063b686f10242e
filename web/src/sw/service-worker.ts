/// <reference lib="webworker" />
/**
 * The service worker (built by web/build.ts into /sw.js, scope "/"): keeps the app shell so a
 * seat link opens fast and opens at all offline, shows Web Push notifications, and opens the
 * game a notification is about when it is clicked.
 */
import { notificationOf, pushPayloadOf, type PushPayload } from './push-payload.js';
import { linkForNotification } from './notification-link.js';
import { getLocale } from '../store/device-db.js';

declare const self: ServiceWorkerGlobalScope;
/**
 * Filled in by web/build.ts: the shell's files, the build's other scripts (kept once a page has
 * used them), and a version that changes whenever any file of the build does.
 */
declare const __SHELL_FILES__: string[];
declare const __ON_DEMAND_FILES__: string[];
declare const __SHELL_VERSION__: string;

const CACHE_PREFIX = 'tradewinds-shell-';
const CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SHELL_FILES__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A new build's shell replaces the old one whole: the old scripts are never mixed with new pages.
      // Scripts a page used before that this build still has (their names hash their contents) move
      // over, so the games this device opened stay playable offline across an update.
      const cache = await caches.open(CACHE);
      for (const name of await caches.keys()) {
        if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
        const old = await caches.open(name);
        for (const request of await old.keys()) {
          const path = new URL(request.url).pathname;
          const response = ON_DEMAND.has(path) && !(await cache.match(path)) ? await old.match(request) : undefined;
          if (response) await cache.put(path, response);
        }
        await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The page itself and the server's address: the network first, so a new build and a moved
  // server are seen at once; the copy kept here only when the network fails.
  // (Only the app's page: a navigation elsewhere on the origin, such as the audit log, is the network's.)
  if (request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html')) {
    event.respondWith(networkFirst(request, '/'));
    return;
  }
  if (url.pathname === '/config.json') {
    event.respondWith(networkFirst(request, '/config.json'));
    return;
  }
  // Content-hashed scripts and the icons never change under their name: the kept copy is as good.
  if (__SHELL_FILES__.includes(url.pathname))
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
  // A screen's, a rule set's or a panel's script: kept the first time a page uses it.
  else if (ON_DEMAND.has(url.pathname)) event.respondWith(cacheFirst(request, url.pathname));
  // Anything else (the history API, source maps) goes to the network untouched.
});

const ON_DEMAND = new Set(__ON_DEMAND_FILES__);

async function cacheFirst(request: Request, path: string): Promise<Response> {
  const hit = await caches.match(path);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(path, response.clone());
  }
  return response;
}

/**
 * The scripts a page loaded before this worker took charge of it (a first visit's screen, rule
 * set and words), named by the page (web/src/sw/register.ts): kept as if they had come through here.
 */
self.addEventListener('message', (event) => {
  const paths = keptPathsOf(event.data);
  if (paths.length === 0) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const path of paths) if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    })(),
  );
});

/** The build's on-demand scripts a `{ type: 'keep', paths }` message names (anything else: none). */
function keptPathsOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const { type, paths } = data as { type?: unknown; paths?: unknown };
  if (type !== 'keep' || !Array.isArray(paths)) return [];
  return paths.filter((p): p is string => typeof p === 'string' && ON_DEMAND.has(p));
}

async function networkFirst(request: Request, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (err) {
    const kept = await caches.match(key);
    if (kept) return kept;
    throw err;
  }
}

self.addEventListener('push', (event) => {
  let payload: PushPayload | null = null;
  try {
    payload = event.data ? pushPayloadOf(event.data.json()) : null;
  } catch {
    payload = null;
  }
  // The device's language, for the worker's own words (the server's title and body come written).
  event.waitUntil(
    getLocale().then((locale) => {
      const { title, options } = notificationOf(payload, locale);
      return self.registration.showNotification(title, options);
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openFor(event.notification.data);
  // A trusted click keeps the worker alive until the window is open. (The browser test
  // dispatches a synthetic click, which CDP cannot make: such an event has no lifetime to extend.)
  if (event.isTrusted) event.waitUntil(opening);
});

/** Focuses a window already showing the game, else turns an open window of the app to it, else opens one. */
async function openFor(data: unknown): Promise<void> {
  const link = new URL(await linkForNotification(data), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((w) => w.url === link);
  if (showing) {
    await showing.focus().catch(() => undefined);
    return;
  }
  const app = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (app) {
    const turned = await app.navigate(link).catch(() => null);
    if (turned) {
      await turned.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(link);
}
