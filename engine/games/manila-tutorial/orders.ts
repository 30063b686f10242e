import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import type { OrderRules, OrderStatus } from '../../core/orders.js';
import type { Seat } from '../../core/types.js';
import type { TutorialCommand, TutorialState } from './types.js';

// The tutorial race's one standing order: "pass for me for the rest of the round", in the share
// turn and the betting turn of `round` that are still to come. The game already passes a seat
// that cannot buy or bet (reading K); this is for a seat that could, but will not.

export interface TutorialOrder {
  kind: 'pass-round';
  round: number;
}

export const tutorialOrderSchema: z.ZodMiniType<TutorialOrder> = z.strictObject({
  kind: z.literal('pass-round'),
  round: int().check(z.minimum(1), z.maximum(1000)),
});

function status(order: TutorialOrder, s: TutorialState): OrderStatus {
  if (s.status === 'over') return { armed: false, spent: true, reason: 'The game is over.' };
  if (s.status === 'new') return { armed: false, spent: false, reason: 'The game has not started yet.' };
  if (order.round < s.round) return { armed: false, spent: true, reason: `Round ${order.round} is over.` };
  if (order.round > s.round) return { armed: false, spent: false, reason: `Round ${order.round} has not begun.` };
  return { armed: true };
}

function play(order: TutorialOrder, s: TutorialState, seat: Seat): TutorialCommand | null {
  const ph = s.phase;
  if (s.round !== order.round || (ph.kind !== 'shares' && ph.kind !== 'bets') || ph.turn !== seat) return null;
  return { type: 'pass' };
}

export const tutorialOrders: OrderRules<TutorialState, TutorialOrder, TutorialCommand> = {
  schema: tutorialOrderSchema,
  status: (order, s) => status(order, s),
  play,
  after: (order) => order,
  side: [],
};
