import { msg } from '../i18n/i18n.js';

/**
 * This device's Web Push subscription, made with the server's VAPID public key. One
 * subscription serves every game on the device: the server keeps it once per game and seat.
 */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Why this browser cannot take push notifications at all, or null when it can. */
export function pushUnsupported(): string | null {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return msg({ id: 'app.push.unsupported', defaultMessage: 'This browser cannot receive push notifications here.' });
  }
  return null;
}

export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The player did not allow notifications: `denied` (blocked for the site) or `default` (the prompt was dismissed). */
export class PermissionRefused extends Error {
  constructor(
    readonly permission: NotificationPermission,
    message: string,
  ) {
    super(message);
    this.name = 'PermissionRefused';
  }
}

/**
 * Asks the notification permission (once) and returns the device's subscription for this server's
 * key, making it if needed. One made for another key (the server's keys changed) is replaced.
 * Throws with words for the player when the permission is refused or the browser cannot subscribe.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscriptionJson> {
  const unsupported = pushUnsupported();
  if (unsupported) throw new Error(unsupported);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PermissionRefused(
      permission,
      permission === 'denied'
        ? msg({
            id: 'app.push.blocked',
            defaultMessage:
              "notifications are blocked for this site: allow them in the browser's site settings, then try again",
          })
        : msg({ id: 'app.push.notAllowed', defaultMessage: 'notifications were not allowed' }),
    );
  }
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error(
      msg({ id: 'app.push.noKeys', defaultMessage: 'the browser gave a push subscription without its keys' }),
    );
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
