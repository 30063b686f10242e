import { GOODS, INSURANCE_PAYS_AT_ONCE, MORTGAGE_LOAN, REDEEM_COST, sharePrice, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { Command, Confirmation } from '../game-client.js';
import { goodLabel } from './goods-style.js';
import { boardingText, pilotMoveText } from './move-words.js';
import { pesos, spotLabel } from './spot-label.js';

/**
 * The question asked before a Manila command that spends or raises money (or sets the round's odds:
 * the launch, the pilots and the pirates), in the words of the table; a pass asks nothing.
 */
export function manilaConfirmation(command: Command, view: ManilaView, names: readonly string[]): Confirmation | null {
  switch (command.type) {
    case 'bid': {
      const amount = Number(command.amount);
      return { question: `Bid ${pesos(amount)} for harbour master? If no one outbids you, you pay it.`, confirm: 'Bid' };
    }
    case 'buy-share': {
      const good = command.good as Good;
      return { question: `Buy one ${good} share for ${pesos(sharePrice(view.priceOf[good].step))}?`, confirm: 'Buy' };
    }
    case 'place': {
      const spot = String(command.spot);
      const s = spotLabel(spot, view);
      const question = spot === 'insurance'
        ? `Place an accomplice on the insurance? It is free and you receive ${INSURANCE_PAYS_AT_ONCE} pesos now, but you pay the repairs of ships that end in the shipyard.`
        : `Place an accomplice on the ${s.label} for ${pesos(s.price)}? It ${s.purpose}.`;
      return { question, confirm: 'Place' };
    }
    case 'launch': {
      const ships = command.ships as { good: Good; start: number }[];
      const home = GOODS.find((g) => !ships.some((s) => s.good === g));
      return {
        question: `Launch ${ships.map((s) => `${s.good} on ${s.start}`).join(', ')}${home ? `, ${goodLabel(home).toLowerCase()} staying home` : ''}?`,
        confirm: 'Launch',
      };
    }
    case 'pilot': return { question: `Steer ${pilotMoveText(command.moves as { good: Good; delta: number }[], view)}?`, confirm: 'Steer' };
    case 'board': return { question: `${boardingText(command as { type: 'board'; good: Good; replace?: number }, view, names)}?`, confirm: 'Board' };
    case 'send-plundered': return { question: `Send the plundered ${command.good} ship to the ${command.to}?`, confirm: 'Send' };
    case 'mortgage':
      return { question: `Mortgage one ${command.good} share for +${MORTGAGE_LOAN} pesos? You pay ${REDEEM_COST} to redeem it.`, confirm: 'Mortgage' };
    case 'redeem':
      return { question: `Redeem one mortgaged ${command.good} share for ${REDEEM_COST} pesos?`, confirm: 'Redeem' };
    default: return null;
  }
}
