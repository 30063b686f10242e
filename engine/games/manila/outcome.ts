import type { Outcome } from '../../core/types.js';
import { finalWealth } from './settlement.js';
import type { ManilaState } from './types.js';

/** Final wealth, richest first; equal wealth shares a rank (the rulebook names no tie-break). */
export function outcome(s: ManilaState): Outcome | null {
  if (s.status !== 'over') return null;
  const wealth = finalWealth(s).sort((a, b) => b.total - a.total || a.seat - b.seat);
  const results = wealth.map((w) => ({
    seat: w.seat,
    score: w.total,
    rank: 1 + wealth.filter((o) => o.total > w.total).length,
    breakdown: { cash: w.cash, shares: w.shares, mortgages: w.mortgages },
  }));
  return { results, winners: results.filter((r) => r.rank === 1).map((r) => r.seat) };
}
