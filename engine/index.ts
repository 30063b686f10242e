import type { AnyGame, CoreRejectionCode } from './core/types.js';
import { isRuleSetId, ruleSets, type RejectionCodeFor, type RuleSetId } from './registry.js';

export * from './core/index.js';
export * from './registry.js';

/** Every rule set the platform serves, by id, with their types erased for code that serves any of them. */
export const games: Readonly<Record<string, AnyGame>> = ruleSets;

/** Every rejection code some rule set the platform serves can give, core's included. */
export type RuleRejectionCode = RejectionCodeFor<RuleSetId> | CoreRejectionCode;

export function getGame(id: string): AnyGame | undefined {
  return isRuleSetId(id) ? ruleSets[id] : undefined;
}
