import { html, type TemplateResult } from 'lit';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { TableProps } from '../game-client.js';
import './bid-panel.js';
import './launch-panel.js';
import './pilot-panel.js';
import './pirate-panel.js';
import './placement-panel.js';
import './share-purchase-panel.js';

/**
 * The controls of the decision the legal commands offer the viewer now, for the game screen's action
 * bar; null when there is none (a mortgage or a redeem alone is not a decision: the player panel offers those).
 */
export function manilaActions(p: TableProps<ManilaView>): TemplateResult | null {
  const view = p.view;
  const main = p.legal.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
  if (main.length === 0) return null;
  switch (view.phase.kind) {
    case 'auction':
      return html`<bid-panel .view=${view} .legal=${main} .names=${p.names}></bid-panel>`;
    case 'buy-share':
      return html`<share-purchase-panel .view=${view} .legal=${main}></share-purchase-panel>`;
    case 'launch':
      return html`<launch-panel .legal=${main}></launch-panel>`;
    case 'placement':
      return html`<placement-panel .view=${view} .legal=${main} .selected=${p.selected ?? null}></placement-panel>`;
    case 'pilot':
      return html`<pilot-panel .view=${view} .legal=${main}></pilot-panel>`;
    case 'boarding':
    case 'plunder':
      return html`<pirate-panel .view=${view} .legal=${main} .names=${p.names}></pirate-panel>`;
    default:
      return null;
  }
}
