import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { list, msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { pounds, shipData, shipName, tons } from './freight-words.js';
import '../../ui/tokens.js';
import { fieldChecked } from '../../ui/form-fields.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/** The cash the advice tells a newcomer to keep after the opening purchase: about one of London's dearer notes and its insurance. */
const KEEP_FOR_CARGO = 1500;

/**
 * The opening purchase (R6): one or two ships from the docks, ticked on their certificates. Only
 * the combinations the template lists can be ticked (a ship that fits no set with the one already
 * ticked is greyed out), and Buy, first in the bar, sends exactly the set ticked. A newcomer is
 * advised to keep cash for cargo: fifteen certificates with six figures each say nothing of that.
 */
@customElement('opening-ships-panel')
export class OpeningShipsPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    .top { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-6) var(--tw-space-16); margin-bottom: var(--tw-space-8); }
    .top h2 { margin: 0; }
    .total { font-variant-numeric: tabular-nums; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15.5rem, 1fr)); gap: var(--tw-space-6); }
    label { display: grid; grid-template-columns: auto 1fr; gap: 0 var(--tw-space-9); align-items: start; padding: var(--tw-space-6) var(--tw-space-9); border: 1px solid var(--tw-sand-71); border-radius: 0.45rem; background: var(--tw-paper-warm); cursor: pointer; }
    label.on { border-color: var(--tw-accent); background: var(--tw-blue-93-2); }
    label.off { opacity: 0.5; cursor: default; }
    input { min-height: 1.3rem; width: 1.2rem; height: 1.2rem; margin: var(--tw-space-2) 0 0; }
    .name { font-weight: 600; }
    .advice { margin: 0 0 var(--tw-space-6); padding: var(--tw-space-5) var(--tw-space-10); border-inline-start: 3px solid var(--tw-accent); background: var(--tw-blue-93); }
    .fig { grid-column: 2; font-size: var(--tw-text-82); color: var(--tw-ink-brown); font-variant-numeric: tabular-nums; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private ticked: readonly string[] = [];

  override render() {
    const sets = choicesOf<string[]>(this.legal, 'buyShips', 'ships');
    if (!sets.length) return '';
    const offered = [...new Set(sets.flat())].sort();
    const ticked = this.ticked.filter((x) => offered.includes(x));
    const chosen = sets.find((s) => s.length === ticked.length && s.every((x) => ticked.includes(x)));
    const total = ticked.reduce((n, x) => n + shipData(x).price, 0);
    const seat = this.view.phase.kind === 'opening-ships' ? this.view.phase.seat : 0;
    const cash = this.view.players[seat].cash;
    // A ship can be ticked when some offered set holds it together with everything ticked already.
    const open = (x: string) =>
      ticked.includes(x) || sets.some((s) => s.includes(x) && ticked.every((t) => s.includes(t)));
    return html`<div class="top">
        <h2>${msg({ id: 'freight.opening.heading', defaultMessage: 'Buy your first one or two ships' })}</h2>
        <button class="primary" data-command="buyShips" ?disabled=${!chosen} @click=${() => chosen && this.dispatchEvent(commandEvent({ type: 'buyShips', ships: chosen }))}>
          ${chosen ? msg({ id: 'freight.opening.buy', defaultMessage: 'Buy {ships}' }, { ships: list(chosen.map(shipName)) }) : msg({ id: 'freight.opening.buyNone', defaultMessage: 'Buy' })}</button>
        <span class="total" aria-live="polite">${msg({ id: 'freight.opening.total', defaultMessage: 'Total {total} of your {cash}' }, { total: pounds(total), cash: pounds(cash) })}</span>
      </div>
      <p class="advice" data-advice>${msg({ id: 'freight.opening.advice', defaultMessage: 'For a first game: one ship that leaves you about {keep} for cargo and insurance. A ship earns only what it carries; a second one can be bought in London later.' }, { keep: pounds(KEEP_FOR_CARGO) })}</p>
      <p class="muted" style="margin: 0 0 0.3rem">${msg({ id: 'freight.opening.hint', defaultMessage: 'Tick one ship or two. Each certificate: capacity and price; insurance fee and what it pays; pawn and redemption value.' })}</p>
      <ul>${offered.map((x) => this.ship(x, ticked.includes(x), open(x)))}</ul>`;
  }

  private ship(x: string, on: boolean, open: boolean) {
    const d = shipData(x);
    const toggle = (e: Event) => {
      const checked = fieldChecked(e);
      this.ticked = checked ? [...this.ticked, x] : this.ticked.filter((t) => t !== x);
    };
    return html`<li><label class=${on ? 'on' : open ? '' : 'off'}>
      <input type="checkbox" data-ship-choice=${x} .checked=${on} ?disabled=${!open} @change=${toggle}>
      <span><span class="name">${shipName(x)}</span> · ${tons(d.capacity)} · ${pounds(d.price)}</span>
      <span class="fig">${msg({ id: 'freight.opening.insurance', defaultMessage: 'Insurance {fee}, pays {value}' }, { fee: pounds(d.insuranceFee), value: pounds(d.insuranceValue) })}</span>
      <span class="fig">${msg({ id: 'freight.opening.pawn', defaultMessage: 'Pawn +{pawn}, redeem {redeem}' }, { pawn: pounds(d.pawnValue), redeem: pounds(d.redemptionValue) })}</span>
    </label></li>`;
  }
}
