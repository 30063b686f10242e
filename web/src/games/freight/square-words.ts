import type { SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import { msg } from '../../i18n/i18n.js';

/**
 * Each square type's printed text (components 3; the `text` of each square type in data.ts), in the page's
 * language: what the board shows when a square is focused or tapped, and what the legend explains.
 * Money is written in the text as printed (£200), as the components print it.
 */
export function squareText(code: SquareCode): string {
  switch (code) {
    case '.':
      return msg({ id: 'freight.square.open.text', defaultMessage: 'No effect.' });
    case 'H':
      return msg({
        id: 'freight.square.H.text',
        defaultMessage: 'Draw the top chance card, carry it out, put it at the bottom of the pile.',
      });
    case 'ST':
      return msg({ id: 'freight.square.ST.text', defaultMessage: 'Storm! Miss your next turn.' });
    case 'DO':
      return msg({ id: 'freight.square.DO.text', defaultMessage: 'Becalmed in the doldrums. Miss your next 2 turns.' });
    case 'FW':
      return msg({ id: 'freight.square.FW.text', defaultMessage: 'Fair wind. Advance 3 squares.' });
    case 'HW':
      return msg({ id: 'freight.square.HW.text', defaultMessage: 'Headwind. Go back 3 squares.' });
    case 'GL':
      return msg({
        id: 'freight.square.GL.text',
        defaultMessage: 'Gale! Turn back: your ship now sails to the port it came from.',
      });
    case 'PI':
      return msg({ id: 'freight.square.PI.text', defaultMessage: 'Pirates stop you. Pay £200 protection money.' });
    case 'IC':
      return msg({
        id: 'freight.square.IC.text',
        defaultMessage: 'Icebergs ahead! Steer round them: go back 2 squares.',
      });
    case 'SC':
      return msg({ id: 'freight.square.SC.text', defaultMessage: 'Suez Canal. Pay £150 canal dues.' });
    case 'CR':
      return msg({
        id: 'freight.square.CR.text',
        defaultMessage: 'Cape rollers. Roll the die: on a 1 or 2 your heaviest consignment is washed overboard.',
      });
    case 'RS':
      return msg({
        id: 'freight.square.RS.text',
        defaultMessage: 'You pick up shipwrecked sailors. The Admiralty pays you a £150 reward.',
      });
  }
}

/** Every square type, open sea first, in the order the legend lists them. */
export const SQUARE_CODES: readonly SquareCode[] = [
  '.',
  'H',
  'ST',
  'DO',
  'FW',
  'HW',
  'GL',
  'IC',
  'PI',
  'SC',
  'CR',
  'RS',
];
