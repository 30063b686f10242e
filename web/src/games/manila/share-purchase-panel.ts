import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { sharePrice, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { goodLabel } from './goods-style.js';

/** The harbour master's one share purchase of the round: one button per good the legal template offers. */
@customElement('share-purchase-panel')
export class SharePurchasePanel extends LitElement {
  static override styles = controlStyles;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];

  override render() {
    const goods = choicesOf<Good>(this.legal, 'buy-share', 'good');
    return html`<section aria-labelledby="buy-title">
      <h2 id="buy-title">${msg({ id: 'manila.buy.title', defaultMessage: 'Buy one share?' })}</h2>
      <p class="muted">${msg({ id: 'manila.buy.help', defaultMessage: 'As harbour master you may buy one share from the bank at its current price (at least {min, number}).' }, { min: 5 })}</p>
      <div class="row">
        ${goods.map(
          (
            good,
          ) => html`<button data-good=${good} @click=${() => this.dispatchEvent(commandEvent({ type: 'buy-share', good }))}>
          ${msg({ id: 'manila.buy.good', defaultMessage: 'Buy {good} for {price, number}' }, { good: goodLabel(good), price: sharePrice(this.view.priceOf[good].step) })}</button>`,
        )}
        <button data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'manila.buy.none', defaultMessage: 'Buy none' })}</button>
      </div>
    </section>`;
  }
}
