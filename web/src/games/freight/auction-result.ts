import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import type { FreightEntry } from './fleet-facts.js';
import { freshAuctionResult } from './auction-facts.js';
import { shipName } from './freight-words.js';
import { auctionOutcome } from './auction-words.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/**
 * A sealed-bid auction's result in the action bar, for every seat (the seller, who made no bid, most
 * of all): who bought the ship and for how much, or that every bidder passed. Every bid revealed stays
 * in the table's auction panel; this line is where the players are looking, until the next turn begins.
 */
@customElement('auction-result')
export class AuctionResult extends LitElement {
  static override styles = css`
    :host { display: block; margin-block-end: var(--tw-space-8); }
    :host(:last-child) { margin-block-end: 0; }
    p { margin: 0; padding: var(--tw-space-6) var(--tw-space-10); border-inline-start: 4px solid var(--tw-accent); background: var(--tw-paper-cool); }
    strong { font-weight: 700; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];

  override render() {
    const e = freshAuctionResult(this.view, this.entries);
    if (!e) return nothing;
    return html`<p role="status" data-auction-result data-winner=${e.winner ?? 'none'} data-price=${e.price}>
      <strong>${msg({ id: 'freight.auction.closed', defaultMessage: 'Auction of {ship} closed' }, { ship: shipName(e.ship) })}:</strong>
      ${auctionOutcome(this.names, e)}</p>`;
  }
}
