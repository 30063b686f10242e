import type { Seat } from '../../core/types.js';
import {
  GOODS,
  LANE_END,
  MORTGAGE_LOAN,
  PRICE_TRACK,
  SHIP_SEAT_COSTS,
  SLOTS,
  accomplicesPerPlayer,
  type Good,
  type Slot,
} from './constants.js';
import { SPOT_IDS, fixedSpotCost, parseSpot, type SpotId } from './spots.js';
import type { BoardState, GoodCounts, ManilaState, PlayerState, ShipState } from './types.js';

// Read-only questions about a Manila state, shared by decide, evolve, legal and view.

export function zeroCounts(): GoodCounts {
  return { jade: 0, silk: 0, ginseng: 0, nutmeg: 0 };
}

export function emptyBoard(): BoardState {
  return {
    ships: [],
    harbour: { A: null, B: null, C: null },
    shipyard: { A: null, B: null, C: null },
    pirates: [null, null],
    pilots: { small: null, large: null },
    insurance: null,
    rollsDone: 0,
    boarded: [],
  };
}

export function shipOf(board: BoardState, good: Good): ShipState | undefined {
  return board.ships.find((s) => s.good === good);
}

export function atSea(ship: ShipState): boolean {
  return ship.berth === null;
}

/** The next free harbour (or shipyard) berth, A before B before C. */
export function nextFreeBerth(board: BoardState, place: 'harbour' | 'shipyard'): Slot | null {
  for (const slot of SLOTS) {
    if (!board.ships.some((s) => s.berth?.place === place && s.berth.slot === slot)) return slot;
  }
  return null;
}

export function shipInBerth(board: BoardState, place: 'harbour' | 'shipyard', slot: Slot): ShipState | undefined {
  return board.ships.find((s) => s.berth?.place === place && s.berth.slot === slot);
}

/** Ships that ended a die roll exactly on 13 and have not berthed. */
export function shipsOnThirteen(board: BoardState): ShipState[] {
  return board.ships.filter((s) => atSea(s) && s.position === LANE_END);
}

export function unmortgaged(player: PlayerState): number {
  let n = 0;
  for (const g of GOODS) n += player.shares[g] - player.mortgaged[g];
  return n;
}

/** Cash plus everything mortgaging could still raise: the most a player can pay. */
export function purchasingPower(player: PlayerState): number {
  return player.cash + MORTGAGE_LOAN * unmortgaged(player);
}

/** What a seat has promised to pay as the auction's high bidder; redeeming may not break that promise. */
export function standingBid(state: ManilaState, seat: Seat): number {
  const ph = state.phase;
  return ph.kind === 'auction' && ph.highBidder === seat ? ph.highBid : 0;
}

export function pawnsLeft(state: ManilaState, seat: Seat): number {
  return accomplicesPerPlayer(state.seats) - state.placed[seat];
}

/**
 * Which share a forced mortgage takes: the least valuable unmortgaged share,
 * goods order breaking ties. A fixed rule keeps forced mortgages deterministic.
 */
export function shareToForceMortgage(state: ManilaState, seat: Seat): Good | null {
  const p = state.players[seat];
  let best: Good | null = null;
  for (const g of GOODS) {
    if (p.shares[g] - p.mortgaged[g] <= 0) continue;
    if (best === null || PRICE_TRACK[state.prices[g]] < PRICE_TRACK[state.prices[best]]) best = g;
  }
  return best;
}

/** Where an accomplice placed on this spot would stand and what it costs, or null if the spot is full. */
export function spotOffer(state: ManilaState, spot: SpotId): { index: number; cost: number } | null {
  const b = state.board;
  const p = parseSpot(spot);
  switch (p.kind) {
    case 'ship': {
      const ship = shipOf(b, p.good);
      if (!ship || !atSea(ship)) return null;
      const index = ship.crew.indexOf(null);
      return index < 0 ? null : { index, cost: SHIP_SEAT_COSTS[p.good][index] };
    }
    case 'harbour':
      return b.harbour[p.slot] === null ? { index: 0, cost: fixedSpotCost(p) } : null;
    case 'shipyard':
      return b.shipyard[p.slot] === null ? { index: 0, cost: fixedSpotCost(p) } : null;
    case 'pirate': {
      const index = b.pirates.indexOf(null);
      return index < 0 ? null : { index, cost: fixedSpotCost(p) };
    }
    case 'pilot':
      return b.pilots[p.pilot] === null ? { index: 0, cost: fixedSpotCost(p) } : null;
    case 'insurance':
      return b.insurance === null ? { index: 0, cost: fixedSpotCost(p) } : null;
  }
}

export function freeSpots(state: ManilaState): { spot: SpotId; index: number; cost: number }[] {
  const out: { spot: SpotId; index: number; cost: number }[] = [];
  for (const spot of SPOT_IDS) {
    const offer = spotOffer(state, spot);
    if (offer) out.push({ spot, ...offer });
  }
  return out;
}

/**
 * Reading 6: a player who cannot pay for the cheapest free spot (insurance aside),
 * even after mortgaging every share, places as a stowaway for the cash he has.
 */
export function isStowaway(state: ManilaState, seat: Seat): boolean {
  const spots = freeSpots(state).filter((s) => s.spot !== 'insurance');
  if (spots.length === 0) return false;
  const cheapest = Math.min(...spots.map((s) => s.cost));
  return purchasingPower(state.players[seat]) < cheapest;
}

/** Seats clockwise starting at `from`. */
export function clockwise(seats: number, from: Seat): Seat[] {
  return Array.from({ length: seats }, (_, k) => (from + k) % seats);
}

/** Who places next in this placement round: the first seat after `after` in the harbour master's lap that still places. */
export function nextPlacer(state: ManilaState, after: Seat | null): Seat | null {
  const lap = clockwise(state.seats, state.harbourMaster ?? 0);
  const start = after === null ? 0 : lap.indexOf(after) + 1;
  for (let i = start; i < lap.length; i++) {
    const s = lap[i];
    if (!state.stopped[s] && pawnsLeft(state, s) > 0) return s;
  }
  return null;
}

/** The next bidder clockwise after `after` who has not passed and is not the high bidder. */
export function nextBidder(seats: number, after: Seat, passed: readonly Seat[], highBidder: Seat | null): Seat | null {
  for (let k = 1; k <= seats; k++) {
    const s = (after + k) % seats;
    if (!passed.includes(s) && s !== highBidder) return s;
  }
  return null;
}
