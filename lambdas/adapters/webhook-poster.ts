import type { WebhookPoster } from '../app/ports.js';
import { sendOutbound, type SenderOptions } from './outbound/request.js';

/** Chat services answer a webhook post within seconds. */
const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Posts JSON to a table's webhook through sendOutbound: public addresses only (the URL came
 * from a seat), no redirect followed (the URL was checked against the allowlist, a redirect
 * could lead anywhere), a few kilobytes of the answer read, and a deadline.
 */
export class HttpWebhookPoster implements WebhookPoster {
  /** `loopback`: Limits.loopbackHooks, the local stack's alone. */
  constructor(private readonly options: SenderOptions) {}

  async post(url: string, body: unknown): Promise<void> {
    const answer = await sendOutbound(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      {
        ...this.options,
        timeoutMs: this.options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
    );
    if (answer.status < 200 || answer.status > 299)
      throw new Error(
        `the webhook answered HTTP ${answer.status}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`,
      );
  }
}
