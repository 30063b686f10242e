import { svg, type SVGTemplateResult } from 'lit';
import { INSURANCE_PAYS_AT_ONCE } from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { pesos } from './goods-style.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { areaPurpose } from './board-areas.js';

/** The insurance: free to take, pays 10 at once, and later pays for the ships in the shipyard. */
export function insuranceOffice(board: BoardState, ctx: BoardContext, x: number, y: number): SVGTemplateResult {
  const title = msg({ id: 'manila.insurance.title', defaultMessage: 'Insurance' });
  const body = svg`<g class="insurance">
    <title>${areaPurpose('insurance')}</title>
    <rect x=${x} y=${y} width="150" height="140" rx="10" fill="#f1e9f7" stroke="#6f5a86" stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 22} font-size="14" font-weight="700" fill="#2a2218" data-fit="130">${boardText(title)}</text>
    <text x=${x + 10} y=${y + 40} font-size="12" fill="#3a3328" data-fit="130">${boardText(msg({ id: 'manila.insurance.gets', defaultMessage: 'free · gets {amount, number} now' }, { amount: INSURANCE_PAYS_AT_ONCE }))}</text>
    <text x=${x + 10} y=${y + 56} font-size="12" fill="#3a3328" data-fit="130">${boardText(msg({ id: 'manila.insurance.pays', defaultMessage: 'pays shipyard repairs' }))}</text>
    ${accompliceSpot({ x: x + 75, y: y + 98, occupant: board.insurance, price: null, label: title, highlighted: ctx.placeable.has('insurance') }, ctx)}
  </g>`;
  return placeTarget(
    'insurance',
    msg(
      { id: 'manila.insurance.target', defaultMessage: 'the insurance (free, +{amount} now)' },
      { amount: pesos(INSURANCE_PAYS_AT_ONCE) },
    ),
    ctx,
    body,
    { x: x - 3, y: y - 3, w: 156, h: 146 },
  );
}
