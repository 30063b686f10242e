import type { Payment } from '../../core/types.js';
import type { PlayerState } from './types.js';

/**
 * Applies an event's payments with the bank's debt rules (R24): a payer short of cash pays all
 * of it and owes the rest; money a player in debt receives pays the debt first. Cash never
 * goes below zero, and cash minus debt always moves by exactly the payments.
 */
export function applyMoney(players: readonly PlayerState[], payments: readonly Payment[]): PlayerState[] {
  if (payments.length === 0) return players as PlayerState[];
  const next = players.slice();
  for (const { from, to, amount } of payments) {
    if (from !== 'bank') {
      const p = next[from];
      next[from] =
        p.cash >= amount
          ? { cash: p.cash - amount, debt: p.debt, left: p.left }
          : { cash: 0, debt: p.debt + amount - p.cash, left: p.left };
    }
    if (to !== 'bank') {
      const p = next[to];
      const repaid = Math.min(p.debt, amount);
      next[to] = { cash: p.cash + amount - repaid, debt: p.debt - repaid, left: p.left };
    }
  }
  return next;
}

/** The bank pays `seat` these amounts, one payment each (zero amounts left out). */
export function fromBank(seat: number, ...amounts: number[]): Payment[] {
  return amounts.filter((a) => a > 0).map((amount) => ({ from: 'bank' as const, to: seat, amount }));
}

export function toBank(seat: number, amount: number): Payment[] {
  return amount > 0 ? [{ from: seat, to: 'bank', amount }] : [];
}
