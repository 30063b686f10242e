import { html, type TemplateResult } from 'lit';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { LegalTemplate, TableProps } from '../game-client.js';
import { decisionPanels } from '../panels-by-decision.js';

/** Each phase's panel with its words: a seat link fetches the one of the decision at hand. */
const panels = decisionPanels({
  'bid-panel': { words: ['manilaBid'], code: () => import('./bid-panel.js') },
  'share-purchase-panel': { words: ['manilaBuy'], code: () => import('./share-purchase-panel.js') },
  'launch-panel': { words: ['manilaLaunch'], code: () => import('./launch-panel.js') },
  'placement-panel': { words: ['manilaPlace'], code: () => import('./placement-panel.js') },
  // The pilots' and the pirates' words name the board's pilot island and pirate ship too: they stay in Manila's part.
  'pilot-panel': { words: [], code: () => import('./pilot-panel.js') },
  'pirate-panel': { words: ['manilaPlunder'], code: () => import('./pirate-panel.js') },
});

/** A mortgage or a redeem alone is not a decision: the player panel offers those. */
const decisionsOf = (legal: readonly LegalTemplate[]) =>
  legal.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');

/** The panel of the decision the legal commands offer the viewer now, by the phase; null when there is none. */
function panelOf(p: TableProps<ManilaView>): Parameters<typeof panels.need>[0] | null {
  if (decisionsOf(p.legal).length === 0) return null;
  switch (p.view.phase.kind) {
    case 'auction':
      return 'bid-panel';
    case 'buy-share':
      return 'share-purchase-panel';
    case 'launch':
      return 'launch-panel';
    case 'placement':
      return 'placement-panel';
    case 'pilot':
      return 'pilot-panel';
    case 'boarding':
    case 'plunder':
      return 'pirate-panel';
    default:
      return null;
  }
}

/** Every phase's panel fetched, one after another (GameClient.ahead). */
export const manilaPanelsAhead = (): Promise<void> => panels.ahead();

/** The decision's panel fetched (GameClient.prepare): null when it is here, or when there is no decision. */
export function manilaPanelsFor(p: TableProps<ManilaView>): Promise<void> | null {
  const panel = panelOf(p);
  return panel ? panels.need(panel) : null;
}

/**
 * The controls of the decision the legal commands offer the viewer now, for the game screen's action
 * bar; null when there is none.
 */
export function manilaActions(p: TableProps<ManilaView>): TemplateResult | null {
  const view = p.view;
  const main = decisionsOf(p.legal);
  switch (panelOf(p)) {
    case 'bid-panel':
      return html`<bid-panel .view=${view} .legal=${main} .names=${p.names}></bid-panel>`;
    case 'share-purchase-panel':
      return html`<share-purchase-panel .view=${view} .legal=${main}></share-purchase-panel>`;
    case 'launch-panel':
      return html`<launch-panel .legal=${main}></launch-panel>`;
    case 'placement-panel':
      return html`<placement-panel .view=${view} .legal=${main} .selected=${p.selected ?? null}></placement-panel>`;
    case 'pilot-panel':
      return html`<pilot-panel .view=${view} .legal=${main}></pilot-panel>`;
    case 'pirate-panel':
      return html`<pirate-panel .view=${view} .legal=${main} .names=${p.names}></pirate-panel>`;
    case null:
      return null;
  }
}
