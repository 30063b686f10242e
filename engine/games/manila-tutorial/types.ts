import type { Payment, Seat } from '../../core/types.js';
import type { TableCommand } from '../../core/commands.js';
import type { commands } from './decide.js';
import type { Cargo, Ship } from './constants.js';

export type ShipCounts = Record<Ship, number>;

/** The tutorial race has no table options; the object exists so the contract's shape holds. */
export type TutorialOptions = Record<string, never>;

/** Where a ship stands in this round's race (T11). */
export type Fate = 'at-sea' | 'arrived' | 'sunk' | 'collided';

export interface ShipState {
  /** The space the ship last ended on; a sunk ship keeps the space past 13 it was headed for. */
  position: number;
  fate: Fate;
}

export interface PlayerState {
  cash: number;
  /** Shares held now: kept from round to round until their ship sinks or collides (reading 3). */
  shares: ShipCounts;
  /** Every share bought over the game, lost ones included: the tie-break (T19, reading 7). */
  sharesBought: number;
}

export type BetResult = 'won' | 'lost' | 'cancelled';

export interface Bet {
  seat: Seat;
  ship: Ship;
  number: number;
  stake: number;
  /** Null until the bets are settled after the second movement. */
  result: BetResult | null;
}

export type Phase =
  | { kind: 'setup' }
  /** Between RoundStarted and PricesRolled, inside one decision: nobody acts. */
  | { kind: 'loading' }
  | { kind: 'shares'; turn: Seat }
  | { kind: 'bets'; turn: Seat }
  /** The ships move until none is at sea; decide rolls every die, nobody acts. */
  | { kind: 'voyage' }
  | { kind: 'over' };

export interface TutorialState {
  status: 'new' | 'playing' | 'over';
  seats: number;
  round: number;
  /** Opens both the share and the betting turns of the round; moves one seat on each round. */
  firstPlayer: Seat;
  phase: Phase;
  players: PlayerState[];
  /** Shares left in the bank, per ship. */
  bank: ShipCounts;
  /** This round's loading and prices; null before the first cargo roll. */
  cargo: Record<Ship, Cargo> | null;
  prices: Record<Cargo, number> | null;
  ships: Record<Ship, ShipState>;
  /** Movements made this round. */
  movements: number;
  /** This round's bets, settled or not. */
  bets: Bet[];
}

/** The refusals the tutorial's own rules give, besides core's (not started, over, not a seat, wrong phase, malformed). */
export type TutorialRejectionCode = 'NOT_YOUR_TURN' | 'ILLEGAL_MOVE' | 'NO_SHARE' | 'INSUFFICIENT_FUNDS';

/** Every player command, inferred from the command table's fields (decide.ts). */
export type TutorialCommand = TableCommand<typeof commands>;

export interface ShipMove {
  ship: Ship;
  die: number;
  from: number;
  to: number;
  /** The ship's fate once every ship of this movement has moved. */
  fate: Fate;
}

export interface BetSettlement {
  seat: Seat;
  ship: Ship;
  number: number;
  stake: number;
  /** How far the ship advanced in the first two movements; null when it collided. */
  advanced: number | null;
  result: BetResult;
}

export type TutorialEvent =
  | { type: 'GameStarted'; seats: number; options: TutorialOptions }
  | { type: 'RoundStarted'; round: number; firstPlayer: Seat }
  | { type: 'CargoLoaded'; die: number; cargo: Record<Ship, Cargo> }
  /** Every price die rolled, the rerolled 1s included, and the prices they set. */
  | { type: 'PricesRolled'; rolls: Record<Cargo, number[]>; prices: Record<Cargo, number> }
  | { type: 'SharesBought'; seat: Seat; shares: ShipCounts; payments: Payment[] }
  /** `forced` when the seat could buy nothing (no 10 pesos, or the bank has none left). */
  | { type: 'SharesPassed'; seat: Seat; forced: boolean }
  | { type: 'BetPlaced'; seat: Seat; ship: Ship; number: number; stake: number; payments: Payment[] }
  /** `forced` when the seat has no peso to stake. */
  | { type: 'BetPassed'; seat: Seat; forced: boolean }
  | { type: 'ShipsMoved'; movement: number; moves: ShipMove[] }
  | { type: 'BetsSettled'; bets: BetSettlement[]; payments: Payment[] }
  /** An arrived ship pays its cargo's price per share; `shares` is each seat's holding. */
  | { type: 'CargoPaid'; ship: Ship; cargo: Cargo; price: number; shares: number[]; payments: Payment[] }
  /** A sunk or collided ship's shares go back to the bank; `shares` is what each seat gave back. */
  | { type: 'SharesReturned'; ship: Ship; fate: 'sunk' | 'collided'; shares: number[] }
  | { type: 'GameEnded'; standings: { seat: Seat; cash: number; sharesBought: number }[] };
