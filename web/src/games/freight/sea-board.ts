import { LitElement, css, html, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { localeDir, msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { fitBoardTexts } from '../terms.js';
import { BOARD_H, BOARD_W, calloutBox } from './board-geometry.js';
import { routeName, squareName } from './freight-words.js';
import { harbours } from './harbours.js';
import { SEA_SQUARES, seaLanes, type LaneContext } from './sea-lanes.js';
import { placeShips, shipChip } from './ship-chips.js';
import { squareText } from './square-words.js';
import { spotSelectEvent } from '../game-client.js';
import { lightBoard } from '../../ui/tokens.js';

/** The square's callout (its printed text on focus or tap), in map units. */
const CALLOUT_W = 260;
const CALLOUT_H = 118;

/** A faint compass rose in the open water inside the ring: decoration only, under everything else. */
const compassRose = (
  x: number,
  y: number,
) => svg`<g transform="translate(${x} ${y})" opacity="0.22" aria-hidden="true" pointer-events="none">
  <circle r="46" fill="none" stroke="#17324a" stroke-width="1.5"></circle><circle r="38" fill="none" stroke="#17324a" stroke-width="0.8"></circle>
  <polygon points="0,-56 7,-7 0,0 -7,-7" fill="#17324a"></polygon><polygon points="0,56 7,7 0,0 -7,7" fill="#17324a"></polygon>
  <polygon points="56,0 7,7 0,0 7,-7" fill="#17324a"></polygon><polygon points="-56,0 -7,7 0,0 -7,-7" fill="#17324a"></polygon>
  <polygon points="30,-30 4,4 -30,30 -4,-4" fill="#17324a" opacity="0.5"></polygon><polygon points="-30,-30 4,-4 30,30 -4,4" fill="#17324a" opacity="0.5"></polygon>
</g>`;

/**
 * The sea map as SVG: the six ports with their piles of notes, the seven routes with all 60 sea
 * squares (each type by its pictogram and name, its printed text on focus or tap), and every ship
 * that is not in the docks in its owner's colour. Routes the viewer may sail now are drawn
 * highlighted and are buttons: choosing one fires `spot-select` with the route id, so the action
 * bar's Sail step and the board show the same choice. The squares share one tab stop; the arrow
 * keys walk them route by route.
 */
@customElement('sea-board')
export class SeaBoard extends LitElement {
  // Drawn over board art whose colours are fixed (tokens.ts): light in every theme.
  static override styles = [
    lightBoard,
    css`
    :host { display: block; }
    /* The map keeps its geography (New York on the left) in every language. */
    /* At most 85% of the screen's height, so a wide desktop still shows the whole map with the action bar. */
    svg { display: block; width: 100%; height: auto; max-height: 85vh; font-family: system-ui, sans-serif; user-select: none; direction: ltr; }
    .square, .route-pick, .route-band { cursor: pointer; }
    .square:focus, .route-pick:focus { outline: none; }
    .square:focus-visible > rect:first-of-type { stroke: var(--tw-blue-31); stroke-width: 3.5; }
    .route-pick:focus-visible > rect { stroke: var(--tw-blue-31); stroke-width: 3.5; }
    .callout {
      box-sizing: border-box; width: 100%; max-height: 100%; overflow: auto; padding: 6px 9px; border-radius: 8px;
      background: var(--tw-paper-cream); border: 2px solid var(--tw-blue-31); box-shadow: 0 2px 8px var(--tw-grey-0-a25);
      font: 12.5px/1.35 system-ui, sans-serif; color: var(--tw-blue-15-2);
    }
    .callout strong { display: block; font-size: 13.5px; }
    .callout .where { color: var(--tw-blue-33); font-size: 11.5px; }
    .callout p { margin: 3px 0 0; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  /** Routes the viewer may sail now (the legal `sail` templates' routes). */
  @property({ attribute: false }) routes: ReadonlySet<string> = new Set();
  /** The route chosen in the action bar, drawn emphasised. */
  @property({ attribute: false }) selected: string | null = null;
  /** The square holding the tab stop, and the one whose printed text is shown. */
  @state() private cursor = 0;
  @state() private open: number | null = null;
  private focusNext = false;

  override render() {
    const v = this.view;
    const ctx: LaneContext = {
      routes: this.routes,
      selected: this.selected,
      cursor: this.cursor,
      open: this.open,
      select: (spot) => this.dispatchEvent(spotSelectEvent(spot)),
      showSquare: (index) => {
        this.cursor = index;
        this.open = index;
      },
      squareKey: (e, index) => this.squareKey(e, index),
    };
    const label = msg(
      { id: 'freight.board.label', defaultMessage: 'Sea map: six ports, seven routes, round {round, number}' },
      { round: v.round },
    );
    return html`<svg viewBox="0 0 ${BOARD_W} ${BOARD_H}" role="group" aria-label=${label} @focusout=${this.closeOnLeave}>
      <defs>
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7ebf4"></stop><stop offset="1" stop-color="#c4dfec"></stop></linearGradient>
      </defs>
      <rect x="0" y="0" width=${BOARD_W} height=${BOARD_H} rx="14" fill="url(#sea)"></rect>
      ${compassRose(310, 392)}${compassRose(690, 392)}
      ${seaLanes(ctx)}
      ${harbours(v)}
      <g class="ships">${placeShips(v.ships).map((p) => shipChip(p, this.names, this.seat))}</g>
      ${this.callout()}
    </svg>`;
  }

  protected override updated(): void {
    fitBoardTexts(this.renderRoot);
    if (this.focusNext) {
      this.focusNext = false;
      this.renderRoot
        .querySelector<SVGGElement>(
          `.square[data-square="${SEA_SQUARES[this.cursor].route}@${SEA_SQUARES[this.cursor].pos}"]`,
        )
        ?.focus();
    }
  }

  /** The open square's printed text beside it, in the page's language and direction: what a tap or focus shows. */
  private callout() {
    if (this.open === null) return '';
    const s = SEA_SQUARES[this.open];
    const p = s.g.at[s.pos];
    const box = calloutBox(p.x, p.y, CALLOUT_W, CALLOUT_H);
    const where = msg(
      { id: 'freight.board.squareWhere', defaultMessage: '{route}, square {pos, number} of {n, number}' },
      { route: routeName(s.route), pos: s.pos, n: s.g.route.squares.length },
    );
    return svg`<foreignObject class="callout-box" x=${box.x} y=${box.y} width=${CALLOUT_W} height=${CALLOUT_H} pointer-events="none">
      <div class="callout" dir=${localeDir()} data-square=${`${s.route}@${s.pos}`} aria-hidden="true">
        <strong>${squareName(s.code)}</strong><span class="where">${where}</span><p>${squareText(s.code)}</p>
      </div>
    </foreignObject>`;
  }

  /** Arrow keys walk the 60 squares (route by route), Escape closes the text, Enter on a sailable route chooses it. */
  private squareKey(e: KeyboardEvent, index: number) {
    const last = SEA_SQUARES.length - 1;
    const to: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    };
    if (e.key in to) {
      e.preventDefault();
      this.cursor = Math.max(0, Math.min(last, to[e.key]));
      this.open = this.cursor;
      this.focusNext = true;
    } else if (e.key === 'Escape') {
      this.open = null;
    } else if ((e.key === 'Enter' || e.key === ' ') && this.routes.has(SEA_SQUARES[index].route)) {
      e.preventDefault();
      this.dispatchEvent(spotSelectEvent(SEA_SQUARES[index].route));
    }
  }

  /** The text closes once focus leaves the squares (a tap elsewhere, Tab onward). */
  private closeOnLeave = (e: FocusEvent) => {
    const next = e.relatedTarget;
    if (!(next instanceof Element) || !next.classList.contains('square')) this.open = null;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'sea-board': SeaBoard;
  }
}
