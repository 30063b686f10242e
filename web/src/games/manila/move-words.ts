import { LANE_END, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { seatName } from '../../ui/seat-colours.js';

// Manila's moves in words, shared by the action panels and the questions asked before a move is sent.

export type Moves = { good: Good; delta: number }[];
export type Board = { type: 'board'; good: Good; replace?: number };

/** A pilot's move spelled out from where the ships stand: "jade +1 (3 → 4)". */
export function pilotMoveText(moves: Moves, view: ManilaView): string {
  return moves.map((m) => {
    const from = view.board.ships.find((s) => s.good === m.good)?.position ?? 0;
    const to = from + m.delta;
    return `${m.good} ${m.delta > 0 ? '+' : '−'}${Math.abs(m.delta)} (${from} → ${to > LANE_END ? 'Manila' : to})`;
  }).join(', ');
}

/** A boarding spelled out: which ship, and whose accomplice the pirate throws off. */
export function boardingText(c: Board, view: ManilaView, names: readonly string[]): string {
  if (c.replace === undefined) return `Board the ${c.good} ship`;
  const ship = view.board.ships.find((s) => s.good === c.good);
  const occupant = ship?.crew[c.replace];
  const whose = occupant === null || occupant === undefined ? '' : `${seatName(names, occupant)}'s accomplice on `;
  return `Board the ${c.good} ship, replacing ${whose}seat ${c.replace + 1}`;
}
