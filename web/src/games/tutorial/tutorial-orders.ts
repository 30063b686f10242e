import { html } from 'lit';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import { msg } from '../../i18n/i18n.js';
import { orderAddEvent, type OrderForms, type StandingOrder } from '../game-client.js';

// The tutorial race's one standing order on the seat's screen (engine/games/manila-tutorial/orders.ts):
// "pass for me for the rest of the round", in the share and betting turns still to come.

const roundOf = (order: StandingOrder): number => (typeof order.round === 'number' ? order.round : 0);

export const tutorialOrderForms: OrderForms<TutorialView> = {
  render: (view) =>
    view.status === 'playing'
      ? html`<div class="row"><button type="button" data-order-action="pass-round"
          @click=${(e: Event) => e.currentTarget?.dispatchEvent(orderAddEvent({ kind: 'pass-round', round: view.round }))}>${msg(
            { id: 'tutorial.orders.setPass', defaultMessage: 'Pass for me for the rest of round {round, number}' },
            { round: view.round },
          )}</button></div>`
      : null,
  describe: (order) =>
    msg(
      { id: 'tutorial.orders.pass', defaultMessage: 'Pass for me for the rest of round {round, number}' },
      { round: roundOf(order) },
    ),
  key: (order) => `${order.kind}/${roundOf(order)}`,
};
