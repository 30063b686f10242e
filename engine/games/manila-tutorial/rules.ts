import type { Seat } from '../../core/types.js';
import { HARBOUR_SPACE, MAX_SHARES_PER_SHIP_PER_ROUND, MIN_STAKE, SHARE_PRICE, SHIPS, type Ship } from './constants.js';
import type { ShipCounts, ShipState, TutorialState } from './types.js';

// Read-only questions about a tutorial state, shared by decide, evolve, legal and view.

export function zeroCounts(): ShipCounts {
  return { red: 0, green: 0, blue: 0 };
}

/** T3, T13: every round starts with the three ships in the harbour. */
export function shipsInHarbour(): Record<Ship, ShipState> {
  return {
    red: { position: HARBOUR_SPACE, fate: 'at-sea' },
    green: { position: HARBOUR_SPACE, fate: 'at-sea' },
    blue: { position: HARBOUR_SPACE, fate: 'at-sea' },
  };
}

/** Round 1 opens with seat 0; each later round with the next seat clockwise (reading 3). */
export function firstPlayerOf(round: number, seats: number): Seat {
  return (round - 1) % seats;
}

/** Who acts after `seat` in this round's share or betting turns; null once everyone has. */
export function nextInRound(s: TutorialState, seat: Seat): Seat | null {
  const next = (seat + 1) % s.seats;
  return next === s.firstPlayer ? null : next;
}

export function shipsAtSea(s: TutorialState): Ship[] {
  return SHIPS.filter((ship) => s.ships[ship].fate === 'at-sea');
}

/** The most shares of a ship a seat may buy in its share turn: T15's limit, or what the bank has left. */
export function maxPurchase(s: TutorialState, ship: Ship): number {
  return Math.min(MAX_SHARES_PER_SHIP_PER_ROUND, s.bank[ship]);
}

/** Whether the seat has any purchase open to it, so that its share turn is a real choice. */
export function canBuyShares(s: TutorialState, seat: Seat): boolean {
  return s.players[seat].cash >= SHARE_PRICE && SHIPS.some((ship) => maxPurchase(s, ship) > 0);
}

export function canBet(s: TutorialState, seat: Seat): boolean {
  return s.players[seat].cash >= MIN_STAKE;
}

export function totalShares(counts: ShipCounts): number {
  return SHIPS.reduce((n, ship) => n + counts[ship], 0);
}
