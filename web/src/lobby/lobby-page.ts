import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import './create-table-form.js';
import './my-games-list.js';
import type { SeatLinks } from './seat-links.js';
import './seat-links.js';

/** The front page: the games this device holds, and a new table. */
@customElement('lobby-page')
export class LobbyPage extends LitElement {
  static override styles = css`
    :host { display: grid; gap: 1.2rem; max-width: 52rem; margin: 0 auto; padding: 1rem; }
    h1 { margin: 0; font-size: 1.6rem; }
    p.lead { margin: 0.2rem 0 0; color: #5d5a52; }
  `;

  @state() private created: CreatedFrame | null = null;

  protected override updated(changed: PropertyValues): void {
    // The links are what the creator came for: bring them into view, with focus for keyboards and readers.
    if (changed.has('created') && this.created) this.renderRoot.querySelector<SeatLinks>('seat-links')?.focusHeading();
  }

  override render() {
    return html`<header><h1>Tradewinds</h1><p class="lead">Maritime trading games with friends, one move at a time.</p></header>
      ${this.created ? html`<seat-links .created=${this.created}></seat-links>` : ''}
      <my-games-list></my-games-list>
      <create-table-form @table-created=${(e: CustomEvent<CreatedFrame>) => (this.created = e.detail)}></create-table-form>`;
  }
}
