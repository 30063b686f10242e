import {
  GOODS,
  INSURANCE_PAYS_AT_ONCE,
  MORTGAGE_LOAN,
  REDEEM_COST,
  sharePrice,
} from '../../../../engine/games/manila/constants.js';
import type { ManilaCommand } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { list, msg } from '../../i18n/i18n.js';
import type { Confirmation } from '../game-client.js';
import { goodName, pesos } from './goods-style.js';
import { boardingText, pilotMoveText } from './move-words.js';
import { spotLabel } from './spot-label.js';

/**
 * The question asked before a Manila command that spends or raises money (or sets the round's odds:
 * the launch, the pilots and the pirates), in the words of the table; a pass asks nothing.
 */
export function manilaConfirmation(
  command: ManilaCommand,
  view: ManilaView,
  names: readonly string[],
): Confirmation | null {
  switch (command.type) {
    case 'bid':
      return {
        question: msg(
          {
            id: 'manila.confirm.bid',
            defaultMessage: 'Bid {amount} for harbour master? If no one outbids you, you pay it.',
          },
          { amount: pesos(command.amount) },
        ),
        confirm: msg({ id: 'manila.confirm.bidButton', defaultMessage: 'Bid' }),
      };
    case 'buy-share': {
      const good = command.good;
      return {
        question: msg(
          { id: 'manila.confirm.buyShare', defaultMessage: 'Buy one {good} share for {price}?' },
          { good: goodName(good), price: pesos(sharePrice(view.priceOf[good].step)) },
        ),
        confirm: msg({ id: 'manila.confirm.buyButton', defaultMessage: 'Buy' }),
      };
    }
    case 'place': {
      const spot = command.spot;
      const s = spotLabel(spot, view);
      const question =
        spot === 'insurance'
          ? msg(
              {
                id: 'manila.confirm.placeInsurance',
                defaultMessage:
                  'Place an accomplice on the insurance? It is free and you receive {amount} now, but you pay the repairs of ships that end in the shipyard.',
              },
              { amount: pesos(INSURANCE_PAYS_AT_ONCE) },
            )
          : msg(
              {
                id: 'manila.confirm.place',
                defaultMessage: 'Place an accomplice on the {spot} for {price}? It {purpose}.',
              },
              { spot: s.label, price: pesos(s.price), purpose: s.purpose },
            );
      return { question, confirm: msg({ id: 'manila.confirm.placeButton', defaultMessage: 'Place' }) };
    }
    case 'launch': {
      const ships = command.ships;
      const home = GOODS.find((g) => !ships.some((s) => s.good === g));
      const launched = list(
        ships.map((s) =>
          msg(
            { id: 'manila.confirm.launchShip', defaultMessage: '{good} on {start, number}' },
            { good: goodName(s.good), start: s.start },
          ),
        ),
        'unit',
      );
      return {
        question: home
          ? msg(
              { id: 'manila.confirm.launchHome', defaultMessage: 'Launch {ships}, {home} staying home?' },
              { ships: launched, home: goodName(home) },
            )
          : msg({ id: 'manila.confirm.launch', defaultMessage: 'Launch {ships}?' }, { ships: launched }),
        confirm: msg({ id: 'manila.confirm.launchButton', defaultMessage: 'Launch' }),
      };
    }
    case 'pilot':
      return {
        question: msg(
          { id: 'manila.confirm.pilot', defaultMessage: 'Steer {moves}?' },
          { moves: pilotMoveText(command.moves, view) },
        ),
        confirm: msg({ id: 'manila.confirm.pilotButton', defaultMessage: 'Steer' }),
      };
    case 'board':
      return {
        question: msg(
          { id: 'manila.confirm.board', defaultMessage: '{boarding}?' },
          { boarding: boardingText(command, view, names) },
        ),
        confirm: msg({ id: 'manila.confirm.boardButton', defaultMessage: 'Board' }),
      };
    case 'send-plundered':
      return {
        question: msg(
          {
            id: 'manila.confirm.send',
            defaultMessage: 'Send the plundered {good} ship to the {to, select, harbour {harbour} other {shipyard}}?',
          },
          { good: goodName(command.good), to: command.to },
        ),
        confirm: msg({ id: 'manila.confirm.sendButton', defaultMessage: 'Send' }),
      };
    case 'mortgage':
      return {
        question: msg(
          {
            id: 'manila.confirm.mortgage',
            defaultMessage: 'Mortgage one {good} share for +{loan}? You pay {cost, number} to redeem it.',
          },
          { good: goodName(command.good), loan: pesos(MORTGAGE_LOAN), cost: REDEEM_COST },
        ),
        confirm: msg({ id: 'manila.confirm.mortgageButton', defaultMessage: 'Mortgage' }),
      };
    case 'redeem':
      return {
        question: msg(
          { id: 'manila.confirm.redeem', defaultMessage: 'Redeem one mortgaged {good} share for {cost}?' },
          { good: goodName(command.good), cost: pesos(REDEEM_COST) },
        ),
        confirm: msg({ id: 'manila.confirm.redeemButton', defaultMessage: 'Redeem' }),
      };
    default:
      return null;
  }
}
