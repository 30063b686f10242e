import type { Payment, Seat } from '../../core/types.js';
import type { Good, Slot } from './constants.js';
import type { SpotId } from './spots.js';
import type { TableCommand } from '../../core/commands.js';
import type { commands } from './decide.js';

export type GoodCounts = Record<Good, number>;

export interface ManilaOptions {
  /** The rulebook's "stronger pirates" variant: pirates may replace a crew member. */
  strongerPirates: boolean;
}

export interface PlayerState {
  cash: number;
  /** Every share the player owns, mortgaged ones included. */
  shares: GoodCounts;
  mortgaged: GoodCounts;
  /** Shares the table saw the player buy; these are not secret. */
  bought: GoodCounts;
  /**
   * Cards whose goods this fold cannot know, because it folds a log redacted for another
   * viewer (a client replaying as a spectator): the count still shows, as on the table.
   * Always zero when folding the full log.
   */
  unseen: { shares: number; mortgaged: number };
}

export interface Berth {
  place: 'harbour' | 'shipyard';
  slot: Slot;
}

export interface ShipState {
  good: Good;
  position: number;
  /** One entry per seat on the ship, cheapest first. */
  crew: (Seat | null)[];
  berth: Berth | null;
  plundered: boolean;
}

export interface BoardState {
  /** The three launched ships, by lane; empty before the harbour master launches. */
  ships: ShipState[];
  harbour: Record<Slot, Seat | null>;
  shipyard: Record<Slot, Seat | null>;
  /** [captain, second]. */
  pirates: [Seat | null, Seat | null];
  pilots: { small: Seat | null; large: Seat | null };
  insurance: Seat | null;
  rollsDone: number;
  /** Ship seats taken by boarding pirates this round (the second pirate may not replace these). */
  boarded: { good: Good; index: number }[];
}

export type Phase =
  | { kind: 'setup' }
  | { kind: 'auction'; opener: Seat; turn: Seat; highBid: number; highBidder: Seat | null; passed: Seat[] }
  | { kind: 'buy-share' }
  | { kind: 'launch' }
  | { kind: 'placement'; placementRound: number; turn: Seat | null }
  | { kind: 'boarding'; order: PirateOrder; pirateSpot: 0 | 1; seat: Seat; ships: Good[] }
  | { kind: 'pilot'; pilot: 'small' | 'large'; seat: Seat }
  | { kind: 'plunder'; seat: Seat; ships: Good[] }
  | { kind: 'between'; after: Milestone }
  | { kind: 'over' };

export interface ManilaState {
  status: 'new' | 'playing' | 'over';
  seats: number;
  options: ManilaOptions;
  players: PlayerState[];
  bank: GoodCounts;
  /** Step on the price track (0-4), per good. */
  prices: GoodCounts;
  round: number;
  harbourMaster: Seat | null;
  phase: Phase;
  board: BoardState;
  /** Accomplices each seat has placed this round. */
  placed: number[];
  /** Seats that stopped placing for the rest of this round. */
  stopped: boolean[];
}

/** The refusals Manila's own rules give, besides core's (not started, over, not a seat, wrong phase, malformed). */
export type ManilaRejectionCode =
  | 'NOT_YOUR_TURN'
  | 'INSUFFICIENT_FUNDS'
  | 'BID_TOO_LOW'
  | 'SPOT_TAKEN'
  | 'NO_PAWNS_LEFT'
  | 'NO_SHARE'
  | 'ILLEGAL_MOVE';

/** Every player command, inferred from the command table's fields (decide.ts). */
export type ManilaCommand = TableCommand<typeof commands>;

export interface ShipMove {
  good: Good;
  from: number;
  to: number;
  /** Set when the move took the ship past 13 into Manila. */
  docked?: Slot;
}

export type ManilaEvent =
  /** `deal` holds each seat's secret shares (null where redacted); `bank` is the open supply left to buy. */
  | { type: 'GameStarted'; seats: number; options: ManilaOptions; deal: (Good[] | null)[]; bank: GoodCounts }
  | { type: 'RoundStarted'; round: number; opener: Seat }
  | { type: 'BidPlaced'; seat: Seat; amount: number }
  | { type: 'BidPassed'; seat: Seat }
  | { type: 'HarbourMasterChosen'; seat: Seat; price: number; payments: Payment[] }
  | { type: 'ShareMortgaged'; seat: Seat; good: Good | null; forced: boolean; payments: Payment[] }
  | { type: 'ShareRedeemed'; seat: Seat; good: Good | null; payments: Payment[] }
  | { type: 'ShareBought'; seat: Seat; good: Good; price: number; payments: Payment[] }
  | { type: 'ShareDeclined'; seat: Seat }
  | { type: 'ShipsLaunched'; seat: Seat; ships: { good: Good; start: number }[] }
  | { type: 'PlacementRoundStarted'; placementRound: number }
  | {
      type: 'AccomplicePlaced';
      seat: Seat;
      spot: SpotId;
      index: number;
      cost: number;
      stowaway: boolean;
      payments: Payment[];
    }
  | { type: 'PlacingStopped'; seat: Seat }
  | { type: 'DiceRolled'; roll: number; dice: Partial<Record<Good, number>>; moves: ShipMove[] }
  | { type: 'PirateTurn'; order: PirateOrder; pirateSpot: 0 | 1; seat: Seat; ships: Good[] }
  | { type: 'PirateBoarded'; seat: Seat; good: Good; index: number; replaced: Seat | null }
  | { type: 'PirateStayed'; seat: Seat }
  | { type: 'PilotTurn'; pilot: 'small' | 'large'; seat: Seat }
  | { type: 'PilotMoved'; seat: Seat; pilot: 'small' | 'large'; moves: ShipMove[] }
  | { type: 'PilotDeclined'; seat: Seat; pilot: 'small' | 'large' }
  | { type: 'ShipPlundered'; good: Good; pirates: Seat[]; crewReturned: Seat[] }
  | { type: 'PlunderTurn'; seat: Seat; ships: Good[] }
  | { type: 'ShipBerthed'; good: Good; berth: { place: 'harbour' | 'shipyard'; slot: Slot }; chosenBy: Seat | null }
  | { type: 'ProfitPaid'; reason: ProfitReason; good: Good | null; slot: Slot | null; payments: Payment[] }
  | { type: 'PricesRaised'; goods: Good[]; prices: GoodCounts }
  | { type: 'GameEnded'; wealth: { seat: Seat; cash: number; shares: number; mortgages: number; total: number }[] };

/** What just finished when no one is asked to act; decide's advance picks the next step from it. */
export type Milestone =
  | 'launch'
  | 'roll-1'
  | 'roll-2'
  | 'captain-boarded'
  | 'captain-stayed'
  | 'boarding'
  | 'pilot-small'
  | 'pilot-large'
  | 'roll-3'
  | 'plunder';

/** The captain decides first; the second pirate after him (perhaps promoted to the front spot by then). */
export type PirateOrder = 'captain' | 'second';

export type ProfitReason = 'plunder' | 'cargo' | 'harbour' | 'repairs';
