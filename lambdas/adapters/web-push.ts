import webpush from 'web-push';
import type { PushOptions, PushService, WebhookPoster } from '../app/ports.js';

/** The server's VAPID identity (RFC 8292): the key pair pushes are signed with, and whom to contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https URL, sent in every push's JWT. */
  subject: string;
}

/** The subject when none is configured: push services only use it to reach the operator. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:tradewinds@example.invalid';

/** A fresh key pair (P-256, base64url), as the local stack and AWS's custom resource make once. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/** Push services answer within seconds; one that hangs is cut off so the others are not kept waiting. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library: it encrypts the payload for the browser (RFC 8291,
 * aes128gcm) and signs the VAPID JWT; the request itself is sent with fetch, which (unlike the
 * library's own https-only sender) also reaches the local stack's test push service on
 * http://127.0.0.1 (allowed only where Limits.loopbackHooks says so).
 */
export class WebPushService implements PushService {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly timeoutMs = PUSH_TIMEOUT_MS,
  ) {}

  async send(target: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string, options: PushOptions): Promise<'ok' | 'gone'> {
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: this.vapid,
      TTL: options.ttl,
      topic: options.topic,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
    // fetch sets Content-Length from the body itself.
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([k]) => k.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    if (!res.ok) throw new Error(`the push service answered HTTP ${res.status}`);
    return 'ok';
  }
}

/** Chat services answer a webhook post within seconds. */
const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Posts JSON to a webhook with fetch. Redirects are refused: the URL was checked against the
 * allowlist, a redirect could lead anywhere.
 */
export class FetchWebhookPoster implements WebhookPoster {
  constructor(private readonly timeoutMs = WEBHOOK_TIMEOUT_MS) {}

  async post(url: string, body: unknown): Promise<void> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`the webhook answered HTTP ${res.status}`);
  }
}
