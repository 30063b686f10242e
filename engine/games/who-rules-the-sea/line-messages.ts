// Who Rules the Sea?'s history lines, declared for the extraction tool (npm run i18n:extract)
// with their English. describe.ts names them by key through a type-only import, so that the Lambda
// bundles carry the ids alone (the rule set stays within its size budget); a test holds every
// key's id to 'line.freight.<key>'.
import { defineMessages } from '../../core/line.js';

/**
 * Who Rules the Sea?'s history lines; never the pile's order or another seat's sealed bid (the
 * event is redacted for the viewer first). A seat `p` reads as "You" for its own player
 * (`p_is` is 'you'), else as its name. Money is in pounds, written as each language writes it.
 */
export const FREIGHT_LINES = defineMessages({
  GameStarted: {
    id: 'line.freight.GameStarted',
    defaultMessage:
      'A {seats, number}-player game of Who Rules the Sea? begins ({voyage, select, short {short} other {standard}} voyage); each player has £{cash, number}; the 44 chance cards are shuffled face down',
  },
  GameStartedShort: {
    id: 'line.freight.GameStartedShort',
    defaultMessage:
      'A {seats, number}-player game of Who Rules the Sea? begins ({voyage, select, short {short} other {standard}} voyage); {retired, plural, one {# note is} other {# notes are}} left out of the short voyage; each player has £{cash, number}; the 44 chance cards are shuffled face down',
  },
  GameStartedPile: { id: 'line.freight.GameStartedPile', defaultMessage: '{start}: {pile}' },
  StartRolled: {
    id: 'line.freight.StartRolled',
    defaultMessage: 'Start roll: {rolls}. {seat_is, select, you {You start} other {{seat} starts}}',
  },
  Rolls: { id: 'line.freight.Rolls', defaultMessage: '{rolls}' },
  RollsAgain: { id: 'line.freight.RollsAgain', defaultMessage: 're-roll: {rolls}' },
  Rolled: { id: 'line.freight.Rolled', defaultMessage: '{seat_is, select, you {You} other {{seat}}} {die, number}' },
  OpeningShipsTurn: {
    id: 'line.freight.OpeningShipsTurn',
    defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} opening ships',
  },
  Ship: { id: 'line.freight.Ship', defaultMessage: '{name} ({id})' },
  Note: { id: 'line.freight.Note', defaultMessage: '{id} ({cargo}, {weight, number} t)' },
  ShipBought: {
    id: 'line.freight.ShipBought',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought {ship} for £{price, number}; it lies in {port}',
  },
  TurnStartedOpening: {
    id: 'line.freight.TurnStartedOpening',
    defaultMessage: '{seat_is, select, you {You load} other {{seat} loads}} opening cargo in {port}',
  },
  TurnStarted: {
    id: 'line.freight.TurnStarted',
    defaultMessage: "Round {round, number}: {seat_is, select, you {your} other {{seat}'s}} turn",
  },
  ShipTurnSkipped: { id: 'line.freight.ShipTurnSkipped', defaultMessage: '{ship} misses this turn' },
  ShipTurnSkippedMore: {
    id: 'line.freight.ShipTurnSkippedMore',
    defaultMessage: '{ship} misses this turn ({left, number} more to miss)',
  },
  TurnSkipped: {
    id: 'line.freight.TurnSkipped',
    defaultMessage: '{seat_is, select, you {You have} other {{seat} has}} no ship to move this turn',
  },
  ShipTurnBegan: { id: 'line.freight.ShipTurnBegan', defaultMessage: '{ship} takes its ship-turn' },
  ShipTurnEnded: { id: 'line.freight.ShipTurnEnded', defaultMessage: "{ship}'s ship-turn ends" },
  NoteBought: {
    id: 'line.freight.NoteBought',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} loaded {note} for {port} onto {ship} for £{price, number}',
  },
  NotesExhausted: {
    id: 'line.freight.NotesExhausted',
    defaultMessage: 'The last delivery note has left the piles: the game ends when no ship carries goods (R34)',
  },
  ShipInsured: {
    id: 'line.freight.ShipInsured',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} insured {ship} for £{fee, number}',
  },
  NoteInsured: {
    id: 'line.freight.NoteInsured',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} insured {note} for £{fee, number}',
  },
  NotePawned: {
    id: 'line.freight.NotePawned',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} pawned {note} in {port} for £{amount, number}',
  },
  NoteRedeemed: {
    id: 'line.freight.NoteRedeemed',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed {note} onto {ship} for £{amount, number}',
  },
  ShipPawned: {
    id: 'line.freight.ShipPawned',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} pawned {ship} in {port} for £{amount, number}',
  },
  ShipSold: {
    id: 'line.freight.ShipSold',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} sold {ship} to the bank for £{amount, number}',
  },
  ShipRedeemed: {
    id: 'line.freight.ShipRedeemed',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed {ship} for £{amount, number}',
  },
  AuctionOpened: {
    id: 'line.freight.AuctionOpened',
    defaultMessage:
      '{seat_is, select, you {You put} other {{seat} puts}} {ship} up for auction; {bidders} bid in secret',
  },
  BidSealedHidden: {
    id: 'line.freight.BidSealedHidden',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a bid',
  },
  BidSealedPass: {
    id: 'line.freight.BidSealedPass',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a pass',
  },
  BidSealed: {
    id: 'line.freight.BidSealed',
    defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a bid of £{amount, number}',
  },
  Bid: { id: 'line.freight.Bid', defaultMessage: '{seat_is, select, you {you} other {{seat}}} £{amount, number}' },
  BidPassed: { id: 'line.freight.BidPassed', defaultMessage: '{seat_is, select, you {you} other {{seat}}} passed' },
  AuctionKept: {
    id: 'line.freight.AuctionKept',
    defaultMessage:
      'Auction of {ship}: {bids}; nobody bid, {seller_is, select, you {you keep} other {{seller} keeps}} the ship',
  },
  AuctionWon: {
    id: 'line.freight.AuctionWon',
    defaultMessage:
      'Auction of {ship}: {bids}; {winner_is, select, you {you buy} other {{winner} buys}} it for £{price, number}',
  },
  Sailed: { id: 'line.freight.Sailed', defaultMessage: '{ship} sails from {from} for {to} ({route})' },
  ShipRolled: {
    id: 'line.freight.ShipRolled',
    defaultMessage:
      '{ship} rolls {die, number}{extra, select, yes { (extra roll)} other {}} and moves {n, plural, one {# square} other {# squares}}',
  },
  ShipRolledTo: {
    id: 'line.freight.ShipRolledTo',
    defaultMessage:
      '{ship} rolls {die, number}{extra, select, yes { (extra roll)} other {}} and moves {n, plural, one {# square} other {# squares}}: {square}',
  },
  ShipShifted: {
    id: 'line.freight.ShipShifted',
    defaultMessage:
      '{ship} {cause, select, back {goes back} other {advances}} {n, plural, one {# square} other {# squares}}',
  },
  ShipShiftedTo: {
    id: 'line.freight.ShipShiftedTo',
    defaultMessage:
      '{ship} {cause, select, back {goes back} other {advances}} {n, plural, one {# square} other {# squares}}: {square}',
  },
  ExtraRollOffered: {
    id: 'line.freight.ExtraRollOffered',
    defaultMessage: 'A six: {ship} may roll again ({left, plural, one {# extra roll} other {# extra rolls}} left)',
  },
  ExtraRollDeclined: { id: 'line.freight.ExtraRollDeclined', defaultMessage: '{ship} stays put' },
  CardDrawn: { id: 'line.freight.CardDrawn', defaultMessage: 'Chance card {card} for {ship}: {title}. {text}' },
  EffectRolled: { id: 'line.freight.EffectRolled', defaultMessage: '{source}: the die shows {die, number}' },
  MoneyCollected: {
    id: 'line.freight.MoneyCollected',
    defaultMessage: '{source}: {seat_is, select, you {You collect} other {{seat} collects}} £{amount, number}',
  },
  MoneyCollectedFrom: {
    id: 'line.freight.MoneyCollectedFrom',
    defaultMessage:
      '{source}: {seat_is, select, you {You collect} other {{seat} collects}} £{amount, number} (from {from})',
  },
  MoneyPaid: {
    id: 'line.freight.MoneyPaid',
    defaultMessage: '{source}: {seat_is, select, you {You pay} other {{seat} pays}} £{amount, number}',
  },
  CargoLost: { id: 'line.freight.CargoLost', defaultMessage: '{source}: {notes} lost from {ship}' },
  CargoLostClaimed: {
    id: 'line.freight.CargoLostClaimed',
    defaultMessage: '{source}: {notes} lost from {ship}; insurance will pay £{amount, number} at the next port',
  },
  ShipTurnedBack: { id: 'line.freight.ShipTurnedBack', defaultMessage: '{ship} turns back towards {port}' },
  TurnsMissed: {
    id: 'line.freight.TurnsMissed',
    defaultMessage: '{ship} will miss {n, plural, one {its next turn} other {its next # turns}}',
  },
  ShipArrived: { id: 'line.freight.ShipArrived', defaultMessage: '{ship} arrives in {port}: {parts}' },
  Delivered: { id: 'line.freight.Delivered', defaultMessage: '{note} delivered for £{amount, number}' },
  ClaimPaid: { id: 'line.freight.ClaimPaid', defaultMessage: 'insurance pays £{amount, number} for {note}' },
  Supplement: { id: 'line.freight.Supplement', defaultMessage: '£{amount, number} supplement' },
  ShipLost: {
    id: 'line.freight.ShipLost',
    defaultMessage:
      '{ship} is lost{cargo, select, yes { with {notes}} other {}}; {seat_is, select, you {You receive} other {{seat} receives}} £{paid, number} (insurance £{insurance, number}, claims £{claims, number}, supplement £{supplement, number}){mustBuy, select, yes { and must buy a ship in London} other {}}',
  },
  ShipsDeclined: {
    id: 'line.freight.ShipsDeclined',
    defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} no ship',
  },
  Bankrupt: {
    id: 'line.freight.Bankrupt',
    defaultMessage:
      '{seat_is, select, you {You are bankrupt} other {{seat} is bankrupt}}, and {seat_is, select, you {leave} other {leaves}} the game',
  },
  BankruptOwing: {
    id: 'line.freight.BankruptOwing',
    defaultMessage:
      '{seat_is, select, you {You are bankrupt} other {{seat} is bankrupt}}, owing £{debt, number}, and {seat_is, select, you {leave} other {leaves}} the game',
  },
  Resigned: { id: 'line.freight.Resigned', defaultMessage: '{seat_is, select, you {You} other {{seat}}} resigned' },
  EndProposed: {
    id: 'line.freight.EndProposed',
    defaultMessage: '{seat_is, select, you {You propose} other {{seat} proposes}} to end the game',
  },
  EndAgreed: {
    id: 'line.freight.EndAgreed',
    defaultMessage: '{seat_is, select, you {You agree} other {{seat} agrees}} to end the game',
  },
  EndDeclined: {
    id: 'line.freight.EndDeclined',
    defaultMessage: '{seat_is, select, you {You decline} other {{seat} declines}}: the game goes on',
  },
  GameEnded: {
    id: 'line.freight.GameEnded',
    defaultMessage:
      'Game over after round {round, number}: {reason, select, lastPlayer {only one player is left (F38, F39)} agreement {every player still in agreed to end it (F41)} lastDelivery {the notes are exhausted and no ship carries goods (F40)} other {the notes have been exhausted for the full rounds of the safety net (R34)}}. {values}',
  },
  Value: { id: 'line.freight.Value', defaultMessage: '{seat_is, select, you {You} other {{seat}}} £{total, number}' },
});
