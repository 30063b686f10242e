import { HARBOUR_PAYS, INSURANCE_PAYS_AT_ONCE, SHIPYARD_PAYS, SHIP_PROFIT, SHIP_SEAT_COSTS } from '../../../../engine/games/manila/constants.js';
import { fixedSpotCost, parseSpot, type SpotId } from '../../../../engine/games/manila/spots.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';

export interface SpotWords {
  /** The spot's name as a player says it ("harbour A", "jade ship, seat 2"). */
  label: string;
  /** The price printed where the accomplice would stand (0 for the insurance). */
  price: number;
  /** What taking it costs or brings, in a few words ("3 pesos", "free, +10 pesos now"). */
  terms: string;
  /** What the spot is for, in one short sentence (the board's tooltips say the same). */
  purpose: string;
}

export function pesos(n: number): string {
  return `${n} ${n === 1 ? 'peso' : 'pesos'}`;
}

/** A spot as a player would name it, what it costs and what it is for. */
export function spotLabel(spot: string, view: ManilaView): SpotWords {
  const p = parseSpot(spot as SpotId);
  switch (p.kind) {
    case 'ship': {
      const ship = view.board.ships.find((s) => s.good === p.good);
      const index = ship ? ship.crew.indexOf(null) : -1;
      const price = index >= 0 ? SHIP_SEAT_COSTS[p.good][index] : 0;
      return { label: `${p.good} ship, seat ${index + 1}`, price, terms: pesos(price), purpose: `shares the ship's ${SHIP_PROFIT[p.good]} pesos if it reaches Manila` };
    }
    case 'harbour': {
      const price = fixedSpotCost(p);
      return { label: `harbour ${p.slot}`, price, terms: pesos(price), purpose: `pays ${HARBOUR_PAYS[p.slot]} if a ship docks at harbour ${p.slot}` };
    }
    case 'shipyard': {
      const price = fixedSpotCost(p);
      return { label: `shipyard ${p.slot}`, price, terms: pesos(price), purpose: `pays ${SHIPYARD_PAYS[p.slot]} if a ship is repaired at shipyard ${p.slot}` };
    }
    case 'pirate': {
      const price = fixedSpotCost(p);
      return { label: view.board.pirates[0] === null ? 'pirate captain' : 'second pirate', price, terms: pesos(price), purpose: 'may board or raid a ship on space 13' };
    }
    case 'pilot': {
      const price = fixedSpotCost(p);
      const power = p.pilot === 'small' ? 'moves one ship one space' : 'moves ships two spaces in all';
      return { label: `${p.pilot} pilot`, price, terms: pesos(price), purpose: `${power} before the last roll` };
    }
    case 'insurance':
      return { label: 'insurance', price: 0, terms: `free, +${INSURANCE_PAYS_AT_ONCE} pesos now`, purpose: `receive ${INSURANCE_PAYS_AT_ONCE} pesos now; pay for the ships that end in the shipyard` };
  }
}
