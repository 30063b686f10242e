import { svg, type SVGTemplateResult } from 'lit';
import {
  HARBOUR_COST,
  HARBOUR_PAYS,
  SHIPYARD_COST,
  SHIPYARD_PAYS,
  SLOTS,
  type Slot,
} from '../../../../engine/games/manila/constants.js';
import type { BoardState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import type { BoardLayout, Box } from './board-layout.js';
import { shipMarker } from './ship-marker.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { goodName } from './goods-style.js';
import { areaPurpose } from './board-areas.js';

type Place = 'harbour' | 'shipyard';

const LOOK: Record<Place, { fill: string; stroke: string; cost: Record<Slot, number>; pays: Record<Slot, number> }> = {
  harbour: { fill: '#e9f1dc', stroke: '#5f7f3a', cost: HARBOUR_COST, pays: HARBOUR_PAYS },
  shipyard: { fill: '#ece4d8', stroke: '#7a5f3e', cost: SHIPYARD_COST, pays: SHIPYARD_PAYS },
};

/** "Harbour A", "Shipyard B": a berth's printed name. */
function berthTitle(place: Place, slot: Slot): string {
  return place === 'harbour'
    ? msg({ id: 'manila.berth.harbour', defaultMessage: 'Harbour {slot}' }, { slot })
    : msg({ id: 'manila.berth.shipyard', defaultMessage: 'Shipyard {slot}' }, { slot });
}

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
  const title = berthTitle(place, slot);
  const terms = { cost: look.cost[slot], pays: look.pays[slot] };
  const label =
    place === 'harbour'
      ? msg(
          {
            id: 'manila.berth.harbourLabel',
            defaultMessage: 'harbour {slot} (costs {cost, number}, pays {pays, number})',
          },
          { slot, ...terms },
        )
      : msg(
          {
            id: 'manila.berth.shipyardLabel',
            defaultMessage: 'shipyard {slot} (costs {cost, number}, pays {pays, number})',
          },
          { slot, ...terms },
        );
  const where =
    place === 'harbour'
      ? msg(
          {
            id: 'manila.berth.harbourNote',
            defaultMessage: '{plundered, select, yes {harbour {slot}, plundered} other {harbour {slot}}}',
          },
          { slot, plundered: ship?.plundered ? 'yes' : 'no' },
        )
      : msg(
          {
            id: 'manila.berth.shipyardNote',
            defaultMessage: '{plundered, select, yes {shipyard {slot}, plundered} other {shipyard {slot}}}',
          },
          { slot, plundered: ship?.plundered ? 'yes' : 'no' },
        );
  const body = svg`<g class="berth" data-berth=${spot}>
    <title>${msg({ id: 'manila.berth.title', defaultMessage: '{berth}: costs {cost, number}, pays {pays, number}. {purpose}' }, { berth: title, ...terms, purpose: areaPurpose(place) })}</title>
    <rect x=${x} y=${y} width=${w} height=${h} rx="10" fill=${look.fill} stroke=${look.stroke} stroke-width="2"></rect>
    <text x=${x + 10} y=${y + 20} font-size="14" font-weight="700" fill="#2a2218" data-fit=${w - 20}>${boardText(title)}</text>
    <text x=${x + 10} y=${y + 38} font-size="12" fill="#3a3328" data-fit=${w - 20}>${boardText(msg({ id: 'manila.berth.terms', defaultMessage: 'costs {cost, number} · pays {pays, number}' }, terms))}</text>
    ${accompliceSpot({ x: x + 32, y: y + h - 26, occupant, price: look.cost[slot], label: title, highlighted: ctx.placeable.has(spot) }, ctx)}
    ${
      ship
        ? shipMarker(ship.good, x + w - 60, y + 64, where)
        : svg`<rect x=${x + w - 87} y=${y + 44} width="54" height="34" rx="6" fill="none" stroke=${look.stroke} stroke-dasharray="4 3"></rect>`
    }
    ${
      ship
        ? svg`<text x=${x + w - 60} y=${y + h - 4} text-anchor="middle" font-size="11" fill="#2a2218" data-fit="110">${boardText(
            ship.plundered
              ? msg(
                  { id: 'manila.berth.plunderedShip', defaultMessage: '{good} (plundered)' },
                  { good: goodName(ship.good) },
                )
              : goodName(ship.good),
          )}</text>`
        : ''
    }
  </g>`;
  return placeTarget(spot, label, ctx, body, { x: x - 3, y: y - 3, w: w + 6, h: h + 6 });
}
