import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { sharePrice, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, ofType, type Command } from '../game-client.js';
import { goodLabel } from './goods-style.js';

/** The harbour master's one share purchase of the round: one button per share the legal commands offer. */
@customElement('share-purchase-panel')
export class SharePurchasePanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly Command[] = [];

  override render() {
    const buys = ofType<{ type: 'buy-share'; good: Good }>(this.legal, 'buy-share');
    return html`<section aria-labelledby="buy-title">
      <h3 id="buy-title">Buy one share?</h3>
      <p class="muted">As harbour master you may buy one share from the bank at its current price (at least 5).</p>
      <div class="row">
        ${buys.map((c) => html`<button @click=${() => this.dispatchEvent(commandEvent(c))}>
          Buy ${goodLabel(c.good)} for ${sharePrice(this.view.priceOf[c.good].step)}</button>`)}
        <button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Buy none</button>
      </div>
    </section>`;
  }
}
