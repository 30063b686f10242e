import type { Seat } from '../../core/types.js';
import { MORTGAGE_LOAN } from './constants.js';
import { shareToForceMortgage } from './board.js';
import type { Tape } from './tape.js';

/**
 * A player who must pay more than his cash mortgages shares, least valuable first,
 * until he can pay or has nothing left to mortgage. Returns what he can now pay.
 */
export function raiseCash(tape: Tape, seat: Seat, needed: number): number {
  while (tape.state.players[seat].cash < needed) {
    const good = shareToForceMortgage(tape.state, seat);
    if (good === null) break;
    tape.emit({
      type: 'ShareMortgaged',
      seat,
      good,
      forced: true,
      payments: [{ from: 'bank', to: seat, amount: MORTGAGE_LOAN }],
    });
  }
  return Math.min(needed, tape.state.players[seat].cash);
}
