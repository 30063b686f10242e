import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { boundsOf, matchesLegal } from '../../../../engine/core/legal-templates.js';
import type { SeatClockView } from '../../../../engine/core/clock/clocks.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, legalChanged, templateOf, type LegalTemplate } from '../game-client.js';
import { bidderList, bidderStyles, certificate, offerTitle } from './auction-words.js';
import { pounds } from './freight-words.js';
import '../../ui/tokens.js';
import { fieldValue } from '../../ui/form-fields.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/**
 * The sealed bid of a bidder in the action bar (R29): the amount in pounds first (where the
 * turn's focus lands; Enter bids), Bid and Pass, then the ship on offer and who has bid so far.
 * The field counts pounds, as the table talks, and the command carries tens of pounds, as the
 * template's range does; an amount off the range or not a multiple of £10 is never sent.
 */
@customElement('auction-panel')
export class AuctionPanel extends LitElement {
  static override styles = [
    controlStyles,
    bidderStyles,
    css`
    :host { display: block; }
    h2 { font-size: var(--tw-text-105); margin: 0 0 var(--tw-space-6); }
    form { display: flex; flex-wrap: wrap; gap: var(--tw-space-8); align-items: end; }
    label { display: grid; gap: var(--tw-space-2); font-size: var(--tw-text-85); }
    input { width: 7.5rem; font: inherit; padding: var(--tw-space-7) var(--tw-space-9); }
    p { margin: var(--tw-space-6) 0 0; font-size: var(--tw-text-88); }
    .cert { color: var(--tw-blue-25); }
    .invalid { color: var(--tw-alert-strong); font-weight: 600; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  /** The table's clocks, when it has them (the bidders' deadlines); undefined at a table without a clock. */
  @property({ attribute: false }) clocks: readonly SeatClockView[] | undefined;
  @state() private pounds = '';
  @state() private invalid = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new decision (the bid went in, or the auction closed): the amount typed for the last one goes;
    // another bid landing meanwhile leaves this seat's choices, and the amount typed, as they were.
    if (changed.has('legal') && legalChanged(changed.get('legal'), this.legal)) {
      this.invalid = false;
      this.pounds = '';
    }
  }

  override render() {
    const a = this.view.auction;
    if (!a) return nothing;
    const t = templateOf(this.legal, 'bid');
    const range = t ? boundsOf(t.tens) : null;
    const canPass = this.legal.some((c) => c.type === 'passBid');
    const limits = range
      ? msg(
          {
            id: 'freight.auction.range',
            defaultMessage:
              'Bid {min} to {max} in multiples of {ten}, once and in secret; the highest bid buys the ship, a tie goes to the first in turn order after the seller.',
          },
          { min: pounds(range.min * 10), max: pounds(range.max * 10), ten: pounds(10) },
        )
      : msg(
          { id: 'freight.auction.cannotBid', defaultMessage: 'You have less than {ten} in cash: you can only pass.' },
          { ten: pounds(10) },
        );
    return html`<section aria-labelledby="auction-title">
      <h2 id="auction-title">${offerTitle(this.view, this.names)}</h2>
      <form novalidate @submit=${(e: Event) => this.bid(e)}>
        ${
          range
            ? html`<label>${msg({ id: 'freight.auction.bidLabel', defaultMessage: 'Your bid in pounds' })}
            <input data-field="bid" type="number" inputmode="numeric" step="10" min=${range.min * 10} max=${range.max * 10}
              .value=${this.pounds || String(range.min * 10)} @input=${this.typed} aria-describedby="auction-range"></label>
          <button class="primary" type="submit" data-command="bid">${msg({ id: 'freight.auction.bid', defaultMessage: 'Bid' })}</button>`
            : nothing
        }
        ${canPass ? html`<button type="button" data-command="passBid" @click=${() => this.dispatchEvent(commandEvent({ type: 'passBid' }))}>${msg({ id: 'freight.auction.pass', defaultMessage: 'Pass' })}</button>` : nothing}
      </form>
      ${this.invalid && range ? html`<p class="invalid" role="alert">${msg({ id: 'freight.auction.invalid', defaultMessage: 'Bid a multiple of {ten} from {min} to {max}.' }, { ten: pounds(10), min: pounds(range.min * 10), max: pounds(range.max * 10) })}</p>` : nothing}
      <p id="auction-range">${limits}</p>
      <p class="cert">${certificate(a.ship)}</p>
      ${bidderList(this.view, this.names, this.seat, this.clocks)}
      ${this.clocks ? nothing : html`<p>${msg({ id: 'freight.auction.noClock', defaultMessage: 'This table has no clock: the auction waits for every bid.' })}</p>`}
    </section>`;
  }

  private typed = (e: Event) => {
    this.pounds = fieldValue(e);
    this.invalid = false;
  };

  private bid(e: Event) {
    e.preventDefault();
    const t = templateOf(this.legal, 'bid');
    if (!t) return;
    // What the field holds now: an emptied field, or text a number field cannot read, is no bid (never the minimum).
    const field = this.renderRoot.querySelector<HTMLInputElement>('input[data-field="bid"]');
    const typed = field?.value.trim() ?? '';
    const command = { type: 'bid', tens: Number(typed) / 10 };
    if (typed === '' || !Number.isInteger(command.tens) || !matchesLegal(this.legal, command)) {
      this.invalid = true;
      return;
    }
    // Kept until the legal commands change: a question answered "cancel" leaves the amount as typed.
    this.dispatchEvent(commandEvent(command));
  }
}
