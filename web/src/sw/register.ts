import { messageOf } from '../ui/form-fields.js';
/**
 * Installs the service worker (/sw.js, built by web/build.ts) once the page has loaded, so it
 * never competes with the first screen. Without service workers (an old browser, a private
 * window that refuses them, a page not served over HTTPS or localhost) the app works as before,
 * only without offline use and push.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
      console.warn(`The service worker did not install: ${messageOf(e)}`);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
