import { seededRandom } from '../../../engine/core/random.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';

/** Picks a command the server listed as legal; mostly main moves, so games move along. */
export function botChooser(seed: number) {
  const random = seededRandom(seed);
  return (update: UpdateFrame): { type: string } => {
    const legal = update.legalCommands;
    const main = legal.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    const pool = main.length > 0 && random.int(1, 10) > 1 ? main : legal;
    return pool[random.int(0, pool.length - 1)];
  };
}
