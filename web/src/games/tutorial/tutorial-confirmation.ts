import { SHARE_PRICE, SHIPS } from '../../../../engine/games/manila-tutorial/constants.js';
import type { TutorialCommand } from '../../../../engine/games/manila-tutorial/types.js';
import { list, msg } from '../../i18n/i18n.js';
import type { Confirmation } from '../game-client.js';
import { pesos, shipName } from './ship-style.js';

/** The question asked before a purchase or a bet (the race's two ways to spend); buying none or no bet asks nothing. */
export function tutorialConfirmation(command: TutorialCommand): Confirmation | null {
  if (command.type === 'buy-shares') {
    const shares = command.shares;
    const bought = SHIPS.filter((s) => shares[s] > 0);
    const total = bought.reduce((n, s) => n + shares[s], 0);
    if (total === 0) return null;
    const parts = list(
      bought.map((s) =>
        msg(
          { id: 'tutorial.confirm.buyPart', defaultMessage: '{n, number} {ship}' },
          { n: shares[s], ship: shipName(s) },
        ),
      ),
    );
    return {
      question: msg(
        {
          id: 'tutorial.confirm.buy',
          defaultMessage: 'Buy {parts} {total, plural, one {share} other {shares}} for {cost}?',
        },
        { parts, total, cost: pesos(total * SHARE_PRICE) },
      ),
      confirm: msg({ id: 'tutorial.confirm.buyButton', defaultMessage: 'Buy' }),
    };
  }
  if (command.type === 'bet') {
    const stake = command.stake;
    return {
      question: msg(
        {
          id: 'tutorial.confirm.bet',
          defaultMessage:
            'Stake {stake} that the {ship} ship advances {number, number} in the first two movements? A win pays double.',
        },
        { stake: pesos(stake), ship: shipName(command.ship), number: command.number },
      ),
      confirm: msg({ id: 'tutorial.confirm.betButton', defaultMessage: 'Bet' }),
    };
  }
  return null;
}
