import { SHIP_SEAT_COSTS } from '../../../../engine/games/manila/constants.js';
import { fixedSpotCost, parseSpot, type SpotId } from '../../../../engine/games/manila/spots.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';

/** A spot's name as a player says it, and the price printed where the accomplice would stand. */
export function spotLabel(spot: string, view: ManilaView): { label: string; price: number } {
  const p = parseSpot(spot as SpotId);
  switch (p.kind) {
    case 'ship': {
      const ship = view.board.ships.find((s) => s.good === p.good);
      const index = ship ? ship.crew.indexOf(null) : -1;
      const price = index >= 0 ? SHIP_SEAT_COSTS[p.good][index] : 0;
      return { label: `${p.good} ship, seat ${index + 1}`, price };
    }
    case 'harbour': return { label: `harbour ${p.slot}`, price: fixedSpotCost(p) };
    case 'shipyard': return { label: `shipyard ${p.slot}`, price: fixedSpotCost(p) };
    case 'pirate': return { label: view.board.pirates[0] === null ? 'pirate captain' : 'second pirate', price: fixedSpotCost(p) };
    case 'pilot': return { label: `${p.pilot} pilot`, price: fixedSpotCost(p) };
    case 'insurance': return { label: 'insurance', price: fixedSpotCost(p) };
  }
}
