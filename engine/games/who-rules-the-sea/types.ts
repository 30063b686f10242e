import type { Payment, Seat } from '../../core/types.js';
import type { PortId, SquareCode } from './data-types.js';
import type { TableCommand } from '../../core/commands.js';
import type { commands } from './decide.js';

export type Voyage = 'standard' | 'short';

export interface FreightOptions {
  /** 'short' plays with fewer notes per port (constants.ts, SHORT_NOTES_PER_PORT). */
  voyage: Voyage;
}

export interface PlayerState {
  cash: number;
  /** Owed to the bank (R24); paid first from any money the player receives. */
  debt: number;
  /** Null while in the game; how they left and as which leaver (1 = first) otherwise (R31, R32). */
  left: { reason: 'bankrupt' | 'resigned'; order: number } | null;
}

export type ShipLoc =
  | { at: 'docks' }
  /** In a port; `pawned` ships are laid up there (R27). */
  | { at: 'port'; port: PortId; pawned: boolean }
  /** On a route at square `pos` (0 = port a, n + 1 = port b), heading for `dest`; `from` is the port this voyage began from (R56). */
  | { at: 'sea'; route: string; pos: number; dest: PortId; from: PortId };

export interface ShipState {
  owner: Seat | null;
  loc: ShipLoc;
  insured: boolean;
  missTurns: number;
  /** Goods claims fixed when insured goods were lost, paid at the next arrival or with the ship's loss (R20). */
  claims: { note: string; amount: number }[];
}

export type NoteLoc =
  | { at: 'pile' }
  | { at: 'aboard'; ship: string }
  | { at: 'pawned'; seat: Seat; port: PortId }
  | { at: 'delivered' }
  /** Lost, left with a leaving player, or (short voyage) never in play. */
  | { at: 'retired' };

export interface NoteState {
  loc: NoteLoc;
  insured: boolean;
}

/**
 * The ship-turn under way (R9). `port`: a port phase, ended by sailing when it began the
 * ship-turn (R10, `mustSail`) and by "done" otherwise; `moving`: rolling and resolving;
 * `extra`: the owner may roll again after a six (R14); `after-loss`: the ship was destroyed
 * and the owner may (or must) buy ships in London (R22, R23, R43).
 */
export interface ShipTurn {
  ship: string;
  stage: 'port' | 'moving' | 'extra' | 'after-loss';
  mustSail: boolean;
  extraRolls: number;
}

export type Phase =
  | { kind: 'setup' }
  | { kind: 'opening-ships'; seat: Seat }
  | {
      kind: 'turn';
      /** The opening cargo step (R7): port phases in London only, nobody sails. */
      opening: boolean;
      seat: Seat;
      /** Active ships still to take their ship-turn this turn. */
      todo: string[];
      /** Ships that have had their ship-turn this turn. */
      played: string[];
      /** Ships bought this turn, each waiting for its port phase (R8, R44). */
      fresh: string[];
      active: ShipTurn | null;
    }
  | { kind: 'over' };

/** A sealed-bid auction of a ship (R29); `bids[seat]` is null until that seat's bid is in (0 = a pass). */
export interface Auction {
  ship: string;
  seller: Seat;
  bidders: Seat[];
  bids: (number | null)[];
  /** Which seats' bids are in; kept apart from `bids` so a fold of a redacted log still knows. */
  in: boolean[];
}

export type EndReason = 'last-player' | 'agreement' | 'last-delivery' | 'safety-net';

export interface FreightState {
  status: 'new' | 'playing' | 'over';
  seats: number;
  options: FreightOptions;
  /** Seats in turn order from the start player (R2). */
  order: Seat[];
  /** 0 during the opening, then 1, 2, ... */
  round: number;
  players: PlayerState[];
  /** By the components' ship order. */
  ships: ShipState[];
  /** By the components' note order. */
  notes: NoteState[];
  /** The chance pile in its shuffled order, top first (R15, R41); null in a fold of a log redacted for a player. */
  pile: string[] | null;
  /** Cards drawn so far: the top card is pile[drawn % 44], as each drawn card goes to the bottom. */
  drawn: number;
  lastCard: string | null;
  phase: Phase;
  auction: Auction | null;
  endVote: { proposer: Seat; agreed: Seat[] } | null;
  /** The round in which the last note left the piles (R34). */
  exhaustedRound: number | null;
  leavers: number;
  endReason: EndReason | null;
}

export type FreightRejectionCode =
  | 'NOT_YOUR_TURN'
  | 'NOT_IN_GAME'
  | 'NOT_YOURS'
  | 'INSUFFICIENT_FUNDS'
  | 'IN_DEBT'
  | 'OVER_CAPACITY'
  | 'ILLEGAL_MOVE'
  | 'NO_PROPOSAL'
  | 'PROPOSAL_OPEN';

/** Every player command, inferred from the command table's fields (decide.ts). */
export type FreightCommand = TableCommand<typeof commands>;

export type MoveCause = 'roll' | 'extra' | 'advance' | 'back';

export interface Valuation {
  seat: Seat;
  cash: number;
  debt: number;
  ships: number;
  notes: number;
  claims: number;
  total: number;
}

export type FreightEvent =
  /** `pile` is the shuffled chance pile, hidden until the end; `retired` the notes left out of a short voyage. */
  | { type: 'GameStarted'; seats: number; options: FreightOptions; pile: string[] | null; retired: string[] }
  /** Every start roll, re-rolls of ties included (R2). */
  | { type: 'StartRolled'; rolls: { seat: Seat; die: number }[][]; start: Seat; order: Seat[] }
  | { type: 'OpeningShipsTurn'; seat: Seat }
  | { type: 'ShipBought'; seat: Seat; ship: string; opening: boolean; payments: Payment[] }
  | { type: 'TurnStarted'; seat: Seat; round: number; opening: boolean; ships: string[] }
  | { type: 'ShipTurnSkipped'; seat: Seat; ship: string; missTurnsLeft: number }
  | { type: 'TurnSkipped'; seat: Seat }
  | { type: 'ShipTurnBegan'; seat: Seat; ship: string; mustSail: boolean }
  | { type: 'ShipTurnEnded'; seat: Seat; ship: string }
  | { type: 'NoteBought'; seat: Seat; ship: string; note: string; payments: Payment[] }
  | { type: 'NotesExhausted'; round: number }
  | { type: 'ShipInsured'; seat: Seat; ship: string; payments: Payment[] }
  | { type: 'NoteInsured'; seat: Seat; ship: string; note: string; payments: Payment[] }
  | { type: 'NotePawned'; seat: Seat; ship: string; note: string; port: PortId; payments: Payment[] }
  | { type: 'NoteRedeemed'; seat: Seat; ship: string; note: string; payments: Payment[] }
  | { type: 'ShipPawned'; seat: Seat; ship: string; port: PortId; payments: Payment[] }
  | { type: 'ShipSold'; seat: Seat; ship: string; payments: Payment[] }
  | { type: 'ShipRedeemed'; seat: Seat; ship: string; payments: Payment[] }
  | { type: 'AuctionOpened'; seller: Seat; ship: string; bidders: Seat[] }
  /** A sealed bid in pounds (0 = a pass); `amount` is null for everyone but the bidder until the end. */
  | { type: 'BidSealed'; seat: Seat; amount: number | null }
  /** Every bid revealed; `winner` null when all passed (the seller keeps the ship). */
  | {
      type: 'AuctionClosed';
      ship: string;
      seller: Seat;
      bids: { seat: Seat; amount: number }[];
      winner: Seat | null;
      price: number;
      payments: Payment[];
    }
  | { type: 'Sailed'; seat: Seat; ship: string; route: string; from: PortId; to: PortId }
  /** `to` is the new square (0 or n + 1: the port); `square` the code landed on, null on arrival or when no square takes effect. */
  | {
      type: 'ShipMoved';
      ship: string;
      cause: MoveCause;
      die: number | null;
      from: number;
      to: number;
      square: SquareCode | null;
    }
  | { type: 'ExtraRollOffered'; ship: string; extraRollsLeft: number }
  | { type: 'ExtraRollDeclined'; ship: string }
  | { type: 'CardDrawn'; ship: string; card: string }
  /** A die an effect names (C03, C30, Cape rollers); never gives an extra roll (R52). */
  | { type: 'EffectRolled'; ship: string; source: string; die: number }
  /** Money a card or square moves; `source` is the card id or square code. */
  | { type: 'MoneyMoved'; seat: Seat; ship: string; source: string; payments: Payment[] }
  | {
      type: 'CargoLost';
      seat: Seat;
      ship: string;
      source: string;
      notes: string[];
      claims: { note: string; amount: number }[];
    }
  | { type: 'ShipTurnedBack'; ship: string; dest: PortId }
  | { type: 'TurnsMissed'; ship: string; n: number }
  /** The arrival procedure in its order (R17 a-d); the port phase follows. */
  | {
      type: 'ShipArrived';
      seat: Seat;
      ship: string;
      port: PortId;
      deliveries: { note: string; sale: number }[];
      claims: { note: string; amount: number }[];
      supplement: number;
      payments: Payment[];
    }
  /** A ship destroyed (R22): its goods lost, insurance and claims paid, £200; it goes back to the docks. */
  | {
      type: 'ShipLost';
      seat: Seat;
      ship: string;
      source: string;
      notes: string[];
      insurance: number;
      claims: { note: string; amount: number }[];
      supplement: number;
      payments: Payment[];
      mustBuy: boolean;
    }
  | { type: 'ShipsDeclined'; seat: Seat; ship: string }
  /** Bankrupt or resigned (R31, R32): ships to the docks, notes retired, cash and debt cancelled. */
  | {
      type: 'PlayerLeft';
      seat: Seat;
      reason: 'bankrupt' | 'resigned';
      cash: number;
      debt: number;
      ships: string[];
      notes: string[];
    }
  | { type: 'EndProposed'; seat: Seat }
  | { type: 'EndAgreed'; seat: Seat }
  | { type: 'EndDeclined'; seat: Seat }
  | { type: 'GameEnded'; reason: EndReason; round: number; values: Valuation[] };
