// The history lines of this rule set, declared for the extraction tool (npm run i18n:extract)
// with their English. describe.ts names them by key through a type-only import, so that the Lambda
// bundles carry the ids alone; a test holds every key's id to 'line.manila.<key>'.
import { defineMessages } from '../../core/line.js';

/**
 * Manila's history lines. A seat `p` reads as "You" for its own player (`p_is` is 'you'), else
 * as its name; each language words the rest of the sentence around it.
 */
export const MANILA_LINES = defineMessages({
  GameStarted: {
    id: 'line.manila.GameStarted',
    defaultMessage:
      'A {seats, number}-player game of Manila begins{stronger, select, yes { with stronger pirates} other {}}; each player has {cash, plural, one {# peso} other {# pesos}} and {shares, number} secret shares',
  },
  GameStartedHand: {
    id: 'line.manila.GameStartedHand',
    defaultMessage: '{start}; {seat_is, select, you {your shares: {goods}} other {shares of {seat}: {goods}}}',
  },
  GameStartedDeal: { id: 'line.manila.GameStartedDeal', defaultMessage: '{start}; deal: {hands}' },
  Hand: { id: 'line.manila.Hand', defaultMessage: '{seat_is, select, you {you} other {{seat}}}: {goods}' },
  RoundStarted: {
    id: 'line.manila.RoundStarted',
    defaultMessage:
      'Round {round, number}: {seat_is, select, you {You open} other {{seat} opens}} the harbour master auction',
  },
  BidPlaced: {
    id: 'line.manila.BidPlaced',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} bid {amount, plural, one {# peso} other {# pesos}}',
  },
  BidPassed: { id: 'line.manila.BidPassed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} passed' },
  HarbourMasterChosen: {
    id: 'line.manila.HarbourMasterChosen',
    defaultMessage:
      '{seat_is, select, you {You become} other {{seat} becomes}} harbour master for {price, plural, one {# peso} other {# pesos}}',
  },
  HarbourMasterFree: {
    id: 'line.manila.HarbourMasterFree',
    defaultMessage: 'Nobody bid: {seat_is, select, you {you are} other {{seat} is}} harbour master for free',
  },
  ShareMortgaged: {
    id: 'line.manila.ShareMortgaged',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} {forced, select, yes {had to mortgage} other {mortgaged}} a {good} share for {amount, plural, one {# peso} other {# pesos}}',
  },
  ShareMortgagedHidden: {
    id: 'line.manila.ShareMortgagedHidden',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} {forced, select, yes {had to mortgage} other {mortgaged}} a share for {amount, plural, one {# peso} other {# pesos}}',
  },
  ShareRedeemed: {
    id: 'line.manila.ShareRedeemed',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} redeemed a {good} share for {amount, plural, one {# peso} other {# pesos}}',
  },
  ShareRedeemedHidden: {
    id: 'line.manila.ShareRedeemedHidden',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} redeemed a share for {amount, plural, one {# peso} other {# pesos}}',
  },
  ShareBought: {
    id: 'line.manila.ShareBought',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} bought a {good} share for {price, plural, one {# peso} other {# pesos}}',
  },
  ShareDeclined: {
    id: 'line.manila.ShareDeclined',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought no share',
  },
  ShipsLaunched: {
    id: 'line.manila.ShipsLaunched',
    defaultMessage: '{seat_is, select, you {You load} other {{seat} loads}} {ships}; {home} stays home',
  },
  Loaded: { id: 'line.manila.Loaded', defaultMessage: '{good} at {start, number}' },
  PlacementRoundStarted: {
    id: 'line.manila.PlacementRoundStarted',
    defaultMessage: 'Placement round {placementRound, number}',
  },
  PlacedOnShip: {
    id: 'line.manila.PlacedOnShip',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} placed an accomplice on the {good} ship (seat {place, number}){stowaway, select, yes { as a stowaway for {cost, plural, one {# peso} other {# pesos}}} other { for {cost, plural, one {# peso} other {# pesos}}}}',
  },
  PlacedOnSpot: {
    id: 'line.manila.PlacedOnSpot',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} placed an accomplice on {spot, select, harbour {harbour {slot}} shipyard {shipyard {slot}} captain {the pirate ship as captain} second {the pirate ship as second pirate} small {the small pilot} other {the large pilot}} for {cost, plural, one {# peso} other {# pesos}}',
  },
  PlacedOnInsurance: {
    id: 'line.manila.PlacedOnInsurance',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} placed an accomplice on the insurance and {seat_is, select, you {take} other {takes}} {amount, plural, one {# peso} other {# pesos}} from the bank',
  },
  PlacingStopped: {
    id: 'line.manila.PlacingStopped',
    defaultMessage: '{seat_is, select, you {You stop} other {{seat} stops}} placing this round',
  },
  DiceRolled: { id: 'line.manila.DiceRolled', defaultMessage: 'Dice (roll {roll, number}): {dice}; {moves}' },
  DiceRolledStill: { id: 'line.manila.DiceRolledStill', defaultMessage: 'Dice (roll {roll, number}): {dice}' },
  DiceRolledNone: {
    id: 'line.manila.DiceRolledNone',
    defaultMessage: 'Dice (roll {roll, number}): none, no ship is at sea',
  },
  Die: { id: 'line.manila.Die', defaultMessage: '{good} {die, number}' },
  ShipMoved: { id: 'line.manila.ShipMoved', defaultMessage: 'the {good} ship moves {from, number} → {to, number}' },
  ShipDocked: {
    id: 'line.manila.ShipDocked',
    defaultMessage: 'the {good} ship reaches Manila and docks at harbour {slot}',
  },
  TheShip: { id: 'line.manila.TheShip', defaultMessage: 'the {good} ship' },
  PirateTurn: {
    id: 'line.manila.PirateTurn',
    defaultMessage:
      'The {order, select, captain {pirate captain} other {second pirate}} ({seat_is, select, you {you} other {{seat}}}) may board {ships}',
  },
  PirateBoarded: {
    id: 'line.manila.PirateBoarded',
    defaultMessage: "{seat_is, select, you {Your} other {{seat}'s}} pirate boards the {good} ship",
  },
  PirateBoardedReplacing: {
    id: 'line.manila.PirateBoardedReplacing',
    defaultMessage:
      "{seat_is, select, you {Your} other {{seat}'s}} pirate boards the {good} ship, sending {replaced_is, select, you {your} other {{replaced}'s}} accomplice home",
  },
  PirateStayed: {
    id: 'line.manila.PirateStayed',
    defaultMessage: "{seat_is, select, you {Your} other {{seat}'s}} pirate stays on the pirate ship",
  },
  PilotTurn: {
    id: 'line.manila.PilotTurn',
    defaultMessage:
      'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) may steer',
  },
  PilotMoved: {
    id: 'line.manila.PilotMoved',
    defaultMessage:
      'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) steers: {moves}',
  },
  PilotDeclined: {
    id: 'line.manila.PilotDeclined',
    defaultMessage:
      'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) leaves the ships alone',
  },
  ShipPlundered: { id: 'line.manila.ShipPlundered', defaultMessage: 'Pirates plunder the {good} ship' },
  ShipPlunderedOne: {
    id: 'line.manila.ShipPlunderedOne',
    defaultMessage:
      'Pirates plunder the {good} ship; {crew_is, select, you {you go} other {{crew} goes}} home empty-handed',
  },
  ShipPlunderedMany: {
    id: 'line.manila.ShipPlunderedMany',
    defaultMessage: 'Pirates plunder the {good} ship; {crew} go home empty-handed',
  },
  PlunderTurn: {
    id: 'line.manila.PlunderTurn',
    defaultMessage:
      'The pirate captain ({seat_is, select, you {you} other {{seat}}}) decides where the plundered {goods} {count, plural, one {ship goes} other {ships go}}',
  },
  ShipBerthed: {
    id: 'line.manila.ShipBerthed',
    defaultMessage: 'The {good} ship {place, select, harbour {docks at harbour} other {goes to shipyard}} {slot}',
  },
  ShipBerthedSent: {
    id: 'line.manila.ShipBerthedSent',
    defaultMessage:
      'The {good} ship {place, select, harbour {docks at harbour} other {goes to shipyard}} {slot} (sent by {by_is, select, you {you} other {{by}}})',
  },
  PlunderEach: {
    id: 'line.manila.PlunderEach',
    defaultMessage: 'Pirates plunder the {good} ship: {amount, number} each',
  },
  PlunderPaid: { id: 'line.manila.PlunderPaid', defaultMessage: 'Pirates plunder the {good} ship: {paid}' },
  CargoPaid: { id: 'line.manila.CargoPaid', defaultMessage: 'The {good} cargo pays {paid}' },
  HarbourPaid: { id: 'line.manila.HarbourPaid', defaultMessage: 'Harbour {slot} pays {paid}' },
  Repairs: { id: 'line.manila.Repairs', defaultMessage: 'Repairs for the {good} ship in shipyard {slot}: {paid}' },
  RepairsNone: {
    id: 'line.manila.RepairsNone',
    defaultMessage: 'Repairs for the {good} ship in shipyard {slot}: nothing owed',
  },
  PaidTo: { id: 'line.manila.PaidTo', defaultMessage: '{amount, number} to {to_is, select, you {you} other {{to}}}' },
  PaidToBank: { id: 'line.manila.PaidToBank', defaultMessage: '{amount, number} to the bank' },
  SeatPays: {
    id: 'line.manila.SeatPays',
    defaultMessage:
      '{from_is, select, you {you pay} other {{from} pays}} {amount, number} to {to_is, select, you {you} other {{to}}}',
  },
  SeatPaysBank: {
    id: 'line.manila.SeatPaysBank',
    defaultMessage: '{from_is, select, you {you pay} other {{from} pays}} {amount, number} to the bank',
  },
  BankPays: {
    id: 'line.manila.BankPays',
    defaultMessage: 'the bank pays {amount, number} to {to_is, select, you {you} other {{to}}}',
  },
  PricesRaised: { id: 'line.manila.PricesRaised', defaultMessage: 'Prices rise: {prices}' },
  PriceTo: { id: 'line.manila.PriceTo', defaultMessage: '{good} to {price, number}' },
  GameEnded: { id: 'line.manila.GameEnded', defaultMessage: 'Game over. {wealth}' },
  Wealth: { id: 'line.manila.Wealth', defaultMessage: '{seat_is, select, you {you} other {{seat}}} {total, number}' },
});
