import { svg, type SVGTemplateResult } from 'lit';
import { LARGE_PILOT_COST, SMALL_PILOT_COST } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { AREA_PURPOSE } from './board-areas.js';

const PILOTS = [
  { id: 'pilot-small', key: 'small', title: 'Small pilot', cost: SMALL_PILOT_COST, power: '1 ship ±1' },
  { id: 'pilot-large', key: 'large', title: 'Large pilot', cost: LARGE_PILOT_COST, power: '±2 in all' },
] as const;

/** The pilot island: the small pilot (one ship one space) and the large pilot (two spaces, on one or two ships). */
export function pilotIsland(board: BoardState, ctx: BoardContext, x: number, y: number): SVGTemplateResult {
  return svg`<g class="pilot-island">
    <title>${AREA_PURPOSE.pilots}</title>
    <rect x=${x} y=${y} width="220" height="140" rx="40" fill="#e7d9a8" stroke="#9c8445" stroke-width="2"></rect>
    <text x=${x + 110} y=${y + 22} text-anchor="middle" font-size="14" font-weight="700" fill="#2a2218">Pilots</text>
    ${PILOTS.map((p, i) => {
      const px = x + 55 + i * 110;
      const body = svg`<g>
        ${accompliceSpot({ x: px, y: y + 62, occupant: board.pilots[p.key], price: `${p.cost}`, label: p.title, highlighted: ctx.placeable.has(p.id) }, ctx)}
        <text x=${px} y=${y + 98} text-anchor="middle" font-size="12" font-weight="600" fill="#2a2218">${p.title.split(' ')[0]} · ${p.cost}</text>
        <text x=${px} y=${y + 114} text-anchor="middle" font-size="11" fill="#3a3328">${p.power}</text>
      </g>`;
      return placeTarget(p.id, `the ${p.title.toLowerCase()}, ${p.cost} pesos`, ctx, body, { x: px - 50, y: y + 34, w: 100, h: 90 });
    })}
  </g>`;
}
