import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { sharePrice, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { goodLabel } from './goods-style.js';

/** The harbour master's one share purchase of the round: one button per good the legal template offers. */
@customElement('share-purchase-panel')
export class SharePurchasePanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];

  override render() {
    const goods = choicesOf<Good>(this.legal, 'buy-share', 'good');
    return html`<section aria-labelledby="buy-title">
      <h2 id="buy-title">Buy one share?</h2>
      <p class="muted">As harbour master you may buy one share from the bank at its current price (at least 5).</p>
      <div class="row">
        ${goods.map((good) => html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'buy-share', good }))}>
          Buy ${goodLabel(good)} for ${sharePrice(this.view.priceOf[good].step)}</button>`)}
        <button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Buy none</button>
      </div>
    </section>`;
  }
}
