/** The shapes of the designed components (components 8). */

export type PortId = 'LON' | 'NYC' | 'RIO' | 'CPT' | 'BOM' | 'ALX';

/** Open sea, helm, and the ten instruction-square types (components, section 3). */
export type SquareCode = '.' | 'H' | 'ST' | 'DO' | 'FW' | 'HW' | 'GL' | 'PI' | 'IC' | 'SC' | 'CR' | 'RS';

/** Every square and card effect (components, section 4.1). */
export type Effect =
  | { type: 'drawChance' }
  | { type: 'sink'; how?: 'disappears' }
  | { type: 'loseCargo'; which: 'all' | 'mostValuable' | 'heaviest' | 'lightest' }
  | { type: 'pay'; amount: number }
  | { type: 'payPerShip'; amount: number }
  | { type: 'payPerCapacity'; per100t: number }
  | { type: 'collect'; amount: number }
  | { type: 'collectFromEach'; amount: number }
  | { type: 'collectPerConsignment'; amount: number }
  | { type: 'collectIfInsured'; amount: number }
  | { type: 'advance'; n: number }
  | { type: 'back'; n: number }
  | { type: 'turnBack' }
  | { type: 'missTurns'; n: number }
  | { type: 'rollAndAdvance' }
  | { type: 'toDestination' }
  | { type: 'toPortBehind' }
  | { type: 'toNearestPort' }
  | { type: 'toLondon' }
  | { type: 'dieCheck'; fail: number[]; onFail: Effect; onPass: Effect | null }
  | { type: 'seq'; effects: Effect[] };

export interface PortData {
  id: PortId;
  name: string;
}

export interface RouteData {
  id: string;
  name: string;
  a: PortId;
  b: PortId;
  /** Square codes 1..n, listed from port a. */
  squares: SquareCode[];
}

export interface SquareTypeData {
  name: string;
  text: string;
  effect: Effect | null;
}

export interface ShipData {
  id: string;
  name: string;
  class: 'coaster' | 'freighter' | 'cargo liner';
  capacity: number;
  price: number;
  insuranceFee: number;
  insuranceValue: number;
  pawnValue: number;
  redemptionValue: number;
}

export interface CardData {
  id: string;
  title: string;
  text: string;
  effect: Effect;
}

export interface NoteData {
  id: string;
  from: PortId;
  to: PortId;
  cargo: string;
  weight: number;
  purchase: number;
  sale: number;
  insuranceFee: number;
  pawnValue: number;
  redemptionValue: number;
  /** Shortest steps from loading port to destination. */
  distance: number;
}
