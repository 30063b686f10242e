import { svg, type SVGTemplateResult } from 'lit';
import { GOODS, PRICE_TRACK } from '../../../../engine/games/manila/constants.js';
import type { GoodCounts } from '../../../../engine/games/manila/types.js';
import { areaPurpose } from './board-areas.js';
import { GOOD_COLOURS, goodLabel, goodName } from './goods-style.js';
import { list, msg, num } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';

/**
 * Each good's value token on the 0-5-10-20-30 track, and the shares the bank still sells. The goods'
 * names get 92 units of the frame's 330: Hungarian "Szerecsendió" takes 86 at this size (it was
 * squeezed into 62 when the cells were 42 wide), the cells 36.
 */
export function priceTrack(prices: GoodCounts, bank: GoodCounts, x: number, y: number): SVGTemplateResult {
  const cell = 36;
  const labelW = 104;
  return svg`<g class="price-track" role="img" aria-label=${msg(
    { id: 'manila.prices.label', defaultMessage: 'Goods prices: {prices}' },
    {
      prices: list(
        GOODS.map((g) =>
          msg(
            { id: 'manila.prices.good', defaultMessage: '{good} {price, number}' },
            { good: goodName(g), price: PRICE_TRACK[prices[g]] },
          ),
        ),
        'unit',
      ),
    },
  )}>
    <title>${areaPurpose('prices')}</title>
    <rect x=${x} y=${y} width="330" height="140" rx="10" fill="#fbf4e2" stroke="#9c8445" stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 20} font-size="14" font-weight="700" fill="#2a2218" data-fit=${labelW + 3 * cell}>${boardText(msg({ id: 'manila.prices.title', defaultMessage: 'Prices' }))}</text>
    <text x=${x + labelW + 5 * cell + 22} y=${y + 20} text-anchor="middle" font-size="11" fill="#3a3328" data-fit="40">${boardText(msg({ id: 'manila.prices.bank', defaultMessage: 'bank' }))}</text>
    ${PRICE_TRACK.map(
      (v, i) => svg`<text x=${x + labelW + i * cell + cell / 2} y=${y + 20} text-anchor="middle" font-size="11"
      fill=${i === PRICE_TRACK.length - 1 ? '#b03a2e' : '#3a3328'}>${num(v)}</text>`,
    )}
    ${GOODS.map((g, row) => {
      const ry = y + 28 + row * 27;
      const c = GOOD_COLOURS[g];
      return svg`<g data-good=${g} data-step=${prices[g]}>
        <text x=${x + 10} y=${ry + 17} font-size="13" fill="#2a2218" data-fit=${labelW - 12}>${boardText(goodLabel(g))}</text>
        ${PRICE_TRACK.map(
          (_, i) => svg`<rect x=${x + labelW + i * cell + 2} y=${ry + 2} width=${cell - 4} height="21" rx="4"
          fill=${i === prices[g] ? c.fill : '#fff'} stroke=${c.fill}></rect>`,
        )}
        <text x=${x + labelW + prices[g] * cell + cell / 2} y=${ry + 17} text-anchor="middle" font-size="12" font-weight="700" fill=${c.text}>${num(PRICE_TRACK[prices[g]])}</text>
        <text x=${x + labelW + 5 * cell + 22} y=${ry + 17} text-anchor="middle" font-size="12" fill="#2a2218">${num(bank[g])}</text>
      </g>`;
    })}
  </g>`;
}
