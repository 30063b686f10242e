import type { FreightCommand } from '../../../../engine/games/who-rules-the-sea/types.js';
import { list, msg } from '../../i18n/i18n.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { Confirmation, LegalTemplate } from '../game-client.js';
import { earnings } from './cargo-facts.js';
import { sailWarning, type SailWarning } from './sail-warning.js';
import { noteData, noteWords, pounds, shipData, shipName, tons } from './freight-words.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

/**
 * The question asked before a command that spends or raises money, or that cannot be taken back
 * (resigning, opening an auction), and a Sail that leaves loadable cargo behind; rolling and the end vote ask nothing.
 */
export function freightConfirmation(
  c: FreightCommand,
  view: FreightView,
  _names: readonly string[],
  legal: readonly LegalTemplate[],
): Confirmation | null {
  switch (c.type) {
    case 'sail':
      return sailQuestion(sailWarning(c, view, legal));
    case 'buyShips': {
      const ships = c.ships;
      const total = ships.reduce((n, s) => n + shipData(s).price, 0);
      return {
        question: msg(
          {
            id: 'freight.confirm.buyShips',
            defaultMessage: 'Buy {ships} for {total}? {n, plural, one {It lies} other {They lie}} in London.',
          },
          { ships: list(ships.map(shipName)), total: pounds(total), n: ships.length },
        ),
        confirm: msg({ id: 'freight.confirm.buyButton', defaultMessage: 'Buy' }),
      };
    }
    case 'buyShip':
      return {
        question: msg(
          { id: 'freight.confirm.buyShip', defaultMessage: 'Buy {ship} ({capacity}) for {price}?' },
          {
            ship: shipName(c.target),
            capacity: tons(shipData(c.target).capacity),
            price: pounds(shipData(c.target).price),
          },
        ),
        confirm: msg({ id: 'freight.confirm.buyButton', defaultMessage: 'Buy' }),
      };
    case 'buyNote': {
      const d = noteData(c.note);
      return {
        question: msg(
          {
            id: 'freight.confirm.buyNote',
            defaultMessage: 'Load {note} onto {ship} for {price}? It sells for {sale} on delivery.',
          },
          { note: noteWords(c.note), ship: shipName(c.ship), price: pounds(d.purchase), sale: pounds(d.sale) },
        ),
        confirm: msg({ id: 'freight.confirm.loadButton', defaultMessage: 'Load' }),
      };
    }
    case 'insureShip': {
      const d = shipData(c.ship);
      return {
        question: msg(
          {
            id: 'freight.confirm.insureShip',
            defaultMessage:
              'Insure {ship} for {fee}? If it is lost, the bank pays {value}; the cover ends if the ship is pawned or sold.',
          },
          { ship: shipName(c.ship), fee: pounds(d.insuranceFee), value: pounds(d.insuranceValue) },
        ),
        confirm: msg({ id: 'freight.confirm.insureButton', defaultMessage: 'Insure' }),
      };
    }
    case 'insureNote': {
      const d = noteData(c.note);
      return {
        question: msg(
          {
            id: 'freight.confirm.insureNote',
            defaultMessage: 'Insure {note} for {fee}? If the goods are lost, the bank pays {value} at the next port.',
          },
          { note: noteWords(c.note), fee: pounds(d.insuranceFee), value: pounds(d.purchase) },
        ),
        confirm: msg({ id: 'freight.confirm.insureButton', defaultMessage: 'Insure' }),
      };
    }
    case 'pawnNote': {
      const d = noteData(c.note);
      return {
        question: msg(
          {
            id: 'freight.confirm.pawnNote',
            defaultMessage:
              'Pawn {note} for +{pawn}? The goods stay in this port; you pay {redeem} to redeem them here.',
          },
          { note: noteWords(c.note), pawn: pounds(d.pawnValue), redeem: pounds(d.redemptionValue) },
        ),
        confirm: msg({ id: 'freight.confirm.pawnButton', defaultMessage: 'Pawn' }),
      };
    }
    case 'redeemNote':
      return {
        question: msg(
          { id: 'freight.confirm.redeemNote', defaultMessage: 'Redeem {note} onto {ship} for {price}?' },
          { note: noteWords(c.note), ship: shipName(c.ship), price: pounds(noteData(c.note).redemptionValue) },
        ),
        confirm: msg({ id: 'freight.confirm.redeemButton', defaultMessage: 'Redeem' }),
      };
    case 'pawnShip': {
      const d = shipData(c.target);
      return {
        question: msg(
          {
            id: 'freight.confirm.pawnShip',
            defaultMessage:
              'Pawn {ship} for +{pawn}? It stays laid up in this port, its insurance ends, and you pay {redeem} to redeem it.',
          },
          { ship: shipName(c.target), pawn: pounds(d.pawnValue), redeem: pounds(d.redemptionValue) },
        ),
        confirm: msg({ id: 'freight.confirm.pawnButton', defaultMessage: 'Pawn' }),
      };
    }
    case 'sellShip':
      return {
        question: msg(
          {
            id: 'freight.confirm.sellShip',
            defaultMessage: 'Sell {ship} to the bank for +{price}? It goes back to the docks.',
          },
          { ship: shipName(c.target), price: pounds(shipData(c.target).redemptionValue) },
        ),
        confirm: msg({ id: 'freight.confirm.sellButton', defaultMessage: 'Sell' }),
      };
    case 'auctionShip':
      return {
        question: msg(
          {
            id: 'freight.confirm.auctionShip',
            defaultMessage:
              'Put {ship} up for auction? The other players bid once, in secret; the highest bid buys it, and if all pass you keep it.',
          },
          { ship: shipName(c.target) },
        ),
        confirm: msg({ id: 'freight.confirm.auctionButton', defaultMessage: 'Open the auction' }),
      };
    case 'redeemShip':
      return {
        question: msg(
          { id: 'freight.confirm.redeemShip', defaultMessage: 'Redeem {ship} for {price}? It sails again uninsured.' },
          { ship: shipName(c.target), price: pounds(shipData(c.target).redemptionValue) },
        ),
        confirm: msg({ id: 'freight.confirm.redeemButton', defaultMessage: 'Redeem' }),
      };
    case 'bid':
      return {
        question: msg(
          {
            id: 'freight.confirm.bid',
            defaultMessage: 'Bid {amount} in secret? Nobody sees it until every bid is in; if it wins, you pay it.',
          },
          { amount: pounds(c.tens * 10) },
        ),
        confirm: msg({ id: 'freight.confirm.bidButton', defaultMessage: 'Bid' }),
      };
    case 'resign':
      return {
        question: msg({
          id: 'freight.confirm.resign',
          defaultMessage:
            'Leave the game for good? Your ships go back to the docks, your goods are retired, and you rank below every player still in.',
        }),
        confirm: msg({ id: 'freight.confirm.resignButton', defaultMessage: 'Resign' }),
      };
    default:
      return null;
  }
}

/** Before a Sail that leaves notes behind the ship could load: how many, and the best of them. */
function sailQuestion(w: SailWarning | null): Confirmation | null {
  if (!w) return null;
  const best = w.left[0];
  const values = {
    ship: shipName(w.ship),
    n: w.left.length,
    best: noteWords(best),
    earns: pounds(earnings(best)),
  };
  return {
    question: w.empty
      ? msg(
          {
            id: 'freight.confirm.sailEmpty',
            defaultMessage:
              '{ship} would sail with an empty hold, and nothing aboard earns money on arrival. {n, plural, one {# note} other {# notes}} here fit and you can pay for them; the best, {best}, earns {earns}. Sail anyway?',
          },
          values,
        )
      : msg(
          {
            id: 'freight.confirm.sailLeaving',
            defaultMessage:
              '{n, plural, one {# note} other {# notes}} here still fit {ship} and you can pay for them; the best, {best}, earns {earns}. Sail without them?',
          },
          values,
        ),
    confirm: msg({ id: 'freight.confirm.sailButton', defaultMessage: 'Sail anyway' }),
  };
}
