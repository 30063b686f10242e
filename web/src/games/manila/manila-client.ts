import { html } from 'lit';
import type { ManilaCommand, ManilaEvent } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { GameClient } from '../game-client.js';
import { manilaTask } from '../../../../engine/games/manila/task.js';
import { GOODS } from '../../../../engine/games/manila/constants.js';
import { lineText, needCatalog } from '../../i18n/i18n.js';
import { knownEntries } from '../../ui/known-keys.js';
import { GOOD_COLOURS, goodName } from './goods-style.js';
import { manilaActions, manilaPanelsAhead, manilaPanelsFor } from './manila-actions.js';
import './manila-table.js';

/** Manila in the web client: its table, the controls of each decision, what each phase asks of a player, and its dice. */
export const manilaClient: GameClient<ManilaView, ManilaCommand, ManilaEvent> = {
  id: 'manila',
  renderTable: (
    p,
  ) => html`<manila-table .view=${p.view} .legal=${p.legal} .seat=${p.seat} .names=${p.names} .entries=${p.entries}
    .selected=${p.selected ?? null}></manila-table>`,
  renderActions: manilaActions,
  prepare: manilaPanelsFor,
  ahead: manilaPanelsAhead,
  confirmations: async () => {
    const [{ manilaConfirmation }] = await Promise.all([
      import('./manila-confirmation.js'),
      needCatalog('manilaConfirm'),
    ]);
    return { ask: manilaConfirmation };
  },
  task: (view) => {
    const t = manilaTask(view);
    return t ? lineText(t, null) : '';
  },
  dice(e) {
    if (e.type !== 'DiceRolled') return null;
    return knownEntries(e.dice, GOODS).map(([good, value]) => {
      const c = GOOD_COLOURS[good];
      return { label: goodName(good), value, fill: c.fill, pip: c.text };
    });
  },
  roundOf(e) {
    return e.type === 'RoundStarted' ? e.round : null;
  },
  roundSummaries: async () => {
    const [{ manilaRoundSummaries }] = await Promise.all([import('./round-summary.js'), needCatalog('manilaSummary')]);
    return { read: manilaRoundSummaries };
  },
  lines: ['manilaLines'],
  orders: async () => {
    const [{ manilaOrderForms }] = await Promise.all([import('./manila-orders.js'), needCatalog('manilaOrders')]);
    return manilaOrderForms;
  },
};
