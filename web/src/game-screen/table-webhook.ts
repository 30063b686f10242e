import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { WebhookState } from '../net/table-socket.js';
import { locale, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { problemText } from './problem-text.js';
import type { Requester } from './push-controls.js';
import '../ui/tokens.js';
import { fieldValue } from '../ui/form-fields.js';

/**
 * The table's chat webhook (Discord, Slack, Google Chat, Teams incoming webhooks): any seat may
 * set or clear it with the `webhook` action; the server posts one short line per turn change.
 * A URL the server refuses is said so, with its reason, and changes nothing.
 */
@customElement('table-webhook')
export class TableWebhook extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { display: grid; gap: var(--tw-space-9); }
    input { flex: 1 1 14rem; min-width: 0; }
    .problem { color: var(--tw-alert); margin: 0; }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: false }) state: WebhookState | null = null;
  @property({ attribute: false }) request: Requester | null = null;

  @state() private url = '';
  @state() private busy = false;
  /** The last change that failed: what was tried and why (written out while drawing). */
  @state() private problem: { removing: boolean; error: unknown } | null = null;

  override render() {
    const s = this.state;
    return html`<section aria-labelledby="webhook-heading">
      <h3 id="webhook-heading">${msg({ id: 'game.webhook.heading', defaultMessage: 'Table webhook' })}</h3>
      <p role="status" data-webhook=${s?.off ? 'off' : s?.set ? 'set' : 'none'}>${
        s?.off
          ? // Why the server gave up on the URL is its own (English) words: another language says it by error.UNKNOWN.
            msg(
              { id: 'game.webhook.switchedOff', defaultMessage: 'The webhook was switched off: {reason}' },
              { reason: problemText(new Error(s.off)) },
            )
          : s?.set
            ? s.url
              ? this.postedTo(s.url)
              : msg({ id: 'game.webhook.posted', defaultMessage: "Turns are posted to the table's chat." })
            : msg({ id: 'game.webhook.none', defaultMessage: 'No webhook: turns are not posted to a chat.' })
      }</p>
      <label for="webhook-url">${msg({ id: 'game.webhook.url', defaultMessage: 'Webhook URL' })}</label>
      <p class="muted" id="webhook-help">${msg({ id: 'game.webhook.help', defaultMessage: "An incoming-webhook URL of the table's Discord, Slack, Google Chat or Teams channel; any seat may set or remove it." })}</p>
      <div class="row">
        <input type="url" id="webhook-url" aria-describedby="webhook-help" placeholder="https://discord.com/api/webhooks/…" .value=${this.url}
          @input=${(e: Event) => (this.url = fieldValue(e).trim())}>
        <button ?disabled=${this.busy || !this.url} @click=${() => this.send(this.url)}>${msg({ id: 'game.webhook.set', defaultMessage: 'Set the webhook' })}</button>
        ${s?.set ? html`<button ?disabled=${this.busy} @click=${() => this.send(null)}>${msg({ id: 'game.webhook.remove', defaultMessage: 'Remove the webhook' })}</button>` : ''}
      </div>
      ${
        this.problem
          ? html`<p class="problem" role="alert">${
              this.problem.removing
                ? msg(
                    { id: 'game.webhook.notRemoved', defaultMessage: 'The webhook was not removed: {reason}' },
                    { reason: problemText(this.problem.error) },
                  )
                : msg(
                    { id: 'game.webhook.notSet', defaultMessage: 'The webhook was not set: {reason}' },
                    { reason: problemText(this.problem.error) },
                  )
            }</p>`
          : ''
      }
    </section>`;
  }

  /** The sentence with the URL in a <bdi>: a left-to-right URL keeps its order inside a Persian sentence. */
  private postedTo(url: string) {
    const mark = '\u0001';
    const [before, after = ''] = msg(
      { id: 'game.webhook.postedTo', defaultMessage: "Turns are posted to the table's chat: {url}." },
      { url: mark },
    ).split(mark);
    return html`${before}<bdi>${url}</bdi>${after}`;
  }

  private async send(url: string | null): Promise<void> {
    if (!this.request) return;
    this.busy = true;
    this.problem = null;
    try {
      // The socket keeps the answer as the table's webhook state (see TableSocket.receive). The
      // page's language goes with it: the server writes the table's lines in the setter's language.
      await this.request({ action: 'webhook', url, locale: locale() });
      this.url = '';
    } catch (err) {
      this.problem = { removing: url === null, error: err };
    } finally {
      this.busy = false;
    }
  }
}
