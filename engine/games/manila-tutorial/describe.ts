import { defineMessages, line, listOf, seatRef, type Line } from '../../core/line.js';
import { BET_ODDS, CARGOES, ROUNDS, SHIPS, STARTING_CASH, type Ship } from './constants.js';
import { cargoTerm, shipTerm } from './terms.js';
import type { ShipMove, TutorialEvent } from './types.js';

/**
 * The tutorial race's history lines. A seat `p` reads as "You" for its own player (`p_is` is
 * 'you'), else as its name; each language words the rest around it.
 */
const M = defineMessages({
  GameStarted: { id: 'line.tutorial.GameStarted', defaultMessage: 'A {seats, number}-player Manila tutorial race begins; each player has {cash, plural, one {# peso} other {# pesos}}' },
  RoundStarted: { id: 'line.tutorial.RoundStarted', defaultMessage: 'Round {round, number} of {rounds, number}: the ships wait in the harbour; {seat_is, select, you {you buy and bet} other {{seat} buys and bets}} first' },
  CargoLoaded: { id: 'line.tutorial.CargoLoaded', defaultMessage: 'Cargo die {die, number}: {loads}' },
  Carries: { id: 'line.tutorial.Carries', defaultMessage: 'the {ship} ship carries {cargo}' },
  PricesRolled: { id: 'line.tutorial.PricesRolled', defaultMessage: 'Prices: {prices}' },
  Price: { id: 'line.tutorial.Price', defaultMessage: '{cargo} {price, number}' },
  PriceRerolled: { id: 'line.tutorial.PriceRerolled', defaultMessage: '{cargo} {price, number} (rolled {rolls}; a 1 is rolled again)' },
  SharesBought: { id: 'line.tutorial.SharesBought', defaultMessage: '{seat_is, select, you {You} other {{seat}}} bought {holdings} {n, plural, one {share} other {shares}} for {cost, plural, one {# peso} other {# pesos}}' },
  Holding: { id: 'line.tutorial.Holding', defaultMessage: '{n, number} {ship}' },
  SharesPassed: { id: 'line.tutorial.SharesPassed', defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} no shares this round' },
  SharesPassedForced: { id: 'line.tutorial.SharesPassedForced', defaultMessage: '{seat_is, select, you {You cannot buy a share and pass} other {{seat} cannot buy a share and passes}}' },
  BetPlaced: { id: 'line.tutorial.BetPlaced', defaultMessage: '{seat_is, select, you {You bet} other {{seat} bets}} {stake, plural, one {# peso} other {# pesos}} that the {ship} ship advances {number, number} in the first two movements' },
  BetPassed: { id: 'line.tutorial.BetPassed', defaultMessage: '{seat_is, select, you {You place} other {{seat} places}} no bet this round' },
  BetPassedForced: { id: 'line.tutorial.BetPassedForced', defaultMessage: '{seat_is, select, you {You have} other {{seat} has}} no pesos to bet' },
  ShipsMoved: { id: 'line.tutorial.ShipsMoved', defaultMessage: 'Movement {movement, number}: {moves}' },
  Moved: { id: 'line.tutorial.Moved', defaultMessage: 'the {ship} ship rolls {die, number} ({from, number} → {to, number}){fate, select, arrived { and reaches Manila} sunk { and sinks past Manila} other {}}' },
  Collided: { id: 'line.tutorial.Collided', defaultMessage: 'the {ships} ships collide on space {space, number} and sink' },
  BetsSettled: { id: 'line.tutorial.BetsSettled', defaultMessage: 'Bets settled: {bets}' },
  BetRefunded: { id: 'line.tutorial.BetRefunded', defaultMessage: '{seat_is, select, you {your} other {{seat}\'s}} {stake, number} on {ship} is refunded (the ship collided)' },
  BetWon: { id: 'line.tutorial.BetWon', defaultMessage: '{seat_is, select, you {you win} other {{seat} wins}} {won, number} for a stake of {stake, number} ({ship} advanced {advanced, number})' },
  BetLost: { id: 'line.tutorial.BetLost', defaultMessage: '{seat_is, select, you {you lose} other {{seat} loses}} {stake, number} ({ship} advanced {advanced, number}, not {number, number})' },
  CargoPaid: { id: 'line.tutorial.CargoPaid', defaultMessage: 'The {ship} ship\'s {cargo} (price {price, number}) arrived: the bank pays {paid}' },
  CargoPaidNobody: { id: 'line.tutorial.CargoPaidNobody', defaultMessage: 'The {ship} ship\'s {cargo} (price {price, number}) arrived, but nobody holds a share of it' },
  Paid: { id: 'line.tutorial.Paid', defaultMessage: '{seat_is, select, you {you} other {{seat}}} {amount, number}' },
  SharesReturned: { id: 'line.tutorial.SharesReturned', defaultMessage: 'The {ship} ship {fate, select, sunk {sank} other {collided}}: {back} {ship} {total, plural, one {share goes} other {shares go}} back to the bank, worthless' },
  SharesReturnedNone: { id: 'line.tutorial.SharesReturnedNone', defaultMessage: 'The {ship} ship {fate, select, sunk {sank} other {collided}}; nobody held a share of it' },
  Returned: { id: 'line.tutorial.Returned', defaultMessage: '{seat_is, select, you {your} other {{seat}\'s}} {n, number}' },
  GameEnded: { id: 'line.tutorial.GameEnded', defaultMessage: 'Game over after {rounds, number} rounds. {standings}' },
  Standing: { id: 'line.tutorial.Standing', defaultMessage: '{seat_is, select, you {You} other {{seat}}} {cash, plural, one {# peso} other {# pesos}} ({bought, plural, one {# share} other {# shares}} bought)' },
});

/** Every event type of the tutorial race, for tests that must see each one (checked against the union). */
export const TUTORIAL_EVENT_TYPES = [
  'GameStarted', 'RoundStarted', 'CargoLoaded', 'PricesRolled', 'SharesBought', 'SharesPassed', 'BetPlaced', 'BetPassed',
  'ShipsMoved', 'BetsSettled', 'CargoPaid', 'SharesReturned', 'GameEnded',
] as const satisfies readonly TutorialEvent['type'][];

const ship = (s: Ship) => shipTerm(s);

function moved(m: ShipMove): Line {
  return line(M.Moved, { ship: ship(m.ship), die: m.die, from: m.from, to: m.to, fate: m.fate === 'arrived' || m.fate === 'sunk' ? m.fate : 'none' });
}

function collisions(moves: readonly ShipMove[]): Line[] {
  const bySpace = new Map<number, Ship[]>();
  for (const m of moves) if (m.fate === 'collided') bySpace.set(m.to, [...(bySpace.get(m.to) ?? []), m.ship]);
  return [...bySpace].map(([space, ships]) => line(M.Collided, { ships: listOf(ships.map(ship)), space }));
}

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: TutorialEvent): Line {
  switch (e.type) {
    case 'GameStarted': return line(M.GameStarted, { seats: e.seats, cash: STARTING_CASH });
    case 'RoundStarted': return line(M.RoundStarted, { round: e.round, rounds: ROUNDS, seat: seatRef(e.firstPlayer) });
    case 'CargoLoaded': return line(M.CargoLoaded, { die: e.die, loads: listOf(SHIPS.map((s) => line(M.Carries, { ship: ship(s), cargo: cargoTerm(e.cargo[s]) }))) });
    case 'PricesRolled':
      return line(M.PricesRolled, {
        prices: listOf(CARGOES.map((c) => (e.rolls[c].length > 1
          ? line(M.PriceRerolled, { cargo: cargoTerm(c), price: e.prices[c], rolls: listOf(e.rolls[c], 'unit') })
          : line(M.Price, { cargo: cargoTerm(c), price: e.prices[c] })))),
      });
    case 'SharesBought': {
      const n = SHIPS.reduce((k, s) => k + e.shares[s], 0);
      const cost = e.payments.reduce((k, p) => k + p.amount, 0);
      const holdings = listOf(SHIPS.filter((s) => e.shares[s] > 0).map((s) => line(M.Holding, { n: e.shares[s], ship: ship(s) })));
      return line(M.SharesBought, { seat: seatRef(e.seat), holdings, n, cost });
    }
    case 'SharesPassed': return line(e.forced ? M.SharesPassedForced : M.SharesPassed, { seat: seatRef(e.seat) });
    case 'BetPlaced': return line(M.BetPlaced, { seat: seatRef(e.seat), stake: e.stake, ship: ship(e.ship), number: e.number });
    case 'BetPassed': return line(e.forced ? M.BetPassedForced : M.BetPassed, { seat: seatRef(e.seat) });
    case 'ShipsMoved': return line(M.ShipsMoved, { movement: e.movement, moves: listOf([...e.moves.map(moved), ...collisions(e.moves)], 'unit') });
    case 'BetsSettled':
      return line(M.BetsSettled, {
        bets: listOf(e.bets.map((b) => {
          const base = { seat: seatRef(b.seat), stake: b.stake, ship: ship(b.ship) };
          if (b.result === 'cancelled') return line(M.BetRefunded, base);
          if (b.result === 'won') return line(M.BetWon, { ...base, won: b.stake * (1 + BET_ODDS), advanced: b.advanced ?? 0 });
          return line(M.BetLost, { ...base, advanced: b.advanced ?? 0, number: b.number });
        }), 'unit'),
      });
    case 'CargoPaid': {
      const params = { ship: ship(e.ship), cargo: cargoTerm(e.cargo), price: e.price };
      const paid = e.payments.filter((p) => typeof p.to === 'number').map((p) => line(M.Paid, { seat: seatRef(p.to as number), amount: p.amount }));
      return paid.length ? line(M.CargoPaid, { ...params, paid: listOf(paid) }) : line(M.CargoPaidNobody, params);
    }
    case 'SharesReturned': {
      const back = e.shares.flatMap((n, seat) => (n > 0 ? [line(M.Returned, { seat: seatRef(seat), n })] : []));
      const total = e.shares.reduce((a, b) => a + b, 0);
      return back.length
        ? line(M.SharesReturned, { ship: ship(e.ship), fate: e.fate, back: listOf(back), total })
        : line(M.SharesReturnedNone, { ship: ship(e.ship), fate: e.fate });
    }
    case 'GameEnded': {
      const best = [...e.standings].sort((a, b) => b.cash - a.cash || b.sharesBought - a.sharesBought);
      return line(M.GameEnded, { rounds: ROUNDS, standings: listOf(best.map((w) => line(M.Standing, { seat: seatRef(w.seat), cash: w.cash, bought: w.sharesBought }))) });
    }
  }
}
