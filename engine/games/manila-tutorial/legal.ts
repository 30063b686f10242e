import { oneOf, range, type Template } from '../../core/legal.js';
import type { Seat } from '../../core/types.js';
import { legalOf } from '../../core/decider.js';
import { rules } from './decide.js';
import { MAX_BET_NUMBER, MIN_BET_NUMBER, MIN_STAKE, SHARE_PRICE, SHIPS } from './constants.js';
import { maxPurchase } from './rules.js';
import type { TutorialCommand, TutorialState } from './types.js';

type Legal = Template<TutorialCommand>;

/**
 * What this seat may send now, each kind of command once with its ranges (engine/core/legal.ts):
 * a purchase is 0 to the most of each ship with 1 to what the cash buys in all, a bet any ship,
 * number and stake. The same list serves bots, the UI and tests; core keeps it to the table's
 * phases and to seats at a game under way.
 */
export const legalCommands = legalOf(rules, (s: TutorialState, seat: Seat): Legal[] => {
  const ph = s.phase;
  const cash = s.players[seat].cash;
  const out: Legal[] = [];
  if (ph.kind === 'shares' && ph.turn === seat) {
    out.push({ type: 'pass' });
    const budget = Math.floor(cash / SHARE_PRICE);
    if (budget > 0 && SHIPS.some((ship) => maxPurchase(s, ship) > 0)) {
      out.push({
        type: 'buy-shares',
        shares: {
          red: range(0, maxPurchase(s, 'red')),
          green: range(0, maxPurchase(s, 'green')),
          blue: range(0, maxPurchase(s, 'blue')),
        },
        $sums: [{ of: SHIPS.map((ship) => `shares.${ship}`), min: 1, max: budget }],
      });
    }
  }
  if (ph.kind === 'bets' && ph.turn === seat) {
    out.push({ type: 'pass' });
    if (cash >= MIN_STAKE) {
      out.push({
        type: 'bet',
        ship: oneOf(SHIPS),
        number: range(MIN_BET_NUMBER, MAX_BET_NUMBER),
        stake: range(MIN_STAKE, cash),
      });
    }
  }
  return out;
});

/** Who must act before the game can go on: one seat at a time, or nobody. */
export function toAct(s: TutorialState): Seat[] {
  const ph = s.phase;
  return ph.kind === 'shares' || ph.kind === 'bets' ? [ph.turn] : [];
}
