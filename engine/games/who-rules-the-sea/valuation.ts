import type { Seat } from '../../core/types.js';
import { NOTES, SHIPS } from './data.js';
import type { FreightState, Valuation } from './types.js';

/**
 * A player's value (R35, R48): cash minus debt; the price of each active ship, price minus
 * redemption value of each pawned one; the purchase price of each note aboard, purchase minus
 * redemption (at least 0) of each pawned note; unpaid goods claims at their amount.
 */
export function valuation(s: FreightState, seat: Seat): Valuation {
  const p = s.players[seat];
  let ships = 0;
  let claims = 0;
  const owned = new Set<string>();
  s.ships.forEach((x, i) => {
    if (x.owner !== seat) return;
    owned.add(SHIPS[i].id);
    ships += x.loc.at === 'port' && x.loc.pawned ? SHIPS[i].price - SHIPS[i].redemptionValue : SHIPS[i].price;
    for (const c of x.claims) claims += c.amount;
  });
  let notes = 0;
  s.notes.forEach((n, i) => {
    if (n.loc.at === 'aboard' && owned.has(n.loc.ship)) notes += NOTES[i].purchase;
    if (n.loc.at === 'pawned' && n.loc.seat === seat)
      notes += Math.max(0, NOTES[i].purchase - NOTES[i].redemptionValue);
  });
  return { seat, cash: p.cash, debt: p.debt, ships, notes, claims, total: p.cash - p.debt + ships + notes + claims };
}
