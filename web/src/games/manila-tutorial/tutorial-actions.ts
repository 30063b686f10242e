import { html, type TemplateResult } from 'lit';
import { SHARE_PRICE, SHIPS, type Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import type { Command, Confirmation, TableProps } from '../game-client.js';
import { shipLabel } from './ship-style.js';
import './bet-slip-panel.js';
import './share-order-panel.js';

/** The controls of the viewer's turn in the race (shares or bets), for the game screen's action bar; null when it is not their turn. */
export function tutorialActions(p: TableProps): TemplateResult | null {
  if (p.legal.length === 0) return null;
  switch ((p.view as TutorialView).phase.kind) {
    case 'shares': return html`<share-order-panel .legal=${p.legal}></share-order-panel>`;
    case 'bets': return html`<bet-slip-panel .legal=${p.legal}></bet-slip-panel>`;
    default: return null;
  }
}

/** The question asked before a purchase or a bet (the race's two ways to spend); buying none or no bet asks nothing. */
export function tutorialConfirmation(command: Command): Confirmation | null {
  if (command.type === 'buy-shares') {
    const shares = command.shares as Record<Ship, number>;
    const bought = SHIPS.filter((s) => shares[s] > 0);
    const total = bought.reduce((n, s) => n + shares[s], 0);
    if (total === 0) return null;
    const list = bought.map((s) => `${shares[s]} ${s}`).join(' and ');
    return { question: `Buy ${list} share${total === 1 ? '' : 's'} for ${total * SHARE_PRICE} pesos?`, confirm: 'Buy' };
  }
  if (command.type === 'bet') {
    const stake = Number(command.stake);
    return {
      question: `Stake ${stake} ${stake === 1 ? 'peso' : 'pesos'} that the ${shipLabel(command.ship as Ship).toLowerCase()} advances ${command.number} in the first two movements? A win pays double.`,
      confirm: 'Bet',
    };
  }
  return null;
}
