import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { MANILA_SPACE } from '../../../../engine/games/manila-tutorial/constants.js';
import type { Bet } from '../../../../engine/games/manila-tutorial/types.js';
import type { TutorialShipView, TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { SHIP_COLOURS, cargoName, pesos, shipLabel, shipName } from './ship-style.js';
import { boardText, fitBoardTexts } from '../terms.js';
import { lightBoard } from '../../ui/tokens.js';

const LANE_H = 118;
const TOP = 34;
const CARD_W = 226;
const TRACK_X = 244;
const CELL = 50;
const SPACES = Array.from({ length: MANILA_SPACE + 1 }, (_, i) => i);

/** What the race board's parts are for, in a few words: its tooltips and the legend under it say the same. */
export function tutorialAreas(): { card: string; track: string; bets: string } {
  return {
    card: msg({
      id: 'tutorial.area.card',
      defaultMessage:
        'Ship card: the cargo the ship carries this round, what one share earns if it arrives, the shares left in the bank, and who holds shares.',
    }),
    track: msg(
      {
        id: 'tutorial.area.track',
        defaultMessage:
          'Track: each ship sails from the harbour ({harbour, number}) to Manila ({manila, number}); one going past Manila sinks, two on one space collide.',
      },
      { harbour: 0, manila: MANILA_SPACE },
    ),
    bets: msg({
      id: 'tutorial.area.bets',
      defaultMessage:
        "Bets: a disc in the bettor's colour under the number bet on, showing the stake; gold-rimmed when won, faded when lost.",
    }),
  };
}

/**
 * The tutorial race as SVG: three lanes from the harbour (0) to Manila (13), each ship
 * with its cargo and price, the bank's shares and who holds them, and every bet drawn on
 * the space it names, in the bettor's colour.
 */
@customElement('race-board')
export class TutorialBoard extends LitElement {
  // Drawn over board art whose colours are fixed (tokens.ts): light in every theme.
  static override styles = [
    lightBoard,
    css`
    :host { display: block; }
    /* The race runs from the harbour to Manila as printed, whatever the page's direction. */
    svg { display: block; width: 100%; height: auto; font-family: system-ui, sans-serif; direction: ltr; }
  `,
  ];

  protected readonly i18n = new Localized(this);

  @property({ attribute: false }) view!: TutorialView;
  @property({ attribute: false }) names: readonly string[] = [];

  protected override updated(): void {
    fitBoardTexts(this.renderRoot);
  }

  override render() {
    const v = this.view;
    const height = TOP + 3 * LANE_H + 10;
    const areas = tutorialAreas();
    const round = msg(
      { id: 'tutorial.board.round', defaultMessage: 'Round {round, number} of {rounds, number}' },
      { round: v.round, rounds: v.rounds },
    );
    return html`<svg viewBox="0 0 1000 ${height}" role="group" aria-label=${msg({ id: 'tutorial.board.label', defaultMessage: 'Race board, round {round, number} of {rounds, number}' }, { round: v.round, rounds: v.rounds })}>
      <rect width="1000" height=${height} rx="14" fill="#f7f0de"></rect>
      <text x="14" y="24" font-size="16" font-weight="700" fill="#2a2218" data-fit="220">${boardText(round)}</text>
      <text x="244" y="24" font-size="13" fill="#2a2218" data-fit="330">${boardText(msg({ id: 'tutorial.board.movements', defaultMessage: 'Movements so far: {n, number}' }, { n: v.movements }))}</text>
      <text x=${TRACK_X + MANILA_SPACE * CELL + CELL / 2 - 2} y="24" text-anchor="middle" font-size="13" font-weight="700" fill="#1d6b35">${boardText(msg({ id: 'tutorial.board.manila', defaultMessage: 'Manila' }))}</text>
      ${v.ships.map((ship, lane) => this.lane(ship, lane, areas))}
    </svg>`;
  }

  private lane(ship: TutorialShipView, lane: number, areas: ReturnType<typeof tutorialAreas>) {
    const y = TOP + lane * LANE_H;
    const c = SHIP_COLOURS[ship.ship];
    const holders = this.view.players.filter((p) => p.shares[ship.ship] > 0);
    return svg`<g class="lane" data-ship=${ship.ship} data-fate=${ship.fate} data-position=${ship.position}>
      <rect x="6" y=${y} width="988" height=${LANE_H - 8} rx="12" fill="#cfe4ec"></rect>
      <rect x="12" y=${y + 5} width=${CARD_W} height=${LANE_H - 18} rx="10" fill=${c.light} stroke=${c.fill} stroke-width="2"><title>${areas.card}</title></rect>
      <text x="22" y=${y + 26} font-size="15" font-weight="700" fill=${c.fill} data-fit=${CARD_W - 20}>${boardText(shipLabel(ship.ship))}</text>
      <text x="22" y=${y + 46} font-size="13" fill="#2a2218" data-fit=${CARD_W - 20}>${boardText(
        ship.cargo
          ? msg(
              { id: 'tutorial.board.cargo', defaultMessage: '{cargo}, {price, number} per share' },
              { cargo: cargoName(ship.cargo), price: ship.price ?? 0 },
            )
          : msg({ id: 'tutorial.board.noCargo', defaultMessage: 'cargo not loaded' }),
      )}</text>
      <text x="22" y=${y + 64} font-size="12" fill="#3a3328" data-fit=${CARD_W - 20}>${boardText(msg({ id: 'tutorial.board.bank', defaultMessage: 'bank: {n, plural, one {# share} other {# shares}} · {fate}' }, { n: this.view.bank[ship.ship], fate: fateText(ship) }))}</text>
      ${holders.map(
        (
          p,
          i,
        ) => svg`<g aria-label=${msg({ id: 'tutorial.board.holds', defaultMessage: '{name} holds {n, number}' }, { name: seatName(this.names, p.seat), n: p.shares[ship.ship] })} role="img">
        <circle cx=${30 + i * 50} cy=${y + 86} r="10" fill=${seatColour(p.seat)}></circle>
        <text x=${30 + i * 50} y=${y + 90} text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${num(p.seat + 1)}</text>
        <text x=${44 + i * 50} y=${y + 91} font-size="12" fill="#2a2218">×${num(p.shares[ship.ship])}</text>
      </g>`,
      )}
      ${SPACES.map(
        (i) => svg`<rect x=${TRACK_X + i * CELL} y=${y + 8} width=${CELL - 4} height="40" rx="4"
          fill=${i === MANILA_SPACE ? '#cdebd3' : i === 0 ? '#efe6d0' : '#eef6f8'} stroke=${i === MANILA_SPACE ? '#1d6b35' : '#9ab8c2'}><title>${areas.track}</title></rect>
        <text x=${TRACK_X + i * CELL + (CELL - 4) / 2} y=${y + 62} text-anchor="middle" font-size="11" fill="#47606b">${num(i)}</text>`,
      )}
      ${this.marker(ship, y)}
      ${this.view.bets.filter((b) => b.ship === ship.ship).map((b, k) => this.bet(b, y, k))}
    </g>`;
  }

  /** The ship on its space; a wreck where it collided, or past Manila where it sank. */
  private marker(ship: TutorialShipView, y: number) {
    const c = SHIP_COLOURS[ship.ship];
    // A ship that sank went past Manila: it is drawn beyond the last space.
    const x =
      ship.fate === 'sunk' ? TRACK_X + (MANILA_SPACE + 1) * CELL + 8 : TRACK_X + ship.position * CELL + (CELL - 4) / 2;
    const wrecked = ship.fate === 'sunk' || ship.fate === 'collided';
    return svg`<g class="ship-marker" role="img" aria-label=${msg({ id: 'tutorial.board.marker', defaultMessage: '{ship}: {fate}' }, { ship: shipLabel(ship.ship), fate: fateText(ship) })}>
      <line x1=${x} y1=${y + 12} x2=${x} y2=${y + 34} stroke="#4a3a28" stroke-width="2"></line>
      <path d="M${x + 1} ${y + 13} L${x + 13} ${y + 31} L${x + 1} ${y + 31} Z" fill="#fbf6ea" stroke="#4a3a28"></path>
      <path d="M${x - 16} ${y + 33} L${x + 16} ${y + 33} L${x + 11} ${y + 44} L${x - 11} ${y + 44} Z" fill=${c.fill} stroke="#2a2218"></path>
      ${wrecked ? svg`<path d="M${x - 14} ${y + 12} L${x + 14} ${y + 44} M${x + 14} ${y + 12} L${x - 14} ${y + 44}" stroke="#2a2218" stroke-width="4"></path>` : ''}
    </g>`;
  }

  /** A bet sits under the space it names (a ship's space after two movements is how far it advanced). */
  private bet(b: Bet, y: number, k: number) {
    const x = TRACK_X + b.number * CELL + (CELL - 4) / 2;
    const result = b.result ?? 'open';
    const words = msg(
      {
        id: 'tutorial.board.betResult',
        defaultMessage: '{result, select, won {won} lost {lost} cancelled {refunded} other {open}}',
      },
      { result },
    );
    const stroke = b.result === 'won' ? '#d4a017' : b.result === 'lost' ? '#777' : '#fff';
    return svg`<g class="bet" data-result=${result} role="img" aria-label=${msg({ id: 'tutorial.board.betLabel', defaultMessage: '{name} bets {stake, number} on {ship} advancing {number, number}: {result}' }, { name: seatName(this.names, b.seat), stake: b.stake, ship: shipName(b.ship), number: b.number, result: words })}>
      <title>${msg({ id: 'tutorial.board.betTitle', defaultMessage: '{name}: {stake} on {number, number} ({result})' }, { name: seatName(this.names, b.seat), stake: pesos(b.stake), number: b.number, result: words })}</title>
      <circle cx=${x - 8 + (k % 2) * 16} cy=${y + 84 + Math.floor(k / 2) * 6} r="11" fill=${seatColour(b.seat)} stroke=${stroke} stroke-width="3"
        opacity=${b.result === 'lost' ? 0.45 : 1}></circle>
      <text x=${x - 8 + (k % 2) * 16} y=${y + 88 + Math.floor(k / 2) * 6} text-anchor="middle" font-size="10" font-weight="700" fill="#fff">${num(b.stake)}</text>
    </g>`;
  }
}

function fateText(ship: TutorialShipView): string {
  const n = ship.position;
  switch (ship.fate) {
    case 'arrived':
      return msg({ id: 'tutorial.fate.arrived', defaultMessage: 'arrived in Manila' });
    case 'sunk':
      return msg({ id: 'tutorial.fate.sunk', defaultMessage: 'sank past Manila ({n, number})' }, { n });
    case 'collided':
      return msg({ id: 'tutorial.fate.collided', defaultMessage: 'collided on {n, number}' }, { n });
    default:
      return n === 0
        ? msg({ id: 'tutorial.fate.harbour', defaultMessage: 'in the harbour' })
        : msg({ id: 'tutorial.fate.space', defaultMessage: 'space {n, number}' }, { n });
  }
}
