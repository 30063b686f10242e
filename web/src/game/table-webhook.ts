import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { WebhookState } from '../net/table-socket.js';
import { controlStyles } from '../ui/shared-styles.js';
import type { Requester } from './push-controls.js';

/**
 * The table's chat webhook (Discord, Slack, Google Chat, Teams incoming webhooks): any seat may
 * set or clear it with the `webhook` action; the server posts one short line per turn change.
 * A URL the server refuses is said so, with its reason, and changes nothing.
 */
@customElement('table-webhook')
export class TableWebhook extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    section { display: grid; gap: 0.45rem; }
    input { flex: 1 1 14rem; min-width: 0; }
    .problem { color: #a23a16; margin: 0; }
    p { margin: 0; }
  `];

  @property({ attribute: false }) state: WebhookState | null = null;
  @property({ attribute: false }) request: Requester | null = null;

  @state() private url = '';
  @state() private busy = false;
  @state() private problem = '';

  override render() {
    const s = this.state;
    return html`<section aria-labelledby="webhook-heading">
      <h3 id="webhook-heading">Table webhook</h3>
      <p role="status" data-webhook=${s?.off ? 'off' : s?.set ? 'set' : 'none'}>${s?.off ? `The webhook was switched off: ${s.off}`
        : s?.set ? `Turns are posted to the table's chat${s.url ? `: ${s.url}` : ''}.` : 'No webhook: turns are not posted to a chat.'}</p>
      <label for="webhook-url">Webhook URL</label>
      <p class="muted" id="webhook-help">An incoming-webhook URL of the table's Discord, Slack, Google Chat or Teams channel; any seat may set or remove it.</p>
      <div class="row">
        <input type="url" id="webhook-url" aria-describedby="webhook-help" placeholder="https://discord.com/api/webhooks/…" .value=${this.url}
          @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value.trim())}>
        <button ?disabled=${this.busy || !this.url} @click=${() => this.send(this.url)}>Set the webhook</button>
        ${s?.set ? html`<button ?disabled=${this.busy} @click=${() => this.send(null)}>Remove the webhook</button>` : ''}
      </div>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : ''}
    </section>`;
  }

  private async send(url: string | null): Promise<void> {
    if (!this.request) return;
    this.busy = true;
    this.problem = '';
    try {
      // The socket keeps the answer as the table's webhook state (see TableSocket.receive).
      await this.request({ action: 'webhook', url });
      this.url = '';
    } catch (err) {
      this.problem = `The webhook was not ${url === null ? 'removed' : 'set'}: ${(err as Error).message}`;
    } finally {
      this.busy = false;
    }
  }
}
