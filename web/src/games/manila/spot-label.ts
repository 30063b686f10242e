import {
  HARBOUR_PAYS,
  INSURANCE_PAYS_AT_ONCE,
  LANE_END,
  SHIPYARD_PAYS,
  SHIP_PROFIT,
  SHIP_SEAT_COSTS,
} from '../../../../engine/games/manila/constants.js';
import { fixedSpotCost, parseSpot, type SpotId } from '../../../../engine/games/manila/spots.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { goodName, pesos } from './goods-style.js';

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

export { pesos };

/** A spot as a player would name it, what it costs and what it is for. */
export function spotLabel(spot: SpotId, view: ManilaView): SpotWords {
  const p = parseSpot(spot);
  switch (p.kind) {
    case 'ship': {
      const ship = view.board.ships.find((s) => s.good === p.good);
      const index = ship ? ship.crew.indexOf(null) : -1;
      const price = index >= 0 ? SHIP_SEAT_COSTS[p.good][index] : 0;
      return {
        label: msg(
          { id: 'manila.spot.shipSeat', defaultMessage: '{good} ship, seat {seat, number}' },
          { good: goodName(p.good), seat: index + 1 },
        ),
        price,
        terms: pesos(price),
        purpose: msg(
          { id: 'manila.spot.shipPurpose', defaultMessage: "shares the ship's {pay} if it reaches Manila" },
          { pay: pesos(SHIP_PROFIT[p.good]) },
        ),
      };
    }
    case 'harbour': {
      const price = fixedSpotCost(p);
      return {
        label: msg({ id: 'manila.spot.harbour', defaultMessage: 'harbour {slot}' }, { slot: p.slot }),
        price,
        terms: pesos(price),
        purpose: msg(
          { id: 'manila.spot.harbourPurpose', defaultMessage: 'pays {pay, number} if a ship docks at harbour {slot}' },
          { pay: HARBOUR_PAYS[p.slot], slot: p.slot },
        ),
      };
    }
    case 'shipyard': {
      const price = fixedSpotCost(p);
      return {
        label: msg({ id: 'manila.spot.shipyard', defaultMessage: 'shipyard {slot}' }, { slot: p.slot }),
        price,
        terms: pesos(price),
        purpose: msg(
          {
            id: 'manila.spot.shipyardPurpose',
            defaultMessage: 'pays {pay, number} if a ship is repaired at shipyard {slot}',
          },
          { pay: SHIPYARD_PAYS[p.slot], slot: p.slot },
        ),
      };
    }
    case 'pirate': {
      const price = fixedSpotCost(p);
      return {
        label:
          view.board.pirates[0] === null
            ? msg({ id: 'manila.spot.captain', defaultMessage: 'pirate captain' })
            : msg({ id: 'manila.spot.secondPirate', defaultMessage: 'second pirate' }),
        price,
        terms: pesos(price),
        purpose: msg(
          { id: 'manila.spot.piratePurpose', defaultMessage: 'may board or raid a ship on space {space, number}' },
          { space: LANE_END },
        ),
      };
    }
    case 'pilot': {
      const price = fixedSpotCost(p);
      return {
        label:
          p.pilot === 'small'
            ? msg({ id: 'manila.spot.smallPilot', defaultMessage: 'small pilot' })
            : msg({ id: 'manila.spot.largePilot', defaultMessage: 'large pilot' }),
        price,
        terms: pesos(price),
        purpose:
          p.pilot === 'small'
            ? msg({
                id: 'manila.spot.smallPilotPurpose',
                defaultMessage: 'moves one ship one space before the last roll',
              })
            : msg({
                id: 'manila.spot.largePilotPurpose',
                defaultMessage: 'moves ships two spaces in all before the last roll',
              }),
      };
    }
    case 'insurance':
      return {
        label: msg({ id: 'manila.spot.insurance', defaultMessage: 'insurance' }),
        price: 0,
        terms: msg(
          { id: 'manila.spot.insuranceTerms', defaultMessage: 'free, +{amount} now' },
          { amount: pesos(INSURANCE_PAYS_AT_ONCE) },
        ),
        purpose: msg(
          {
            id: 'manila.spot.insurancePurpose',
            defaultMessage: 'receive {amount} now; pay for the ships that end in the shipyard',
          },
          { amount: pesos(INSURANCE_PAYS_AT_ONCE) },
        ),
      };
  }
}
