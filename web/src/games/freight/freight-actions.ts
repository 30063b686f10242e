import { html, type TemplateResult } from 'lit';
import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { LegalTemplate, TableProps } from '../game-client.js';
import { decisionPanels } from '../panels-by-decision.js';
import { auctionShown, freshAuctionResult } from './auction-facts.js';
import { shipsAtHand } from './port-facts.js';
import './end-vote-prompt.js';

/** Commands a seat may send at any time, whatever the decision at hand (R32, R33): the table's end-vote panel offers them. */
export const SIDE_COMMANDS: ReadonlySet<string> = new Set(['resign', 'proposeEnd', 'agreeEnd', 'declineEnd']);

/**
 * Each decision's panel with its words, and what the table draws for a moment of the game alone (the
 * first-voyage guide at the seat's port phase, the market at a turn with ships in port, an auction's status and its result while it runs or
 * has just closed): a seat link fetches those of the moment at hand. An auction's bids have
 * deadlines on a table with a clock: a seat's clock in words.
 */
const panels = decisionPanels({
  'auction-panel': { words: ['freightAuction', 'clocks'], code: () => import('./auction-panel.js') },
  'auction-status': { words: ['freightAuction', 'clocks'], code: () => import('./auction-status.js') },
  'auction-result': { words: ['freightAuction'], code: () => import('./auction-result.js') },
  'opening-ships-panel': { words: ['freightOpening'], code: () => import('./opening-ships-panel.js') },
  // The turn's port deck words its notes as the market does, and links to it.
  'turn-panel': { words: ['freightTurn', 'freightMarket'], code: () => import('./turn-panel.js') },
  'port-market': { words: ['freightMarket'], code: () => import('./port-market.js') },
  'first-voyage-guide': { words: ['freightGuide'], code: () => import('./first-voyage.js') },
});

/** The decision's panel for the action bar, by the legal commands offered (side commands aside); null when none. */
function panelOf(view: FreightView, main: readonly LegalTemplate[]) {
  if (main.some((c) => c.type === 'bid' || c.type === 'passBid')) return 'auction-panel';
  if (main.length > 0 && view.phase.kind === 'opening-ships') return 'opening-ships-panel';
  if (main.length > 0 && view.phase.kind === 'turn') return 'turn-panel';
  return null;
}

/** Whether the table opens with the first-voyage guide: while the viewer trades in port, with moves to make. */
export function guideShown(p: Pick<TableProps<FreightView>, 'view' | 'seat' | 'legal'>): boolean {
  const v = p.view;
  return (
    p.seat !== null &&
    p.legal.length > 0 &&
    v.phase.kind === 'turn' &&
    v.phase.seat === p.seat &&
    shipsAtHand(v).length > 0
  );
}

/** Whether the table shows the market: at a turn with ships at hand (port-market.ts draws the ports they lie in). */
export const marketShown = (view: FreightView): boolean => view.phase.kind === 'turn' && shipsAtHand(view).length > 0;

/** Every decision's panel and the table's pieces of every moment, fetched one after another (GameClient.ahead). */
export const freightPanelsAhead = (): Promise<void> => panels.ahead();

/** The decision's panel and the table's pieces of the moment, fetched (GameClient.prepare): null when they are here. */
export function freightPanelsFor(p: TableProps<FreightView, FreightEvent>): Promise<void> | null {
  const panel = panelOf(
    p.view,
    p.legal.filter((c) => !SIDE_COMMANDS.has(c.type)),
  );
  return panels.needAll([
    panel,
    guideShown(p) ? 'first-voyage-guide' : null,
    marketShown(p.view) ? 'port-market' : null,
    auctionShown(p.view, p.entries) ? 'auction-status' : null,
    p.seat !== null && freshAuctionResult(p.view, p.entries) ? 'auction-result' : null,
  ]);
}

/**
 * The controls of the decision the legal commands offer the viewer now, for the game screen's action
 * bar: a sealed bid, the opening purchase, or the turn's ships (their port phases, rolls and extra
 * rolls); and above it, while an end proposal waits for the viewer's answer, that question, and
 * once a sealed-bid auction closes, until the next turn begins, its result for every seat (the seller
 * made no bid and has no other way to learn it without scrolling to the table). Null when the viewer
 * has nothing to decide or learn (resigning and proposing the end stay in the table's panel).
 */
export function freightActions(p: TableProps<FreightView, FreightEvent>): TemplateResult | null {
  const view = p.view;
  const main = p.legal.filter((c) => !SIDE_COMMANDS.has(c.type));
  // agreeEnd is legal exactly while a proposal waits for this seat's answer (legal.ts).
  const asked = p.legal.some((c) => c.type === 'agreeEnd');
  const vote = asked
    ? html`<end-vote-prompt .view=${view} .legal=${p.legal} .names=${p.names} .seat=${p.seat}></end-vote-prompt>`
    : null;
  let panel: TemplateResult | null = null;
  switch (panelOf(view, main)) {
    case 'auction-panel':
      panel = html`<auction-panel .view=${view} .legal=${main} .names=${p.names} .seat=${p.seat} .clocks=${p.clocks}></auction-panel>`;
      break;
    case 'opening-ships-panel':
      panel = html`<opening-ships-panel .view=${view} .legal=${main}></opening-ships-panel>`;
      break;
    case 'turn-panel':
      panel = html`<turn-panel .view=${view} .legal=${main} .names=${p.names} .seat=${p.seat} .selected=${p.selected ?? null}></turn-panel>`;
      break;
  }
  const result = freshAuctionResult(view, p.entries)
    ? html`<auction-result .view=${view} .names=${p.names} .entries=${p.entries}></auction-result>`
    : null;
  if (!vote && !panel && !result) return null;
  return html`${result}${vote}${panel}`;
}
