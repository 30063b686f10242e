import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { list, msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatName } from '../../ui/seat-colours.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';
import { cargoName, noteData, portName, pounds, shipName, tons } from './freight-words.js';
import './hold-bar.js';
import './term-tip.js';
import { SORT_KEYS, sortLabel, sortNotes, type SortKey, type SortOrder } from './note-sort.js';
import { whyNotLoadable, type Unloadable } from './cargo-facts.js';
import { shipsAtHand, shipsOffering } from './port-facts.js';
import { notesAboard, notesOnPile, notesPawnedAt, portOfShip, shipsLyingIn } from './ship-facts.js';
import '../../ui/tokens.js';
import { fieldChoice } from '../../ui/form-fields.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

type NoteCommand = 'buyNote' | 'insureNote' | 'pawnNote' | 'redeemNote';

/**
 * The market of the port where the ship at hand lies, in the table for everyone to read: the notes
 * on the port's pile, the goods aboard the trader's ships there and the goods they pawned there,
 * sortable by any figure. For the trader each note carries its own commands (load, insure, pawn,
 * redeem) as the legal templates offer them; everybody else reads the same market without controls.
 * It lives in the table: fifteen notes with all their figures would take the whole phone screen, so
 * the action bar carries the port phase's short list (port-deck.ts) and links here for the rest.
 */
@customElement('port-market')
export class PortMarket extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; container-type: inline-size; }
    section { background: var(--tw-paper); border: 1px solid var(--tw-sand-71); border-radius: 0.7rem; padding: var(--tw-space-12) var(--tw-space-16); }
    section + section { margin-top: var(--tw-space-12); }
    h2:focus { outline: none; }
    .holds { display: flex; flex-wrap: wrap; gap: var(--tw-space-6) var(--tw-space-24); margin-bottom: var(--tw-space-8); }
    .holds span { display: inline-flex; gap: var(--tw-space-8); align-items: center; }
    h3 { margin: var(--tw-space-12) 0 var(--tw-space-6); font-size: var(--tw-text-98); }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th, td { padding: var(--tw-space-5) var(--tw-space-8); text-align: end; border-bottom: 1px solid var(--tw-sand-84); }
    th:first-child, td:first-child, th.to, td.to { text-align: start; }
    th { font-size: var(--tw-text-85); font-weight: 600; color: var(--tw-ink-brown); }
    th button { min-height: 2rem; padding: var(--tw-space-3) var(--tw-space-7); border: none; background: none; font-weight: 600; font-size: var(--tw-text-85); }
    th[aria-sort] button { text-decoration: underline; }
    td.acts { white-space: normal; }
    td.acts button { min-height: 2.2rem; padding: var(--tw-space-5) var(--tw-space-11); margin: var(--tw-space-2) 0; }
    .cargo { font-weight: 600; }
    .id { color: var(--tw-ink-faded); font-size: var(--tw-text-80); margin-inline-start: var(--tw-space-6); }
    .gain { color: var(--tw-green-27); }
    .tag { font-size: var(--tw-text-78); border-radius: 0.3rem; padding: 0 var(--tw-space-6); background: var(--tw-green-90-2); color: var(--tw-green-23); margin-inline-start: var(--tw-space-6); }
    .why { color: var(--tw-ink-faded); font-size: var(--tw-text-85); }
    .sortbar { display: none; }
    /* A narrow table area shows each note as a card: the figures wrap under its name, labelled. */
    @container (max-width: 44rem) {
      .sortbar { display: flex; }
      thead { display: none; }
      table, tbody, tr { display: block; }
      tr { border-bottom: 1px solid var(--tw-sand-84); padding: var(--tw-space-7) 0; display: flex; flex-wrap: wrap; gap: var(--tw-space-2) var(--tw-space-16); align-items: baseline; }
      td { display: inline; border: none; padding: 0; text-align: start; }
      td:first-child { flex: 1 0 100%; }
      td[data-label]::before { content: attr(data-label) ": "; color: var(--tw-ink-faded); font-size: var(--tw-text-82); }
      td.acts { flex: 1 0 100%; }
    }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @state() private order: SortOrder = { key: 'margin', descending: true };

  override render() {
    const v = this.view;
    if (v.phase.kind !== 'turn') return '';
    const ph = v.phase;
    const ships = shipsAtHand(v);
    // A ship at sea has no market: only ships lying in a port open one.
    const ports = [...new Set(ships.flatMap((x) => portOfShip(v, x) ?? []))];
    return html`${ports.map((port) =>
      this.market(
        port,
        ships.filter((x) => portOfShip(v, x) === port),
        ph.seat,
      ),
    )}`;
  }

  /** Moves the reader to the heading of one port's market (the action bar's link; ships of a turn may lie in two ports). */
  reveal(port: PortId): void {
    const h = this.renderRoot.querySelector<HTMLElement>(`#market-${port}`);
    h?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    h?.focus({ preventScroll: true });
  }

  private market(port: PortId, ships: string[], trader: number): TemplateResult {
    const v = this.view;
    const mine = this.seat === trader;
    const pile = notesOnPile(v, port);
    const aboard = shipsLyingIn(v, trader, port).flatMap((x) => notesAboard(v, x));
    const pawned = notesPawnedAt(v, trader, port);
    const who = mine
      ? msg(
          { id: 'freight.market.forYou', defaultMessage: 'Trading with {ships}; your cash {cash}.' },
          { ships: list(ships.map(shipName)), cash: pounds(v.players[trader].cash) },
        )
      : msg(
          { id: 'freight.market.forOther', defaultMessage: '{player} trades here with {ships}.' },
          { player: seatName(this.names, trader), ships: list(ships.map(shipName)) },
        );
    return html`<section aria-labelledby="market-${port}" data-port=${port}>
      <h2 id="market-${port}" tabindex="-1">${msg({ id: 'freight.market.heading', defaultMessage: 'Market of {port}' }, { port: portName(port) })}</h2>
      <p class="muted" style="margin: 0 0 0.3rem">${who}</p>
      <div class="holds">${ships.map((x) => html`<span>${shipName(x)} <hold-bar .view=${v} .ship=${x}></hold-bar></span>`)}</div>
      ${this.sortBar()}
      <h3><term-tip term="note">${msg({ id: 'freight.market.pile', defaultMessage: 'Notes to load ({n, number})' }, { n: pile.length })}</term-tip></h3>
      ${pile.length ? this.table(pile, (n) => this.buyCell(n, ships, trader)) : html`<p class="muted">${msg({ id: 'freight.market.pileEmpty', defaultMessage: 'No notes left in this port.' })}</p>`}
      ${
        aboard.length
          ? html`<h3>${msg({ id: 'freight.market.aboard', defaultMessage: 'Goods aboard in this port' })}</h3>
        ${this.table(aboard, (n) => this.aboardCell(n, ships.length > 1))}`
          : ''
      }
      ${
        pawned.length
          ? html`<h3><term-tip term="pawn">${msg({ id: 'freight.market.pawned', defaultMessage: 'Goods pawned here' })}</term-tip></h3>
        ${this.table(pawned, (n) => this.cell(n, 'redeemNote', ships.length > 1))}`
          : ''
      }
    </section>`;
  }

  private sortBar(): TemplateResult {
    return html`<div class="sortbar row"><label>${msg({ id: 'freight.market.sortBy', defaultMessage: 'Sort by' })}
      <select data-sort-select @change=${(e: Event) => this.sortBy(fieldChoice(e, SORT_KEYS), true)}>
        ${SORT_KEYS.map((k) => html`<option value=${k} ?selected=${this.order.key === k}>${sortLabel(k)}</option>`)}
      </select></label></div>`;
  }

  /** A second press on the same column turns its order round; a new column starts with the most telling end (the largest figure, or A to Z). */
  private sortBy(key: SortKey, fresh = false): void {
    const same = this.order.key === key && !fresh;
    this.order = { key, descending: same ? !this.order.descending : key !== 'to' };
  }

  private table(notes: readonly string[], acts: (note: string) => TemplateResult): TemplateResult {
    const sorted = sortNotes(notes, this.order);
    const head = (
      k: SortKey,
    ) => html`<th class=${k} scope="col" aria-sort=${this.order.key === k ? (this.order.descending ? 'descending' : 'ascending') : 'none'}>
      <button data-sort=${k} @click=${() => this.sortBy(k)}>${sortLabel(k)}${this.order.key === k ? html` <span aria-hidden="true">${this.order.descending ? '▼' : '▲'}</span>` : ''}</button></th>`;
    return html`<table>
      <thead><tr><th scope="col">${msg({ id: 'freight.market.colNote', defaultMessage: 'Goods' })}</th>${SORT_KEYS.map(head)}
        <th scope="col"><span class="visually-hidden">${msg({ id: 'freight.market.colActions', defaultMessage: 'Actions' })}</span></th></tr></thead>
      <tbody>${sorted.map((n) => this.row(n, acts(n)))}</tbody>
    </table>`;
  }

  private row(n: string, acts: TemplateResult): TemplateResult {
    const d = noteData(n);
    const margin = d.sale - d.purchase;
    // A note's entry may be missing from the view (index reads are not checked): such a note shows no tag.
    const note = Object.hasOwn(this.view.notes, n) ? this.view.notes[n] : undefined;
    const insured = note?.insured && note.loc.at !== 'pile';
    return html`<tr data-note=${n}>
      <td><span class="cargo">${cargoName(d.cargo)}</span><span class="id">${n}</span>${
        insured
          ? html`<span class="tag">${msg({ id: 'freight.market.insured', defaultMessage: 'insured' })}</span>`
          : ''
      }</td>
      <td class="to" data-label=${sortLabel('to')}>${portName(d.to)}</td>
      <td data-label=${sortLabel('weight')}>${tons(d.weight)}</td>
      <td data-label=${sortLabel('purchase')}>${pounds(d.purchase)}</td>
      <td data-label=${sortLabel('sale')}>${pounds(d.sale)}</td>
      <td data-label=${sortLabel('margin')} class="gain">${margin >= 0 ? '+' : ''}${pounds(margin)}</td>
      <td data-label=${sortLabel('fee')}>${pounds(d.insuranceFee)}</td>
      <td data-label=${sortLabel('distance')}>${num(d.distance)}</td>
      <td class="acts">${acts}</td>
    </tr>`;
  }

  private buyCell(n: string, ships: string[], trader: number): TemplateResult {
    const offered = shipsOffering(this.legal, 'buyNote', 'note', n);
    // Reasons only while these ships trade (their port commands are legal): not while an auction or another ship waits.
    const trading = this.legal.some((t) => typeof t.ship === 'string' && ships.includes(t.ship));
    if (offered.length || this.seat !== trader || !trading) return this.cell(n, 'buyNote', ships.length > 1);
    // Why the trader cannot load it: said in the row, so nobody hunts for a missing button.
    const why = whyText(whyNotLoadable(this.view, trader, ships, n));
    return html`<span class="why">${why}</span>`;
  }

  private aboardCell(n: string, several: boolean): TemplateResult {
    return html`${this.cell(n, 'insureNote', several)}${this.cell(n, 'pawnNote', several)}`;
  }

  /** One button per ship whose template offers this command on this note. */
  private cell(n: string, type: NoteCommand, several: boolean): TemplateResult {
    // Between ship-turns, with several ships of the trader in this port, each of them may take the
    // action (it begins that ship's port phase): one button per ship, named.
    const ships = shipsOffering(this.legal, type, 'note', n);
    return html`${ships.map(
      (
        ship,
      ) => html`<button data-command=${type} data-ship=${ship} data-note=${n} class=${type === 'buyNote' ? 'primary' : ''}
      aria-label=${this.aria(type, n, ship, several)} @click=${() => this.dispatchEvent(commandEvent({ type, ship, note: n }))}>${this.label(type, ship, several)}</button> `,
    )}`;
  }

  private label(type: NoteCommand, ship: string, several: boolean): string {
    const s = shipName(ship);
    switch (type) {
      case 'buyNote':
        return several
          ? msg({ id: 'freight.market.loadOn', defaultMessage: 'Load on {ship}' }, { ship: s })
          : msg({ id: 'freight.market.load', defaultMessage: 'Load' });
      case 'insureNote':
        return msg({ id: 'freight.market.insure', defaultMessage: 'Insure' });
      case 'pawnNote':
        return several
          ? msg({ id: 'freight.market.pawnWith', defaultMessage: 'Pawn ({ship})' }, { ship: s })
          : msg({ id: 'freight.market.pawn', defaultMessage: 'Pawn' });
      case 'redeemNote':
        return several
          ? msg({ id: 'freight.market.redeemOn', defaultMessage: 'Redeem onto {ship}' }, { ship: s })
          : msg({ id: 'freight.market.redeem', defaultMessage: 'Redeem' });
    }
  }

  /** The button's name: its visible words first (what a voice user says), then the note and the sum it moves. */
  private aria(type: NoteCommand, n: string, ship: string, several: boolean): string {
    const d = noteData(n);
    const amount =
      type === 'buyNote'
        ? pounds(d.purchase)
        : type === 'insureNote'
          ? pounds(d.insuranceFee)
          : type === 'pawnNote'
            ? `+${pounds(d.pawnValue)}`
            : pounds(d.redemptionValue);
    return msg(
      { id: 'freight.market.buttonAria', defaultMessage: '{action}: {note} ({cargo} for {to}), {amount}' },
      { action: this.label(type, ship, several), note: n, cargo: cargoName(d.cargo), to: portName(d.to), amount },
    );
  }
}

/** A reason a note cannot be loaded, in a few words for its row. */
export function whyText(why: Unloadable): string {
  switch (why) {
    case 'debt':
      return msg({ id: 'freight.market.whyDebt', defaultMessage: 'not while in debt' });
    case 'heavy':
      return msg({ id: 'freight.market.whyHeavy', defaultMessage: 'too heavy' });
    case 'dear':
      return msg({ id: 'freight.market.whyCash', defaultMessage: 'too dear' });
    case null:
      return '';
  }
}
