import { catalog, type CatalogEntry } from '../../../engine/catalog.js';
import { canDraw } from '../games/registry.js';

/** What the lobby needs to offer a rule set: the engine's static catalog, not the engine itself. */
export type RuleSetInfo = CatalogEntry;

/**
 * The rule sets a new table may be set up for: those the engine serves and this client can
 * draw (games/registry.ts, which names each screen without loading it). A rule set the engine has
 * but the client cannot show yet is left out, rather than offered and then met with "cannot show".
 */
export function loadRuleSets(): Promise<RuleSetInfo[]> {
  return Promise.resolve(catalog.filter((c) => canDraw(c.id)));
}
