import { svg, type SVGTemplateResult } from 'lit';
import { LARGE_PILOT_COST, SMALL_PILOT_COST } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { pesos } from './goods-style.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { areaPurpose } from './board-areas.js';

/** The two pilots, their names and powers in the page's language. */
function pilots() {
  return [
    {
      id: 'pilot-small',
      key: 'small',
      cost: SMALL_PILOT_COST,
      title: msg({ id: 'manila.pilot.smallTitle', defaultMessage: 'Small pilot' }),
      target: msg(
        { id: 'manila.pilot.smallTarget', defaultMessage: 'the small pilot, {cost}' },
        { cost: pesos(SMALL_PILOT_COST) },
      ),
      short: msg(
        { id: 'manila.pilot.smallShort', defaultMessage: 'Small · {cost, number}' },
        { cost: SMALL_PILOT_COST },
      ),
      power: msg(
        { id: 'manila.pilot.smallPower', defaultMessage: '{ships, number} ship ±{n, number}' },
        { ships: 1, n: 1 },
      ),
    },
    {
      id: 'pilot-large',
      key: 'large',
      cost: LARGE_PILOT_COST,
      title: msg({ id: 'manila.pilot.largeTitle', defaultMessage: 'Large pilot' }),
      target: msg(
        { id: 'manila.pilot.largeTarget', defaultMessage: 'the large pilot, {cost}' },
        { cost: pesos(LARGE_PILOT_COST) },
      ),
      short: msg(
        { id: 'manila.pilot.largeShort', defaultMessage: 'Large · {cost, number}' },
        { cost: LARGE_PILOT_COST },
      ),
      power: msg({ id: 'manila.pilot.largePower', defaultMessage: '±{n, number} in all' }, { n: 2 }),
    },
  ] as const;
}

/** The pilot island: the small pilot (one ship one space) and the large pilot (two spaces, on one or two ships). */
export function pilotIsland(board: BoardState, ctx: BoardContext, x: number, y: number): SVGTemplateResult {
  return svg`<g class="pilot-island">
    <title>${areaPurpose('pilots')}</title>
    <rect x=${x} y=${y} width="220" height="140" rx="40" fill="#e7d9a8" stroke="#9c8445" stroke-width="2"></rect>
    <text x=${x + 110} y=${y + 22} text-anchor="middle" font-size="14" font-weight="700" fill="#2a2218" data-fit="160">${boardText(msg({ id: 'manila.pilot.area', defaultMessage: 'Pilots' }))}</text>
    ${pilots().map((p, i) => {
      const px = x + 55 + i * 110;
      const body = svg`<g>
        ${accompliceSpot({ x: px, y: y + 62, occupant: board.pilots[p.key], price: p.cost, label: p.title, highlighted: ctx.placeable.has(p.id) }, ctx)}
        <text x=${px} y=${y + 98} text-anchor="middle" font-size="12" font-weight="600" fill="#2a2218" data-fit="100">${boardText(p.short)}</text>
        <text x=${px} y=${y + 114} text-anchor="middle" font-size="11" fill="#3a3328" data-fit="100">${boardText(p.power)}</text>
      </g>`;
      return placeTarget(p.id, p.target, ctx, body, { x: px - 50, y: y + 34, w: 100, h: 90 });
    })}
  </g>`;
}
