import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { seatName } from '../../ui/seat-colours.js';
import { commandEvent, ofType, type Command } from '../game-client.js';

/**
 * The harbour master auction for the seat whose turn it is: any amount may be typed
 * (the server answers a bid it refuses); the range the legal commands allow is shown.
 */
@customElement('bid-panel')
export class BidPanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly Command[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @state() private amount = '';

  override render() {
    const ph = this.view.phase;
    if (ph.kind !== 'auction') return '';
    const bids = ofType<{ type: 'bid'; amount: number }>(this.legal, 'bid').map((c) => c.amount);
    const lowest = bids.length ? Math.min(...bids) : null;
    const highest = bids.length ? Math.max(...bids) : null;
    const standing = ph.highBidder === null ? 'No bid yet.' : `Highest bid: ${ph.highBid} pesos by ${seatName(this.names, ph.highBidder)}.`;
    return html`<section aria-labelledby="bid-title">
      <h3 id="bid-title">Auction for harbour master</h3>
      <p>${standing} ${lowest !== null ? html`You can bid ${lowest} to ${highest} pesos (mortgaging shares if you must).` : 'You cannot outbid it.'}</p>
      <form class="row" novalidate @submit=${this.bid}>
        <label>Your bid <input name="amount" type="number" inputmode="numeric" step="1"
          min=${lowest ?? 0} max=${highest ?? 0} .value=${this.amount || String(lowest ?? '')}
          @input=${(e: Event) => (this.amount = (e.target as HTMLInputElement).value)} aria-describedby="bid-title"></label>
        <button class="primary" type="submit">Bid</button>
        <button type="button" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Pass</button>
      </form>
    </section>`;
  }

  private bid(e: Event) {
    e.preventDefault();
    const input = this.renderRoot.querySelector('input') as HTMLInputElement;
    const amount = Number(input.value);
    this.dispatchEvent(commandEvent({ type: 'bid', amount }));
    this.amount = '';
  }
}
