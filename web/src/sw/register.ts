import { messageOf } from '../ui/form-fields.js';
/**
 * Installs the service worker (/sw.js, built by web/build.ts) once the page has loaded, so it
 * never competes with the first screen. Without service workers (an old browser, a private
 * window that refuses them, a page not served over HTTPS or localhost) the app works as before,
 * only without offline use and push.
 */
/**
 * Whether the service worker was in charge of this page from its load: a device's later visit. Read
 * as the app starts, before a first visit's worker installs and takes charge of the page (clients.claim).
 */
export const controlledAtLoad: boolean = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(keepLoadedScripts, (e: unknown) => {
      console.warn(`The service worker did not install: ${messageOf(e)}`);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Tells the worker, once it is active, which scripts this page fetched before the worker was in
 * charge of it (a first visit loads its screen before the worker installs): the worker keeps those
 * of them that are the build's on-demand scripts, so this game opens offline next time.
 */
async function keepLoadedScripts(): Promise<void> {
  const send = async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    const paths = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
    worker?.postMessage({ type: 'keep', paths });
  };
  // Again once the worker is in charge: scripts fetched until then did not come through it either.
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', () => void send(), { once: true });
  await send();
}
