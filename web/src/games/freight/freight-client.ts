import { html } from 'lit';
import type { FreightCommand, FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { freightTask } from '../../../../engine/games/who-rules-the-sea/task.js';
import { lineText, needCatalog } from '../../i18n/i18n.js';
import type { GameClient } from '../game-client.js';
import { freightActions, freightPanelsAhead, freightPanelsFor } from './freight-actions.js';
import { freightDice } from './freight-dice.js';
import './freight-table.js';

/** Who Rules the Sea? in the web client: its table, the controls of each decision, what each decision asks, and its dice. */
export const freightClient: GameClient<FreightView, FreightCommand, FreightEvent> = {
  id: 'who-rules-the-sea',
  renderTable: (
    p,
  ) => html`<freight-table .view=${p.view} .legal=${p.legal} .seat=${p.seat} .names=${p.names} .entries=${p.entries}
    .selected=${p.selected ?? null} .clocks=${p.clocks} .painted=${p.painted ?? false}></freight-table>`,
  renderActions: freightActions,
  prepare: freightPanelsFor,
  ahead: freightPanelsAhead,
  confirmations: async () => {
    const [{ freightConfirmation }] = await Promise.all([
      import('./freight-confirmation.js'),
      needCatalog('freightConfirm'),
    ]);
    return { ask: freightConfirmation };
  },
  task: (view) => {
    const t = freightTask(view);
    return t ? lineText(t, null) : '';
  },
  dice: freightDice,
  roundOf(e) {
    // Every turn names its round; the history starts a group where the round changes.
    return e.type === 'TurnStarted' && !e.opening ? e.round : null;
  },
  roundSummaries: async () => {
    const [{ freightRoundSummaries }] = await Promise.all([
      import('./round-summary.js'),
      needCatalog('freightSummary'),
      // A loss names the card that caused it.
      needCatalog('freightCards'),
    ]);
    return { read: freightRoundSummaries };
  },
  // The lines of a card drawn, and of what a card did, name it.
  lines: ['freightLines', 'freightCards'],
  orders: async () => {
    const [{ freightOrderForms }] = await Promise.all([import('./freight-orders.js'), needCatalog('freightOrders')]);
    return freightOrderForms;
  },
};
