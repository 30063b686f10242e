import type { ParameterStore } from './parameter-store.js';

/**
 * Where a stack keeps its VAPID key pair (Web Push's application server keys): the private key
 * a SecureString, the public key a String, under `/<stack>/vapid/`. The CDK app's custom
 * resource (handlers/vapid-keys.ts) makes them once; the notifier reads them.
 */
export interface VapidParameterNames {
  privateKey: string;
  publicKey: string;
}

export function vapidParameterNames(stackName: string): VapidParameterNames {
  return { privateKey: `/${stackName}/vapid/private`, publicKey: `/${stackName}/vapid/public` };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Both keys as stored; an error naming the parameter when one is missing (the stack's custom resource makes them). */
export async function readVapidKeys(store: ParameterStore, names: VapidParameterNames): Promise<VapidKeys> {
  const [privateKey, publicKey] = await Promise.all([store.get(names.privateKey), store.get(names.publicKey)]);
  if (privateKey === null)
    throw new Error(
      `the VAPID private key parameter ${names.privateKey} does not exist: the stack's VapidKeys resource creates it`,
    );
  if (publicKey === null)
    throw new Error(
      `the VAPID public key parameter ${names.publicKey} does not exist: the stack's VapidKeys resource creates it`,
    );
  return { privateKey, publicKey };
}

/**
 * The keys once per warm function: read at the first call (a cold start) and kept. A failed
 * read is not kept, so the next invocation tries again.
 */
export function cachedVapidKeys(read: () => Promise<VapidKeys>): () => Promise<VapidKeys> {
  let pending: Promise<VapidKeys> | null = null;
  return () => {
    pending ??= read().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
