import type { OrderForms, StandingOrder } from '../games/game-client.js';
import { msg } from '../i18n/i18n.js';

/**
 * Why an order no longer stands, in the page's language. The server sends the engine's reason
 * in English (engine/core/orders.ts OrderStatus, engine/games/<id>/orders.ts); the reasons every
 * rule set shares are read here, a rule set's own by its order forms, and a reason neither knows
 * is said by whether the order was spent or disarmed, never shown in English to another language.
 */
export function orderReason(
  forms: OrderForms | undefined,
  order: StandingOrder,
  reason: string,
  spent: boolean,
): string {
  const own = forms?.reason?.(order, reason);
  if (own) return own;
  if (reason === 'The game is over.')
    return msg({ id: 'game.orders.reason.over', defaultMessage: 'The game is over.' });
  if (reason === 'The game has not started yet.')
    return msg({ id: 'game.orders.reason.notStarted', defaultMessage: 'The game has not started yet.' });
  if (reason === 'You have left the game.')
    return msg({ id: 'game.orders.reason.left', defaultMessage: 'You have left the game.' });
  if (reason === 'What it would play is not open to you now.')
    return msg({ id: 'game.orders.reason.notOpen', defaultMessage: 'What it would play is not open to you now.' });
  let m = /^Round (\d+) is over\.$/.exec(reason);
  if (m)
    return msg(
      { id: 'game.orders.reason.roundOver', defaultMessage: 'Round {round, number} is over.' },
      { round: Number(m[1]) },
    );
  m = /^Round (\d+) has not begun\.$/.exec(reason);
  if (m)
    return msg(
      { id: 'game.orders.reason.roundNotBegun', defaultMessage: 'Round {round, number} has not begun.' },
      { round: Number(m[1]) },
    );
  return spent
    ? msg({ id: 'game.orders.reason.spent', defaultMessage: 'It did what it was set for.' })
    : msg({ id: 'game.orders.reason.disarmed', defaultMessage: 'The position it was set for no longer holds.' });
}
