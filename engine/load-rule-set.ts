import type { AnyGame } from './core/types.js';
import type { RuleSetId } from './registry.js';

/**
 * Each rule set the platform serves, by id, loaded on its first use: a Lambda sandbox that only
 * ever serves Manila tables never evaluates the other rule sets' code, which keeps its cold start
 * short. The handlers use this instead of the eager registry (engine/registry.ts); bundled with
 * code splitting (infra/constructs/handler-bundle.ts), each import() below is a chunk of its own,
 * read and compiled only when called.
 * Keyed by RuleSetId, so a rule set added to the registry and not here fails the type check.
 */
const loaders: Record<RuleSetId, () => Promise<AnyGame>> = {
  manila: async () => (await import('./games/manila/index.js')).manila,
  'manila-tutorial': async () => (await import('./games/manila-tutorial/index.js')).manilaTutorial,
  'who-rules-the-sea': async () => (await import('./games/who-rules-the-sea/index.js')).whoRulesTheSea,
};

const loaded = new Map<string, AnyGame>();

/** The rule set with this id, loaded now if it is not yet; undefined for an id the platform does not serve. */
export async function loadRuleSet(id: string): Promise<AnyGame | undefined> {
  if (!Object.hasOwn(loaders, id)) return undefined;
  const known = loaded.get(id);
  if (known) return known;
  const game = await loaders[id as RuleSetId]();
  // The key is how clients and stored games name a rule set; it must be the one the rule set gives itself.
  if (game.id !== id) throw new Error(`The rule set registered as ${id} calls itself ${game.id}`);
  loaded.set(id, game);
  return game;
}
