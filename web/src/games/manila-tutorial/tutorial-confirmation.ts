import { SHARE_PRICE, SHIPS, type Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import type { Command, Confirmation } from '../game-client.js';
import { shipLabel } from './ship-style.js';

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
