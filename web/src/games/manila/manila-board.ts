import { LitElement, css, html, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { GOODS, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { dieFace } from '../../ui/die-face.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import type { BoardContext } from './board-context.js';
import { TALL, WIDE, type Box } from './board-layout.js';
import { berths } from './berths.js';
import { areaPurpose } from './board-areas.js';
import { GOOD_COLOURS, goodLabel, goodName, pesos } from './goods-style.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { boardText, fitBoardTexts } from '../terms.js';
import { insuranceOffice } from './insurance-office.js';
import { pilotIsland } from './pilot-island.js';
import { pirateShip } from './pirate-ship.js';
import { priceTrack } from './price-track.js';
import { shipLanes } from './ship-lanes.js';
import { spotSelectEvent } from '../game-client.js';
import { lightBoard } from '../../ui/tokens.js';
import { knownEntries } from '../../ui/known-keys.js';

/** Narrower than this, the landscape board's smallest print would be under about 8 px. */
const TALL_BELOW_PX = 700;

/**
 * The Manila board as SVG: lanes and ships, harbour and shipyard, pirates, pilots,
 * insurance and prices, every accomplice in its owner's colour. Spots the viewer may
 * place on are buttons; choosing one fires `spot-select` with the spot id.
 */
@customElement('manila-board')
export class ManilaBoard extends LitElement {
  // Drawn over board art whose colours are fixed (tokens.ts): light in every theme.
  static override styles = [
    lightBoard,
    css`
    :host { display: block; }
    /* The board keeps its printed orientation (lanes run to Manila on the right) in every language. */
    svg { display: block; width: 100%; height: auto; font-family: system-ui, sans-serif; user-select: none; direction: ltr; }
    .place-target { cursor: pointer; }
    .place-target:focus { outline: none; }
    .place-target:focus-visible { stroke: var(--tw-blue-31); stroke-width: 5; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) placeable: ReadonlySet<string> = new Set();
  @property({ attribute: false }) selected: string | null = null;
  /** The dice of the latest roll this round, by good. */
  @property({ attribute: false }) dice: Partial<Record<Good, number>> = {};
  /** Upright when the board has less room than the landscape needs to stay legible. */
  @state() private tall = false;
  private resize = new ResizeObserver(([entry]) => {
    this.tall = entry.contentRect.width < TALL_BELOW_PX;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  override render() {
    const v = this.view;
    const ctx: BoardContext = {
      names: this.names,
      placeable: this.placeable,
      selected: this.selected,
      select: (spot) => this.dispatchEvent(spotSelectEvent(spot)),
      who: (seat) => seatName(this.names, seat),
    };
    const b = v.board;
    const l = this.tall ? TALL : WIDE;
    return html`<svg viewBox="0 0 ${l.width} ${l.height}" role="group" aria-label=${msg({ id: 'manila.board.label', defaultMessage: 'Manila board, round {round, number}' }, { round: v.round })} data-layout=${this.tall ? 'tall' : 'wide'}>
      <rect x="0" y="0" width=${l.width} height=${l.height} rx="14" fill="#f7f0de"></rect>
      ${shipLanes(b.ships, l, ctx)}
      ${berths(b, l, ctx)}
      ${priceTrack(this.steps(), v.bank, l.prices.x, l.prices.y)}
      ${pilotIsland(b, ctx, l.pilots.x, l.pilots.y)}
      ${pirateShip(b, ctx, l.pirates.x, l.pirates.y)}
      ${insuranceOffice(b, ctx, l.insurance.x, l.insurance.y)}
      ${this.roundStatus(l.round)}
    </svg>`;
  }

  protected override updated(): void {
    fitBoardTexts(this.renderRoot);
  }

  /** Each good's step on the price track, as the view reports it. */
  private steps(): Record<Good, number> {
    const step = (g: Good) => this.view.priceOf[g].step;
    return { jade: step('jade'), silk: step('silk'), ginseng: step('ginseng'), nutmeg: step('nutmeg') };
  }

  /** The harbour master, or while the auction runs, the bid to beat: the seat's dot first, then the words, never one over the other. */
  private leader(x: number, y: number, w: number) {
    const v = this.view;
    const ph = v.phase;
    const who = (
      seat: number,
      words: string,
    ) => svg`<circle cx=${x + 22} cy=${y - 4} r="7" fill=${seatColour(seat)}></circle>
      <text x=${x + 34} y=${y} font-size="13" fill="#2a2218" data-fit=${w - 48}>${boardText(words)}</text>`;
    if (ph.kind === 'auction') {
      return ph.highBidder === null
        ? svg`<text x=${x + 14} y=${y} font-size="13" fill="#2a2218" data-fit=${w - 28}>${boardText(msg({ id: 'manila.board.noBid', defaultMessage: 'Harbour master auction: no bid yet' }))}</text>`
        : who(
            ph.highBidder,
            msg(
              { id: 'manila.board.highBid', defaultMessage: 'Auction: {amount} by {name}' },
              { amount: pesos(ph.highBid), name: seatName(this.names, ph.highBidder) },
            ),
          );
    }
    return v.harbourMaster === null
      ? ''
      : who(
          v.harbourMaster,
          msg(
            { id: 'manila.board.harbourMaster', defaultMessage: 'Harbour master: {name}' },
            { name: seatName(this.names, v.harbourMaster) },
          ),
        );
  }

  /** Round, harbour master, and the rolls so far with the latest dice, each die named under it (not told by its colour alone). */
  private roundStatus({ x, y, w, h }: Box) {
    const v = this.view;
    const dice = knownEntries(this.dice, GOODS);
    // The dice sit at the box's end, leaving the words before them the room a longer language needs.
    const diceX = x + w - 16 - dice.length * 60;
    return svg`<g class="round-status">
      <title>${areaPurpose('round')}</title>
      <rect x=${x} y=${y} width=${w} height=${h} rx="10" fill="#fffaf0" stroke="#9c8445" stroke-width="2"></rect>
      <text x=${x + 14} y=${y + 26} font-size="16" font-weight="700" fill="#2a2218">${boardText(msg({ id: 'manila.board.round', defaultMessage: 'Round {round, number}' }, { round: v.round }))}</text>
      ${this.leader(x, y + 50, w)}
      <text x=${x + 14} y=${y + 76} font-size="13" fill="#2a2218" data-fit=${w - 100}>${boardText(msg({ id: 'manila.board.rolls', defaultMessage: 'Rolls: {done, number} of {all, number}' }, { done: v.board.rollsDone, all: 3 }))}</text>
      ${[0, 1, 2].map((i) => svg`<circle cx=${x + w - 60 + i * 20} cy=${y + 72} r="7" fill=${i < v.board.rollsDone ? '#2a2218' : '#fff'} stroke="#2a2218"></circle>`)}
      ${
        dice.length
          ? svg`<text x=${x + 14} y=${y + 108} font-size="13" fill="#2a2218" data-fit=${diceX - x - 24}>${boardText(msg({ id: 'manila.board.lastRoll', defaultMessage: 'Last roll:' }))}</text>
          ${dice.map(
            (
              [g, d],
              i,
            ) => svg`<g class="board-die" data-good=${g} aria-label=${upperFirst(msg({ id: 'manila.board.die', defaultMessage: '{good} die: {value, number}' }, { good: goodName(g), value: d }))} role="img">
            ${dieFace(d, diceX + i * 60, y + 86, 30, GOOD_COLOURS[g].fill, GOOD_COLOURS[g].text)}
            <text x=${diceX + 15 + i * 60} y=${y + 131} text-anchor="middle" font-size="11" fill="#2a2218" aria-hidden="true" data-fit="56">${boardText(goodLabel(g))}</text>
          </g>`,
          )}`
          : ''
      }
    </g>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'manila-board': ManilaBoard;
  }
}
