import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { orderFormStyles } from '../../ui/order-form-styles.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { fieldValue } from '../../ui/form-fields.js';
import { orderAddEvent, type OrderForms, type StandingOrder } from '../game-client.js';
import '../../ui/tokens.js';

// Manila's standing orders on the seat's screen (engine/games/manila/orders.ts): a proxy bid for
// the harbour-master auction under way or the next one, "pass this auction", staying on the
// pirate ship, leaving the ships where they are as pilot, and where plundered ships go.

/** The auction a proxy bid set now is for: the one under way, else the next round's. */
function auctionRound(view: ManilaView): number {
  return view.phase.kind === 'auction' ? view.round : view.round + 1;
}

const num = (order: StandingOrder, field: string): number => (typeof order[field] === 'number' ? order[field] : 0);

function describe(order: StandingOrder): string {
  const round = num(order, 'round');
  switch (order.kind) {
    case 'proxy-bid': {
      const upTo = num(order, 'upTo');
      return upTo === 0
        ? msg(
            {
              id: 'manila.orders.passAuction',
              defaultMessage: "Pass in round {round, number}'s harbour-master auction",
            },
            { round },
          )
        : msg(
            {
              id: 'manila.orders.proxyBid',
              defaultMessage:
                "Bid up to {upTo, number} pesos in round {round, number}'s harbour-master auction, raising by the least each time",
            },
            { round, upTo },
          );
    }
    case 'no-pirate':
      return msg(
        { id: 'manila.orders.noPirate', defaultMessage: 'Stay on the pirate ship in round {round, number}' },
        { round },
      );
    case 'no-pilot':
      return msg(
        {
          id: 'manila.orders.noPilot',
          defaultMessage: 'Leave the ships where they are as pilot in round {round, number}',
        },
        { round },
      );
    case 'plunder-to':
      return msg(
        {
          id: 'manila.orders.plunderTo',
          defaultMessage:
            'As pirate captain in round {round, number}, send plundered ships to the {to, select, harbour {harbour} other {shipyard}} while there is room',
        },
        { round, to: order.to === 'harbour' ? 'harbour' : 'shipyard' },
      );
    default:
      return order.kind;
  }
}

/** Manila's own reasons (engine/games/manila/orders.ts status), in the page's language. */
function reason(_order: StandingOrder, english: string): string | null {
  let m = /^The harbour-master auction of round (\d+) is over\.$/.exec(english);
  if (m)
    return msg(
      {
        id: 'manila.orders.auctionOver',
        defaultMessage: 'The harbour-master auction of round {round, number} is over.',
      },
      { round: Number(m[1]) },
    );
  m = /^Round (\d+) is too far ahead: set it during round (\d+)\.$/.exec(english);
  if (m)
    return msg(
      {
        id: 'manila.orders.tooFar',
        defaultMessage: 'Round {round, number} is too far ahead: set it during round {before, number}.',
      },
      { round: Number(m[1]), before: Number(m[2]) },
    );
  return null;
}

export const manilaOrderForms: OrderForms<ManilaView> = {
  render: (view, seat) =>
    view.status === 'playing' ? html`<manila-order-form .view=${view} .seat=${seat}></manila-order-form>` : null,
  describe,
  key: (order) => `${order.kind}/${num(order, 'round')}`,
  reason,
};

/**
 * The forms that add Manila orders: a proxy bid (an amount, or "pass this auction"), and for the
 * round under way the pirate's, the pilot's and the pirate captain's foregone choices.
 */
@customElement('manila-order-form')
export class ManilaOrderForm extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    orderFormStyles,
    css`
    input[type='number'] { width: 5.5rem; }
  `,
  ];

  @property({ attribute: false }) view!: ManilaView;
  @property({ type: Number }) seat = 0;
  @state() private upTo = '';
  @state() private invalid = false;
  @state() private plunderTo: 'harbour' | 'shipyard' = 'harbour';

  override render() {
    const v = this.view;
    const round = auctionRound(v);
    const under = v.phase.kind === 'auction';
    return html`<form novalidate @submit=${this.proxy}>
        <fieldset>
          <legend>${
            under
              ? msg({ id: 'manila.orders.proxyLegendNow', defaultMessage: 'Proxy bid for this auction' })
              : msg(
                  {
                    id: 'manila.orders.proxyLegendNext',
                    defaultMessage: "Proxy bid for round {round, number}'s auction",
                  },
                  { round },
                )
          }</legend>
          <p class="muted" id="proxy-help">${msg({ id: 'manila.orders.proxyHelp', defaultMessage: 'Each time your turn comes, bid one more than the highest bid while that is at most your limit; pass after that.' })}</p>
          <div class="row">
            <label>${msg({ id: 'manila.orders.upTo', defaultMessage: 'Bid up to' })} <input name="up-to" type="number" inputmode="numeric" min="1" step="1"
              .value=${this.upTo} @input=${(e: Event) => ((this.upTo = fieldValue(e)), (this.invalid = false))} aria-describedby="proxy-help"></label>
            <button class="primary" type="submit" data-order-action="proxy-bid">${msg({ id: 'manila.orders.setProxy', defaultMessage: 'Set proxy bid' })}</button>
            <button type="button" data-order-action="pass-auction" @click=${() => this.add({ kind: 'proxy-bid', round, upTo: 0 })}>${msg({ id: 'manila.orders.passThis', defaultMessage: 'Pass this auction' })}</button>
          </div>
          ${this.invalid ? html`<p class="invalid" role="alert">${msg({ id: 'manila.orders.invalidLimit', defaultMessage: 'Give your limit as a whole number of pesos, at least 1.' })}</p>` : ''}
        </fieldset>
      </form>
      <fieldset>
        <legend>${msg({ id: 'manila.orders.roundLegend', defaultMessage: 'For the rest of round {round, number}' }, { round: v.round })}</legend>
        <div class="row">
          <button type="button" data-order-action="no-pirate" @click=${() => this.add({ kind: 'no-pirate', round: v.round })}>${msg({ id: 'manila.orders.setNoPirate', defaultMessage: 'Stay on the pirate ship' })}</button>
          <button type="button" data-order-action="no-pilot" @click=${() => this.add({ kind: 'no-pilot', round: v.round })}>${msg({ id: 'manila.orders.setNoPilot', defaultMessage: 'Do not move ships as pilot' })}</button>
        </div>
        <div class="row">
          <label>${msg({ id: 'manila.orders.plunderLabel', defaultMessage: 'Plundered ships to the' })} <select name="plunder-to"
            @change=${(e: Event) => (this.plunderTo = fieldValue(e) === 'shipyard' ? 'shipyard' : 'harbour')}>
            <option value="harbour" ?selected=${this.plunderTo === 'harbour'}>${msg({ id: 'manila.orders.harbour', defaultMessage: 'harbour' })}</option>
            <option value="shipyard" ?selected=${this.plunderTo === 'shipyard'}>${msg({ id: 'manila.orders.shipyard', defaultMessage: 'shipyard' })}</option>
          </select></label>
          <button type="button" data-order-action="plunder-to" @click=${() => this.add({ kind: 'plunder-to', round: v.round, to: this.plunderTo })}>${msg({ id: 'manila.orders.setPlunder', defaultMessage: 'Set' })}</button>
        </div>
      </fieldset>`;
  }

  private proxy = (e: Event) => {
    e.preventDefault();
    const n = Number(this.upTo);
    if (!/^\s*\d+\s*$/.test(this.upTo) || !Number.isSafeInteger(n) || n < 1 || n > 100_000) {
      this.invalid = true;
      return;
    }
    this.add({ kind: 'proxy-bid', round: auctionRound(this.view), upTo: n });
    this.upTo = '';
  };

  private add(order: StandingOrder): void {
    this.dispatchEvent(orderAddEvent(order));
  }
}
