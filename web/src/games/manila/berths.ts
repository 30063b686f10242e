import { svg, type SVGTemplateResult } from 'lit';
import { HARBOUR_COST, HARBOUR_PAYS, SHIPYARD_COST, SHIPYARD_PAYS, SLOTS, type Slot } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import type { BoardLayout, Box } from './board-layout.js';
import { shipMarker } from './ship-marker.js';
import { AREA_PURPOSE } from './board-areas.js';

type Place = 'harbour' | 'shipyard';

const LOOK: Record<Place, { title: string; fill: string; stroke: string; cost: Record<Slot, number>; pays: Record<Slot, number> }> = {
  harbour: { title: 'Harbour', fill: '#e9f1dc', stroke: '#5f7f3a', cost: HARBOUR_COST, pays: HARBOUR_PAYS },
  shipyard: { title: 'Shipyard', fill: '#ece4d8', stroke: '#7a5f3e', cost: SHIPYARD_COST, pays: SHIPYARD_PAYS },
};

/** Manila's harbour A-B-C beside the lanes, and the shipyard A-B-C below it, with the ships that lie there. */
export function berths(board: BoardState, layout: BoardLayout, ctx: BoardContext): SVGTemplateResult {
  return svg`
    ${SLOTS.map((slot, i) => berth(board, 'harbour', slot, layout.harbour[i], ctx))}
    ${SLOTS.map((slot, i) => berth(board, 'shipyard', slot, layout.shipyard[i], ctx))}
  `;
}

function berth(board: BoardState, place: Place, slot: Slot, { x, y, w, h }: Box, ctx: BoardContext): SVGTemplateResult {
  const look = LOOK[place];
  const occupant = board[place][slot];
  const ship = board.ships.find((s) => s.berth?.place === place && s.berth.slot === slot);
  const spot = `${place}-${slot}`;
  const label = `${place} ${slot} (costs ${look.cost[slot]}, pays ${look.pays[slot]})`;
  const body = svg`<g class="berth" data-berth=${spot}>
    <title>${look.title} ${slot}: costs ${look.cost[slot]}, pays ${look.pays[slot]}. ${AREA_PURPOSE[place]}</title>
    <rect x=${x} y=${y} width=${w} height=${h} rx="10" fill=${look.fill} stroke=${look.stroke} stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 20} font-size="14" font-weight="700" fill="#2a2218">${look.title} ${slot}</text>
    <text x=${x + 10} y=${y + 38} font-size="12" fill="#3a3328">costs ${look.cost[slot]} · pays ${look.pays[slot]}</text>
    ${accompliceSpot({ x: x + 32, y: y + h - 26, occupant, price: `${look.cost[slot]}`, label: `${look.title} ${slot}`, highlighted: ctx.placeable.has(spot) }, ctx)}
    ${ship
      ? shipMarker(ship.good, x + w - 60, y + 64, `${place} ${slot}${ship.plundered ? ', plundered' : ''}`)
      : svg`<rect x=${x + w - 87} y=${y + 44} width="54" height="34" rx="6" fill="none" stroke=${look.stroke} stroke-dasharray="4 3"></rect>`}
    ${ship ? svg`<text x=${x + w - 60} y=${y + h - 4} text-anchor="middle" font-size="11" fill="#2a2218">${ship.good}${ship.plundered ? ' (plundered)' : ''}</text>` : ''}
  </g>`;
  return placeTarget(spot, label, ctx, body, { x: x - 3, y: y - 3, w: w + 6, h: h + 6 });
}
