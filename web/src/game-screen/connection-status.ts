import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ConnectionState } from '../net/table-socket.js';
import { controlStyles } from '../ui/shared-styles.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { localTime } from '../ui/local-time.js';
import '../ui/tokens.js';

/** Each state's label, in the page's language (a function: the language can change). */
function label(state: ConnectionState): string {
  switch (state) {
    case 'live':
      return msg({ id: 'game.connection.live', defaultMessage: 'Live' });
    case 'connecting':
      return msg({ id: 'game.connection.connecting', defaultMessage: 'Connecting…' });
    case 'retrying':
      return msg({ id: 'game.connection.offline', defaultMessage: 'Offline' });
    // Not a fault: the tab closed its connection while hidden and catches up when shown.
    case 'paused':
      return msg({ id: 'game.connection.paused', defaultMessage: 'Paused while hidden' });
    case 'failed':
      return msg({ id: 'game.connection.refused', defaultMessage: 'Link refused' });
  }
}

/**
 * The connection as the player should know it: live, connecting, paused while the tab is hidden,
 * or offline with a countdown and a retry button. Once the server has been heard from, a lost
 * connection reads "Reconnecting…" with the time the board on screen was last known current, so
 * a stale board never passes for a live one.
 */
@customElement('connection-status')
export class ConnectionStatus extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: inline-flex; align-items: center; flex-wrap: wrap; gap: var(--tw-space-8); font-size: var(--tw-text-85); }
    .dot { width: 0.65rem; height: 0.65rem; border-radius: 50%; background: var(--tw-grey-60); }
    :host([state='live']) .dot { background: var(--tw-green-33); }
    :host([state='connecting']) .dot { background: var(--tw-sand-45); }
    :host([state='retrying']) .dot, :host([state='failed']) .dot { background: var(--tw-red-42); }
    button { min-height: 1.8rem; padding: var(--tw-space-2) var(--tw-space-10); font-size: var(--tw-text-80); }
  `,
  ];

  @property({ reflect: true }) state: ConnectionState = 'connecting';
  @property({ type: Number, attribute: 'retryat' }) retryAt = 0;
  /** When the server was last heard from (epoch ms), 0 if never: the board is current as of then. */
  @property({ type: Number, attribute: 'heardat' }) heardAt = 0;
  @state() private now = Date.now();
  private ticker: ReturnType<typeof setInterval> | undefined;

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('state')) return;
    clearInterval(this.ticker);
    if (this.state === 'retrying') this.ticker = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
  }

  override render() {
    const retrying = this.state === 'retrying';
    const seconds = Math.max(0, Math.ceil((this.retryAt - this.now) / 1000));
    const reconnecting = this.heardAt > 0 && (this.state === 'connecting' || retrying);
    const text = reconnecting
      ? msg(
          { id: 'game.connection.reconnecting', defaultMessage: 'Reconnecting… board as of {time}' },
          { time: localTime(new Date(this.heardAt).toISOString()) },
        )
      : label(this.state);
    // The countdown stays outside the live region: a screen reader would read it out every second.
    return html`<span class="dot" aria-hidden="true"></span>
      <span role="status" aria-live="polite" data-connection=${this.state} ?data-reconnecting=${reconnecting}>${text}</span>
      ${
        retrying
          ? html`<span class="countdown">${
              reconnecting
                ? msg({ id: 'game.connection.nextTry', defaultMessage: 'next try in {seconds, number} s' }, { seconds })
                : msg(
                    { id: 'game.connection.retrying', defaultMessage: 'retrying in {seconds, number} s' },
                    { seconds },
                  )
            }</span>
        <button @click=${() => this.dispatchEvent(new Event('reconnect', { bubbles: true, composed: true }))}>${msg({ id: 'game.connection.retryNow', defaultMessage: 'Retry now' })}</button>`
          : ''
      }`;
  }
}
