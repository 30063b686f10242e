import type { NotifyPorts, Ports, PushOptions, PushService, WebhookPoster } from '../../../lambdas/app/ports.js';
import type { PushPayload } from '../../../lambdas/app/notify/push.js';

/** A push service in memory: keeps each message (the payload as the browser would decrypt it); endpoints in `gone` answer 410. */
export class RecordingPush implements PushService {
  readonly sent: { endpoint: string; payload: PushPayload; options: PushOptions }[] = [];
  readonly gone = new Set<string>();
  async send(target: { endpoint: string }, payload: string, options: PushOptions): Promise<'ok' | 'gone'> {
    if (this.gone.has(target.endpoint)) return 'gone';
    this.sent.push({ endpoint: target.endpoint, payload: JSON.parse(payload) as PushPayload, options });
    return 'ok';
  }
}

export class RecordingWebhooks implements WebhookPoster {
  readonly posts: { url: string; body: unknown }[] = [];
  async post(url: string, body: unknown): Promise<void> {
    this.posts.push({ url, body });
  }
}

export function withNotifying<P extends Ports>(
  ports: P,
): P & NotifyPorts & { push: RecordingPush; webhooks: RecordingWebhooks } {
  return Object.assign(ports, {
    push: new RecordingPush(),
    webhooks: new RecordingWebhooks(),
    sleep: async () => undefined,
  });
}

/** A browser's subscription as `notify` carries it: keys of the right shape (memory pushes are not encrypted). */
export function subscriptionFor(endpoint: string): { endpoint: string; keys: { p256dh: string; auth: string } } {
  return { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
}
