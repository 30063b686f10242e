import { svg, type SVGTemplateResult } from 'lit';
import { HARBOUR_COST, HARBOUR_PAYS, SHIPYARD_COST, SHIPYARD_PAYS, SLOTS, type Slot } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { BERTH_WIDTH, BERTH_X, LANE_GAP, LANE_HEIGHT, LOWER_Y, laneY } from './board-layout.js';
import { shipMarker } from './ship-marker.js';

type Place = 'harbour' | 'shipyard';

const LOOK: Record<Place, { title: string; fill: string; stroke: string; cost: Record<Slot, number>; pays: Record<Slot, number> }> = {
  harbour: { title: 'Harbour', fill: '#e9f1dc', stroke: '#5f7f3a', cost: HARBOUR_COST, pays: HARBOUR_PAYS },
  shipyard: { title: 'Shipyard', fill: '#ece4d8', stroke: '#7a5f3e', cost: SHIPYARD_COST, pays: SHIPYARD_PAYS },
};

/** Manila's harbour A-B-C beside the lanes, and the shipyard A-B-C below it, with the ships that lie there. */
export function berths(board: BoardState, ctx: BoardContext): SVGTemplateResult {
  const shipyardHeight = (LANE_HEIGHT * 3 + LANE_GAP * 2 - 2 * 8) / 3;
  return svg`
    ${SLOTS.map((slot, i) => berth(board, 'harbour', slot, laneY(i), LANE_HEIGHT, ctx))}
    ${SLOTS.map((slot, i) => berth(board, 'shipyard', slot, LOWER_Y + i * (shipyardHeight + 8), shipyardHeight, ctx))}
  `;
}

function berth(board: BoardState, place: Place, slot: Slot, y: number, h: number, ctx: BoardContext): SVGTemplateResult {
  const look = LOOK[place];
  const occupant = board[place][slot];
  const ship = board.ships.find((s) => s.berth?.place === place && s.berth.slot === slot);
  const spot = `${place}-${slot}`;
  const label = `${place} ${slot} (costs ${look.cost[slot]}, pays ${look.pays[slot]})`;
  const body = svg`<g class="berth" data-berth=${spot}>
    <rect x=${BERTH_X} y=${y} width=${BERTH_WIDTH} height=${h} rx="10" fill=${look.fill} stroke=${look.stroke} stroke-width="2"></rect>
    <text x=${BERTH_X + 10} y=${y + 20} font-size="14" font-weight="700" fill="#2a2218">${look.title} ${slot}</text>
    <text x=${BERTH_X + 10} y=${y + 38} font-size="12" fill="#3a3328">costs ${look.cost[slot]} · pays ${look.pays[slot]}</text>
    ${accompliceSpot({ x: BERTH_X + 32, y: y + h - 26, occupant, price: `${look.cost[slot]}`, label: `${look.title} ${slot}`, highlighted: ctx.placeable.has(spot) }, ctx)}
    ${ship
      ? shipMarker(ship.good, BERTH_X + 150, y + h / 2 + 4, `${place} ${slot}${ship.plundered ? ', plundered' : ''}`)
      : svg`<rect x=${BERTH_X + 124} y=${y + h / 2 - 16} width="54" height="34" rx="6" fill="none" stroke=${look.stroke} stroke-dasharray="4 3"></rect>`}
    ${ship ? svg`<text x=${BERTH_X + 150} y=${y + h / 2 + 32} text-anchor="middle" font-size="11" fill="#2a2218">${ship.good}${ship.plundered ? ' (plundered)' : ''}</text>` : ''}
  </g>`;
  return placeTarget(spot, label, ctx, body, { x: BERTH_X - 3, y: y - 3, w: BERTH_WIDTH + 6, h: h + 6 });
}
