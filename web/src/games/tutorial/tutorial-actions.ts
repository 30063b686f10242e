import { html, type TemplateResult } from 'lit';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import type { TableProps } from '../game-client.js';
import './bet-slip-panel.js';
import './share-order-panel.js';

/** The controls of the viewer's turn in the race (shares or bets), for the game screen's action bar; null when it is not their turn. */
export function tutorialActions(p: TableProps<TutorialView>): TemplateResult | null {
  if (p.legal.length === 0) return null;
  switch (p.view.phase.kind) {
    case 'shares':
      return html`<share-order-panel .legal=${p.legal}></share-order-panel>`;
    case 'bets':
      return html`<bet-slip-panel .legal=${p.legal}></bet-slip-panel>`;
    default:
      return null;
  }
}
