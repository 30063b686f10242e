import { describe, expect, it } from 'vitest';
import { expandLegal, matchesLegal } from '../../../engine/core/legal.js';
import type { Seat } from '../../../engine/core/types.js';
import {
  MAX_BET_NUMBER,
  MIN_BET_NUMBER,
  MIN_STAKE,
  SHARE_PRICE,
  SHIPS,
} from '../../../engine/games/manila-tutorial/constants.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { maxPurchase } from '../../../engine/games/manila-tutorial/rules.js';
import type { TutorialCommand, TutorialState } from '../../../engine/games/manila-tutorial/types.js';
import { playRandomGame } from '../../support/random-play.js';
import { PASS, buy, newTable } from './fixtures.js';

/** The enumeration legalCommands made before it returned templates: every combination, one by one. */
function everyCombination(s: TutorialState, seat: Seat): TutorialCommand[] {
  if (s.status !== 'playing' || seat < 0 || seat >= s.seats) return [];
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

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('Legal commands as templates', () => {
  it('The betting turn with all 30 pesos is a pass and one bet template of under 1000 bytes, standing for the same 991 commands', () => {
    const t = newTable(2);
    t.shareTurns([PASS, PASS]);
    const legal = manilaTutorial.legalCommands(t.state, 0);
    expect(legal).toEqual([
      { type: 'pass' },
      {
        type: 'bet',
        ship: { $oneOf: ['red', 'green', 'blue'] },
        number: { $min: 2, $max: 12 },
        stake: { $min: 1, $max: 30 },
      },
    ]);
    expect(bytes(legal)).toBeLessThan(1000);
    const old = everyCombination(t.state, 0);
    expect(old).toHaveLength(991);
    expect(bytes(old)).toBeGreaterThan(40_000);
    expect(expandLegal(legal)).toEqual(old);
  });

  it('A share turn is a pass and one purchase template: 0 to the most of each ship, 1 to what the cash buys in all', () => {
    const t = newTable(2);
    t.do(0, buy(2, 0, 0));
    const legal = manilaTutorial.legalCommands(t.state, 1);
    expect(legal).toEqual([
      { type: 'pass' },
      {
        type: 'buy-shares',
        shares: { red: { $min: 0, $max: 3 }, green: { $min: 0, $max: 3 }, blue: { $min: 0, $max: 3 } },
        $sums: [{ of: ['shares.red', 'shares.green', 'shares.blue'], min: 1, max: 3 }],
      },
    ]);
    expect(expandLegal(legal)).toEqual(everyCombination(t.state, 1));
    expect(matchesLegal(legal, buy(1, 1, 1))).toBe(true);
    expect(matchesLegal(legal, buy(2, 2, 0))).toBe(false);
  });

  it('In every state of random games, for every seat, the templates stand for exactly the old enumeration, in the same order', () => {
    for (const seats of [2, 3, 4]) {
      for (let seed = 1; seed <= 6; seed++) {
        const { states } = playRandomGame(manilaTutorial, { seats, seed, keepStates: true });
        for (const s of states as TutorialState[]) {
          for (let seat = 0; seat < seats; seat++) {
            const legal = manilaTutorial.legalCommands(s, seat);
            expect(expandLegal(legal)).toEqual(everyCombination(s, seat));
            expect(bytes(legal)).toBeLessThan(1000);
          }
        }
      }
    }
  });
});
