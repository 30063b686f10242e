import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { list, msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, spotSelectEvent, type LegalTemplate } from '../game-client.js';
import { routeCargo } from './cargo-facts.js';
import { cargoName, noteData, otherEnd, portName, routeData, routeName, shipName } from './freight-words.js';
import { notesAboard } from './ship-facts.js';
import '../../ui/tokens.js';

/**
 * The "Sail" step of a port phase: one button per route the templates offer the ship, naming the
 * route, the port at its other end, its length and what it does for the goods aboard (delivers them
 * there, brings them nearer their port, or neither), so the player need not read each note's port off
 * the market. Pointing at a button (hover or keyboard focus)
 * tells the board which route to draw out; a route picked on the board is marked here.
 */
@customElement('sail-choices')
export class SailChoices extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    .routes { display: flex; flex-wrap: wrap; gap: var(--tw-space-7); }
    button { display: inline-flex; flex-direction: column; align-items: flex-start; text-align: start; line-height: 1.2; padding: var(--tw-space-6) var(--tw-space-12); }
    .sub { font-size: var(--tw-text-80); opacity: 0.9; }
    .goods { font-size: var(--tw-text-80); font-weight: 600; }
    button.chosen { box-shadow: 0 0 0 3px var(--tw-sand-50); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) ship = '';
  @property({ attribute: false }) port: PortId = 'LON';
  @property({ attribute: false }) selected: string | null = null;

  override render() {
    const routes = choicesOf<string>(
      this.legal.filter((t) => t.ship === this.ship),
      'sail',
      'route',
    );
    if (!routes.length) return '';
    return html`<div class="routes" role="group" aria-label=${msg({ id: 'freight.sail.group', defaultMessage: 'Sail {ship}: choose a route' }, { ship: shipName(this.ship) })}>
      ${routes.map((route) => this.button(route))}
    </div>`;
  }

  private button(route: string) {
    const r = routeData(route);
    const to = otherEnd(r, this.port);
    const steps = r.squares.length + 1;
    const chosen = this.selected === route;
    return html`<button class="primary ${chosen ? 'chosen' : ''}" data-command="sail" data-ship=${this.ship} data-route=${route}
      @focus=${() => this.point(route)} @mouseenter=${() => this.point(route)}
      @click=${() => this.dispatchEvent(commandEvent({ type: 'sail', ship: this.ship, route }))}>
      <span>${msg({ id: 'freight.sail.to', defaultMessage: 'Sail to {to}' }, { to: portName(to) })}</span>
      <span class="sub">${msg({ id: 'freight.sail.sub', defaultMessage: '{route} · {steps, plural, one {# step} other {# steps}}' }, { route: routeName(route), steps })}</span>
      ${this.goods(route)}
      ${chosen ? html`<span class="visually-hidden">${msg({ id: 'freight.sail.chosenMark', defaultMessage: 'chosen on the map' })}</span>` : ''}
    </button>`;
  }

  /** What the route does for the goods aboard; nothing for an empty hold. */
  private goods(route: string) {
    if (!notesAboard(this.view, this.ship).length) return '';
    const { delivers, toward } = routeCargo(this.view, this.ship, this.port, route);
    const names = (notes: string[]) => list([...new Set(notes.map((n) => cargoName(noteData(n).cargo)))]);
    const lines = [
      delivers.length
        ? msg({ id: 'freight.sail.delivers', defaultMessage: 'Delivers {goods}' }, { goods: names(delivers) })
        : '',
      toward.length
        ? msg(
            { id: 'freight.sail.toward', defaultMessage: 'Brings {goods} nearer their ports' },
            { goods: names(toward) },
          )
        : '',
    ].filter(Boolean);
    return html`<span class="goods" data-route-goods=${delivers.length ? 'delivers' : toward.length ? 'toward' : 'none'}>${
      lines.length
        ? lines.join(' · ')
        : msg({ id: 'freight.sail.noGoods', defaultMessage: 'Takes no goods aboard nearer their ports' })
    }</span>`;
  }

  /** The board draws out the route pointed at; the game screen keeps it as the chosen spot. */
  private point(route: string): void {
    if (this.selected === route) return;
    this.dispatchEvent(spotSelectEvent(route));
  }
}
