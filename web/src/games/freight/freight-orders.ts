import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { PORT_IDS, nameOfPort, routesFrom } from '../../../../engine/games/who-rules-the-sea/constants.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { orderFormStyles } from '../../ui/order-form-styles.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { fieldChecked, fieldValue } from '../../ui/form-fields.js';
import { orderAddEvent, type OrderForms, type StandingOrder } from '../game-client.js';
import { otherEnd, portName, pounds, routeData, routeName, shipName } from './freight-words.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

// Who Rules the Sea?'s standing orders on the seat's screen (engine/games/who-rules-the-sea/orders.ts):
// "roll for me while my ship is at sea" per ship (extra rolls after a six only if asked),
// "end my port phase when I have nothing I can afford" (or always, at once), a sealed bid
// entered ahead of the next auction, and "sail on from the next port when I can afford nothing
// there" per ship, on a route out of the port it lies in or is bound for.

const text = (order: StandingOrder, field: string): string | null =>
  typeof order[field] === 'string' ? order[field] : null;

const isPort = (id: string | null): id is PortId => id !== null && (PORT_IDS as readonly string[]).includes(id);

/** The port a ship of the view lies in or is bound for: where a "sail on" order for it would apply. */
function nextPort(view: FreightView, ship: string): PortId | null {
  const loc = view.ships.find((s) => s.id === ship)?.loc;
  if (loc?.at === 'sea') return loc.dest;
  return loc?.at === 'port' && !loc.pawned ? loc.port : null;
}

/** A route out of `from` as a choice reads: the port at its other end, and the route's name. */
const routeChoice = (route: string, from: PortId): string =>
  msg(
    { id: 'freight.orders.sailRoute', defaultMessage: '{to} ({route})' },
    { to: portName(otherEnd(routeData(route), from)), route: routeName(route) },
  );

function describe(order: StandingOrder): string {
  switch (order.kind) {
    case 'auto-roll':
      return msg(
        {
          id: 'freight.orders.autoRoll',
          defaultMessage:
            'Roll for the {ship} while it is at sea ({extra, select, yes {taking the extra roll after a six} other {no extra roll after a six}})',
        },
        { ship: shipName(text(order, 'ship') ?? ''), extra: order.extra === true ? 'yes' : 'no' },
      );
    case 'end-port':
      return order.always === true
        ? msg({
            id: 'freight.orders.endPortAlways',
            defaultMessage: 'End my port phase on arrival at once (I buy when the ship sails on)',
          })
        : msg({ id: 'freight.orders.endPort', defaultMessage: 'End my port phase when I have nothing I can afford' });
    case 'sealed-bid': {
      const tens = typeof order.tens === 'number' ? order.tens : 0;
      const ship = text(order, 'ship');
      return msg(
        {
          id: 'freight.orders.sealedBid',
          defaultMessage:
            '{pass, select, yes {Pass} other {Bid {amount}}} in the next auction {any, select, yes {I bid in} other {of the {ship}}}',
        },
        {
          pass: tens === 0 ? 'yes' : 'no',
          amount: pounds(tens * 10),
          any: ship === null ? 'yes' : 'no',
          ship: ship === null ? '' : shipName(ship),
        },
      );
    }
    case 'sail-on': {
      const port = text(order, 'port');
      const route = text(order, 'route');
      if (!isPort(port) || route === null) return order.kind;
      return msg(
        {
          id: 'freight.orders.sailOn',
          defaultMessage:
            'When the {ship} next begins a ship-turn in {port} and I can afford nothing there, sail it to {to}',
        },
        { ship: shipName(text(order, 'ship') ?? ''), port: portName(port), to: routeChoice(route, port) },
      );
    }
    default:
      return order.kind;
  }
}

/** The port an English reason names (the engine's nameOfPort), as its id. */
const portNamed = (name: string): PortId | undefined => PORT_IDS.find((p) => nameOfPort(p) === name);

/** The freight game's own reasons (engine/games/who-rules-the-sea/orders.ts status), in the page's language. */
function reason(order: StandingOrder, english: string): string | null {
  const ship = text(order, 'ship');
  if (ship !== null && english.endsWith(' is not yours (any more).'))
    return msg(
      { id: 'freight.orders.notYours', defaultMessage: 'The {ship} is not yours (any more).' },
      { ship: shipName(ship) },
    );
  if (ship !== null && english.endsWith(' is yours now.'))
    return msg({ id: 'freight.orders.yoursNow', defaultMessage: 'The {ship} is yours now.' }, { ship: shipName(ship) });
  const port = text(order, 'port');
  if (ship !== null && isPort(port)) {
    const away = /^The .+ is (bound for|in) (.+), not .+\.$/.exec(english);
    const where = away ? portNamed(away[2]) : undefined;
    if (away && where)
      return msg(
        {
          id: 'freight.orders.sailElsewhere',
          defaultMessage: 'The {ship} is {bound, select, yes {bound for} other {in}} {where}, not {port}.',
        },
        { ship: shipName(ship), bound: away[1] === 'in' ? 'no' : 'yes', where: portName(where), port: portName(port) },
      );
    if (english.endsWith(' with something you can afford: the choice is yours.'))
      return msg(
        {
          id: 'freight.orders.sailAffordable',
          defaultMessage: 'The {ship} is in {port} with something you can afford: the choice is yours.',
        },
        { ship: shipName(ship), port: portName(port) },
      );
  }
  const m = /^Your bid of £(\d+) is more than your £(\d+)\.$/.exec(english);
  if (m)
    return msg(
      { id: 'freight.orders.bidTooHigh', defaultMessage: 'Your bid of {bid} is more than your {cash}.' },
      { bid: pounds(Number(m[1])), cash: pounds(Number(m[2])) },
    );
  return null;
}

export const freightOrderForms: OrderForms<FreightView> = {
  render: (view, seat, standing) =>
    view.status === 'playing'
      ? html`<freight-order-form .view=${view} .seat=${seat} .standing=${standing}></freight-order-form>`
      : null,
  describe,
  key: (order) => (order.kind === 'end-port' ? 'end-port' : `${order.kind}/${text(order, 'ship') ?? ''}`),
  reason,
};

/** The forms that add freight orders: auto-roll per own ship, the port phase's end, a sealed bid, sail-on per own ship. */
@customElement('freight-order-form')
export class FreightOrderForm extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    orderFormStyles,
    css`
    label.check { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    label.check input { width: 1.2rem; height: 1.2rem; min-height: 0; }
    input[type='number'] { width: 6.5rem; }
  `,
  ];

  @property({ attribute: false }) view!: FreightView;
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) standing: readonly StandingOrder[] = [];
  @state() private extra = false;
  @state() private always = false;
  /** The ship a sealed bid is for: '' for the next auction the seat bids in, whichever ship. */
  @state() private bidShip = '';
  @state() private amount = '';
  @state() private invalid = false;
  /** The route picked for each ship's "sail on" order; a ship not picked for takes its port's first route. */
  @state() private sailRoutes: Record<string, string> = {};

  override render() {
    const v = this.view;
    const mine = v.ships.filter((s) => s.owner === this.seat).map((s) => s.id);
    const rolling = new Set(this.standing.filter((o) => o.kind === 'auto-roll').map((o) => o.ship));
    const others = v.ships.filter((s) => s.owner !== this.seat).map((s) => s.id);
    const auction = v.auction;
    return html`<fieldset>
        <legend>${msg({ id: 'freight.orders.rollLegend', defaultMessage: 'Roll for me while at sea' })}</legend>
        ${
          mine.length === 0
            ? html`<p class="muted">${msg({ id: 'freight.orders.noShips', defaultMessage: 'You have no ship.' })}</p>`
            : html`<label class="check"><input type="checkbox" name="extra" .checked=${this.extra} @change=${(e: Event) => (this.extra = fieldChecked(e))}>
          ${msg({ id: 'freight.orders.extra', defaultMessage: 'Also take the extra roll after a six' })}</label>
        <div class="row">${mine.map(
          (ship) => html`<button type="button" data-order-action="auto-roll" data-ship=${ship}
            @click=${() => this.add({ kind: 'auto-roll', ship, extra: this.extra })}>${
              rolling.has(ship)
                ? msg(
                    { id: 'freight.orders.rollAgain', defaultMessage: 'Set again for the {ship}' },
                    { ship: shipName(ship) },
                  )
                : msg({ id: 'freight.orders.roll', defaultMessage: 'Roll the {ship} for me' }, { ship: shipName(ship) })
            }</button>`,
        )}</div>`
        }
      </fieldset>
      <fieldset>
        <legend>${msg({ id: 'freight.orders.portLegend', defaultMessage: 'Port phase' })}</legend>
        <label class="check"><input type="checkbox" name="always" .checked=${this.always} @change=${(e: Event) => (this.always = fieldChecked(e))}>
          ${msg({ id: 'freight.orders.always', defaultMessage: 'Always, at once on arrival (buy when the ship sails on)' })}</label>
        <div class="row"><button type="button" data-order-action="end-port" @click=${() => this.add({ kind: 'end-port', always: this.always })}>${msg({ id: 'freight.orders.setEndPort', defaultMessage: 'End my port phase when I can afford nothing' })}</button></div>
      </fieldset>
      ${this.sailOn(mine)}
      <form novalidate @submit=${this.sealed}>
        <fieldset>
          <legend>${msg({ id: 'freight.orders.bidLegend', defaultMessage: 'Sealed bid ahead of the auction' })}</legend>
          <div class="row">
            <label>${msg({ id: 'freight.orders.bidShip', defaultMessage: 'Auction' })} <select name="bid-ship" @change=${(e: Event) => (this.bidShip = fieldValue(e))}>
              <option value="" ?selected=${this.bidShip === ''}>${msg({ id: 'freight.orders.anyAuction', defaultMessage: 'the next one I bid in' })}</option>
              ${others.map((s) => html`<option value=${s} ?selected=${this.bidShip === s}>${shipName(s)}${auction?.ship === s ? ` (${msg({ id: 'freight.orders.onOffer', defaultMessage: 'on offer now' })})` : ''}</option>`)}
            </select></label>
            <label>${msg({ id: 'freight.orders.bidAmount', defaultMessage: 'Bid (£10 steps, 0 passes)' })} <input name="bid-amount" type="number" inputmode="numeric" min="0" step="10"
              .value=${this.amount} @input=${(e: Event) => ((this.amount = fieldValue(e)), (this.invalid = false))}></label>
            <button type="submit" data-order-action="sealed-bid">${msg({ id: 'freight.orders.setBid', defaultMessage: 'Enter sealed bid' })}</button>
          </div>
          ${this.invalid ? html`<p class="invalid" role="alert">${msg({ id: 'freight.orders.invalidBid', defaultMessage: 'Bid a whole number of pounds in steps of 10 (0 to pass).' })}</p>` : ''}
        </fieldset>
      </form>`;
  }

  /** One row per own ship with a port ahead: the route to sail on from there, and the button that sets it. */
  private sailOn(mine: string[]) {
    const ahead = mine.flatMap((ship) => {
      const port = nextPort(this.view, ship);
      return port === null ? [] : [{ ship, port, routes: routesFrom(port).map((r) => r.id) }];
    });
    return html`<fieldset>
      <legend>${msg({ id: 'freight.orders.sailLegend', defaultMessage: 'Sail on when I can afford nothing in port' })}</legend>
      ${
        ahead.length === 0
          ? html`<p class="muted">${msg({ id: 'freight.orders.noShips', defaultMessage: 'You have no ship.' })}</p>`
          : ahead.map(({ ship, port, routes }) => {
              const picked = routes.includes(this.sailRoutes[ship] ?? '') ? this.sailRoutes[ship] : routes[0];
              return html`<div class="row">
          <label>${msg({ id: 'freight.orders.sailWhen', defaultMessage: 'The {ship}, next in {port}: sail to' }, { ship: shipName(ship), port: portName(port) })}
            <select name="sail-route" data-ship=${ship} @change=${(e: Event) => (this.sailRoutes = { ...this.sailRoutes, [ship]: fieldValue(e) })}>
              ${routes.map((r) => html`<option value=${r} ?selected=${r === picked}>${routeChoice(r, port)}</option>`)}
            </select></label>
          <button type="button" data-order-action="sail-on" data-ship=${ship}
            @click=${() => this.add({ kind: 'sail-on', ship, port, route: picked })}>${msg({ id: 'freight.orders.setSail', defaultMessage: 'Set' })}</button>
        </div>`;
            })
      }
    </fieldset>`;
  }

  private sealed = (e: Event) => {
    e.preventDefault();
    const n = Number(this.amount);
    if (!/^\s*\d+\s*$/.test(this.amount) || !Number.isSafeInteger(n) || n % 10 !== 0 || n > 10_000_000) {
      this.invalid = true;
      return;
    }
    this.add({ kind: 'sealed-bid', ship: this.bidShip === '' ? null : this.bidShip, tens: n / 10 });
    this.amount = '';
  };

  private add(order: StandingOrder): void {
    this.dispatchEvent(orderAddEvent(order));
  }
}
