import { svg, type SVGTemplateResult } from 'lit';
import { LANE_END, SHIP_PROFIT, SHIP_SEAT_COSTS } from '../../../../engine/games/manila/constants.js';
import type { ShipState } from '../../../../engine/games/manila/types.js';
import { accompliceSpot, placeTarget } from './accomplice-spot.js';
import type { BoardContext } from './board-context.js';
import { CARD_WIDTH, CARD_X, CELL, LANE_HEIGHT, TRACK_X, laneY } from './board-layout.js';
import { GOOD_COLOURS, goodLabel } from './goods-style.js';
import { shipMarker } from './ship-marker.js';

const LANES = [0, 1, 2];
const SPACES = Array.from({ length: LANE_END + 1 }, (_, i) => i);

/** The three sea lanes: each ship's crew seats with their prices, and the 0-13 track with the ship on it. */
export function shipLanes(ships: readonly ShipState[], ctx: BoardContext): SVGTemplateResult {
  return svg`${LANES.map((lane) => shipLane(lane, ships[lane], ctx))}`;
}

function shipLane(lane: number, ship: ShipState | undefined, ctx: BoardContext): SVGTemplateResult {
  const y = laneY(lane);
  return svg`<g class="lane" data-lane=${lane} data-good=${ship?.good ?? ''}>
    <rect x=${CARD_X - 6} y=${y} width=${760} height=${LANE_HEIGHT} rx="12" fill="#cfe4ec"></rect>
    ${ship ? shipCard(ship, y, ctx) : svg`<text x=${CARD_X + 10} y=${y + 56} font-size="15" fill="#47606b">Lane ${lane + 1}: no ship loaded yet</text>`}
    ${SPACES.map((i) => svg`<g>
      <rect x=${TRACK_X + i * CELL} y=${y + 30} width=${CELL - 3} height="44" rx="4"
        fill=${i === LANE_END ? '#f3c3b8' : '#eef6f8'} stroke=${i === LANE_END ? '#b03a2e' : '#9ab8c2'}></rect>
      <text x=${TRACK_X + i * CELL + (CELL - 3) / 2} y=${y + 24} text-anchor="middle" font-size="11" fill="#47606b">${i}</text>
    </g>`)}
    <text x=${TRACK_X + 13 * CELL + 40} y=${y + 56} font-size="13" fill="#47606b">→</text>
    ${ship ? svg`<text class="ship-status" x=${TRACK_X + 14 * CELL - 3} y=${y + 92} text-anchor="end" font-size="12" fill="#2a2218">${goodLabel(ship.good)} ship: ${shipStatus(ship)}</text>` : ''}
    ${ship && ship.berth === null && ship.position <= LANE_END
      ? shipMarker(ship.good, TRACK_X + ship.position * CELL + (CELL - 3) / 2, y + 50, `space ${ship.position}`)
      : ''}
  </g>`;
}

function shipCard(ship: ShipState, y: number, ctx: BoardContext): SVGTemplateResult {
  const c = GOOD_COLOURS[ship.good];
  const costs = SHIP_SEAT_COSTS[ship.good];
  const next = ship.crew.indexOf(null);
  const spot = `ship-${ship.good}`;
  const label = `the ${ship.good} ship`;
  const body = svg`<g class="ship-card">
    <rect x=${CARD_X} y=${y + 4} width=${CARD_WIDTH} height=${LANE_HEIGHT - 8} rx="10" fill=${c.light} stroke=${c.fill} stroke-width="2"></rect>
    <rect x=${CARD_X} y=${y + 4} width=${CARD_WIDTH} height="24" rx="10" fill=${c.fill}></rect>
    <text x=${CARD_X + 10} y=${y + 21} font-size="14" font-weight="700" fill=${c.text}>${goodLabel(ship.good)} · pays ${SHIP_PROFIT[ship.good]}</text>
    ${ship.crew.map((occupant, i) => {
      const x = CARD_X + 28 + i * 52;
      return svg`${accompliceSpot({
        x, y: y + 55, occupant, price: `${costs[i]}`, label: `${goodLabel(ship.good)} ship seat ${i + 1} (${costs[i]} pesos)`,
        highlighted: ctx.placeable.has(spot) && i === next,
      }, ctx)}
      <text x=${x} y=${y + 88} text-anchor="middle" font-size="11" fill="#3a3328">${costs[i]} pesos</text>`;
    })}
  </g>`;
  const price = next >= 0 ? `, seat ${next + 1} for ${costs[next]} pesos` : '';
  return placeTarget(spot, `${label}${price}`, ctx, body, { x: CARD_X - 3, y: y + 1, w: CARD_WIDTH + 6, h: LANE_HEIGHT - 2 });
}

function shipStatus(ship: ShipState): string {
  if (ship.plundered) return ship.berth ? `plundered → ${ship.berth.place} ${ship.berth.slot}` : 'plundered';
  if (ship.berth?.place === 'harbour') return `in Manila, ${ship.berth.slot}`;
  if (ship.berth?.place === 'shipyard') return `shipyard ${ship.berth.slot}`;
  return `space ${ship.position}`;
}
