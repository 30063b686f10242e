import { svg, type SVGTemplateResult } from 'lit';
import { LANE_END, SHIP_PROFIT, SHIP_SEAT_COSTS } from '../../../../engine/games/manila/constants.js';
import type { ShipState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { CARD_HEIGHT, CARD_WIDTH, type BoardLayout, type LaneLayout } from './board-layout.js';
import { GOOD_COLOURS } from './goods-style.js';
import { shipMarker } from './ship-marker.js';
import { pesos, goodName } from './goods-style.js';
import { msg, num, upperFirst } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { areaPurpose } from './board-areas.js';

const SPACES = Array.from({ length: LANE_END + 1 }, (_, i) => i);
const TRACK_HEIGHT = 44;

/** The three sea lanes: each ship's crew seats with their prices, and the 0-13 track with the ship on it. */
export function shipLanes(ships: readonly ShipState[], layout: BoardLayout, ctx: BoardContext): SVGTemplateResult {
  return svg`${layout.lanes.map((l, lane) => shipLane(lane, ships[lane], l, ctx))}`;
}

function shipLane(lane: number, ship: ShipState | undefined, l: LaneLayout, ctx: BoardContext): SVGTemplateResult {
  const { cell } = l.track;
  const centre = (space: number) => l.track.x + space * cell + (cell - 3) / 2;
  return svg`<g class="lane" data-lane=${lane} data-good=${ship?.good ?? ''}>
    <title>${areaPurpose('lanes')}</title>
    <rect x=${l.water.x} y=${l.water.y} width=${l.water.w} height=${l.water.h} rx="12" fill="#cfe4ec"></rect>
    ${ship ? shipCard(ship, l.card, ctx) : svg`<text x=${l.card.x + 4} y=${l.card.y + 52} font-size="15" fill="#47606b" data-fit=${CARD_WIDTH - 8}>${boardText(msg({ id: 'manila.lane.empty', defaultMessage: 'Lane {lane, number}: no ship loaded yet' }, { lane: lane + 1 }))}</text>`}
    ${SPACES.map(
      (i) => svg`<g>
      <rect x=${l.track.x + i * cell} y=${l.track.y} width=${cell - 3} height=${TRACK_HEIGHT} rx="4"
        fill=${i === LANE_END ? '#f3c3b8' : '#eef6f8'} stroke=${i === LANE_END ? '#b03a2e' : '#9ab8c2'}></rect>
      <text x=${centre(i)} y=${l.track.y - 6} text-anchor="middle" font-size="11" fill="#47606b">${num(i)}</text>
    </g>`,
    )}
    ${ship ? svg`<text class="ship-status" x=${l.status.x} y=${l.status.y} text-anchor="end" font-size="12" fill="#2a2218" data-fit="470">${boardText(upperFirst(msg({ id: 'manila.lane.status', defaultMessage: '{good} ship: {status}' }, { good: goodName(ship.good), status: shipStatus(ship) })))}</text>` : ''}
    ${ship?.berth === null && ship.position <= LANE_END ? shipMarker(ship.good, centre(ship.position), l.track.y + 20, msg({ id: 'manila.lane.space', defaultMessage: 'space {n, number}' }, { n: ship.position })) : ''}
  </g>`;
}

function shipCard(ship: ShipState, at: { x: number; y: number }, ctx: BoardContext): SVGTemplateResult {
  const c = GOOD_COLOURS[ship.good];
  const costs = SHIP_SEAT_COSTS[ship.good];
  const next = ship.crew.indexOf(null);
  const spot = `ship-${ship.good}`;
  const { x, y } = at;
  const body = svg`<g class="ship-card">
    <rect x=${x} y=${y} width=${CARD_WIDTH} height=${CARD_HEIGHT} rx="10" fill=${c.light} stroke=${c.fill} stroke-width="2"></rect>
    <rect x=${x} y=${y} width=${CARD_WIDTH} height="24" rx="10" fill=${c.fill}></rect>
    <text x=${x + 10} y=${y + 17} font-size="14" font-weight="700" fill=${c.text} data-fit=${CARD_WIDTH - 20}>${boardText(upperFirst(msg({ id: 'manila.card.title', defaultMessage: '{good} · pays {pay, number}' }, { good: goodName(ship.good), pay: SHIP_PROFIT[ship.good] })))}</text>
    ${ship.crew.map((occupant, i) => {
      const sx = x + 28 + i * 52;
      return svg`${accompliceSpot(
        {
          x: sx,
          y: y + 51,
          occupant,
          price: costs[i],
          label: upperFirst(
            msg(
              { id: 'manila.card.seat', defaultMessage: '{good} ship seat {seat, number} ({price})' },
              { good: goodName(ship.good), seat: i + 1, price: pesos(costs[i]) },
            ),
          ),
          highlighted: ctx.placeable.has(spot) && i === next,
        },
        ctx,
      )}
      <text x=${sx} y=${y + 84} text-anchor="middle" font-size="11" fill="#3a3328" data-fit="48">${boardText(pesos(costs[i]))}</text>`;
    })}
  </g>`;
  const target =
    next >= 0
      ? msg(
          { id: 'manila.card.targetSeat', defaultMessage: 'the {good} ship, seat {seat, number} for {price}' },
          { good: goodName(ship.good), seat: next + 1, price: pesos(costs[next]) },
        )
      : msg({ id: 'manila.card.target', defaultMessage: 'the {good} ship' }, { good: goodName(ship.good) });
  return placeTarget(spot, target, ctx, body, { x: x - 3, y: y - 3, w: CARD_WIDTH + 6, h: CARD_HEIGHT + 6 });
}

function shipStatus(ship: ShipState): string {
  const b = ship.berth;
  if (ship.plundered) {
    return b
      ? msg(
          {
            id: 'manila.lane.plunderedTo',
            defaultMessage: 'plundered → {place, select, harbour {harbour} other {shipyard}} {slot}',
          },
          { place: b.place, slot: b.slot },
        )
      : msg({ id: 'manila.lane.plundered', defaultMessage: 'plundered' });
  }
  if (b?.place === 'harbour')
    return msg({ id: 'manila.lane.inManila', defaultMessage: 'in Manila, {slot}' }, { slot: b.slot });
  if (b?.place === 'shipyard')
    return msg({ id: 'manila.lane.inShipyard', defaultMessage: 'shipyard {slot}' }, { slot: b.slot });
  return msg({ id: 'manila.lane.space', defaultMessage: 'space {n, number}' }, { n: ship.position });
}
