import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightShipView, FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { FreightEntry } from './fleet-facts.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { valueSum } from './value-sum.js';
import {
  cargoName,
  codeText,
  noteData,
  portName,
  pounds,
  routeName,
  shipData,
  shipName,
  tons,
} from './freight-words.js';
import { isPawnedShip } from '../../../../engine/games/who-rules-the-sea/place-queries.js';
import { notesAboard, notesPawned, seaPosition, shipsOf, tonsAboard } from './ship-facts.js';
import '../../ui/tokens.js';

/**
 * One player's side of the table: cash, debt (loud while there is any, since a debt blocks
 * buying and can end in bankruptcy), the value that decides the end with what makes it up,
 * every ship with where it is and what it carries, and the goods pawned in ports. A player who
 * left is marked bankrupt or resigned, with their leaving order (it ranks them, R35).
 */
@customElement('fleet-panel')
export class FleetPanel extends LitElement {
  static override styles = css`
    :host { display: block; border: 1px solid var(--tw-line-cool); border-radius: 0.7rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper-cool); min-width: 0; }
    :host([acting]) { border-color: var(--tw-accent); box-shadow: 0 0 0 2px var(--tw-accent-glow); }
    :host([gone]) { background: var(--tw-rust-93); }
    header { display: flex; align-items: center; gap: var(--tw-space-8); flex-wrap: wrap; }
    .dot { width: 1.4rem; height: 1.4rem; border-radius: 50%; color: var(--tw-surface); display: inline-grid; place-items: center; font-size: var(--tw-text-80); font-weight: 700; flex: none; }
    h3 { font-size: var(--tw-text-100); margin: 0; }
    .badge { font-size: var(--tw-text-75); border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-10); background: var(--tw-blue-92); }
    .badge.turn { background: var(--tw-accent); color: var(--tw-surface); }
    .badge.left { background: var(--tw-red-28); color: var(--tw-surface); }
    dl.money { display: grid; grid-template-columns: auto 1fr; gap: var(--tw-space-2) var(--tw-space-12); margin: var(--tw-space-8) 0 0; }
    dt { color: var(--tw-ink-slate); }
    dd { margin: 0; font-variant-numeric: tabular-nums; }
    .debt { color: var(--tw-alert-strong); font-weight: 700; }
    .debt-note { grid-column: 1 / -1; color: var(--tw-alert-strong); font-size: var(--tw-text-85); }
    .value { font-weight: 700; }
    .sum { grid-column: 1 / -1; font-size: var(--tw-text-80); color: var(--tw-ink-slate); }
    ul { list-style: none; margin: var(--tw-space-8) 0 0; padding: 0; display: grid; gap: var(--tw-space-7); }
    li.ship { border-inline-start: 4px solid var(--seat); padding-inline-start: var(--tw-space-9); }
    .ship-head { font-weight: 600; }
    .where { font-size: var(--tw-text-88); }
    .tags { display: flex; flex-wrap: wrap; gap: var(--tw-space-5); margin-top: var(--tw-space-3); }
    .tag { font-size: var(--tw-text-72); border-radius: 0.3rem; padding: var(--tw-space-1) var(--tw-space-7); background: var(--tw-blue-95); }
    .tag.ok { background: var(--tw-green-90); color: var(--tw-green-24); }
    .tag.warn { background: var(--tw-rust-92); color: var(--tw-rust-30); }
    ul.notes { gap: var(--tw-space-2); margin: var(--tw-space-4) 0 0; font-size: var(--tw-text-85); }
    ul.notes li::before { content: '▪'; margin-inline-end: var(--tw-space-6); color: var(--tw-grey-47); }
    h4 { font-size: var(--tw-text-85); margin: var(--tw-space-10) 0 0; color: var(--tw-ink-slate); }
    .empty { color: var(--tw-ink-slate); font-size: var(--tw-text-85); margin: var(--tw-space-6) 0 0; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) player = 0;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  @property({ type: Boolean, reflect: true }) acting = false;
  @property({ type: Boolean, reflect: true }) gone = false;

  override willUpdate(): void {
    const p = this.view.players[this.player];
    this.acting = this.view.status === 'playing' && this.view.toAct.includes(this.player);
    this.gone = p.left !== null;
  }

  override render() {
    const v = this.view;
    const p = v.players[this.player];
    const name = seatName(this.names, this.player);
    const who =
      this.player === this.seat ? msg({ id: 'freight.fleet.you', defaultMessage: '{name} (you)' }, { name }) : name;
    const ph = v.phase;
    const theirTurn = ph.kind === 'turn' || ph.kind === 'opening-ships' ? ph.seat === this.player : false;
    return html`<article aria-label=${who} data-seat=${this.player} style="--seat:${seatColour(this.player)}">
      <header>
        <span class="dot" style="background:${seatColour(this.player)}" aria-hidden="true">${num(this.player + 1)}</span>
        <h3>${who}</h3>
        ${theirTurn && !p.left ? html`<span class="badge turn" data-badge="turn">${this.player === this.seat ? msg({ id: 'freight.fleet.yourTurn', defaultMessage: 'your turn' }) : msg({ id: 'freight.fleet.turn', defaultMessage: 'their turn' })}</span>` : nothing}
        ${this.acting && !theirTurn ? html`<span class="badge turn" data-badge="to-act">${msg({ id: 'freight.fleet.toAct', defaultMessage: 'to bid' })}</span>` : nothing}
        ${
          p.left
            ? html`<span class="badge left" data-badge=${p.left.reason}>${
                p.left.reason === 'bankrupt'
                  ? msg(
                      {
                        id: 'freight.fleet.bankrupt',
                        defaultMessage:
                          'bankrupt (left {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}})',
                      },
                      { order: p.left.order },
                    )
                  : msg(
                      {
                        id: 'freight.fleet.resigned',
                        defaultMessage:
                          'resigned (left {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}})',
                      },
                      { order: p.left.order },
                    )
              }</span>`
            : nothing
        }
      </header>
      ${p.left ? html`<p class="empty">${msg({ id: 'freight.fleet.leftWhy', defaultMessage: 'Out of the game: ships back to the docks, goods retired, cash and debt cancelled. Ranks below every player still in.' })}</p>` : this.money()}
      ${p.left ? nothing : this.fleet()}
    </article>`;
  }

  private money() {
    const p = this.view.players[this.player];
    return html`<dl class="money">
      <dt>${msg({ id: 'freight.fleet.cash', defaultMessage: 'Cash' })}</dt><dd data-field="cash" data-amount=${p.cash}>${pounds(p.cash)}</dd>
      ${
        p.debt > 0
          ? html`<dt class="debt">${msg({ id: 'freight.fleet.debt', defaultMessage: 'Debt' })}</dt><dd class="debt" data-field="debt" data-amount=${p.debt}>${pounds(p.debt)}</dd>
        <dd class="debt-note">${msg({ id: 'freight.fleet.debtNote', defaultMessage: 'Owed to the bank: paid first from any money received; no buying, insuring, redeeming or bidding until it is paid.' })}</dd>`
          : nothing
      }
      <dt>${msg({ id: 'freight.fleet.value', defaultMessage: 'Value now' })}</dt><dd class="value" data-field="value" data-amount=${p.value}>${pounds(p.value)}</dd>
      ${p.valuation ? html`<dd class="sum" data-field="value-sum">${valueSum(p.valuation)}</dd>` : nothing}
    </dl>`;
  }

  private fleet() {
    const ships = shipsOf(this.view, this.player);
    const pawned = notesPawned(this.view, this.player);
    return html`
      ${
        ships.length
          ? html`<ul aria-label=${msg({ id: 'freight.fleet.ships', defaultMessage: 'Ships' })}>${ships.map((s) => this.ship(s))}</ul>`
          : html`<p class="empty">${msg({ id: 'freight.fleet.noShips', defaultMessage: 'No ship yet.' })}</p>`
      }
      ${
        pawned.length
          ? html`<h4>${msg({ id: 'freight.fleet.pawnedNotes', defaultMessage: 'Goods pawned' })}</h4>
        <ul class="notes">${pawned.map((n) => {
          const d = noteData(n.id);
          return html`<li data-note=${n.id} data-state="pawned">${msg(
            {
              id: 'freight.fleet.pawnedNote',
              defaultMessage: '{id} {cargo} for {to}, {weight}: in {port}, redeem for {price}',
            },
            {
              id: codeText(n.id),
              cargo: cargoName(d.cargo),
              to: portName(d.to),
              weight: tons(d.weight),
              port: portName(n.port),
              price: pounds(d.redemptionValue),
            },
          )}${
            n.insured
              ? html` <span class="tag ok">${msg({ id: 'freight.fleet.insured', defaultMessage: 'insured' })}</span>`
              : nothing
          }</li>`;
        })}</ul>`
          : nothing
      }`;
  }

  private ship(s: FreightShipView) {
    const d = shipData(s.id);
    const aboard = notesAboard(this.view, s.id);
    const load = tonsAboard(this.view, s.id);
    const ph = this.view.phase;
    const moving = ph.kind === 'turn' && ph.active?.ship === s.id;
    const claims = s.claims.reduce((n, c) => n + c.amount, 0);
    return html`<li class="ship" data-ship=${s.id} data-state=${isPawnedShip(s) ? 'pawned' : s.loc.at}>
      <div class="ship-head">${msg({ id: 'freight.fleet.shipHead', defaultMessage: '{name} ({id}), {capacity}' }, { name: shipName(s.id), id: codeText(s.id), capacity: tons(d.capacity) })}</div>
      <div class="where">${this.where(s)}</div>
      <div class="tags">
        ${aboard.length ? html`<span class="tag" data-tag="hold">${msg({ id: 'freight.fleet.hold', defaultMessage: '{load} aboard' }, { load: tons(load) })}</span>` : nothing}
        ${this.view.auction?.ship === s.id ? html`<span class="tag warn" data-tag="auction">${msg({ id: 'freight.fleet.onAuction', defaultMessage: 'up for auction' })}</span>` : nothing}
        ${moving ? html`<span class="tag warn">${msg({ id: 'freight.fleet.moving', defaultMessage: 'taking its ship-turn' })}</span>` : nothing}
        ${
          s.insured
            ? html`<span class="tag ok" data-tag="insured">${msg({ id: 'freight.fleet.shipInsured', defaultMessage: 'insured for {value}' }, { value: pounds(d.insuranceValue) })}</span>`
            : html`<span class="tag" data-tag="uninsured">${msg({ id: 'freight.fleet.uninsured', defaultMessage: 'not insured' })}</span>`
        }
        ${s.missTurns > 0 ? html`<span class="tag warn" data-tag="miss" data-n=${s.missTurns}>${msg({ id: 'freight.fleet.missTurns', defaultMessage: 'misses {n, plural, one {# turn} other {# turns}}' }, { n: s.missTurns })}</span>` : nothing}
        ${claims > 0 ? html`<span class="tag ok" data-tag="claims" data-amount=${claims}>${msg({ id: 'freight.fleet.claims', defaultMessage: 'claims pending: {amount} at the next port' }, { amount: pounds(claims) })}</span>` : nothing}
      </div>
      ${
        aboard.length
          ? html`<ul class="notes" aria-label=${msg({ id: 'freight.fleet.aboard', defaultMessage: 'Goods aboard {ship}' }, { ship: shipName(s.id) })}>${aboard.map(
              (id) => {
                const n = noteData(id);
                return html`<li data-note=${id} data-state="aboard">${msg(
                  { id: 'freight.fleet.note', defaultMessage: '{id} {cargo} for {to}, {weight}, bought for {price}' },
                  {
                    id: codeText(id),
                    cargo: cargoName(n.cargo),
                    to: portName(n.to),
                    weight: tons(n.weight),
                    price: pounds(n.purchase),
                  },
                )}${
                  this.view.notes[id].insured
                    ? html` <span class="tag ok">${msg({ id: 'freight.fleet.insured', defaultMessage: 'insured' })}</span>`
                    : nothing
                }</li>`;
              },
            )}</ul>`
          : nothing
      }
    </li>`;
  }

  private where(s: FreightShipView): string {
    const loc = s.loc;
    if (loc.at === 'port' && loc.pawned) {
      return msg(
        { id: 'freight.fleet.laidUp', defaultMessage: 'Pawned, laid up in {port}: redeem for {price}' },
        { port: portName(loc.port), price: pounds(shipData(s.id).redemptionValue) },
      );
    }
    if (loc.at === 'port')
      return msg({ id: 'freight.fleet.inPort', defaultMessage: 'In {port}' }, { port: portName(loc.port) });
    const sea = seaPosition(this.view, s.id);
    if (sea) {
      return msg(
        {
          id: 'freight.fleet.atSea',
          defaultMessage:
            'At sea on the {route} route, heading for {dest}: {left, plural, one {# step} other {# steps}} to go',
        },
        { route: routeName(sea.route.id), dest: portName(sea.dest), left: sea.left },
      );
    }
    return msg({ id: 'freight.fleet.docks', defaultMessage: 'On the docks' });
  }
}
