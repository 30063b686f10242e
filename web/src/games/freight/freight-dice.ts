import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import { msg } from '../../i18n/i18n.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import type { DieShown } from '../game-client.js';
import { shipName } from './freight-words.js';

const SEA = { fill: '#0f5e8c', pip: '#fff' };
const EFFECT = { fill: '#f4efe4', pip: '#2a2218' };

/**
 * The dice an event of the freight game rolled, for the history: every start roll (R2), a ship's
 * movement roll and extra rolls (R12, R14), and the die a card or square names (R52).
 */
export function freightDice(e: FreightEvent, names?: readonly string[]): DieShown[] | null {
  switch (e.type) {
    case 'StartRolled':
      return e.rolls.flat().map((r) => ({
        label: msg(
          { id: 'freight.die.start', defaultMessage: '{seat}: start roll' },
          { seat: seatName(names, r.seat) },
        ),
        value: r.die,
        fill: seatColour(r.seat),
        pip: '#fff',
      }));
    case 'ShipMoved':
      if (e.die === null) return null;
      return [
        {
          label:
            e.cause === 'extra'
              ? msg({ id: 'freight.die.extra', defaultMessage: '{ship}: extra roll' }, { ship: shipName(e.ship) })
              : msg({ id: 'freight.die.move', defaultMessage: '{ship}: movement roll' }, { ship: shipName(e.ship) }),
          value: e.die,
          ...SEA,
        },
      ];
    case 'EffectRolled':
      return [
        {
          label: msg(
            { id: 'freight.die.effect', defaultMessage: '{ship}: die of the card or square' },
            { ship: shipName(e.ship) },
          ),
          value: e.die,
          ...EFFECT,
        },
      ];
    default:
      return null;
  }
}
