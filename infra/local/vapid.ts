import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_VAPID_SUBJECT, generateVapidKeys, type VapidKeys } from '../../lambdas/adapters/web-push.js';

/**
 * The local stack's VAPID key pair: generated once and kept in `<data>/vapid.json`, so the
 * push subscriptions browsers made against its public key stay valid across restarts (a new
 * key would make every one of them useless). The subject comes from VAPID_SUBJECT.
 */
export function localVapidKeys(
  dataDir: string,
  subject = process.env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT,
): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const publicKey = typeof kept === 'object' && kept !== null && 'publicKey' in kept ? kept.publicKey : undefined;
    const privateKey = typeof kept === 'object' && kept !== null && 'privateKey' in kept ? kept.privateKey : undefined;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string')
      throw new Error(`${file} does not hold a VAPID key pair; remove it to make a new one`);
    return { publicKey, privateKey, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...keys, subject };
}
