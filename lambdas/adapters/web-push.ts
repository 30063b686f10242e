import webpush, { type RequestDetails } from 'web-push';
import type { PushOptions, PushService } from '../app/ports.js';
import { sendOutbound, type SenderOptions } from './outbound/request.js';

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
 * aes128gcm) and signs the VAPID JWT; the request itself goes through sendOutbound, which
 * connects only to public addresses (the endpoint came from a seat's message), reads a few
 * kilobytes of the answer and has a deadline, and reaches the local stack's test push service
 * on http://127.0.0.1 only where `loopback` says so.
 */
export class WebPushService implements PushService {
  constructor(
    private readonly vapid: VapidKeys,
    /** `loopback`: Limits.loopbackHooks, the local stack's alone. */
    private readonly options: SenderOptions,
  ) {}

  async send(
    target: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: PushOptions,
  ): Promise<'ok' | 'gone'> {
    // Typed wider than web-push's declarations, to what it does: an empty payload leaves the body
    // null, and some headers (TTL, Content-Length) are numbers.
    const details: Omit<RequestDetails, 'headers'> & { headers: Record<string, unknown> } =
      webpush.generateRequestDetails(target, payload, {
        vapidDetails: this.vapid,
        TTL: options.ttl,
        topic: options.topic,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const answer = await sendOutbound(
      details.endpoint,
      { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : undefined },
      {
        ...this.options,
        timeoutMs: this.options.timeoutMs ?? PUSH_TIMEOUT_MS,
      },
    );
    if (answer.status === 404 || answer.status === 410) return 'gone';
    if (answer.status < 200 || answer.status > 299)
      throw new Error(
        `the push service answered HTTP ${answer.status}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`,
      );
    return 'ok';
  }
}
