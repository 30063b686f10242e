import {
  GOODS,
  HARBOUR_COST,
  INSURANCE_COST,
  LARGE_PILOT_COST,
  PIRATE_COST,
  SHIPYARD_COST,
  SLOTS,
  SMALL_PILOT_COST,
  type Good,
  type Slot,
} from './constants.js';

/** Where an accomplice can stand. A ship spot means "the cheapest free seat of that ship". */
export type SpotId =
  | `ship-${Good}`
  | `harbour-${Slot}`
  | `shipyard-${Slot}`
  | 'pirate'
  | 'pilot-small'
  | 'pilot-large'
  | 'insurance';

export const SPOT_IDS: readonly SpotId[] = [
  ...GOODS.map((g) => `ship-${g}` as const),
  ...SLOTS.map((s) => `harbour-${s}` as const),
  ...SLOTS.map((s) => `shipyard-${s}` as const),
  'pirate',
  'pilot-small',
  'pilot-large',
  'insurance',
];

export type ParsedSpot =
  | { kind: 'ship'; good: Good }
  | { kind: 'harbour'; slot: Slot }
  | { kind: 'shipyard'; slot: Slot }
  | { kind: 'pirate' }
  | { kind: 'pilot'; pilot: 'small' | 'large' }
  | { kind: 'insurance' };

export function parseSpot(spot: SpotId): ParsedSpot {
  if (spot.startsWith('ship-')) return { kind: 'ship', good: spot.slice(5) as Good };
  if (spot.startsWith('harbour-')) return { kind: 'harbour', slot: spot.slice(8) as Slot };
  if (spot.startsWith('shipyard-')) return { kind: 'shipyard', slot: spot.slice(9) as Slot };
  if (spot === 'pilot-small') return { kind: 'pilot', pilot: 'small' };
  if (spot === 'pilot-large') return { kind: 'pilot', pilot: 'large' };
  if (spot === 'pirate') return { kind: 'pirate' };
  return { kind: 'insurance' };
}

/** Printed cost of a non-ship spot. */
export function fixedSpotCost(spot: Exclude<ParsedSpot, { kind: 'ship' }>): number {
  switch (spot.kind) {
    case 'harbour':
      return HARBOUR_COST[spot.slot];
    case 'shipyard':
      return SHIPYARD_COST[spot.slot];
    case 'pirate':
      return PIRATE_COST;
    case 'pilot':
      return spot.pilot === 'small' ? SMALL_PILOT_COST : LARGE_PILOT_COST;
    case 'insurance':
      return INSURANCE_COST;
  }
}
