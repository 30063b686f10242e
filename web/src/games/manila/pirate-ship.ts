import { svg, type SVGTemplateResult } from 'lit';
import { LANE_END, PIRATE_COST } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { pesos } from './goods-style.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { areaPurpose } from './board-areas.js';

/** The pirate ship's two spots: the captain in front, the second pirate behind. */
export function pirateShip(board: BoardState, ctx: BoardContext, x: number, y: number): SVGTemplateResult {
  const [captain, second] = board.pirates;
  const captainTitle = msg({ id: 'manila.pirate.captainTitle', defaultMessage: 'Pirate captain' });
  const secondTitle = msg({ id: 'manila.pirate.secondTitle', defaultMessage: 'Second pirate' });
  const target =
    captain === null
      ? msg(
          { id: 'manila.pirate.targetCaptain', defaultMessage: 'the pirate ship as captain, {cost}' },
          { cost: pesos(PIRATE_COST) },
        )
      : msg(
          { id: 'manila.pirate.targetSecond', defaultMessage: 'the pirate ship as second pirate, {cost}' },
          { cost: pesos(PIRATE_COST) },
        );
  const body = svg`<g class="pirate-ship">
    <title>${areaPurpose('pirates')}</title>
    <rect x=${x} y=${y} width="170" height="140" rx="10" fill="#3b3b40" stroke="#1b1b1e" stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 22} font-size="14" font-weight="700" fill="#fff" data-fit="150">${boardText(msg({ id: 'manila.pirate.title', defaultMessage: 'Pirate ship' }))}</text>
    <text x=${x + 10} y=${y + 40} font-size="12" fill="#ddd" data-fit="150">${boardText(msg({ id: 'manila.pirate.terms', defaultMessage: '{cost} each · raids {space, number}' }, { cost: pesos(PIRATE_COST), space: LANE_END }))}</text>
    <path d="M${x + 18} ${y + 98} L${x + 152} ${y + 98} L${x + 138} ${y + 122} L${x + 32} ${y + 122} Z" fill="#6b4a2e" stroke="#1b1b1e"></path>
    ${accompliceSpot({ x: x + 50, y: y + 74, occupant: captain, price: PIRATE_COST, label: captainTitle, highlighted: ctx.placeable.has('pirate') && captain === null }, ctx)}
    ${accompliceSpot({ x: x + 120, y: y + 74, occupant: second, price: PIRATE_COST, label: secondTitle, highlighted: ctx.placeable.has('pirate') && captain !== null }, ctx)}
    <text x=${x + 50} y=${y + 114} text-anchor="middle" font-size="11" fill="#fff" data-fit="64">${boardText(msg({ id: 'manila.pirate.captain', defaultMessage: 'captain' }))}</text>
    <text x=${x + 120} y=${y + 114} text-anchor="middle" font-size="11" fill="#fff" data-fit="64">${boardText(msg({ id: 'manila.pirate.second', defaultMessage: 'second' }))}</text>
  </g>`;
  return placeTarget('pirate', target, ctx, body, { x: x - 3, y: y - 3, w: 176, h: 146 });
}
