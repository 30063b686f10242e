import { GOODS, SHARES_PER_GOOD, accomplicesPerPlayer, LANE_END } from '../../../engine/games/manila/constants.js';
import type { ManilaEvent, ManilaState } from '../../../engine/games/manila/types.js';
import type { Payment } from '../../../engine/core/types.js';
import type { InvariantChecker } from './types.js';

function onBoard(s: ManilaState, seat: number): number {
  const b = s.board;
  let n = 0;
  for (const ship of b.ships) n += ship.crew.filter((c) => c === seat).length;
  for (const slot of ['A', 'B', 'C'] as const) {
    if (b.harbour[slot] === seat) n++;
    if (b.shipyard[slot] === seat) n++;
  }
  n += b.pirates.filter((p) => p === seat).length;
  if (b.pilots.small === seat) n++;
  if (b.pilots.large === seat) n++;
  if (b.insurance === seat) n++;
  return n;
}

/**
 * Manila's conservation laws, checked after every event: the money ledger is closed,
 * 20 shares exist, every accomplice is in hand, on the board or sent home, prices never fall.
 */
export function manilaInvariants(): InvariantChecker {
  // Accomplices sent home mid-round (plundered crews, crew replaced by pirates) stay home until the next round.
  let sentHome: number[] = [];
  return (beforeRaw, eventRaw, afterRaw) => {
    const before = beforeRaw as ManilaState;
    const after = afterRaw as ManilaState;
    const event = eventRaw as ManilaEvent;
    const out: string[] = [];
    if (after.status === 'new') return out;
    if (event.type === 'RoundStarted' || event.type === 'GameStarted') sentHome = after.players.map(() => 0);
    if (event.type === 'ShipPlundered') for (const s of event.crewReturned) sentHome[s]++;
    if (event.type === 'PirateBoarded' && event.replaced !== null) sentHome[event.replaced]++;

    const payments: Payment[] = 'payments' in event ? event.payments : [];
    after.players.forEach((p, seat) => {
      const net = payments.reduce((n, x) => n + (x.to === seat ? x.amount : 0) - (x.from === seat ? x.amount : 0), 0);
      const was = before.status === 'new' ? p.cash : before.players[seat].cash;
      if (event.type !== 'GameStarted' && p.cash - was !== net) {
        out.push(`${event.type}: seat ${seat} cash changed by ${p.cash - was} but payments net ${net}`);
      }
      if (p.cash < 0) out.push(`${event.type}: seat ${seat} has negative cash ${p.cash}`);
      for (const g of GOODS) {
        if (p.mortgaged[g] < 0 || p.mortgaged[g] > p.shares[g])
          out.push(`seat ${seat} has ${p.mortgaged[g]} mortgaged of ${p.shares[g]} ${g}`);
      }
      const placed = after.placed[seat];
      if (placed < 0 || placed > accomplicesPerPlayer(after.seats))
        out.push(`seat ${seat} placed ${placed} accomplices`);
      const board = onBoard(after, seat);
      if (board + sentHome[seat] !== placed) {
        out.push(
          `${event.type}: seat ${seat} has ${board} accomplices on the board and ${sentHome[seat]} sent home but placed ${placed}`,
        );
      }
    });
    for (const g of GOODS) {
      const held = after.players.reduce((n, p) => n + p.shares[g], 0);
      if (held + after.bank[g] !== SHARES_PER_GOOD)
        out.push(`${event.type}: ${held} ${g} shares held + ${after.bank[g]} in bank != ${SHARES_PER_GOOD}`);
      if (after.prices[g] < before.prices[g]) out.push(`${event.type}: ${g} price fell`);
    }
    for (const ship of after.board.ships) {
      if (ship.position < 0 || ship.position > LANE_END + 1) out.push(`${ship.good} ship at ${ship.position}`);
    }
    return out;
  };
}
