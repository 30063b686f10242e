import type { Seat } from '../../core/types.js';
import { MAX_BET_NUMBER, MIN_BET_NUMBER, MIN_STAKE, SHARE_PRICE, SHIPS } from './constants.js';
import { maxPurchase } from './rules.js';
import type { TutorialCommand, TutorialState } from './types.js';

/** Every command this seat may issue now; the same list serves bots, the UI and tests. */
export function legalCommands(s: TutorialState, seat: Seat): TutorialCommand[] {
  if (s.status !== 'playing' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  const ph = s.phase;
  const cash = s.players[seat].cash;
  const out: TutorialCommand[] = [];
  if (ph.kind === 'shares' && ph.turn === seat) {
    out.push({ type: 'pass' });
    const budget = Math.floor(cash / SHARE_PRICE);
    for (let red = 0; red <= maxPurchase(s, 'red'); red++) {
      for (let green = 0; green <= maxPurchase(s, 'green'); green++) {
        for (let blue = 0; blue <= maxPurchase(s, 'blue'); blue++) {
          const n = red + green + blue;
          if (n > 0 && n <= budget) out.push({ type: 'buy-shares', shares: { red, green, blue } });
        }
      }
    }
  }
  if (ph.kind === 'bets' && ph.turn === seat) {
    out.push({ type: 'pass' });
    for (const ship of SHIPS) {
      for (let number = MIN_BET_NUMBER; number <= MAX_BET_NUMBER; number++) {
        for (let stake = MIN_STAKE; stake <= cash; stake++) out.push({ type: 'bet', ship, number, stake });
      }
    }
  }
  return out;
}

/** Who must act before the game can go on: one seat at a time, or nobody. */
export function toAct(s: TutorialState): Seat[] {
  const ph = s.phase;
  return ph.kind === 'shares' || ph.kind === 'bets' ? [ph.turn] : [];
}
