import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { earnings, loadableNotes, pileForShip, whyNotLoadable } from './cargo-facts.js';
import { cargoName, codeText, noteData, portName, pounds, shipName, tons } from './freight-words.js';
import { whyText } from './port-market.js';
import { notesAboard } from './ship-facts.js';
import './term-tip.js';
import '../../ui/tokens.js';

/** Notes shown before "All notes": the best few are what a newcomer needs, and the bar stays short. */
const FIRST = 3;

/**
 * The market of the ship's port as part of its port phase, in the action bar beside the Sail
 * buttons: the port's notes best first (those the ship can load, by what they earn), each saying
 * whether it fits, what it earns and where it goes, with its Load button; then the goods aboard
 * this ship with their Insure buttons. The full market (sorting, pawning, redeeming) stays in the
 * table; this is the decision's short list, in view without scrolling the page.
 */
@customElement('port-deck')
export class PortDeck extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { display: grid; gap: var(--tw-space-6); }
    h3 { margin: 0; font-size: var(--tw-text-105); display: flex; flex-wrap: wrap; gap: var(--tw-space-4) var(--tw-space-10); align-items: baseline; }
    h3 .count { font-weight: 400; font-size: var(--tw-text-90); }
    h4 { margin: var(--tw-space-6) 0 0; font-size: var(--tw-text-95); }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-4); }
    li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-2) var(--tw-space-10); padding: var(--tw-space-4) var(--tw-space-8); border: 1px solid var(--tw-sand-84); border-radius: 0.45rem; background: var(--tw-page); }
    li[data-best] { border-color: var(--tw-green-27); }
    .what { flex: 1 1 10rem; min-width: 0; }
    .cargo { font-weight: 600; }
    .id { color: var(--tw-ink-faded); font-size: var(--tw-text-80); margin-inline-start: var(--tw-space-4); }
    .figs { font-size: var(--tw-text-88); font-variant-numeric: tabular-nums; }
    .gain { color: var(--tw-green-27); font-weight: 600; }
    .fit { font-size: var(--tw-text-85); }
    .fit.no { color: var(--tw-ink-faded); }
    .tag { font-size: var(--tw-text-78); border-radius: 0.3rem; padding: 0 var(--tw-space-6); background: var(--tw-green-90-2); color: var(--tw-green-23); margin-inline-start: var(--tw-space-6); }
    li button { min-height: 2.2rem; padding: var(--tw-space-4) var(--tw-space-11); }
    button.link { justify-self: start; border: none; background: none; color: var(--tw-blue-29); text-decoration: underline; padding: var(--tw-space-4) var(--tw-space-6); min-height: 2.2rem; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) ship = '';
  @property({ attribute: false }) port: PortId = 'LON';
  @state() private all = false;

  override render() {
    const v = this.view;
    const pile = pileForShip(v, this.legal, this.ship, this.port);
    const loadable = new Set(loadableNotes(this.legal, this.ship));
    const shown = this.all ? pile : pile.slice(0, FIRST);
    const aboard = notesAboard(v, this.ship);
    const insurable = new Set(
      choicesOf<string>(
        this.legal.filter((t) => t.ship === this.ship),
        'insureNote',
        'note',
      ),
    );
    return html`<section aria-labelledby="deck-heading" data-port-deck=${this.port}>
      <h3 id="deck-heading" data-market-heading>${msg({ id: 'freight.deck.heading', defaultMessage: 'Market of {port}' }, { port: portName(this.port) })}
        <span class="count"><term-tip term="note">${msg({ id: 'freight.deck.count', defaultMessage: '{n, plural, =0 {no notes left} one {# note to load} other {# notes to load}}' }, { n: pile.length })}</term-tip></span></h3>
      ${pile.length ? html`<ul aria-labelledby="deck-heading">${shown.map((n, i) => this.pileRow(n, loadable.has(n), i === 0 && loadable.has(n)))}</ul>` : ''}
      ${
        pile.length > FIRST
          ? html`<button class="link" data-all-notes aria-expanded=${this.all ? 'true' : 'false'} @click=${() => (this.all = !this.all)}>${
              this.all
                ? msg({ id: 'freight.deck.fewer', defaultMessage: 'Only the best {n, number}' }, { n: FIRST })
                : msg({ id: 'freight.deck.all', defaultMessage: 'All {n, number} notes' }, { n: pile.length })
            }</button>`
          : ''
      }
      ${
        aboard.length
          ? html`<h4 id="deck-aboard">${msg({ id: 'freight.deck.aboard', defaultMessage: 'Aboard {ship}' }, { ship: shipName(this.ship) })}</h4>
        <ul aria-labelledby="deck-aboard">${aboard.map((n) => this.aboardRow(n, insurable.has(n)))}</ul>`
          : ''
      }
    </section>`;
  }

  private what(n: string, best = false): TemplateResult {
    const d = noteData(n);
    return html`<span class="what"><span class="cargo">${cargoName(d.cargo)}</span> ${msg({ id: 'freight.deck.to', defaultMessage: 'to {port}' }, { port: portName(d.to) })}<span class="id">${codeText(n)}</span>${
      best ? html`<span class="tag">${msg({ id: 'freight.deck.best', defaultMessage: 'earns most' })}</span>` : ''
    }</span>`;
  }

  private pileRow(n: string, loadable: boolean, best: boolean): TemplateResult {
    const d = noteData(n);
    const why = loadable ? '' : whyText(whyNotLoadable(this.view, this.trader(), [this.ship], n));
    return html`<li data-note=${n} ?data-best=${best} data-fits=${loadable ? 'yes' : 'no'}>
      ${this.what(n, best)}
      <span class="figs">${tons(d.weight)} · ${msg({ id: 'freight.deck.costs', defaultMessage: 'costs {price}' }, { price: pounds(d.purchase) })} ·
        <span class="gain">${msg({ id: 'freight.deck.earns', defaultMessage: 'earns +{amount}' }, { amount: pounds(earnings(n)) })}</span></span>
      <span class="fit ${loadable ? 'ok' : 'no'}">${loadable ? msg({ id: 'freight.deck.fits', defaultMessage: 'fits' }) : why}</span>
      ${
        loadable
          ? html`<button class="primary" data-command="buyNote" data-ship=${this.ship} data-note=${n}
        aria-label=${msg({ id: 'freight.deck.loadAria', defaultMessage: 'Load {cargo} to {to} ({note}) for {price}' }, { cargo: cargoName(d.cargo), to: portName(d.to), note: codeText(n), price: pounds(d.purchase) })}
        @click=${() => this.dispatchEvent(commandEvent({ type: 'buyNote', ship: this.ship, note: n }))}>${msg({ id: 'freight.deck.load', defaultMessage: 'Load' })}</button>`
          : ''
      }
    </li>`;
  }

  private aboardRow(n: string, insurable: boolean): TemplateResult {
    const d = noteData(n);
    const note = Object.hasOwn(this.view.notes, n) ? this.view.notes[n] : undefined;
    return html`<li data-note=${n}>
      ${this.what(n)}
      ${
        note?.insured
          ? html`<span class="tag">${msg({ id: 'freight.market.insured', defaultMessage: 'insured' })}</span>`
          : insurable
            ? html`<button data-command="insureNote" data-ship=${this.ship} data-note=${n}
        aria-label=${msg({ id: 'freight.deck.insureAria', defaultMessage: 'Insure {cargo} to {to} ({note}) for {fee}' }, { cargo: cargoName(d.cargo), to: portName(d.to), note: codeText(n), fee: pounds(d.insuranceFee) })}
        @click=${() => this.dispatchEvent(commandEvent({ type: 'insureNote', ship: this.ship, note: n }))}>${msg({ id: 'freight.deck.insure', defaultMessage: 'Insure {fee}' }, { fee: pounds(d.insuranceFee) })}</button>`
            : html`<span class="fit no">${msg({ id: 'freight.deck.uninsured', defaultMessage: 'not insured' })}</span>`
      }
    </li>`;
  }

  /** The seat whose turn it is (the ship's owner): the view's turn says it. */
  private trader(): number {
    const ph = this.view.phase;
    if (ph.kind !== 'turn') throw new Error('the port deck is drawn outside a turn');
    return ph.seat;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'port-deck': PortDeck;
  }
}
