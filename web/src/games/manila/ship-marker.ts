import { svg, type SVGTemplateResult } from 'lit';
import type { Good } from '../../../../engine/games/manila/constants.js';
import { GOOD_COLOURS, goodName } from './goods-style.js';
import { msg, upperFirst } from '../../i18n/i18n.js';

/** A small ship in its good's colour, centred on (x, y); used on the lanes and in the berths. */
export function shipMarker(good: Good, x: number, y: number, note = ''): SVGTemplateResult {
  const c = GOOD_COLOURS[good];
  return svg`<g class="ship-marker" data-good=${good}>
    <title>${upperFirst(
      note
        ? msg({ id: 'manila.ship.markerNote', defaultMessage: '{good} ship, {note}' }, { good: goodName(good), note })
        : msg({ id: 'manila.ship.marker', defaultMessage: '{good} ship' }, { good: goodName(good) }),
    )}</title>
    <line x1=${x} y1=${y - 20} x2=${x} y2=${y + 2} stroke="#4a3a28" stroke-width="2"></line>
    <path d="M${x + 1} ${y - 19} L${x + 13} ${y - 1} L${x + 1} ${y - 1} Z" fill="#fbf6ea" stroke="#4a3a28" stroke-width="1"></path>
    <path d="M${x - 16} ${y + 1} L${x + 16} ${y + 1} L${x + 11} ${y + 12} L${x - 11} ${y + 12} Z" fill=${c.fill} stroke="#2a2218" stroke-width="1.2"></path>
  </g>`;
}
