import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { MANILA_SPACE } from '../../../../engine/games/manila-tutorial/constants.js';
import type { Bet } from '../../../../engine/games/manila-tutorial/types.js';
import type { TutorialShipView, TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { SHIP_COLOURS, shipLabel } from './ship-style.js';

const LANE_H = 118;
const TOP = 34;
const CARD_W = 226;
const TRACK_X = 244;
const CELL = 50;
const SPACES = Array.from({ length: MANILA_SPACE + 1 }, (_, i) => i);

/** What the race board's parts are for, in a few words: its tooltips and the legend under it say the same. */
export const RACE_AREAS = {
  card: 'Ship card: the cargo the ship carries this round, what one share earns if it arrives, the shares left in the bank, and who holds shares.',
  track: `Track: each ship sails from the harbour (0) to Manila (${MANILA_SPACE}); one going past Manila sinks, two on one space collide.`,
  bets: 'Bets: a disc in the bettor\'s colour under the number bet on, showing the stake; gold-rimmed when won, faded when lost.',
} as const;

/**
 * The tutorial race as SVG: three lanes from the harbour (0) to Manila (13), each ship
 * with its cargo and price, the bank's shares and who holds them, and every bet drawn on
 * the space it names, in the bettor's colour.
 */
@customElement('race-board')
export class RaceBoard extends LitElement {
  static override styles = css`
    :host { display: block; }
    svg { display: block; width: 100%; height: auto; font-family: system-ui, sans-serif; }
  `;

  @property({ attribute: false }) view!: TutorialView;
  @property({ attribute: false }) names: readonly string[] = [];

  override render() {
    const v = this.view;
    const height = TOP + 3 * LANE_H + 10;
    return html`<svg viewBox="0 0 1000 ${height}" role="group" aria-label="Race board, round ${v.round} of ${v.rounds}">
      <rect width="1000" height=${height} rx="14" fill="#f7f0de"></rect>
      <text x="14" y="24" font-size="16" font-weight="700" fill="#2a2218">Round ${v.round} of ${v.rounds}</text>
      <text x="200" y="24" font-size="13" fill="#2a2218">Movements so far: ${v.movements}</text>
      <text x=${TRACK_X + MANILA_SPACE * CELL + CELL / 2 - 2} y="24" text-anchor="middle" font-size="13" font-weight="700" fill="#1d6b35">Manila</text>
      ${v.ships.map((ship, lane) => this.lane(ship, lane))}
    </svg>`;
  }

  private lane(ship: TutorialShipView, lane: number) {
    const y = TOP + lane * LANE_H;
    const c = SHIP_COLOURS[ship.ship];
    const holders = this.view.players.filter((p) => p.shares[ship.ship] > 0);
    return svg`<g class="lane" data-ship=${ship.ship} data-fate=${ship.fate} data-position=${ship.position}>
      <rect x="6" y=${y} width="988" height=${LANE_H - 8} rx="12" fill="#cfe4ec"></rect>
      <rect x="12" y=${y + 5} width=${CARD_W} height=${LANE_H - 18} rx="10" fill=${c.light} stroke=${c.fill} stroke-width="2"><title>${RACE_AREAS.card}</title></rect>
      <text x="22" y=${y + 26} font-size="15" font-weight="700" fill=${c.fill}>${shipLabel(ship.ship)}</text>
      <text x="22" y=${y + 46} font-size="13" fill="#2a2218">${ship.cargo ? `${ship.cargo}, ${ship.price} per share` : 'cargo not loaded'}</text>
      <text x="22" y=${y + 64} font-size="12" fill="#3a3328">bank: ${this.view.bank[ship.ship]} shares · ${fateText(ship)}</text>
      ${holders.map((p, i) => svg`<g aria-label="${seatName(this.names, p.seat)} holds ${p.shares[ship.ship]}" role="img">
        <circle cx=${30 + i * 50} cy=${y + 86} r="10" fill=${seatColour(p.seat)}></circle>
        <text x=${30 + i * 50} y=${y + 90} text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${p.seat + 1}</text>
        <text x=${44 + i * 50} y=${y + 91} font-size="12" fill="#2a2218">×${p.shares[ship.ship]}</text>
      </g>`)}
      ${SPACES.map((i) => svg`<rect x=${TRACK_X + i * CELL} y=${y + 8} width=${CELL - 4} height="40" rx="4"
          fill=${i === MANILA_SPACE ? '#cdebd3' : i === 0 ? '#efe6d0' : '#eef6f8'} stroke=${i === MANILA_SPACE ? '#1d6b35' : '#9ab8c2'}><title>${RACE_AREAS.track}</title></rect>
        <text x=${TRACK_X + i * CELL + (CELL - 4) / 2} y=${y + 62} text-anchor="middle" font-size="11" fill="#47606b">${i}</text>`)}
      ${this.marker(ship, y)}
      ${this.view.bets.filter((b) => b.ship === ship.ship).map((b, k) => this.bet(b, y, k))}
    </g>`;
  }

  /** The ship on its space; a wreck where it collided, or past Manila where it sank. */
  private marker(ship: TutorialShipView, y: number) {
    const c = SHIP_COLOURS[ship.ship];
    // A ship that sank went past Manila: it is drawn beyond the last space.
    const x = ship.fate === 'sunk' ? TRACK_X + (MANILA_SPACE + 1) * CELL + 8 : TRACK_X + ship.position * CELL + (CELL - 4) / 2;
    const wrecked = ship.fate === 'sunk' || ship.fate === 'collided';
    return svg`<g class="ship-marker" role="img" aria-label="${shipLabel(ship.ship)}: ${fateText(ship)}">
      <line x1=${x} y1=${y + 12} x2=${x} y2=${y + 34} stroke="#4a3a28" stroke-width="2"></line>
      <path d="M${x + 1} ${y + 13} L${x + 13} ${y + 31} L${x + 1} ${y + 31} Z" fill="#fbf6ea" stroke="#4a3a28"></path>
      <path d="M${x - 16} ${y + 33} L${x + 16} ${y + 33} L${x + 11} ${y + 44} L${x - 11} ${y + 44} Z" fill=${c.fill} stroke="#2a2218"></path>
      ${wrecked ? svg`<path d="M${x - 14} ${y + 12} L${x + 14} ${y + 44} M${x + 14} ${y + 12} L${x - 14} ${y + 44}" stroke="#2a2218" stroke-width="4"></path>` : ''}
    </g>`;
  }

  /** A bet sits under the space it names (a ship's space after two movements is how far it advanced). */
  private bet(b: Bet, y: number, k: number) {
    const x = TRACK_X + b.number * CELL + (CELL - 4) / 2;
    const result = b.result === null ? 'open' : b.result;
    const stroke = b.result === 'won' ? '#d4a017' : b.result === 'lost' ? '#777' : '#fff';
    return svg`<g class="bet" data-result=${result} role="img" aria-label="${seatName(this.names, b.seat)} bets ${b.stake} on ${b.ship} advancing ${b.number}: ${result}">
      <title>${seatName(this.names, b.seat)}: ${b.stake} pesos on ${b.number} (${result})</title>
      <circle cx=${x - 8 + (k % 2) * 16} cy=${y + 84 + Math.floor(k / 2) * 6} r="11" fill=${seatColour(b.seat)} stroke=${stroke} stroke-width="3"
        opacity=${b.result === 'lost' ? 0.45 : 1}></circle>
      <text x=${x - 8 + (k % 2) * 16} y=${y + 88 + Math.floor(k / 2) * 6} text-anchor="middle" font-size="10" font-weight="700" fill="#fff">${b.stake}</text>
    </g>`;
  }
}

function fateText(ship: TutorialShipView): string {
  switch (ship.fate) {
    case 'arrived': return 'arrived in Manila';
    case 'sunk': return `sank past Manila (${ship.position})`;
    case 'collided': return `collided on ${ship.position}`;
    default: return ship.position === 0 ? 'in the harbour' : `space ${ship.position}`;
  }
}
