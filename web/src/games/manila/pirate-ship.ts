import { svg, type SVGTemplateResult } from 'lit';
import { PIRATE_COST } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { AREA_PURPOSE } from './board-areas.js';

/** The pirate ship's two spots: the captain in front, the second pirate behind. */
export function pirateShip(board: BoardState, ctx: BoardContext, x: number, y: number): SVGTemplateResult {
  const [captain, second] = board.pirates;
  const next = captain === null ? 'captain' : 'second pirate';
  const body = svg`<g class="pirate-ship">
    <title>${AREA_PURPOSE.pirates}</title>
    <rect x=${x} y=${y} width="170" height="140" rx="10" fill="#3b3b40" stroke="#1b1b1e" stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 22} font-size="14" font-weight="700" fill="#fff">Pirate ship</text>
    <text x=${x + 10} y=${y + 40} font-size="12" fill="#ddd">${PIRATE_COST} pesos each · raids 13</text>
    <path d="M${x + 18} ${y + 98} L${x + 152} ${y + 98} L${x + 138} ${y + 122} L${x + 32} ${y + 122} Z" fill="#6b4a2e" stroke="#1b1b1e"></path>
    ${accompliceSpot({ x: x + 50, y: y + 74, occupant: captain, price: `${PIRATE_COST}`, label: 'Pirate captain', highlighted: ctx.placeable.has('pirate') && captain === null }, ctx)}
    ${accompliceSpot({ x: x + 120, y: y + 74, occupant: second, price: `${PIRATE_COST}`, label: 'Second pirate', highlighted: ctx.placeable.has('pirate') && captain !== null }, ctx)}
    <text x=${x + 50} y=${y + 114} text-anchor="middle" font-size="11" fill="#fff">captain</text>
    <text x=${x + 120} y=${y + 114} text-anchor="middle" font-size="11" fill="#fff">second</text>
  </g>`;
  return placeTarget('pirate', `the pirate ship as ${next}, ${PIRATE_COST} pesos`, ctx, body, { x: x - 3, y: y - 3, w: 176, h: 146 });
}
