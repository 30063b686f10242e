import { countLegal, nthLegal, type LegalTemplate } from '../../engine/core/legal.js';
import type { AnyGame, RandomSource, Seat } from '../../engine/core/types.js';

/**
 * The one place a bot chooses a command, so a change to how legal commands are listed
 * (e.g. templates to expand) is adapted here alone. Picks among `seat`'s legal commands,
 * nine times in ten among its main moves: those of a type no seat that need not act has
 * (in Manila, everything but mortgaging and redeeming), so games move along. Null when the
 * seat has nothing legal. `seats` is the number of seats at the table.
 */
export function pickLegal(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  random: RandomSource,
  seats: number,
): { type: string } | null {
  const legal: LegalTemplate[] = game.legalCommands(state, seat);
  if (legal.length === 0) return null;
  const toAct = new Set(game.toAct(state));
  const anyTime = new Set<string>();
  for (let other = 0; other < seats; other++) {
    if (other === seat || toAct.has(other)) continue;
    for (const c of game.legalCommands(state, other) as { type: string }[]) anyTime.add(c.type);
  }
  const main = legal.filter((c) => !anyTime.has(c.type));
  const pool = main.length > 0 && random.int(1, 10) > 1 ? main : legal;
  // Uniform over the commands the templates stand for, without listing them.
  return nthLegal(pool, random.int(0, countLegal(pool) - 1));
}
