import { parameterStoreFromEnv, type ParameterStore } from '../adapters/ssm/parameter-store.js';
import { cachedVapidKeys, type VapidKeys } from '../adapters/ssm/vapid-keys.js';
import { DEFAULT_VAPID_SUBJECT, WebPushService } from '../adapters/web-push.js';
import { HttpWebhookPoster } from '../adapters/webhook-poster.js';
import type { NotifyPorts } from '../app/ports.js';
import { systemPorts } from './ports.js';

/**
 * The ports of the notifier and the reminders on AWS: the system's (stores, broadcaster), and
 * pushes signed with the stack's VAPID key pair. The public key is in the environment (the
 * VapidKeys resource's attribute); the private key is a SecureString read once per warm
 * function (a cold start pays one Parameter Store call; an invocation that finds it
 * unreadable fails, and the next one tries again).
 */
export function vapidKeysFromEnv(
  store: () => ParameterStore = parameterStoreFromEnv,
  env: NodeJS.ProcessEnv = process.env,
): Promise<VapidKeys> {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const parameter = env.VAPID_PRIVATE_KEY_PARAMETER;
  if (!publicKey || !parameter)
    return Promise.reject(
      new Error(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY_PARAMETER are not set: the CDK app gives them to the notifying functions',
      ),
    );
  return store()
    .get(parameter)
    .then((privateKey) => {
      if (privateKey === null)
        throw new Error(
          `the VAPID private key parameter ${parameter} does not exist: the stack's VapidKeys resource creates it`,
        );
      return { publicKey, privateKey };
    });
}

let vapid = cachedVapidKeys(() => vapidKeysFromEnv());
let push: { keys: VapidKeys; subject: string; loopback: boolean; value: WebPushService } | null = null;
let webhooks: { loopback: boolean; value: HttpWebhookPoster } | null = null;

/** Forgets the cached key (tests; a function never needs to). */
export function forgetVapidKeys(read: () => Promise<VapidKeys> = () => vapidKeysFromEnv()): void {
  vapid = cachedVapidKeys(read);
  push = null;
  webhooks = null;
}

/**
 * The senders reach only public addresses; the local stack's loopback exception follows the
 * same setting as the app's check of what a seat may store (Limits.loopbackHooks).
 */
export async function notifyPorts(): Promise<NotifyPorts> {
  const base = systemPorts();
  const keys = await vapid();
  const subject = process.env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  const loopback = base.limits?.loopbackHooks === true;
  if (push?.keys !== keys || push.subject !== subject || push.loopback !== loopback)
    push = { keys, subject, loopback, value: new WebPushService({ ...keys, subject }, { loopback }) };
  if (webhooks?.loopback !== loopback) webhooks = { loopback, value: new HttpWebhookPoster({ loopback }) };
  return { ...base, push: push.value, webhooks: webhooks.value };
}
