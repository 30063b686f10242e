import { countLegal, nthLegal } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';

/** Picks a command the server's legal templates allow, uniformly; mostly main moves, so games move along. */
export function botChooser(seed: number) {
  const random = seededRandom(seed);
  return (update: UpdateFrame): { type: string } => {
    const legal = update.legalCommands;
    const main = legal.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    const pool = main.length > 0 && random.int(1, 10) > 1 ? main : legal;
    return nthLegal(pool, random.int(0, countLegal(pool) - 1));
  };
}
