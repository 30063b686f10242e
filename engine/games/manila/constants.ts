// Every number printed on the Manila board (the published game's; the readings are in docs/rules/manila-reference.md).

export const GOODS = ['jade', 'silk', 'ginseng', 'nutmeg'] as const;
export type Good = (typeof GOODS)[number];

export const SLOTS = ['A', 'B', 'C'] as const;
export type Slot = (typeof SLOTS)[number];

/** Seat costs on each ship, cheapest first; the seat count is the length. */
export const SHIP_SEAT_COSTS: Record<Good, readonly number[]> = {
  jade: [3, 4, 5, 5],
  silk: [3, 4, 5],
  ginseng: [1, 2, 3],
  nutmeg: [2, 3, 4],
};

/** Profit shared by the crew (or the pirates) of a ship. */
export const SHIP_PROFIT: Record<Good, number> = { jade: 36, silk: 30, ginseng: 18, nutmeg: 24 };

export const HARBOUR_COST: Record<Slot, number> = { A: 4, B: 3, C: 2 };
export const HARBOUR_PAYS: Record<Slot, number> = { A: 6, B: 8, C: 15 };
export const SHIPYARD_COST: Record<Slot, number> = { A: 4, B: 3, C: 2 };
export const SHIPYARD_PAYS: Record<Slot, number> = { A: 6, B: 8, C: 15 };

export const PIRATE_COST = 5;
export const SMALL_PILOT_COST = 2;
export const LARGE_PILOT_COST = 5;
export const INSURANCE_COST = 0;
export const INSURANCE_PAYS_AT_ONCE = 10;

/** Price track: a good's value at each step. */
export const PRICE_TRACK = [0, 5, 10, 20, 30] as const;
export const TOP_PRICE_STEP = PRICE_TRACK.length - 1;
export const MIN_SHARE_PRICE = 5;

export const SHARES_PER_GOOD = 5;
/** The deck dealt at setup: this many of each good. */
export const DEALT_DECK_PER_GOOD = 3;
export const SHARES_DEALT_PER_PLAYER = 2;

export const STARTING_CASH = 30;
export const MORTGAGE_LOAN = 12;
export const REDEEM_COST = 15;

export const MIN_SEATS = 3;
export const MAX_SEATS = 5;

export function accomplicesPerPlayer(seats: number): number {
  return seats === 3 ? 4 : 3;
}

export function placementRoundsPerRound(seats: number): number {
  return seats === 3 ? 4 : 3;
}

/** Which roll (1-3) follows placement round n, or 0 when another placement round follows directly. */
export function rollAfterPlacementRound(seats: number, placementRound: number): number {
  const extra = placementRoundsPerRound(seats) - 3;
  return placementRound <= extra ? 0 : placementRound - extra;
}

export const LANE_END = 13;
export const MAX_START = 5;
export const START_SUM = 9;
export const SHIPS_PER_ROUND = 3;

export function sharePrice(step: number): number {
  return Math.max(MIN_SHARE_PRICE, PRICE_TRACK[step]);
}
