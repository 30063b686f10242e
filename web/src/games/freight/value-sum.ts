import type { Valuation } from '../../../../engine/games/who-rules-the-sea/types.js';
import { msg } from '../../i18n/i18n.js';
import { pounds } from './freight-words.js';

/**
 * A value written as the sum R35 makes of it, so a player can check it: "£3,200 cash − £0 debt
 * + £4,000 ships + £650 goods + £0 claims". Debt is subtracted in words and sign, never shown
 * as a negative amount, since a minus sign is easy to miss in a right-to-left line.
 */
export function valueSum(v: Valuation): string {
  return msg(
    {
      id: 'freight.fleet.valueSum',
      defaultMessage: '{cash} cash − {debt} debt + {ships} ships + {notes} goods + {claims} claims',
    },
    {
      cash: pounds(v.cash),
      debt: pounds(v.debt),
      ships: pounds(v.ships),
      notes: pounds(v.notes),
      claims: pounds(v.claims),
    },
  );
}
