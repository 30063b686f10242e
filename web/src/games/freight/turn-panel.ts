import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, templateOf, type LegalTemplate } from '../game-client.js';
import { deepQuery } from '../../game-screen/focus.js';
import { portName, pounds, routeName, shipName } from './freight-words.js';
import './extra-roll-panel.js';
import './hold-bar.js';
import { PortMarket } from './port-market.js';
import './sail-choices.js';
import { shipOffers } from './ship-actions.js';
import './ship-actions.js';
import { notesOnPile, notesPawnedAt, portOfShip, seaPosition } from './ship-facts.js';
import './port-deck.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/**
 * The seat's own turn in the action bar: which ship moves next when several may (roll for one at
 * sea, trade with one in port), the port phase of one ship (its hold, then Sail or Done first and the
 * ship actions, beside the port's market with its Load and Insure buttons), the extra roll after a six, and the purchase
 * after a loss. Every control is one the legal templates offer; the decisive ones come first so they
 * stay in view in the pinned bar.
 */
@customElement('turn-panel')
export class TurnPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    .head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-4) var(--tw-space-18); margin-bottom: var(--tw-space-7); }
    .head h2 { margin: 0; }
    .cash { font-variant-numeric: tabular-nums; }
    .debt { background: var(--tw-red-92-2); border: 1px solid var(--tw-red-43-2); border-radius: 0.45rem; padding: var(--tw-space-6) var(--tw-space-11); margin: var(--tw-space-6) 0; color: var(--tw-red-25); }
    .decide { display: flex; flex-wrap: wrap; gap: var(--tw-space-8); align-items: stretch; margin-bottom: var(--tw-space-7); }
    ul.ships { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-6); }
    ul.ships li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-4) var(--tw-space-14); }
    .where { font-size: var(--tw-text-90); color: var(--tw-ink-brown); }
    button.link { text-align: start; border: none; background: none; color: var(--tw-blue-29); text-decoration: underline; padding: var(--tw-space-4) var(--tw-space-6); min-height: 2.2rem; }
    .offers { display: flex; flex-wrap: wrap; gap: var(--tw-space-6); margin: var(--tw-space-6) 0; }
    .sub { font-size: var(--tw-text-82); color: var(--tw-ink-brown); }
    p { margin: var(--tw-space-4) 0; }
    /* The port phase's steps and its market side by side where the bar is wide, one above the other on a phone (steps first: Sail stays in the top half). */
    .port { display: grid; gap: var(--tw-space-10) var(--tw-space-20); grid-template-columns: minmax(0, 1fr); }
    @media (min-width: 900px) { .port { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; } }
    .market { border-top: 1px solid var(--tw-sand-84); padding-top: var(--tw-space-8); }
    @media (min-width: 900px) { .market { border-top: none; padding-top: 0; border-inline-start: 1px solid var(--tw-sand-84); padding-inline-start: var(--tw-space-16); } }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  /** The route chosen on the board, marked among the Sail buttons. */
  @property({ attribute: false }) selected: string | null = null;
  /** The ship in port the player chose to trade with, before its port phase begins. */
  @state() private picked: string | null = null;
  /** Set when a click swapped the panel's content (its own button is gone): the focus goes to the new first control. */
  private refocus = false;

  protected override updated(): void {
    if (!this.refocus) return;
    this.refocus = false;
    this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  private pick(ship: string | null): void {
    this.picked = ship;
    this.refocus = true;
  }

  override render() {
    const v = this.view;
    const ph = v.phase;
    if (ph.kind !== 'turn' || this.seat === null) return '';
    const a = ph.active;
    if (a?.stage === 'port') return this.portPhase(a.ship, false);
    if (a?.stage === 'extra')
      return html`<extra-roll-panel .view=${v} .legal=${this.legal} .ship=${a.ship}></extra-roll-panel>`;
    if (a?.stage === 'after-loss') return this.afterLoss(a.ship);
    if (a) return '';
    const ships = ph.todo.filter((x) => this.legal.some((t) => t.ship === x)).sort();
    const inPort = ships.filter((x) => portOfShip(v, x) !== null);
    if (this.picked && inPort.includes(this.picked)) return this.portPhase(this.picked, ships.length > 1);
    if (ships.length === 1 && inPort.length === 1) return this.portPhase(ships[0], false);
    return this.chooser(ships);
  }

  /** Several ships may move (or one at sea): each with where it lies and its one way to begin. */
  private chooser(ships: string[]): TemplateResult {
    const v = this.view;
    const opening = v.phase.kind === 'turn' && v.phase.opening;
    return html`<div class="head"><h2>${
      ships.length > 1
        ? msg({ id: 'freight.turn.chooseHeading', defaultMessage: 'Your turn: choose the ship to move next' })
        : msg({ id: 'freight.turn.oneHeading', defaultMessage: 'Your turn' })
    }</h2>${this.cash()}</div>
      ${this.debtNote(null)}
      <ul class="ships">${ships.map((x) => {
        const port = portOfShip(v, x);
        const rolls = templateOf(
          this.legal.filter((t) => t.ship === x),
          'roll',
        );
        return html`<li data-ship=${x}>
          ${
            port
              ? html`<button class="primary" @click=${() => this.pick(x)} data-pick=${x}>${
                  opening
                    ? msg(
                        { id: 'freight.turn.loadWith', defaultMessage: 'Load cargo in {port} with {ship}' },
                        { port: portName(port), ship: shipName(x) },
                      )
                    : msg(
                        { id: 'freight.turn.tradeWith', defaultMessage: 'Trade in {port} with {ship}' },
                        { port: portName(port), ship: shipName(x) },
                      )
                }</button>`
              : rolls
                ? html`<button class="primary" data-command="roll" data-ship=${x} @click=${() => this.dispatchEvent(commandEvent({ type: 'roll', ship: x }))}>
            ${msg({ id: 'freight.turn.rollFor', defaultMessage: 'Roll for {ship}' }, { ship: shipName(x) })}</button>`
                : ''
          }
          ${port ? '' : html`<span class="where">${this.where(x)}</span>`} <hold-bar .view=${v} .ship=${x}></hold-bar>
        </li>`;
      })}</ul>
      <ship-actions .legal=${this.legal} .ship=${null}></ship-actions>`;
  }

  private where(x: string): string {
    const p = seaPosition(this.view, x);
    if (p)
      return msg(
        {
          id: 'freight.turn.atSea',
          defaultMessage: 'at sea ({route}), {left, plural, one {# step} other {# steps}} from {port}',
        },
        { route: routeName(p.route.id), left: p.left, port: portName(p.dest) },
      );
    const port = portOfShip(this.view, x);
    return port ? msg({ id: 'freight.turn.inPort', defaultMessage: 'in {port}' }, { port: portName(port) }) : '';
  }

  /** The viewer's player: render draws nothing for a spectator, so only a seated viewer's panel asks. */
  private me(): FreightView['players'][number] {
    if (this.seat === null) throw new Error('the turn panel reads the player of a spectator');
    return this.view.players[this.seat];
  }

  private cash(): TemplateResult {
    return html`<span class="cash">${msg({ id: 'freight.turn.cash', defaultMessage: 'Cash {cash}' }, { cash: pounds(this.me().cash) })}</span>`;
  }

  /** R24, R25: in debt, only pawning or selling raises money, and no ship sails until the debt is paid. */
  private debtNote(ship: string | null): TemplateResult | '' {
    const debt = this.me().debt;
    if (debt <= 0) return '';
    return html`<p class="debt" role="note">${
      ship
        ? msg(
            {
              id: 'freight.turn.debtShip',
              defaultMessage:
                'You owe the bank {debt}. Until it is paid you can only raise money, by pawning goods (in the market) or pawning or selling an empty ship, and {ship} cannot sail.',
            },
            { debt: pounds(debt), ship: shipName(ship) },
          )
        : msg(
            {
              id: 'freight.turn.debt',
              defaultMessage:
                'You owe the bank {debt}. Until it is paid you can only raise money, by pawning goods or pawning or selling an empty ship, and no ship can sail.',
            },
            { debt: pounds(debt) },
          )
    }</p>`;
  }

  /** A ship's port phase: Sail (or Done) first, then what else may be done here, and the port's market beside them. */
  private portPhase(x: string, canGoBack: boolean): TemplateResult {
    const v = this.view;
    const port = portOfShip(v, x);
    if (!port) throw new Error(`ship ${x} is in its port phase but lies in no port`);
    const opening = v.phase.kind === 'turn' && v.phase.opening;
    const done = templateOf(
      this.legal.filter((t) => t.ship === x),
      'endPortPhase',
    );
    const market = notesOnPile(v, port).length > 0 || notesPawnedAt(v, this.me().seat, port).length > 0;
    const deals = ['buyNote', 'insureNote', 'pawnNote', 'redeemNote'].some((type) =>
      this.legal.some((t) => t.type === type && t.ship === x),
    );
    return html`<div class="port">
      <div class="steps">
        <div class="head">
          <h2>${
            opening
              ? msg(
                  { id: 'freight.turn.openingHeading', defaultMessage: '{ship} in {port}: opening cargo' },
                  { ship: shipName(x), port: portName(port) },
                )
              : msg(
                  { id: 'freight.turn.portHeading', defaultMessage: '{ship} in {port}' },
                  { ship: shipName(x), port: portName(port) },
                )
          }</h2>
          ${this.cash()} <hold-bar .view=${v} .ship=${x}></hold-bar>
          ${canGoBack ? html`<button class="link" @click=${() => this.pick(null)}>${msg({ id: 'freight.turn.back', defaultMessage: 'Another ship' })}</button>` : ''}
        </div>
        ${this.debtNote(x)}
        <div class="decide">
          ${
            this.legal.some((t) => t.type === 'sail' && t.ship === x)
              ? html`<sail-choices .view=${v} .legal=${this.legal} .ship=${x} .port=${port} .selected=${this.selected}></sail-choices>`
              : ''
          }
          ${
            done
              ? html`<button class="primary" data-command="endPortPhase" data-ship=${x} @click=${() => this.dispatchEvent(commandEvent({ type: 'endPortPhase', ship: x }))}>
            ${
              opening
                ? msg({ id: 'freight.turn.doneLoading', defaultMessage: 'Done loading {ship}' }, { ship: shipName(x) })
                : msg({ id: 'freight.turn.done', defaultMessage: 'Done with {ship}' }, { ship: shipName(x) })
            }</button>`
              : ''
          }
        </div>
        <ship-actions .legal=${this.legal} .ship=${x}></ship-actions>
      </div>
      <div class="market">
        <port-deck .view=${v} .legal=${this.legal} .ship=${x} .port=${port}></port-deck>
        ${
          deals || market
            ? html`<p><button class="link" data-market-link @click=${() => deepQuery(document.body, 'port-market', PortMarket)?.reveal(port)}>
          ${msg(
            {
              id: 'freight.turn.fullMarketLink',
              defaultMessage: 'The whole market of {port} below: sorting, pawning, redeeming',
            },
            { port: portName(port) },
          )}</button></p>`
            : ''
        }
      </div>
    </div>`;
  }

  /** After a loss (R22, R23, R43): a new ship in London with its certificate's figures, or go on without one. */
  private afterLoss(x: string): TemplateResult {
    const decline = templateOf(this.legal, 'declineShips');
    const offers = this.legal.some((t) => t.type === 'buyShip');
    return html`<div class="head"><h2>${msg({ id: 'freight.turn.lostHeading', defaultMessage: '{ship} is lost' }, { ship: shipName(x) })}</h2>${this.cash()}</div>
      <p>${
        decline
          ? msg({
              id: 'freight.turn.lostChoice',
              defaultMessage: 'Buy a new ship (it starts in London), or go on with the ships you have.',
            })
          : msg({
              id: 'freight.turn.lostMust',
              defaultMessage: 'You have no ship left: buy one to stay in the game. It starts in London.',
            })
      }</p>
      ${
        decline
          ? html`<div class="decide"><button data-command="declineShips" data-ship=${x} @click=${() => this.dispatchEvent(commandEvent({ type: 'declineShips', ship: x }))}>
        ${msg({ id: 'freight.turn.decline', defaultMessage: 'Go on without a new ship' })}</button></div>`
          : ''
      }
      ${offers ? shipOffers(this, this.legal, x) : ''}`;
  }
}
