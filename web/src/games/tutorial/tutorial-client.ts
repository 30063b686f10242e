import { html } from 'lit';
import { CARGOES } from '../../../../engine/games/manila-tutorial/constants.js';
import type { TutorialCommand, TutorialEvent } from '../../../../engine/games/manila-tutorial/types.js';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import type { DieShown, GameClient } from '../game-client.js';
import { tutorialTask } from '../../../../engine/games/manila-tutorial/task.js';
import { lineText, msg, needCatalog } from '../../i18n/i18n.js';
import { SHIP_COLOURS, cargoName, shipName } from './ship-style.js';
import { tutorialActions } from './tutorial-actions.js';
import './tutorial-table.js';

const NEUTRAL = { fill: '#f4efe4', pip: '#2a2218' };

/** The tutorial race in the web client: its table, the controls of each turn, what each turn asks, and its dice (cargo, prices, ships). */
export const tutorialClient: GameClient<TutorialView, TutorialCommand, TutorialEvent> = {
  id: 'manila-tutorial',
  renderTable: (p) =>
    html`<race-table .view=${p.view} .legal=${p.legal} .seat=${p.seat} .names=${p.names}></race-table>`,
  renderActions: tutorialActions,
  confirmations: async () => {
    const [{ tutorialConfirmation }] = await Promise.all([
      import('./tutorial-confirmation.js'),
      needCatalog('tutorialConfirm'),
    ]);
    return { ask: tutorialConfirmation };
  },
  task: (view) => {
    const t = tutorialTask(view);
    return t ? lineText(t, null) : '';
  },
  dice(e) {
    switch (e.type) {
      case 'CargoLoaded':
        return [{ label: msg({ id: 'tutorial.die.cargo', defaultMessage: 'cargo' }), value: e.die, ...NEUTRAL }];
      case 'PricesRolled':
        return CARGOES.flatMap((c) =>
          e.rolls[c].map((value): DieShown => ({
            label: msg({ id: 'tutorial.die.price', defaultMessage: '{cargo} price' }, { cargo: cargoName(c) }),
            value,
            ...NEUTRAL,
          })),
        );
      case 'ShipsMoved':
        return e.moves.map((m) => ({
          label: msg({ id: 'tutorial.die.ship', defaultMessage: '{ship} ship' }, { ship: shipName(m.ship) }),
          value: m.die,
          fill: SHIP_COLOURS[m.ship].fill,
          pip: '#fff',
        }));
      default:
        return null;
    }
  },
  roundOf(e) {
    return e.type === 'RoundStarted' ? e.round : null;
  },
  roundSummaries: async () => {
    const [{ tutorialRoundSummaries }] = await Promise.all([
      import('./round-summary.js'),
      needCatalog('tutorialSummary'),
    ]);
    return { read: tutorialRoundSummaries };
  },
  lines: ['tutorialLines'],
  orders: async () => {
    const [{ tutorialOrderForms }] = await Promise.all([import('./tutorial-orders.js'), needCatalog('tutorialOrders')]);
    return tutorialOrderForms;
  },
};
