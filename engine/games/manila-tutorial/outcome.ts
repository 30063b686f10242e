import type { Outcome } from '../../core/types.js';
import type { TutorialState } from './types.js';

/**
 * T14, T19, reading 7: most pesos first; equal pesos go to whoever bought more shares over the
 * game; seats equal on both share a rank. Shares still held at the end are worth nothing.
 */
export function outcome(s: TutorialState): Outcome | null {
  if (s.status !== 'over') return null;
  const beats = (a: { cash: number; sharesBought: number }, b: { cash: number; sharesBought: number }) =>
    a.cash > b.cash || (a.cash === b.cash && a.sharesBought > b.sharesBought);
  const results = s.players
    .map((p, seat) => ({
      seat,
      score: p.cash,
      rank: 1 + s.players.filter((o) => beats(o, p)).length,
      breakdown: { cash: p.cash, sharesBought: p.sharesBought },
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { results, winners: results.filter((r) => r.rank === 1).map((r) => r.seat) };
}
