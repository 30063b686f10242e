import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { boundsOf, matchesLegal } from '../../../../engine/core/legal-templates.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { seatName } from '../../ui/seat-colours.js';
import { commandEvent, legalChanged, templateOf, type LegalTemplate } from '../game-client.js';
import { pesos } from './goods-style.js';
import '../../ui/tokens.js';
import { fieldValue } from '../../ui/form-fields.js';

/**
 * The harbour master auction for the seat whose turn it is: a number field (first, so the turn's
 * focus lands where an amount is typed and Enter bids) and a slider over the range the legal bid
 * template allows; an amount outside it is never sent.
 */
@customElement('bid-panel')
export class BidPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    input[type='range'] { flex: 1 1 10rem; min-width: 8rem; }
    input[type='number'] { width: 5.5rem; }
    .invalid { color: var(--tw-alert); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @state() private amount = '';
  @state() private invalid = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New choices mean a new turn: an old warning no longer applies.
    if (changed.has('legal') && legalChanged(changed.get('legal'), this.legal)) this.invalid = false;
  }

  override render() {
    const ph = this.view.phase;
    if (ph.kind !== 'auction') return '';
    const bid = templateOf(this.legal, 'bid');
    const range = bid ? boundsOf(bid.amount) : null;
    const value = this.amount || String(range?.min ?? '');
    const standing =
      ph.highBidder === null
        ? msg({ id: 'manila.bid.noBid', defaultMessage: 'No bid yet.' })
        : msg(
            { id: 'manila.bid.highest', defaultMessage: 'Highest bid: {amount} by {name}.' },
            { amount: pesos(ph.highBid), name: seatName(this.names, ph.highBidder) },
          );
    const allowed = range
      ? msg(
          {
            id: 'manila.bid.range',
            defaultMessage: 'You can bid {min, number} to {max, number} pesos (mortgaging shares if you must).',
          },
          { min: range.min, max: range.max },
        )
      : msg({ id: 'manila.bid.cannot', defaultMessage: 'You cannot outbid it.' });
    return html`<section aria-labelledby="bid-title">
      <h2 id="bid-title">${msg({ id: 'manila.bid.title', defaultMessage: 'Auction for harbour master' })}</h2>
      <p id="bid-range">${standing} ${allowed}</p>
      <form class="row" novalidate @submit=${(e: Event) => this.bid(e)}>
        ${
          range
            ? html`
          <label>${msg({ id: 'manila.bid.yourBid', defaultMessage: 'Your bid' })} <input name="amount" type="number" inputmode="numeric" step="1"
            min=${range.min} max=${range.max} .value=${value} @input=${this.typed} aria-describedby="bid-range"></label>
          <input type="range" aria-label=${msg({ id: 'manila.bid.slider', defaultMessage: 'Bid amount slider' })} min=${range.min} max=${range.max} step="1" .value=${value}
            @input=${this.typed}>
          <button class="primary" type="submit" data-action="bid">${msg({ id: 'manila.bid.bid', defaultMessage: 'Bid' })}</button>`
            : ''
        }
        <button type="button" data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'manila.bid.pass', defaultMessage: 'Pass' })}</button>
      </form>
      ${this.invalid && range ? html`<p class="invalid" role="alert" data-min=${range.min} data-max=${range.max}>${msg({ id: 'manila.bid.invalid', defaultMessage: 'Bid a whole number from {min, number} to {max, number} pesos.' }, { min: range.min, max: range.max })}</p>` : ''}
    </section>`;
  }

  private typed = (e: Event) => {
    this.amount = fieldValue(e);
    this.invalid = false;
  };

  private bid(e: Event) {
    e.preventDefault();
    const command = {
      type: 'bid',
      amount: Number(this.amount || boundsOf(templateOf(this.legal, 'bid')?.amount ?? 0).min),
    };
    if (!matchesLegal(this.legal, command)) {
      this.invalid = true;
      return;
    }
    this.dispatchEvent(commandEvent(command));
    this.amount = '';
  }
}
