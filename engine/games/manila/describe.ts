import { defineMessages, line, listOf, seatRef, type Line } from '../../core/line.js';
import type { Party, Payment, Seat } from '../../core/types.js';
import { GOODS, INSURANCE_PAYS_AT_ONCE, MORTGAGE_LOAN, PRICE_TRACK, REDEEM_COST, SHARES_DEALT_PER_PLAYER, STARTING_CASH, type Good } from './constants.js';
import { goodTerm } from './terms.js';
import type { ManilaEvent, ShipMove } from './types.js';

/**
 * Manila's history lines. A seat `p` reads as "You" for its own player (`p_is` is 'you'), else
 * as its name; each language words the rest of the sentence around it.
 */
const M = defineMessages({
  GameStarted: { id: 'line.manila.GameStarted', defaultMessage: 'A {seats, number}-player game of Manila begins{stronger, select, yes { with stronger pirates} other {}}; each player has {cash, plural, one {# peso} other {# pesos}} and {shares, number} secret shares' },
  GameStartedHand: { id: 'line.manila.GameStartedHand', defaultMessage: '{start}; {seat_is, select, you {your shares: {goods}} other {shares of {seat}: {goods}}}' },
  GameStartedDeal: { id: 'line.manila.GameStartedDeal', defaultMessage: '{start}; deal: {hands}' },
  Hand: { id: 'line.manila.Hand', defaultMessage: '{seat_is, select, you {you} other {{seat}}}: {goods}' },
  RoundStarted: { id: 'line.manila.RoundStarted', defaultMessage: 'Round {round, number}: {seat_is, select, you {You open} other {{seat} opens}} the harbour master auction' },
  BidPlaced: { id: 'line.manila.BidPlaced', defaultMessage: '{seat_is, select, you {You} other {{seat}}} bid {amount, plural, one {# peso} other {# pesos}}' },
  BidPassed: { id: 'line.manila.BidPassed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} passed' },
  HarbourMasterChosen: { id: 'line.manila.HarbourMasterChosen', defaultMessage: '{seat_is, select, you {You become} other {{seat} becomes}} harbour master for {price, plural, one {# peso} other {# pesos}}' },
  HarbourMasterFree: { id: 'line.manila.HarbourMasterFree', defaultMessage: 'Nobody bid: {seat_is, select, you {you are} other {{seat} is}} harbour master for free' },
  ShareMortgaged: { id: 'line.manila.ShareMortgaged', defaultMessage: '{seat_is, select, you {You} other {{seat}}} {forced, select, yes {had to mortgage} other {mortgaged}} a {good} share for {amount, plural, one {# peso} other {# pesos}}' },
  ShareMortgagedHidden: { id: 'line.manila.ShareMortgagedHidden', defaultMessage: '{seat_is, select, you {You} other {{seat}}} {forced, select, yes {had to mortgage} other {mortgaged}} a share for {amount, plural, one {# peso} other {# pesos}}' },
  ShareRedeemed: { id: 'line.manila.ShareRedeemed', defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed a {good} share for {amount, plural, one {# peso} other {# pesos}}' },
  ShareRedeemedHidden: { id: 'line.manila.ShareRedeemedHidden', defaultMessage: '{seat_is, select, you {You} other {{seat}}} redeemed a share for {amount, plural, one {# peso} other {# pesos}}' },
  ShareBought: { id: 'line.manila.ShareBought', defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought a {good} share for {price, plural, one {# peso} other {# pesos}}' },
  ShareDeclined: { id: 'line.manila.ShareDeclined', defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought no share' },
  ShipsLaunched: { id: 'line.manila.ShipsLaunched', defaultMessage: '{seat_is, select, you {You load} other {{seat} loads}} {ships}; {home} stays home' },
  Loaded: { id: 'line.manila.Loaded', defaultMessage: '{good} at {start, number}' },
  PlacementRoundStarted: { id: 'line.manila.PlacementRoundStarted', defaultMessage: 'Placement round {placementRound, number}' },
  PlacedOnShip: { id: 'line.manila.PlacedOnShip', defaultMessage: '{seat_is, select, you {You} other {{seat}}} placed an accomplice on the {good} ship (seat {place, number}){stowaway, select, yes { as a stowaway for {cost, plural, one {# peso} other {# pesos}}} other { for {cost, plural, one {# peso} other {# pesos}}}}' },
  PlacedOnSpot: { id: 'line.manila.PlacedOnSpot', defaultMessage: '{seat_is, select, you {You} other {{seat}}} placed an accomplice on {spot, select, harbour {harbour {slot}} shipyard {shipyard {slot}} captain {the pirate ship as captain} second {the pirate ship as second pirate} small {the small pilot} other {the large pilot}} for {cost, plural, one {# peso} other {# pesos}}' },
  PlacedOnInsurance: { id: 'line.manila.PlacedOnInsurance', defaultMessage: '{seat_is, select, you {You} other {{seat}}} placed an accomplice on the insurance and {seat_is, select, you {take} other {takes}} {amount, plural, one {# peso} other {# pesos}} from the bank' },
  PlacingStopped: { id: 'line.manila.PlacingStopped', defaultMessage: '{seat_is, select, you {You stop} other {{seat} stops}} placing this round' },
  DiceRolled: { id: 'line.manila.DiceRolled', defaultMessage: 'Dice (roll {roll, number}): {dice}; {moves}' },
  DiceRolledStill: { id: 'line.manila.DiceRolledStill', defaultMessage: 'Dice (roll {roll, number}): {dice}' },
  DiceRolledNone: { id: 'line.manila.DiceRolledNone', defaultMessage: 'Dice (roll {roll, number}): none, no ship is at sea' },
  Die: { id: 'line.manila.Die', defaultMessage: '{good} {die, number}' },
  ShipMoved: { id: 'line.manila.ShipMoved', defaultMessage: 'the {good} ship moves {from, number} → {to, number}' },
  ShipDocked: { id: 'line.manila.ShipDocked', defaultMessage: 'the {good} ship reaches Manila and docks at harbour {slot}' },
  TheShip: { id: 'line.manila.TheShip', defaultMessage: 'the {good} ship' },
  PirateTurn: { id: 'line.manila.PirateTurn', defaultMessage: 'The {order, select, captain {pirate captain} other {second pirate}} ({seat_is, select, you {you} other {{seat}}}) may board {ships}' },
  PirateBoarded: { id: 'line.manila.PirateBoarded', defaultMessage: '{seat_is, select, you {Your} other {{seat}\'s}} pirate boards the {good} ship' },
  PirateBoardedReplacing: { id: 'line.manila.PirateBoardedReplacing', defaultMessage: '{seat_is, select, you {Your} other {{seat}\'s}} pirate boards the {good} ship, sending {replaced_is, select, you {your} other {{replaced}\'s}} accomplice home' },
  PirateStayed: { id: 'line.manila.PirateStayed', defaultMessage: '{seat_is, select, you {Your} other {{seat}\'s}} pirate stays on the pirate ship' },
  PilotTurn: { id: 'line.manila.PilotTurn', defaultMessage: 'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) may steer' },
  PilotMoved: { id: 'line.manila.PilotMoved', defaultMessage: 'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) steers: {moves}' },
  PilotDeclined: { id: 'line.manila.PilotDeclined', defaultMessage: 'The {pilot, select, small {small} other {large}} pilot ({seat_is, select, you {you} other {{seat}}}) leaves the ships alone' },
  ShipPlundered: { id: 'line.manila.ShipPlundered', defaultMessage: 'Pirates plunder the {good} ship' },
  ShipPlunderedOne: { id: 'line.manila.ShipPlunderedOne', defaultMessage: 'Pirates plunder the {good} ship; {crew_is, select, you {you go} other {{crew} goes}} home empty-handed' },
  ShipPlunderedMany: { id: 'line.manila.ShipPlunderedMany', defaultMessage: 'Pirates plunder the {good} ship; {crew} go home empty-handed' },
  PlunderTurn: { id: 'line.manila.PlunderTurn', defaultMessage: 'The pirate captain ({seat_is, select, you {you} other {{seat}}}) decides where the plundered {goods} {count, plural, one {ship goes} other {ships go}}' },
  ShipBerthed: { id: 'line.manila.ShipBerthed', defaultMessage: 'The {good} ship {place, select, harbour {docks at harbour} other {goes to shipyard}} {slot}' },
  ShipBerthedSent: { id: 'line.manila.ShipBerthedSent', defaultMessage: 'The {good} ship {place, select, harbour {docks at harbour} other {goes to shipyard}} {slot} (sent by {by_is, select, you {you} other {{by}}})' },
  PlunderEach: { id: 'line.manila.PlunderEach', defaultMessage: 'Pirates plunder the {good} ship: {amount, number} each' },
  PlunderPaid: { id: 'line.manila.PlunderPaid', defaultMessage: 'Pirates plunder the {good} ship: {paid}' },
  CargoPaid: { id: 'line.manila.CargoPaid', defaultMessage: 'The {good} cargo pays {paid}' },
  HarbourPaid: { id: 'line.manila.HarbourPaid', defaultMessage: 'Harbour {slot} pays {paid}' },
  Repairs: { id: 'line.manila.Repairs', defaultMessage: 'Repairs for the {good} ship in shipyard {slot}: {paid}' },
  RepairsNone: { id: 'line.manila.RepairsNone', defaultMessage: 'Repairs for the {good} ship in shipyard {slot}: nothing owed' },
  PaidTo: { id: 'line.manila.PaidTo', defaultMessage: '{amount, number} to {to_is, select, you {you} other {{to}}}' },
  PaidToBank: { id: 'line.manila.PaidToBank', defaultMessage: '{amount, number} to the bank' },
  SeatPays: { id: 'line.manila.SeatPays', defaultMessage: '{from_is, select, you {you pay} other {{from} pays}} {amount, number} to {to_is, select, you {you} other {{to}}}' },
  SeatPaysBank: { id: 'line.manila.SeatPaysBank', defaultMessage: '{from_is, select, you {you pay} other {{from} pays}} {amount, number} to the bank' },
  BankPays: { id: 'line.manila.BankPays', defaultMessage: 'the bank pays {amount, number} to {to_is, select, you {you} other {{to}}}' },
  PricesRaised: { id: 'line.manila.PricesRaised', defaultMessage: 'Prices rise: {prices}' },
  PriceTo: { id: 'line.manila.PriceTo', defaultMessage: '{good} to {price, number}' },
  GameEnded: { id: 'line.manila.GameEnded', defaultMessage: 'Game over. {wealth}' },
  Wealth: { id: 'line.manila.Wealth', defaultMessage: '{seat_is, select, you {you} other {{seat}}} {total, number}' },
});

/** Every event type of Manila, for tests that must see each one (checked against the union). */
export const MANILA_EVENT_TYPES = [
  'GameStarted', 'RoundStarted', 'BidPlaced', 'BidPassed', 'HarbourMasterChosen', 'ShareMortgaged', 'ShareRedeemed', 'ShareBought',
  'ShareDeclined', 'ShipsLaunched', 'PlacementRoundStarted', 'AccomplicePlaced', 'PlacingStopped', 'DiceRolled', 'PirateTurn',
  'PirateBoarded', 'PirateStayed', 'PilotTurn', 'PilotMoved', 'PilotDeclined', 'ShipPlundered', 'PlunderTurn', 'ShipBerthed',
  'ProfitPaid', 'PricesRaised', 'GameEnded',
] as const satisfies readonly ManilaEvent['type'][];

const yes = (b: boolean) => (b ? 'yes' : 'no');
const good = (g: Good) => goodTerm(g);

function move(m: ShipMove): Line {
  return m.docked ? line(M.ShipDocked, { good: good(m.good), slot: m.docked }) : line(M.ShipMoved, { good: good(m.good), from: m.from, to: m.to });
}

function paidTo(p: Payment): Line {
  return p.to === 'bank' ? line(M.PaidToBank, { amount: p.amount }) : line(M.PaidTo, { amount: p.amount, to: seatRef(p.to) });
}

function repair(p: Payment): Line {
  if (p.from === 'bank') return line(M.BankPays, { amount: p.amount, to: seatRef(p.to as Seat) });
  return p.to === 'bank' ? line(M.SeatPaysBank, { from: seatRef(p.from), amount: p.amount }) : line(M.SeatPays, { from: seatRef(p.from), amount: p.amount, to: seatRef(p.to) });
}

const isSeat = (p: Party): p is Seat => p !== 'bank';

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: ManilaEvent): Line {
  switch (e.type) {
    case 'GameStarted': {
      const start = line(M.GameStarted, { seats: e.seats, stronger: yes(e.options.strongerPirates), cash: STARTING_CASH, shares: SHARES_DEALT_PER_PLAYER });
      const known = e.deal.flatMap((d, seat) => (d ? [{ seat, goods: listOf(d.map(good)) }] : []));
      if (known.length === 0) return start;
      if (known.length === 1) return line(M.GameStartedHand, { start, seat: seatRef(known[0].seat), goods: known[0].goods });
      return line(M.GameStartedDeal, { start, hands: listOf(known.map((k) => line(M.Hand, { seat: seatRef(k.seat), goods: k.goods })), 'unit') });
    }
    case 'RoundStarted': return line(M.RoundStarted, { round: e.round, seat: seatRef(e.opener) });
    case 'BidPlaced': return line(M.BidPlaced, { seat: seatRef(e.seat), amount: e.amount });
    case 'BidPassed': return line(M.BidPassed, { seat: seatRef(e.seat) });
    case 'HarbourMasterChosen':
      return e.price > 0 ? line(M.HarbourMasterChosen, { seat: seatRef(e.seat), price: e.price }) : line(M.HarbourMasterFree, { seat: seatRef(e.seat) });
    case 'ShareMortgaged':
      return e.good
        ? line(M.ShareMortgaged, { seat: seatRef(e.seat), forced: yes(e.forced), good: good(e.good), amount: MORTGAGE_LOAN })
        : line(M.ShareMortgagedHidden, { seat: seatRef(e.seat), forced: yes(e.forced), amount: MORTGAGE_LOAN });
    case 'ShareRedeemed':
      return e.good ? line(M.ShareRedeemed, { seat: seatRef(e.seat), good: good(e.good), amount: REDEEM_COST }) : line(M.ShareRedeemedHidden, { seat: seatRef(e.seat), amount: REDEEM_COST });
    case 'ShareBought': return line(M.ShareBought, { seat: seatRef(e.seat), good: good(e.good), price: e.price });
    case 'ShareDeclined': return line(M.ShareDeclined, { seat: seatRef(e.seat) });
    case 'ShipsLaunched': {
      const home = GOODS.find((g) => !e.ships.some((x) => x.good === g)) ?? GOODS[0];
      return line(M.ShipsLaunched, { seat: seatRef(e.seat), ships: listOf(e.ships.map((x) => line(M.Loaded, { good: good(x.good), start: x.start }))), home: good(home) });
    }
    case 'PlacementRoundStarted': return line(M.PlacementRoundStarted, { placementRound: e.placementRound });
    case 'AccomplicePlaced': {
      const seat = seatRef(e.seat);
      if (e.spot.startsWith('ship-')) {
        return line(M.PlacedOnShip, { seat, good: good(e.spot.slice(5) as Good), place: e.index + 1, stowaway: yes(e.stowaway), cost: e.cost });
      }
      if (e.spot === 'insurance') return line(M.PlacedOnInsurance, { seat, amount: INSURANCE_PAYS_AT_ONCE });
      const [kind, slot] = e.spot.split('-');
      const spot = kind === 'pirate' ? (e.index === 0 ? 'captain' : 'second') : kind === 'pilot' ? slot : kind;
      return line(M.PlacedOnSpot, { seat, spot, slot: kind === 'harbour' || kind === 'shipyard' ? slot : '', cost: e.cost });
    }
    case 'PlacingStopped': return line(M.PlacingStopped, { seat: seatRef(e.seat) });
    case 'DiceRolled': {
      const shown = Object.entries(e.dice) as [Good, number][];
      if (shown.length === 0) return line(M.DiceRolledNone, { roll: e.roll });
      const dice = listOf(shown.map(([g, d]) => line(M.Die, { good: good(g), die: d })), 'unit');
      return e.moves.length ? line(M.DiceRolled, { roll: e.roll, dice, moves: listOf(e.moves.map(move)) }) : line(M.DiceRolledStill, { roll: e.roll, dice });
    }
    case 'PirateTurn':
      return line(M.PirateTurn, { order: e.order, seat: seatRef(e.seat), ships: listOf(e.ships.map((g) => line(M.TheShip, { good: good(g) }))) });
    case 'PirateBoarded':
      return e.replaced !== null
        ? line(M.PirateBoardedReplacing, { seat: seatRef(e.seat), good: good(e.good), replaced: seatRef(e.replaced) })
        : line(M.PirateBoarded, { seat: seatRef(e.seat), good: good(e.good) });
    case 'PirateStayed': return line(M.PirateStayed, { seat: seatRef(e.seat) });
    case 'PilotTurn': return line(M.PilotTurn, { pilot: e.pilot, seat: seatRef(e.seat) });
    case 'PilotMoved': return line(M.PilotMoved, { pilot: e.pilot, seat: seatRef(e.seat), moves: listOf(e.moves.map(move)) });
    case 'PilotDeclined': return line(M.PilotDeclined, { pilot: e.pilot, seat: seatRef(e.seat) });
    case 'ShipPlundered': {
      const crew = [...new Set(e.crewReturned)];
      if (crew.length === 0) return line(M.ShipPlundered, { good: good(e.good) });
      if (crew.length === 1) return line(M.ShipPlunderedOne, { good: good(e.good), crew: seatRef(crew[0]) });
      return line(M.ShipPlunderedMany, { good: good(e.good), crew: listOf(crew.map(seatRef)) });
    }
    case 'PlunderTurn': return line(M.PlunderTurn, { seat: seatRef(e.seat), goods: listOf(e.ships.map(good)), count: e.ships.length });
    case 'ShipBerthed': {
      const params = { good: good(e.good), place: e.berth.place, slot: e.berth.slot };
      return e.chosenBy !== null ? line(M.ShipBerthedSent, { ...params, by: seatRef(e.chosenBy) }) : line(M.ShipBerthed, params);
    }
    case 'ProfitPaid': {
      const g = e.good ?? GOODS[0];
      const slot = e.slot ?? '';
      switch (e.reason) {
        case 'plunder': {
          const same = new Set(e.payments.map((p) => p.amount)).size === 1 && e.payments.length > 1;
          return same ? line(M.PlunderEach, { good: good(g), amount: e.payments[0].amount }) : line(M.PlunderPaid, { good: good(g), paid: listOf(e.payments.map(paidTo), 'unit') });
        }
        case 'cargo': return line(M.CargoPaid, { good: good(g), paid: listOf(e.payments.map(paidTo), 'unit') });
        case 'harbour': return line(M.HarbourPaid, { slot, paid: listOf(e.payments.map(paidTo), 'unit') });
        case 'repairs': {
          const ordered = [...e.payments.filter((p) => isSeat(p.from)), ...e.payments.filter((p) => !isSeat(p.from))];
          return ordered.length ? line(M.Repairs, { good: good(g), slot, paid: listOf(ordered.map(repair)) }) : line(M.RepairsNone, { good: good(g), slot });
        }
      }
      break;
    }
    case 'PricesRaised':
      return line(M.PricesRaised, { prices: listOf(e.goods.map((g) => line(M.PriceTo, { good: good(g), price: PRICE_TRACK[e.prices[g]] }))) });
    case 'GameEnded': {
      const best = [...e.wealth].sort((a, b) => b.total - a.total);
      return line(M.GameEnded, { wealth: listOf(best.map((w) => line(M.Wealth, { seat: seatRef(w.seat), total: w.total }))) });
    }
  }
  throw new Error(`Manila has no line for ${(e as { type: string }).type}`);
}
