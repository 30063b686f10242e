import type { Seat } from '../../core/types.js';
import type { Good } from './constants.js';
import { shipsOnThirteen } from './board.js';
import type { ManilaState } from './types.js';

export interface BoardingOption {
  good: Good;
  /** The crew seat index the pirate takes. */
  index: number;
  /** The accomplice sent home (stronger-pirates variant), if any. */
  replaced: Seat | null;
}

/**
 * Where a pirate may board after the second roll: the free seat of any ship on 13; in the
 * stronger-pirates variant, when no ship on 13 has a free seat, any crew seat not already
 * taken by a pirate this round.
 */
export function boardingOptions(state: ManilaState): BoardingOption[] {
  const ships = shipsOnThirteen(state.board);
  const free = ships
    .filter((s) => s.crew.includes(null))
    .map((s) => ({ good: s.good, index: s.crew.indexOf(null), replaced: null }));
  if (free.length > 0 || !state.options.strongerPirates) return free;
  const out: BoardingOption[] = [];
  for (const s of ships) {
    s.crew.forEach((occupant, index) => {
      const takenByPirate = state.board.boarded.some((b) => b.good === s.good && b.index === index);
      if (occupant !== null && !takenByPirate) out.push({ good: s.good, index, replaced: occupant });
    });
  }
  return out;
}
