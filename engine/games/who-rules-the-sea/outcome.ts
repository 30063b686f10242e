import type { Outcome, SeatResult } from '../../core/types.js';
import { valuation } from './valuation.js';
import type { FreightState, Valuation } from './types.js';

/**
 * The result (R35, R49): players still in rank by value, then cash, a remaining tie shared;
 * those who left rank below, the later leaver above the earlier, with a score of 0. After a
 * clear victory (R32) the last player left is the only one still in, so the same order holds.
 */
export function outcome(s: FreightState): Outcome | null {
  if (s.status !== 'over') return null;
  const still = rankByValue(s.players.flatMap((p, seat) => (p.left ? [] : [valuation(s, seat)])));
  const results: SeatResult[] = still.map(({ v, rank }) => ({
    seat: v.seat,
    score: v.total,
    rank,
    breakdown: { cash: v.cash, debt: -v.debt, ships: v.ships, notes: v.notes, claims: v.claims },
  }));
  const leavers = s.players
    .flatMap((p, seat) => (p.left ? [{ seat, order: p.left.order }] : []))
    .sort((a, b) => b.order - a.order);
  leavers.forEach((l, k) => results.push({ seat: l.seat, score: 0, rank: still.length + k + 1, breakdown: {} }));
  return { results, winners: results.filter((r) => r.rank === 1).map((r) => r.seat) };
}

/** The players still in, best first, each with their rank: by value, then cash; a remaining tie shares the rank (R35). */
export function rankByValue(values: readonly Valuation[]): { v: Valuation; rank: number }[] {
  const sorted = [...values].sort((a, b) => b.total - a.total || b.cash - a.cash || a.seat - b.seat);
  return sorted.map((v) => ({
    v,
    rank: 1 + sorted.filter((o) => o.total > v.total || (o.total === v.total && o.cash > v.cash)).length,
  }));
}
