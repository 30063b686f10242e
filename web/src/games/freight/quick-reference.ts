import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { initialState } from '../../../../engine/games/who-rules-the-sea/evolve.js';
import { view } from '../../../../engine/games/who-rules-the-sea/view.js';
import { STARTING_CASH, SUPPLEMENT } from '../../../../engine/games/who-rules-the-sea/data.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { pounds } from './freight-words.js';
import { GLOSSARY, glossaryText, glossaryWord } from './term-tip.js';
import './sea-board.js';
import '../../ui/tokens.js';

/** The board before anyone buys a ship: the map alone, as a spectator sees it. */
const EMPTY_SEA = view(initialState(), null);

/**
 * Who Rules the Sea? on one page, beside the full rules (`#rules/who-rules-the-sea/quick`): the
 * aim, how a turn goes, what an arrival pays, what money allows, the game's own words, and the
 * real sea map (the game's board, which scrolls sideways on a phone where the full rules' text
 * map is clipped). Every number comes from the engine's data.
 */
@customElement('freight-quick-reference')
export class FreightQuickReference extends LitElement {
  static override styles = css`
    :host { display: block; }
    h2 { font-size: var(--tw-text-120); margin: var(--tw-space-20) 0 var(--tw-space-8); border-block-end: 1px solid var(--tw-line); }
    ol, ul { padding-inline-start: 1.4rem; display: grid; gap: var(--tw-space-4); }
    dl { display: grid; gap: var(--tw-space-6); margin: 0; }
    dt { font-weight: 600; }
    dd { margin: 0 0 var(--tw-space-4); }
  `;

  protected readonly i18n = new Localized(this);

  override render() {
    return html`<section data-quick-reference>
      <h2>${msg({ id: 'freight.quick.aimHeading', defaultMessage: 'The aim' })}</h2>
      <p>${msg({ id: 'freight.quick.aim', defaultMessage: 'Everyone starts in London with {cash}. Buy ships, load goods where they are sold, and carry them to the ports that pay for them. The company worth most at the end wins.' }, { cash: pounds(STARTING_CASH) })}</p>
      <h2>${msg({ id: 'freight.quick.turnHeading', defaultMessage: 'A turn' })}</h2>
      <ol>
        <li>${msg({ id: 'freight.quick.turnShips', defaultMessage: 'Each of your ships has a ship-turn, in the order you choose.' })}</li>
        <li>${msg({ id: 'freight.quick.turnPort', defaultMessage: 'A ship in port trades first: load notes from the port’s pile, insure the ship or its goods, pawn or redeem. Then it sails by a route of your choice, or stays (Done).' })}</li>
        <li>${msg({ id: 'freight.quick.turnSea', defaultMessage: 'A ship at sea rolls the die and moves. A helm square draws a chance card; the other squares act as printed on the map. Reaching or passing its port is an arrival.' })}</li>
      </ol>
      <h2>${msg({ id: 'freight.quick.arriveHeading', defaultMessage: 'Arriving' })}</h2>
      <p>${msg({ id: 'freight.quick.arrive', defaultMessage: 'The bank pays the sale price of every note bound for this port, the claims for insured goods lost since the last port, and the {amount} supplement. A debt is paid first from that money.' }, { amount: pounds(SUPPLEMENT) })}</p>
      <h2>${msg({ id: 'freight.quick.moneyHeading', defaultMessage: 'Money' })}</h2>
      <ul>
        <li>${msg({ id: 'freight.quick.cash', defaultMessage: 'Buying, insuring and redeeming need the cash in hand: there is no credit. Keep cash for cargo, which is what earns.' })}</li>
        <li>${msg({ id: 'freight.quick.debt', defaultMessage: 'In debt you may only pawn goods and pawn, sell or auction ships, and no ship sails until the debt is paid.' })}</li>
      </ul>
      <h2>${msg({ id: 'freight.quick.wordsHeading', defaultMessage: 'Words' })}</h2>
      <dl>${GLOSSARY.map((t) => html`<dt>${glossaryWord(t)}</dt><dd>${glossaryText(t)}</dd>`)}</dl>
      <h2>${msg({ id: 'freight.quick.mapHeading', defaultMessage: 'The map' })}</h2>
      <p>${msg({ id: 'freight.quick.map', defaultMessage: 'Six ports and seven routes; the number of squares between two ports is the route’s length. Tap a square for what it does.' })}</p>
      <freight-sea-map></freight-sea-map>
    </section>`;
  }
}

/**
 * The real sea map alone, in a region that scrolls sideways: the quick reference's map, and the
 * full rules' on a phone, where their text map is clipped (the rules page puts it beside that
 * text map and shows one or the other by the screen's width).
 */
@customElement('freight-sea-map')
export class FreightSeaMap extends LitElement {
  static override styles = css`
    :host { display: block; }
    /* Left to right like the map inside, whatever the page's direction; below about 860 px its smallest print would shrink too far. */
    .board-wrap { overflow-x: auto; border-radius: 14px; direction: ltr; }
    .board-wrap:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    sea-board { min-width: 860px; }
  `;

  protected readonly i18n = new Localized(this);

  override render() {
    return html`<div class="board-wrap" tabindex="0" role="region" aria-label=${msg({ id: 'freight.table.boardRegion', defaultMessage: 'Sea map (scrolls sideways on a narrow screen)' })}>
      <sea-board .view=${EMPTY_SEA}></sea-board>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'freight-sea-map': FreightSeaMap;
    'freight-quick-reference': FreightQuickReference;
  }
}
