import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SeatClockView } from '../../../../engine/core/clock/clocks.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { auctionOutcome, bidderList, bidderStyles, certificate, offerTitle } from './auction-words.js';
import { latest, turnBeganSince, type FreightEntry } from './fleet-facts.js';
import { pounds, shipName } from './freight-words.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/**
 * The auction as the whole table sees it, bidders, seller and spectators alike: while it runs,
 * the ship on offer and who has bid (never how much); once it has closed, and until the next
 * turn begins, every bid revealed, highest first, and who won at what price.
 */
@customElement('auction-status')
export class AuctionStatus extends LitElement {
  static override styles = [
    bidderStyles,
    css`
    :host { display: block; }
    section { border: 1px solid var(--tw-line-cool); border-radius: 0.7rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper-cool); }
    section.open { border-color: var(--tw-accent); }
    h2 { font-size: var(--tw-text-100); margin: 0 0 var(--tw-space-4); }
    p { margin: var(--tw-space-4) 0 0; font-size: var(--tw-text-88); }
    .cert { color: var(--tw-blue-25); }
    ol { margin: var(--tw-space-6) 0 0; padding-inline-start: var(--tw-space-26); font-size: var(--tw-text-90); }
    ol .dot { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-inline-end: var(--tw-space-5); vertical-align: middle; }
    li.won { font-weight: 700; }
    .result { font-weight: 600; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  /** The table's clocks, when it has them; undefined at a table without a clock. */
  @property({ attribute: false }) clocks: readonly SeatClockView[] | undefined;

  override render() {
    const a = this.view.auction;
    if (a) {
      // The bidders the server still waits for (a bidder who left counts as passing, R45).
      const waiting = this.view.toAct.length;
      return html`<section class="open" aria-labelledby="auction-status-title" data-auction="open" data-ship=${a.ship}>
        <h2 id="auction-status-title">${offerTitle(this.view, this.names)}</h2>
        <p class="cert">${certificate(a.ship)}</p>
        <p>${msg({ id: 'freight.auction.status', defaultMessage: 'Sealed bids: nobody sees an amount until every bid is in. {waiting, plural, =0 {All bids are in.} one {# bid still to come.} other {# bids still to come.}}' }, { waiting })}
          ${this.clocks ? nothing : msg({ id: 'freight.auction.noClock', defaultMessage: 'This table has no clock: the auction waits for every bid.' })}</p>
        ${bidderList(this.view, this.names, this.seat, this.clocks)}
      </section>`;
    }
    const closed = latest(this.entries, ['AuctionClosed']);
    if (!closed || turnBeganSince(this.entries, closed)) return nothing;
    const e = closed.event;
    const bids = [...e.bids].sort((x, y) => y.amount - x.amount);
    return html`<section aria-labelledby="auction-status-title" data-auction="closed" data-ship=${e.ship}>
      <h2 id="auction-status-title">${msg({ id: 'freight.auction.closed', defaultMessage: 'Auction of {ship} closed' }, { ship: shipName(e.ship) })}</h2>
      <p class="result" data-winner=${e.winner ?? 'none'} data-price=${e.price}>${auctionOutcome(this.names, e)}</p>
      <ol aria-label=${msg({ id: 'freight.auction.revealed', defaultMessage: 'The bids revealed' })}>
        ${bids.map(
          (b) =>
            html`<li class=${b.seat === e.winner ? 'won' : ''} data-bidder=${b.seat} data-amount=${b.amount}><span class="dot" style="background:${seatColour(b.seat)}" aria-hidden="true"></span>${
              b.amount === 0
                ? msg(
                    { id: 'freight.auction.revealedPass', defaultMessage: '{name}: passed' },
                    { name: seatName(this.names, b.seat) },
                  )
                : msg(
                    { id: 'freight.auction.revealedBid', defaultMessage: '{name}: {amount}' },
                    { name: seatName(this.names, b.seat), amount: pounds(b.amount) },
                  )
            }</li>`,
        )}
      </ol>
    </section>`;
  }
}
