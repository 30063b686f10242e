import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import type { OrderRules, OrderStatus } from '../../core/orders.js';
import type { Seat } from '../../core/types.js';
import { nextFreeBerth, purchasingPower, unmortgaged } from './board.js';
import type { ManilaCommand, ManilaState } from './types.js';

// Manila's standing orders. Each names the round it is for, so it ends by itself with that round
// (or that round's auction) and never plays in a position its seat did not foresee.
//
// - `proxy-bid`: the harbour-master auction of `round` (the current one, or the next), bidding
//   the least raise each time its turn comes, as long as that raise is at most `upTo`, and
//   passing after that; `upTo` 0 passes at once. The table sees ordinary bids and passes.
// - `no-pirate` / `no-pilot`: the seat stays on the pirate ship, or leaves the ships where they
//   are, in `round` (the boarding and piloting choices the rules offer).
// - `plunder-to`: as pirate captain in `round`, send each plundered ship to `to` while there is
//   room there, and to the other place otherwise.

export type ManilaOrder =
  | { kind: 'proxy-bid'; round: number; upTo: number }
  | { kind: 'no-pirate'; round: number }
  | { kind: 'no-pilot'; round: number }
  | { kind: 'plunder-to'; round: number; to: 'harbour' | 'shipyard' };

const round = int().check(z.minimum(1), z.maximum(1000));

export const manilaOrderSchema: z.ZodMiniType<ManilaOrder> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('proxy-bid'), round, upTo: int().check(z.minimum(0), z.maximum(100_000)) }),
  z.strictObject({ kind: z.literal('no-pirate'), round }),
  z.strictObject({ kind: z.literal('no-pilot'), round }),
  z.strictObject({ kind: z.literal('plunder-to'), round, to: z.enum(['harbour', 'shipyard']) }),
]);

const ARMED: OrderStatus = { armed: true };

function status(order: ManilaOrder, s: ManilaState): OrderStatus {
  if (s.status === 'over') return { armed: false, spent: true, reason: 'The game is over.' };
  if (s.status === 'new') return { armed: false, spent: false, reason: 'The game has not started yet.' };
  // An order is for this round or the next one: further ahead, nobody can foresee the position.
  if (order.round > s.round + 1)
    return {
      armed: false,
      spent: false,
      reason: `Round ${order.round} is too far ahead: set it during round ${order.round - 1}.`,
    };
  if (order.kind === 'proxy-bid') {
    const over = order.round < s.round || (order.round === s.round && s.phase.kind !== 'auction');
    return over
      ? { armed: false, spent: true, reason: `The harbour-master auction of round ${order.round} is over.` }
      : ARMED;
  }
  return order.round < s.round ? { armed: false, spent: true, reason: `Round ${order.round} is over.` } : ARMED;
}

function play(order: ManilaOrder, s: ManilaState, seat: Seat): ManilaCommand | null {
  if (s.round !== order.round) return null;
  const ph = s.phase;
  switch (order.kind) {
    case 'proxy-bid': {
      if (ph.kind !== 'auction' || ph.turn !== seat) return null;
      const least = ph.highBid + 1;
      return least <= order.upTo && least <= purchasingPower(s.players[seat])
        ? { type: 'bid', amount: least }
        : { type: 'pass' };
    }
    case 'no-pirate':
      return ph.kind === 'boarding' && ph.seat === seat ? { type: 'pass' } : null;
    case 'no-pilot':
      return ph.kind === 'pilot' && ph.seat === seat ? { type: 'pass' } : null;
    case 'plunder-to': {
      if (ph.kind !== 'plunder' || ph.seat !== seat) return null;
      const good = ph.ships[0];
      const other = order.to === 'harbour' ? 'shipyard' : 'harbour';
      return { type: 'send-plundered', good, to: nextFreeBerth(s.board, order.to) ? order.to : other };
    }
  }
}

/** The money a seat's shares could still raise, as cash: what mortgaging would let it pay. */
function widen(s: ManilaState, seat: Seat): ManilaState | null {
  const p = s.players[seat];
  if (unmortgaged(p) === 0) return null;
  const players = s.players.slice();
  players[seat] = { ...p, cash: purchasingPower(p) };
  return { ...s, players };
}

export const manilaOrders: OrderRules<ManilaState, ManilaOrder, ManilaCommand> = {
  schema: manilaOrderSchema,
  status: (order, s) => status(order, s),
  play,
  // Every Manila order serves its whole auction or round; `status` ends it.
  after: (order) => order,
  side: ['mortgage', 'redeem'],
  widen,
};
