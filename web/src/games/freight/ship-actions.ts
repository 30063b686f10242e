import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type Command, type LegalTemplate } from '../game-client.js';
import { pounds, shipData, shipName, tons } from './freight-words.js';
import '../../ui/tokens.js';

const send = (el: HTMLElement, command: Command) => el.dispatchEvent(commandEvent(command));

/**
 * The ships for sale a `buyShip` template offers, each as a button with its certificate's figures
 * (capacity, price, insurance fee and value): after a loss, or in London from round 2.
 */
export function shipOffers(el: HTMLElement, legal: readonly LegalTemplate[], ship: string): TemplateResult {
  const targets = choicesOf<string>(
    legal.filter((t) => t.ship === ship),
    'buyShip',
    'target',
  );
  return html`<div class="offers">${targets.map((target) => {
    const d = shipData(target);
    return html`<button data-command="buyShip" data-ship=${ship} data-target=${target} @click=${() => send(el, { type: 'buyShip', ship, target })}
      aria-label=${msg(
        {
          id: 'freight.turn.buyShipAria',
          defaultMessage: 'Buy {ship}: {capacity}, {price}; insurance {fee}, pays {value}',
        },
        {
          ship: shipName(target),
          capacity: tons(d.capacity),
          price: pounds(d.price),
          fee: pounds(d.insuranceFee),
          value: pounds(d.insuranceValue),
        },
      )}>
      <strong>${shipName(target)}</strong> <span class="sub">${tons(d.capacity)} · ${pounds(d.price)}</span></button>`;
  })}</div>`;
}

/**
 * A port phase's actions on ships rather than goods (R18, R24-R29): insure the ship at hand,
 * pawn, sell or auction another empty ship in this port, redeem a pawned ship, and in London buy
 * one more. Only what the templates list is drawn; the game screen asks before any money moves.
 */
@customElement('ship-actions')
export class ShipActions extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    .row { gap: var(--tw-space-7); }
    button { min-height: 2.3rem; padding: var(--tw-space-6) var(--tw-space-12); }
    .group { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-6); padding: var(--tw-space-3) var(--tw-space-8); border: 1px dashed var(--tw-sand-61); border-radius: 0.45rem; }
    .offers { display: flex; flex-wrap: wrap; gap: var(--tw-space-6); margin-top: var(--tw-space-6); }
    .sub { font-size: var(--tw-text-82); color: var(--tw-ink-brown); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  /** The ship whose port phase it is (or may be); null between ship-turns, where only redeeming is a ship action. */
  @property({ attribute: false }) ship: string | null = null;
  @state() private buying = false;

  override render() {
    const x = this.ship;
    const mine = this.legal.filter((t) => t.ship === x);
    const insure = x !== null && mine.some((t) => t.type === 'insureShip');
    const disposable = x !== null ? choicesOf<string>(mine, 'pawnShip', 'target') : [];
    const redeem = choicesOf<string>(this.legal, 'redeemShip', 'target');
    const buy = x !== null ? choicesOf<string>(mine, 'buyShip', 'target') : [];
    if (!insure && !disposable.length && !redeem.length && !buy.length) return '';
    return html`<div class="row">
      ${
        insure
          ? html`<button data-command="insureShip" data-ship=${x} @click=${() => send(this, { type: 'insureShip', ship: x })}>
        ${msg({ id: 'freight.turn.insureShip', defaultMessage: 'Insure {ship}: {fee} (pays {value})' }, { ship: shipName(x), fee: pounds(shipData(x).insuranceFee), value: pounds(shipData(x).insuranceValue) })}</button>`
          : ''
      }
      ${x !== null ? disposable.map((t) => this.disposal(x, t, mine)) : ''}
      ${redeem.map(
        (
          t,
        ) => html`<button data-command="redeemShip" data-target=${t} @click=${() => send(this, { type: 'redeemShip', target: t })}>
        ${msg({ id: 'freight.turn.redeemShip', defaultMessage: 'Redeem {ship}: {price}' }, { ship: shipName(t), price: pounds(shipData(t).redemptionValue) })}</button>`,
      )}
      ${
        buy.length
          ? html`<button aria-expanded=${this.buying ? 'true' : 'false'} @click=${() => (this.buying = !this.buying)}>
        ${msg({ id: 'freight.turn.buyMore', defaultMessage: 'Buy a ship in London ({n, number} affordable)' }, { n: buy.length })}</button>`
          : ''
      }
    </div>
    ${x !== null && buy.length && this.buying ? shipOffers(this, this.legal, x) : ''}`;
  }

  /** An empty ship beside the one at hand: pawn, sell, or (when someone could bid) auction it. */
  private disposal(x: string, target: string, mine: readonly LegalTemplate[]): TemplateResult {
    const d = shipData(target);
    const offers = (type: string) => choicesOf<string>(mine, type, 'target').includes(target);
    return html`<span class="group" role="group" aria-label=${shipName(target)}><span>${shipName(target)}</span>
      <button data-command="pawnShip" data-ship=${x} data-target=${target} @click=${() => send(this, { type: 'pawnShip', ship: x, target })}>
        ${msg({ id: 'freight.turn.pawnShip', defaultMessage: 'Pawn +{amount}' }, { amount: pounds(d.pawnValue) })}</button>
      ${
        offers('sellShip')
          ? html`<button data-command="sellShip" data-ship=${x} data-target=${target} @click=${() => send(this, { type: 'sellShip', ship: x, target })}>
        ${msg({ id: 'freight.turn.sellShip', defaultMessage: 'Sell +{amount}' }, { amount: pounds(d.redemptionValue) })}</button>`
          : ''
      }
      ${
        offers('auctionShip')
          ? html`<button data-command="auctionShip" data-ship=${x} data-target=${target} @click=${() => send(this, { type: 'auctionShip', ship: x, target })}>
        ${msg({ id: 'freight.turn.auctionShip', defaultMessage: 'Auction' })}</button>`
          : ''
      }
    </span>`;
  }
}
