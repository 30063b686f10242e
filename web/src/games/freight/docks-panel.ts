import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { templatesOf, valuesOf } from '../../../../engine/core/legal-templates.js';
import type { ShipData } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';
import { pounds, shipData, shipName, tons } from './freight-words.js';
import '../../ui/tokens.js';
import { detailsOpen } from '../../ui/form-fields.js';

function className(c: ShipData['class']): string {
  switch (c) {
    case 'coaster':
      return msg({ id: 'freight.docks.coaster', defaultMessage: 'Coaster' });
    case 'freighter':
      return msg({ id: 'freight.docks.freighter', defaultMessage: 'Freighter' });
    case 'cargo liner':
      return msg({ id: 'freight.docks.liner', defaultMessage: 'Cargo liner' });
  }
}

/**
 * The docks: every ship for sale as its ownership certificate (class, capacity, and the five sums
 * printed on it). While the viewer may buy a ship (in London from round 2, or after a loss), each
 * ship the legal templates offer carries its Buy button; the game screen asks before paying.
 */
@customElement('docks-panel')
export class DocksPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    details { background: var(--tw-paper-warm); border: 1px solid var(--tw-sand-78-3); border-radius: 12px; padding: var(--tw-space-10) var(--tw-space-15); }
    summary { cursor: pointer; font-weight: 700; font-size: var(--tw-text-105); padding: var(--tw-space-4) 0; }
    summary:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    .hint { margin: var(--tw-space-4) 0 var(--tw-space-10); font-size: var(--tw-text-90); }
    ul { list-style: none; margin: var(--tw-space-6) 0 var(--tw-space-4); padding: 0; display: grid; gap: var(--tw-space-12); grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
    /* Two certificates abreast on a phone rather than one long column. */
    @media (max-width: 600px) { ul { grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); } }
    li {
      display: grid; gap: var(--tw-space-7); align-content: start; padding: var(--tw-space-11) var(--tw-space-13); border-radius: 8px;
      background: linear-gradient(var(--tw-paper-cream), var(--tw-sand-91)); border: 1px solid var(--tw-sand-60); box-shadow: inset 0 0 0 3px var(--tw-paper-cream), inset 0 0 0 4px var(--tw-sand-74);
    }
    li.buyable { border-color: var(--tw-accent); box-shadow: inset 0 0 0 3px var(--tw-paper-cream), inset 0 0 0 4px var(--tw-blue-65); }
    .head { display: flex; justify-content: space-between; gap: var(--tw-space-8); align-items: baseline; flex-wrap: wrap; }
    .name { font-weight: 800; font-size: var(--tw-text-105); color: var(--tw-blue-15); }
    .class { font-size: var(--tw-text-85); color: var(--tw-ink-muted); }
    dl { display: grid; grid-template-columns: 1fr auto; gap: var(--tw-space-2) var(--tw-space-12); margin: 0; font-size: var(--tw-text-88); }
    dt { color: var(--tw-grey-27); }
    dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; font-weight: 600; }
    .none { margin: var(--tw-space-6) 0; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  /** Folded on a phone (eleven certificates are a long scroll) until the player opens it or may buy; open on wider screens. */
  @state() private unfolded = typeof matchMedia === 'undefined' || !matchMedia('(max-width: 600px)').matches;

  /**
   * For each ship the viewer may buy now, the `ship` field of each buyShip command that offers it:
   * the ship whose port phase (or loss) the purchase belongs to. Two of the seat's ships in London
   * between ship-turns each offer it, and buying begins that ship's port phase, so each gets its button.
   */
  private offers(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const t of templatesOf(this.legal, 'buyShip')) {
      const ship = t.ship;
      if (typeof ship !== 'string') continue;
      for (const target of valuesOf<string>(t.target)) out.set(target, [...(out.get(target) ?? []), ship]);
    }
    return out;
  }

  override render() {
    const forSale = this.view.ships.filter((s) => s.owner === null && s.loc.at === 'docks').map((s) => shipData(s.id));
    const offers = this.offers();
    return html`<details ?open=${this.unfolded || offers.size > 0} @toggle=${(e: Event) => {
      this.unfolded = detailsOpen(e);
    }}>
      <summary>${msg({ id: 'freight.docks.title', defaultMessage: 'Docks: {n, plural, =0 {no ships for sale} one {# ship for sale} other {# ships for sale}}' }, { n: forSale.length })}</summary>
      ${
        offers.size
          ? html`<p class="hint">${msg({ id: 'freight.docks.canBuy', defaultMessage: 'You may buy a ship now: it lies in London, ready for its port phase.' })}</p>`
          : ''
      }
      ${
        forSale.length
          ? html`<ul>${forSale.map((d) => this.certificate(d, offers.get(d.id)))}</ul>`
          : html`<p class="none muted">${msg({ id: 'freight.docks.empty', defaultMessage: 'Every ship has an owner.' })}</p>`
      }
    </details>`;
  }

  private certificate(d: ShipData, buyers: readonly string[] = []) {
    const row = (label: string, value: string) => html`<dt>${label}</dt><dd>${value}</dd>`;
    return html`<li class=${buyers.length ? 'buyable' : ''} data-ship-card=${d.id}>
      <div class="head"><span class="name">${shipName(d.id)}</span><span class="class">${className(d.class)}</span></div>
      <dl>
        ${row(msg({ id: 'freight.docks.capacity', defaultMessage: 'Capacity' }), tons(d.capacity))}
        ${row(msg({ id: 'freight.docks.price', defaultMessage: 'Price' }), pounds(d.price))}
        ${row(msg({ id: 'freight.docks.insuranceFee', defaultMessage: 'Insurance fee' }), pounds(d.insuranceFee))}
        ${row(msg({ id: 'freight.docks.insuranceValue', defaultMessage: 'Insurance value' }), pounds(d.insuranceValue))}
        ${row(msg({ id: 'freight.docks.pawnValue', defaultMessage: 'Pawn value' }), pounds(d.pawnValue))}
        ${row(msg({ id: 'freight.docks.redemptionValue', defaultMessage: 'Redemption value' }), pounds(d.redemptionValue))}
      </dl>
      ${buyers.map(
        (buyer) => html`<button class="primary" data-command="buyShip" data-ship=${buyer} data-target=${d.id}
          @click=${() => this.dispatchEvent(commandEvent({ type: 'buyShip', ship: buyer, target: d.id }))}>
          ${
            buyers.length === 1
              ? msg(
                  { id: 'freight.docks.buy', defaultMessage: 'Buy {ship} for {price}' },
                  { ship: shipName(d.id), price: pounds(d.price) },
                )
              : msg(
                  {
                    id: 'freight.docks.buyWith',
                    defaultMessage: 'Buy {ship} for {price} in the port phase of {buyer}',
                  },
                  { ship: shipName(d.id), price: pounds(d.price), buyer: shipName(buyer) },
                )
          }</button>`,
      )}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'docks-panel': DocksPanel;
  }
}
