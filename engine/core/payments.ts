import type { Payment } from './types.js';

/** Cash moves only here, and only as an event's payments say: the ledger stays closed by construction. */
export function applyPayments<P extends { cash: number }>(players: readonly P[], payments: readonly Payment[]): P[] {
  const next = players.slice();
  for (const { from, to, amount } of payments) {
    if (from !== 'bank') next[from] = { ...next[from], cash: next[from].cash - amount };
    if (to !== 'bank') next[to] = { ...next[to], cash: next[to].cash + amount };
  }
  return next;
}

/** What a seat gained from an event's payments: received minus paid (negative when it paid more). */
export function netFor(payments: readonly Payment[], seat: number): number {
  return payments.reduce((n, p) => n + (p.to === seat ? p.amount : 0) - (p.from === seat ? p.amount : 0), 0);
}
