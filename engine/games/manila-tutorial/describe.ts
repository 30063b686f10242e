import { listOf, seatRef, type Line, type LineValue } from '../../core/line.js';
import type { TUTORIAL_LINES } from './line-messages.js';
import { BET_ODDS, CARGOES, ROUNDS, SHIPS, STARTING_CASH, type Ship } from './constants.js';
import { cargoTerm, shipTerm } from './terms.js';
import type { ShipMove, TutorialEvent } from './types.js';

/** A line of the message `key` of line-messages.ts (imported as a type only: see there). */
function line(key: keyof typeof TUTORIAL_LINES, params?: Record<string, LineValue>): Line {
  return params === undefined ? { id: `line.tutorial.${key}` } : { id: `line.tutorial.${key}`, params };
}

/** Every event type of the tutorial race, for tests that must see each one (checked against the union). */
export const TUTORIAL_EVENT_TYPES = [
  'GameStarted',
  'RoundStarted',
  'CargoLoaded',
  'PricesRolled',
  'SharesBought',
  'SharesPassed',
  'BetPlaced',
  'BetPassed',
  'ShipsMoved',
  'BetsSettled',
  'CargoPaid',
  'SharesReturned',
  'GameEnded',
] as const satisfies readonly TutorialEvent['type'][];

const ship = (s: Ship) => shipTerm(s);

function moved(m: ShipMove): Line {
  return line('Moved', {
    ship: ship(m.ship),
    die: m.die,
    from: m.from,
    to: m.to,
    fate: m.fate === 'arrived' || m.fate === 'sunk' ? m.fate : 'none',
  });
}

function collisions(moves: readonly ShipMove[]): Line[] {
  const bySpace = new Map<number, Ship[]>();
  for (const m of moves) if (m.fate === 'collided') bySpace.set(m.to, [...(bySpace.get(m.to) ?? []), m.ship]);
  return [...bySpace].map(([space, ships]) => line('Collided', { ships: listOf(ships.map(ship)), space }));
}

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: TutorialEvent): Line {
  switch (e.type) {
    case 'GameStarted':
      return line('GameStarted', { seats: e.seats, cash: STARTING_CASH });
    case 'RoundStarted':
      return line('RoundStarted', { round: e.round, rounds: ROUNDS, seat: seatRef(e.firstPlayer) });
    case 'CargoLoaded':
      return line('CargoLoaded', {
        die: e.die,
        loads: listOf(SHIPS.map((s) => line('Carries', { ship: ship(s), cargo: cargoTerm(e.cargo[s]) }))),
      });
    case 'PricesRolled':
      return line('PricesRolled', {
        prices: listOf(
          CARGOES.map((c) =>
            e.rolls[c].length > 1
              ? line('PriceRerolled', { cargo: cargoTerm(c), price: e.prices[c], rolls: listOf(e.rolls[c], 'unit') })
              : line('Price', { cargo: cargoTerm(c), price: e.prices[c] }),
          ),
        ),
      });
    case 'SharesBought': {
      const n = SHIPS.reduce((k, s) => k + e.shares[s], 0);
      const cost = e.payments.reduce((k, p) => k + p.amount, 0);
      const holdings = listOf(
        SHIPS.filter((s) => e.shares[s] > 0).map((s) => line('Holding', { n: e.shares[s], ship: ship(s) })),
      );
      return line('SharesBought', { seat: seatRef(e.seat), holdings, n, cost });
    }
    case 'SharesPassed':
      return line(e.forced ? 'SharesPassedForced' : 'SharesPassed', { seat: seatRef(e.seat) });
    case 'BetPlaced':
      return line('BetPlaced', { seat: seatRef(e.seat), stake: e.stake, ship: ship(e.ship), number: e.number });
    case 'BetPassed':
      return line(e.forced ? 'BetPassedForced' : 'BetPassed', { seat: seatRef(e.seat) });
    case 'ShipsMoved':
      return line('ShipsMoved', {
        movement: e.movement,
        moves: listOf([...e.moves.map(moved), ...collisions(e.moves)], 'unit'),
      });
    case 'BetsSettled':
      return line('BetsSettled', {
        bets: listOf(
          e.bets.map((b) => {
            const base = { seat: seatRef(b.seat), stake: b.stake, ship: ship(b.ship) };
            if (b.result === 'cancelled') return line('BetRefunded', base);
            if (b.result === 'won')
              return line('BetWon', { ...base, won: b.stake * (1 + BET_ODDS), advanced: b.advanced ?? 0 });
            return line('BetLost', { ...base, advanced: b.advanced ?? 0, number: b.number });
          }),
          'unit',
        ),
      });
    case 'CargoPaid': {
      const params = { ship: ship(e.ship), cargo: cargoTerm(e.cargo), price: e.price };
      const paid = e.payments
        .filter((p) => typeof p.to === 'number')
        .map((p) => line('Paid', { seat: seatRef(p.to as number), amount: p.amount }));
      return paid.length ? line('CargoPaid', { ...params, paid: listOf(paid) }) : line('CargoPaidNobody', params);
    }
    case 'SharesReturned': {
      const back = e.shares.flatMap((n, seat) => (n > 0 ? [line('Returned', { seat: seatRef(seat), n })] : []));
      const total = e.shares.reduce((a, b) => a + b, 0);
      return back.length
        ? line('SharesReturned', { ship: ship(e.ship), fate: e.fate, back: listOf(back), total })
        : line('SharesReturnedNone', { ship: ship(e.ship), fate: e.fate });
    }
    case 'GameEnded': {
      const best = [...e.standings].sort((a, b) => b.cash - a.cash || b.sharesBought - a.sharesBought);
      return line('GameEnded', {
        rounds: ROUNDS,
        standings: listOf(
          best.map((w) => line('Standing', { seat: seatRef(w.seat), cash: w.cash, bought: w.sharesBought })),
        ),
      });
    }
  }
}
