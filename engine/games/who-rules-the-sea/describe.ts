import { defineMessages, line, listOf, seatRef, type Line, type LineValue } from '../../core/line.js';
import type { Payment, Seat } from '../../core/types.js';
import { SQUARE_TYPES, STARTING_CASH } from './data.js';
import type { SquareCode } from './data-types.js';
import { noteData, route, shipData } from './constants.js';
import { cardTextTerm, cardTitleTerm, cargoTerm, portTerm, routeTerm, shipNameTerm, squareTerm } from './terms.js';
import type { FreightEvent } from './types.js';

/**
 * Who Rules the Sea?'s history lines; never the pile's order or another seat's sealed bid (the
 * event is redacted for the viewer first). A seat `p` reads as "You" for its own player
 * (`p_is` is 'you'), else as its name. Money is in pounds, written as each language writes it.
 */
const M = defineMessages({
  GameStarted: { id: 'line.freight.GameStarted', defaultMessage: 'A {seats, number}-player game of Who Rules the Sea? begins ({voyage, select, short {short} other {standard}} voyage); each player has £{cash, number}; the 44 chance cards are shuffled face down' },
  GameStartedShort: { id: 'line.freight.GameStartedShort', defaultMessage: 'A {seats, number}-player game of Who Rules the Sea? begins ({voyage, select, short {short} other {standard}} voyage); {retired, plural, one {# note is} other {# notes are}} left out of the short voyage; each player has £{cash, number}; the 44 chance cards are shuffled face down' },
  GameStartedPile: { id: 'line.freight.GameStartedPile', defaultMessage: '{start}: {pile}' },
  StartRolled: { id: 'line.freight.StartRolled', defaultMessage: 'Start roll: {rolls}. {seat_is, select, you {You start} other {{seat} starts}}' },
  Rolls: { id: 'line.freight.Rolls', defaultMessage: '{rolls}' },
  RollsAgain: { id: 'line.freight.RollsAgain', defaultMessage: 're-roll: {rolls}' },
  Rolled: { id: 'line.freight.Rolled', defaultMessage: '{seat_is, select, you {You} other {{seat}}} {die, number}' },
  OpeningShipsTurn: { id: 'line.freight.OpeningShipsTurn', defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} opening ships' },
  Ship: { id: 'line.freight.Ship', defaultMessage: '{name} ({id})' },
  Note: { id: 'line.freight.Note', defaultMessage: '{id} ({cargo}, {weight, number} t)' },
  ShipBought: { id: 'line.freight.ShipBought', defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought {ship} for £{price, number}; it lies in {port}' },
  TurnStartedOpening: { id: 'line.freight.TurnStartedOpening', defaultMessage: '{seat_is, select, you {You load} other {{seat} loads}} opening cargo in {port}' },
  TurnStarted: { id: 'line.freight.TurnStarted', defaultMessage: 'Round {round, number}: {seat_is, select, you {your} other {{seat}\'s}} turn' },
  ShipTurnSkipped: { id: 'line.freight.ShipTurnSkipped', defaultMessage: '{ship} misses this turn' },
  ShipTurnSkippedMore: { id: 'line.freight.ShipTurnSkippedMore', defaultMessage: '{ship} misses this turn ({left, number} more to miss)' },
  TurnSkipped: { id: 'line.freight.TurnSkipped', defaultMessage: '{seat_is, select, you {You have} other {{seat} has}} no ship to move this turn' },
  ShipTurnBegan: { id: 'line.freight.ShipTurnBegan', defaultMessage: '{ship} takes its ship-turn' },
  ShipTurnEnded: { id: 'line.freight.ShipTurnEnded', defaultMessage: '{ship}\'s ship-turn ends' },
  NoteBought: { id: 'line.freight.NoteBought', defaultMessage: '{seat_is, select, you {You} other {{seat}}} loaded {note} for {port} onto {ship} for £{price, number}' },
  NotesExhausted: { id: 'line.freight.NotesExhausted', defaultMessage: 'The last delivery note has left the piles: the game ends when no ship carries goods (R34)' },
  ShipInsured: { id: 'line.freight.ShipInsured', defaultMessage: '{seat_is, select, you {You} other {{seat}}} insured {ship} for £{fee, number}' },
  NoteInsured: { id: 'line.freight.NoteInsured', defaultMessage: '{seat_is, select, you {You} other {{seat}}} insured {note} for £{fee, number}' },
  NotePawned: { id: 'line.freight.NotePawned', defaultMessage: '{seat_is, select, you {You} other {{seat}}} pawned {note} in {port} for £{amount, number}' },
  NoteRedeemed: { id: 'line.freight.NoteRedeemed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed {note} onto {ship} for £{amount, number}' },
  ShipPawned: { id: 'line.freight.ShipPawned', defaultMessage: '{seat_is, select, you {You} other {{seat}}} pawned {ship} in {port} for £{amount, number}' },
  ShipSold: { id: 'line.freight.ShipSold', defaultMessage: '{seat_is, select, you {You} other {{seat}}} sold {ship} to the bank for £{amount, number}' },
  ShipRedeemed: { id: 'line.freight.ShipRedeemed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed {ship} for £{amount, number}' },
  AuctionOpened: { id: 'line.freight.AuctionOpened', defaultMessage: '{seat_is, select, you {You put} other {{seat} puts}} {ship} up for auction; {bidders} bid in secret' },
  BidSealedHidden: { id: 'line.freight.BidSealedHidden', defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a bid' },
  BidSealedPass: { id: 'line.freight.BidSealedPass', defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a pass' },
  BidSealed: { id: 'line.freight.BidSealed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} sealed a bid of £{amount, number}' },
  Bid: { id: 'line.freight.Bid', defaultMessage: '{seat_is, select, you {You} other {{seat}}} £{amount, number}' },
  BidPassed: { id: 'line.freight.BidPassed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} passed' },
  AuctionKept: { id: 'line.freight.AuctionKept', defaultMessage: 'Auction of {ship}: {bids}; nobody bid, {seller_is, select, you {you keep} other {{seller} keeps}} the ship' },
  AuctionWon: { id: 'line.freight.AuctionWon', defaultMessage: 'Auction of {ship}: {bids}; {winner_is, select, you {You buy} other {{winner} buys}} it for £{price, number}' },
  Sailed: { id: 'line.freight.Sailed', defaultMessage: '{ship} sails from {from} for {to} ({route})' },
  ShipRolled: { id: 'line.freight.ShipRolled', defaultMessage: '{ship} rolls {die, number}{extra, select, yes { (extra roll)} other {}} and moves {n, plural, one {# square} other {# squares}}' },
  ShipRolledTo: { id: 'line.freight.ShipRolledTo', defaultMessage: '{ship} rolls {die, number}{extra, select, yes { (extra roll)} other {}} and moves {n, plural, one {# square} other {# squares}}: {square}' },
  ShipShifted: { id: 'line.freight.ShipShifted', defaultMessage: '{ship} {cause, select, back {goes back} other {advances}} {n, plural, one {# square} other {# squares}}' },
  ShipShiftedTo: { id: 'line.freight.ShipShiftedTo', defaultMessage: '{ship} {cause, select, back {goes back} other {advances}} {n, plural, one {# square} other {# squares}}: {square}' },
  ExtraRollOffered: { id: 'line.freight.ExtraRollOffered', defaultMessage: 'A six: {ship} may roll again ({left, plural, one {# extra roll} other {# extra rolls}} left)' },
  ExtraRollDeclined: { id: 'line.freight.ExtraRollDeclined', defaultMessage: '{ship} stays put' },
  CardDrawn: { id: 'line.freight.CardDrawn', defaultMessage: 'Chance card {card} for {ship}: {title}. {text}' },
  EffectRolled: { id: 'line.freight.EffectRolled', defaultMessage: '{source}: the die shows {die, number}' },
  MoneyCollected: { id: 'line.freight.MoneyCollected', defaultMessage: '{source}: {seat_is, select, you {You collect} other {{seat} collects}} £{amount, number}' },
  MoneyCollectedFrom: { id: 'line.freight.MoneyCollectedFrom', defaultMessage: '{source}: {seat_is, select, you {You collect} other {{seat} collects}} £{amount, number} (from {from})' },
  MoneyPaid: { id: 'line.freight.MoneyPaid', defaultMessage: '{source}: {seat_is, select, you {You pay} other {{seat} pays}} £{amount, number}' },
  CargoLost: { id: 'line.freight.CargoLost', defaultMessage: '{source}: {notes} lost from {ship}' },
  CargoLostClaimed: { id: 'line.freight.CargoLostClaimed', defaultMessage: '{source}: {notes} lost from {ship}; insurance will pay £{amount, number} at the next port' },
  ShipTurnedBack: { id: 'line.freight.ShipTurnedBack', defaultMessage: '{ship} turns back towards {port}' },
  TurnsMissed: { id: 'line.freight.TurnsMissed', defaultMessage: '{ship} will miss {n, plural, one {its next turn} other {its next # turns}}' },
  ShipArrived: { id: 'line.freight.ShipArrived', defaultMessage: '{ship} arrives in {port}: {parts}' },
  Delivered: { id: 'line.freight.Delivered', defaultMessage: '{note} delivered for £{amount, number}' },
  ClaimPaid: { id: 'line.freight.ClaimPaid', defaultMessage: 'insurance pays £{amount, number} for {note}' },
  Supplement: { id: 'line.freight.Supplement', defaultMessage: '£{amount, number} supplement' },
  ShipLost: { id: 'line.freight.ShipLost', defaultMessage: '{ship} is lost{cargo, select, yes { with {notes}} other {}}; {seat_is, select, you {You receive} other {{seat} receives}} £{paid, number} (insurance £{insurance, number}, claims £{claims, number}, supplement £{supplement, number}){mustBuy, select, yes { and must buy a ship in London} other {}}' },
  ShipsDeclined: { id: 'line.freight.ShipsDeclined', defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} no ship' },
  Bankrupt: { id: 'line.freight.Bankrupt', defaultMessage: '{seat_is, select, you {You are bankrupt} other {{seat} is bankrupt}}, and {seat_is, select, you {leave} other {leaves}} the game' },
  BankruptOwing: { id: 'line.freight.BankruptOwing', defaultMessage: '{seat_is, select, you {You are bankrupt} other {{seat} is bankrupt}}, owing £{debt, number}, and {seat_is, select, you {leave} other {leaves}} the game' },
  Resigned: { id: 'line.freight.Resigned', defaultMessage: '{seat_is, select, you {You} other {{seat}}} resigned' },
  EndProposed: { id: 'line.freight.EndProposed', defaultMessage: '{seat_is, select, you {You propose} other {{seat} proposes}} to end the game' },
  EndAgreed: { id: 'line.freight.EndAgreed', defaultMessage: '{seat_is, select, you {You agree} other {{seat} agrees}} to end the game' },
  EndDeclined: { id: 'line.freight.EndDeclined', defaultMessage: '{seat_is, select, you {You decline} other {{seat} declines}}: the game goes on' },
  GameEnded: { id: 'line.freight.GameEnded', defaultMessage: 'Game over after round {round, number}: {reason, select, lastPlayer {only one player is left (F38, F39)} agreement {every player still in agreed to end it (F41)} lastDelivery {the notes are exhausted and no ship carries goods (F40)} other {the notes have been exhausted for the full rounds of the safety net (R34)}}. {values}' },
  Value: { id: 'line.freight.Value', defaultMessage: '{seat_is, select, you {You} other {{seat}}} £{total, number}' },
});

/** Every event type of Who Rules the Sea?, for tests that must see each one (checked against the union). */
export const FREIGHT_EVENT_TYPES = [
  'GameStarted', 'StartRolled', 'OpeningShipsTurn', 'ShipBought', 'TurnStarted', 'ShipTurnSkipped', 'TurnSkipped', 'ShipTurnBegan',
  'ShipTurnEnded', 'NoteBought', 'NotesExhausted', 'ShipInsured', 'NoteInsured', 'NotePawned', 'NoteRedeemed', 'ShipPawned',
  'ShipSold', 'ShipRedeemed', 'AuctionOpened', 'BidSealed', 'AuctionClosed', 'Sailed', 'ShipMoved', 'ExtraRollOffered',
  'ExtraRollDeclined', 'CardDrawn', 'EffectRolled', 'MoneyMoved', 'CargoLost', 'ShipTurnedBack', 'TurnsMissed', 'ShipArrived',
  'ShipLost', 'ShipsDeclined', 'PlayerLeft', 'EndProposed', 'EndAgreed', 'EndDeclined', 'GameEnded',
] as const satisfies readonly FreightEvent['type'][];

const ship = (id: string): Line => line(M.Ship, { name: shipNameTerm(id), id });
const note = (id: string): Line => line(M.Note, { id, cargo: cargoTerm(noteData(id).cargo), weight: noteData(id).weight });
const received = (ps: Payment[], seat: Seat) => ps.reduce((n, p) => n + (p.to === seat ? p.amount : 0) - (p.from === seat ? p.amount : 0), 0);
/** A square's or a card's title: what an effect comes from. */
const sourceName = (source: string): LineValue => (source in SQUARE_TYPES ? squareTerm(source as SquareCode) : cardTitleTerm(source));
const yes = (b: boolean) => (b ? 'yes' : 'no');
/** The end reasons as message select keys (ICU keys are plain words). */
const END_KEYS = { 'last-player': 'lastPlayer', agreement: 'agreement', 'last-delivery': 'lastDelivery', 'safety-net': 'safetyNet' } as const;

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: FreightEvent): Line {
  switch (e.type) {
    case 'GameStarted': {
      const params = { seats: e.seats, voyage: e.options.voyage, cash: STARTING_CASH };
      const start = e.retired.length ? line(M.GameStartedShort, { ...params, retired: e.retired.length }) : line(M.GameStarted, params);
      return e.pile ? line(M.GameStartedPile, { start, pile: e.pile.join(' ') }) : start;
    }
    case 'StartRolled': {
      const rounds = e.rolls.map((r, i) => line(i === 0 ? M.Rolls : M.RollsAgain, { rolls: listOf(r.map((x) => line(M.Rolled, { seat: seatRef(x.seat), die: x.die })), 'unit') }));
      return line(M.StartRolled, { rolls: listOf(rounds, 'unit'), seat: seatRef(e.start) });
    }
    case 'OpeningShipsTurn': return line(M.OpeningShipsTurn, { seat: seatRef(e.seat) });
    case 'ShipBought': return line(M.ShipBought, { seat: seatRef(e.seat), ship: ship(e.ship), price: shipData(e.ship).price, port: portTerm('LON') });
    case 'TurnStarted':
      return e.opening ? line(M.TurnStartedOpening, { seat: seatRef(e.seat), port: portTerm('LON') }) : line(M.TurnStarted, { round: e.round, seat: seatRef(e.seat) });
    case 'ShipTurnSkipped':
      return e.missTurnsLeft ? line(M.ShipTurnSkippedMore, { ship: ship(e.ship), left: e.missTurnsLeft }) : line(M.ShipTurnSkipped, { ship: ship(e.ship) });
    case 'TurnSkipped': return line(M.TurnSkipped, { seat: seatRef(e.seat) });
    case 'ShipTurnBegan': return line(M.ShipTurnBegan, { ship: ship(e.ship) });
    case 'ShipTurnEnded': return line(M.ShipTurnEnded, { ship: ship(e.ship) });
    case 'NoteBought':
      return line(M.NoteBought, { seat: seatRef(e.seat), note: note(e.note), port: portTerm(noteData(e.note).to), ship: ship(e.ship), price: noteData(e.note).purchase });
    case 'NotesExhausted': return line(M.NotesExhausted);
    case 'ShipInsured': return line(M.ShipInsured, { seat: seatRef(e.seat), ship: ship(e.ship), fee: shipData(e.ship).insuranceFee });
    case 'NoteInsured': return line(M.NoteInsured, { seat: seatRef(e.seat), note: note(e.note), fee: noteData(e.note).insuranceFee });
    case 'NotePawned': return line(M.NotePawned, { seat: seatRef(e.seat), note: note(e.note), port: portTerm(e.port), amount: noteData(e.note).pawnValue });
    case 'NoteRedeemed': return line(M.NoteRedeemed, { seat: seatRef(e.seat), note: note(e.note), ship: ship(e.ship), amount: noteData(e.note).redemptionValue });
    case 'ShipPawned': return line(M.ShipPawned, { seat: seatRef(e.seat), ship: ship(e.ship), port: portTerm(e.port), amount: shipData(e.ship).pawnValue });
    case 'ShipSold': return line(M.ShipSold, { seat: seatRef(e.seat), ship: ship(e.ship), amount: shipData(e.ship).redemptionValue });
    case 'ShipRedeemed': return line(M.ShipRedeemed, { seat: seatRef(e.seat), ship: ship(e.ship), amount: shipData(e.ship).redemptionValue });
    case 'AuctionOpened': return line(M.AuctionOpened, { seat: seatRef(e.seller), ship: ship(e.ship), bidders: listOf(e.bidders.map(seatRef)) });
    case 'BidSealed':
      if (e.amount === null) return line(M.BidSealedHidden, { seat: seatRef(e.seat) });
      return e.amount === 0 ? line(M.BidSealedPass, { seat: seatRef(e.seat) }) : line(M.BidSealed, { seat: seatRef(e.seat), amount: e.amount });
    case 'AuctionClosed': {
      const bids = listOf(e.bids.map((b) => (b.amount ? line(M.Bid, { seat: seatRef(b.seat), amount: b.amount }) : line(M.BidPassed, { seat: seatRef(b.seat) }))));
      return e.winner === null
        ? line(M.AuctionKept, { ship: ship(e.ship), bids, seller: seatRef(e.seller) })
        : line(M.AuctionWon, { ship: ship(e.ship), bids, winner: seatRef(e.winner), price: e.price });
    }
    case 'Sailed': return line(M.Sailed, { ship: ship(e.ship), from: portTerm(e.from), to: portTerm(e.to), route: routeTerm(route(e.route).id) });
    case 'ShipMoved': {
      const n = Math.abs(e.to - e.from);
      if (e.cause === 'back' || e.cause === 'advance') {
        const shifted = { ship: ship(e.ship), cause: e.cause, n };
        return e.square ? line(M.ShipShiftedTo, { ...shifted, square: squareTerm(e.square) }) : line(M.ShipShifted, shifted);
      }
      const rolled = { ship: ship(e.ship), die: e.die ?? 0, extra: yes(e.cause === 'extra'), n };
      return e.square ? line(M.ShipRolledTo, { ...rolled, square: squareTerm(e.square) }) : line(M.ShipRolled, rolled);
    }
    case 'ExtraRollOffered': return line(M.ExtraRollOffered, { ship: ship(e.ship), left: e.extraRollsLeft });
    case 'ExtraRollDeclined': return line(M.ExtraRollDeclined, { ship: ship(e.ship) });
    case 'CardDrawn': return line(M.CardDrawn, { card: e.card, ship: ship(e.ship), title: cardTitleTerm(e.card), text: cardTextTerm(e.card) });
    case 'EffectRolled': return line(M.EffectRolled, { source: sourceName(e.source), die: e.die });
    case 'MoneyMoved': {
      const net = received(e.payments, e.seat);
      const others = e.payments.filter((p) => p.from !== 'bank' && p.from !== e.seat).map((p) => seatRef(p.from as Seat));
      const params = { source: sourceName(e.source), seat: seatRef(e.seat) };
      if (net < 0) return line(M.MoneyPaid, { ...params, amount: -net });
      return others.length ? line(M.MoneyCollectedFrom, { ...params, amount: net, from: listOf(others) }) : line(M.MoneyCollected, { ...params, amount: net });
    }
    case 'CargoLost': {
      const params = { source: sourceName(e.source), notes: listOf(e.notes.map(note)), ship: ship(e.ship) };
      return e.claims.length ? line(M.CargoLostClaimed, { ...params, amount: e.claims.reduce((n, c) => n + c.amount, 0) }) : line(M.CargoLost, params);
    }
    case 'ShipTurnedBack': return line(M.ShipTurnedBack, { ship: ship(e.ship), port: portTerm(e.dest) });
    case 'TurnsMissed': return line(M.TurnsMissed, { ship: ship(e.ship), n: e.n });
    case 'ShipArrived': {
      const parts = [
        ...e.deliveries.map((d) => line(M.Delivered, { note: d.note, amount: d.sale })),
        ...e.claims.map((c) => line(M.ClaimPaid, { amount: c.amount, note: c.note })),
        line(M.Supplement, { amount: e.supplement }),
      ];
      return line(M.ShipArrived, { ship: ship(e.ship), port: portTerm(e.port), parts: listOf(parts) });
    }
    case 'ShipLost':
      return line(M.ShipLost, {
        ship: ship(e.ship), cargo: yes(e.notes.length > 0), notes: listOf(e.notes), seat: seatRef(e.seat), paid: received(e.payments, e.seat),
        insurance: e.insurance, claims: e.claims.reduce((n, c) => n + c.amount, 0), supplement: e.supplement, mustBuy: yes(e.mustBuy),
      });
    case 'ShipsDeclined': return line(M.ShipsDeclined, { seat: seatRef(e.seat) });
    case 'PlayerLeft':
      if (e.reason !== 'bankrupt') return line(M.Resigned, { seat: seatRef(e.seat) });
      return e.debt ? line(M.BankruptOwing, { seat: seatRef(e.seat), debt: e.debt }) : line(M.Bankrupt, { seat: seatRef(e.seat) });
    case 'EndProposed': return line(M.EndProposed, { seat: seatRef(e.seat) });
    case 'EndAgreed': return line(M.EndAgreed, { seat: seatRef(e.seat) });
    case 'EndDeclined': return line(M.EndDeclined, { seat: seatRef(e.seat) });
    case 'GameEnded': {
      const best = [...e.values].sort((a, b) => b.total - a.total || b.cash - a.cash);
      return line(M.GameEnded, { round: e.round, reason: END_KEYS[e.reason], values: listOf(best.map((v) => line(M.Value, { seat: seatRef(v.seat), total: v.total }))) });
    }
  }
}
