import type { Payment, Seat } from '../../core/types.js';
import {
  GOODS,
  HARBOUR_PAYS,
  PRICE_TRACK,
  REDEEM_COST,
  SHIPYARD_PAYS,
  SHIP_PROFIT,
  SLOTS,
  TOP_PRICE_STEP,
} from './constants.js';
import { shipInBerth } from './board.js';
import { raiseCash } from './money.js';
import type { Tape } from './tape.js';
import type { GoodCounts, ManilaState } from './types.js';

/** Splits a profit equally (rounding down) among accomplices; one seat holding two gets two parts. */
export function split(profit: number, seats: readonly Seat[]): Payment[] {
  if (seats.length === 0) return [];
  const each = Math.floor(profit / seats.length);
  const bySeat = new Map<Seat, number>();
  for (const s of seats) bySeat.set(s, (bySeat.get(s) ?? 0) + each);
  return [...bySeat].map(([to, amount]) => ({ from: 'bank' as const, to, amount }));
}

/**
 * Step 3 and 4 of a round, once every ship lies in a harbour or shipyard: plunder, cargo,
 * harbour payoffs, then the insurer's repairs (after his own profits, so he can use them),
 * then price rises, then the end of the game or the next round.
 */
export function settle(tape: Tape): void {
  const b = tape.state.board;
  const pirates = b.pirates.filter((p): p is Seat => p !== null);

  for (const ship of b.ships) {
    if (ship.plundered) {
      tape.emit({
        type: 'ProfitPaid',
        reason: 'plunder',
        good: ship.good,
        slot: null,
        payments: split(SHIP_PROFIT[ship.good], pirates),
      });
    }
  }
  for (const ship of b.ships) {
    const crew = ship.crew.filter((c): c is Seat => c !== null);
    if (ship.berth?.place === 'harbour' && !ship.plundered && crew.length > 0) {
      tape.emit({
        type: 'ProfitPaid',
        reason: 'cargo',
        good: ship.good,
        slot: null,
        payments: split(SHIP_PROFIT[ship.good], crew),
      });
    }
  }
  for (const slot of SLOTS) {
    const holder = b.harbour[slot];
    const ship = shipInBerth(b, 'harbour', slot);
    if (holder !== null && ship) {
      tape.emit({
        type: 'ProfitPaid',
        reason: 'harbour',
        good: ship.good,
        slot,
        payments: [{ from: 'bank', to: holder, amount: HARBOUR_PAYS[slot] }],
      });
    }
  }
  payRepairs(tape);
  raisePrices(tape);

  const s = tape.state;
  if (GOODS.some((g) => s.prices[g] >= TOP_PRICE_STEP)) {
    tape.emit({ type: 'GameEnded', wealth: finalWealth(s) });
  } else {
    tape.emit({ type: 'RoundStarted', round: s.round + 1, opener: s.harbourMaster ?? 0 });
  }
}

function payRepairs(tape: Tape): void {
  const b = tape.state.board;
  const insurer = b.insurance;
  const owed = SLOTS.flatMap((slot) => {
    const ship = shipInBerth(b, 'shipyard', slot);
    return ship
      ? [{ slot, good: ship.good, to: b.shipyard[slot] ?? ('bank' as const), amount: SHIPYARD_PAYS[slot] }]
      : [];
  });
  if (insurer === null) {
    // Without an insurer the bank pays the shipyard accomplices; nobody pays for empty spots.
    for (const o of owed) {
      if (o.to !== 'bank')
        tape.emit({
          type: 'ProfitPaid',
          reason: 'repairs',
          good: o.good,
          slot: o.slot,
          payments: [{ from: 'bank', to: o.to, amount: o.amount }],
        });
    }
    return;
  }
  // The insurer pays nothing to himself (the rulebook's green-and-orange example).
  const external = owed.filter((o) => o.to !== insurer);
  raiseCash(
    tape,
    insurer,
    external.reduce((n, o) => n + o.amount, 0),
  );
  for (const o of external) {
    const paid = Math.min(tape.state.players[insurer].cash, o.amount);
    const payments: Payment[] = [];
    if (paid > 0) payments.push({ from: insurer, to: o.to, amount: paid });
    // What the insurer cannot pay even after mortgaging everything, the bank covers.
    if (o.amount > paid && o.to !== 'bank') payments.push({ from: 'bank', to: o.to, amount: o.amount - paid });
    tape.emit({ type: 'ProfitPaid', reason: 'repairs', good: o.good, slot: o.slot, payments });
  }
}

function raisePrices(tape: Tape): void {
  const s = tape.state;
  const goods = s.board.ships.filter((ship) => ship.berth?.place === 'harbour').map((ship) => ship.good);
  if (goods.length === 0) return;
  const prices: GoodCounts = { ...s.prices };
  for (const g of goods) prices[g] = Math.min(TOP_PRICE_STEP, prices[g] + 1);
  tape.emit({ type: 'PricesRaised', goods, prices });
}

export function finalWealth(
  s: ManilaState,
): { seat: Seat; cash: number; shares: number; mortgages: number; total: number }[] {
  return s.players.map((p, seat) => {
    const shares = GOODS.reduce((n, g) => n + p.shares[g] * PRICE_TRACK[s.prices[g]], 0);
    // 0 - x rather than -x: with no mortgages, -x is -0, which JSON stores as 0, so an event
    // read back from storage would no longer equal the one decide produced.
    const mortgages = 0 - REDEEM_COST * GOODS.reduce((n, g) => n + p.mortgaged[g], 0);
    return { seat, cash: p.cash, shares, mortgages, total: p.cash + shares + mortgages };
  });
}
