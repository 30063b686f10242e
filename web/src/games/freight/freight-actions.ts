import { html, type TemplateResult } from 'lit';
import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { TableProps } from '../game-client.js';
import { freshAuctionResult } from './auction-result.js';
import './auction-panel.js';
import './end-vote-prompt.js';
import './opening-ships-panel.js';
import './turn-panel.js';

/** Commands a seat may send at any time, whatever the decision at hand (R32, R33): the table's end-vote panel offers them. */
export const SIDE_COMMANDS: ReadonlySet<string> = new Set(['resign', 'proposeEnd', 'agreeEnd', 'declineEnd']);

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
  if (main.some((c) => c.type === 'bid' || c.type === 'passBid')) {
    panel = html`<auction-panel .view=${view} .legal=${main} .names=${p.names} .seat=${p.seat} .clocks=${p.clocks}></auction-panel>`;
  } else if (main.length > 0 && view.phase.kind === 'opening-ships') {
    panel = html`<opening-ships-panel .view=${view} .legal=${main}></opening-ships-panel>`;
  } else if (main.length > 0 && view.phase.kind === 'turn') {
    panel = html`<turn-panel .view=${view} .legal=${main} .names=${p.names} .seat=${p.seat} .selected=${p.selected ?? null}></turn-panel>`;
  }
  const result = freshAuctionResult(view, p.entries)
    ? html`<auction-result .view=${view} .names=${p.names} .entries=${p.entries}></auction-result>`
    : null;
  if (!vote && !panel && !result) return null;
  return html`${result}${vote}${panel}`;
}
