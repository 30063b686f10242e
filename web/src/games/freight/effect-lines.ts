import type { Payment } from '../../../../engine/core/types.js';
import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import { list, msg } from '../../i18n/i18n.js';
import { seatName } from '../../ui/seat-colours.js';
import { noteWords, portName, pounds, shipName, squareName } from './freight-words.js';

const party = (p: Payment['from'], names: readonly string[]) =>
  p === 'bank' ? msg({ id: 'freight.card.bank', defaultMessage: 'the bank' }) : seatName(names, p);

/** One payment in words: "Ann pays the bank £300", "The bank pays Bo £200". */
export function paymentLine(p: Payment, names: readonly string[]): string {
  return msg(
    { id: 'freight.card.payment', defaultMessage: '{from} pays {to} {amount}' },
    { from: party(p.from, names), to: party(p.to, names), amount: pounds(p.amount) },
  );
}

/**
 * The lines an effect's event adds to the news, in the order they happened; an event that is
 * not an effect's (the history has it) adds none.
 */
export function effectLines(e: FreightEvent, names: readonly string[]): string[] {
  switch (e.type) {
    case 'EffectRolled':
      return [msg({ id: 'freight.card.rolled', defaultMessage: 'Die rolled: {die, number}' }, { die: e.die })];
    case 'MoneyMoved':
      return e.payments.length
        ? e.payments.map((p) => paymentLine(p, names))
        : [msg({ id: 'freight.card.noMoney', defaultMessage: 'No money moved' })];
    case 'CargoLost':
      return [
        e.notes.length
          ? msg(
              { id: 'freight.card.cargoLost', defaultMessage: 'Goods lost: {notes}' },
              { notes: list(e.notes.map(noteWords)) },
            )
          : msg({ id: 'freight.card.noCargo', defaultMessage: 'No goods aboard to lose' }),
        ...e.claims.map((c) =>
          msg(
            {
              id: 'freight.card.claim',
              defaultMessage: 'Insured: {note} is claimed for {amount}, paid at the next port',
            },
            { note: c.note, amount: pounds(c.amount) },
          ),
        ),
      ];
    case 'ShipLost':
      return [
        msg(
          { id: 'freight.card.shipLost', defaultMessage: '{ship} is lost with all aboard' },
          { ship: shipName(e.ship) },
        ),
      ];
    case 'ShipMoved': {
      const n = Math.abs(e.to - e.from);
      const moved =
        e.cause === 'back'
          ? msg(
              {
                id: 'freight.card.movedBack',
                defaultMessage: 'Moves back {n, plural, one {# square} other {# squares}}',
              },
              { n },
            )
          : msg(
              { id: 'freight.card.movedOn', defaultMessage: 'Moves on {n, plural, one {# square} other {# squares}}' },
              { n },
            );
      return [
        e.square && e.square !== '.'
          ? msg(
              { id: 'freight.card.movedOnto', defaultMessage: '{moved}, onto {square}' },
              { moved, square: squareName(e.square) },
            )
          : moved,
      ];
    }
    case 'ShipTurnedBack':
      return [
        msg(
          { id: 'freight.card.turnedBack', defaultMessage: 'Turns back: now heading for {port}' },
          { port: portName(e.dest) },
        ),
      ];
    case 'TurnsMissed':
      return [
        msg(
          { id: 'freight.card.missTurns', defaultMessage: 'Misses {n, plural, one {# turn} other {# turns}}' },
          { n: e.n },
        ),
      ];
    case 'ShipArrived':
      return [msg({ id: 'freight.card.arrived', defaultMessage: 'Arrives in {port}' }, { port: portName(e.port) })];
    case 'PlayerLeft':
      return [
        e.reason === 'bankrupt'
          ? msg(
              { id: 'freight.card.bankrupt', defaultMessage: '{name} goes bankrupt' },
              { name: seatName(names, e.seat) },
            )
          : msg({ id: 'freight.card.resigned', defaultMessage: '{name} resigns' }, { name: seatName(names, e.seat) }),
      ];
    default:
      return [];
  }
}
