import type { GameDefinition } from './core/types.js';
import { manila } from './games/manila/index.js';
import { manilaTutorial } from './games/manila-tutorial/index.js';
import { whoRulesTheSea } from './games/who-rules-the-sea/index.js';

/**
 * Every rule set the platform serves, by id, each with its own types: `ViewOf<'manila'>` is
 * Manila's view, `CommandOf<'who-rules-the-sea'>` a Who Rules the Sea? command. Code that
 * serves any rule set by an id read at run time takes `AnyGame` (engine/index.ts) instead.
 */
export const ruleSets = {
  manila,
  'manila-tutorial': manilaTutorial,
  'who-rules-the-sea': whoRulesTheSea,
};

export type RuleSets = typeof ruleSets;
export type RuleSetId = keyof RuleSets;

// Each entry's type parameters, read back from its definition.
type Parts<Id extends RuleSetId> =
  RuleSets[Id] extends GameDefinition<infer S, infer C, infer E, infer V, infer O, infer Code>
    ? { state: S; command: C; event: E; view: V; options: O; code: Code }
    : never;

export type StateOf<Id extends RuleSetId> = Parts<Id>['state'];
export type CommandOf<Id extends RuleSetId> = Parts<Id>['command'];
export type EventOf<Id extends RuleSetId> = Parts<Id>['event'];
export type ViewOf<Id extends RuleSetId> = Parts<Id>['view'];
export type OptionsOf<Id extends RuleSetId> = Parts<Id>['options'];
/** Distributes over a union of ids (Parts does not: the union of the entries matches no one GameDefinition). */
export type RejectionCodeFor<Id extends RuleSetId> = Id extends RuleSetId ? Parts<Id>['code'] : never;

export function isRuleSetId(id: string): id is RuleSetId {
  return Object.hasOwn(ruleSets, id);
}

// The key is how clients and stored games name a rule set; it must be the one the rule set gives itself.
for (const [id, game] of Object.entries(ruleSets)) {
  if (game.id !== id) throw new Error(`The rule set registered as ${id} calls itself ${game.id}`);
}
