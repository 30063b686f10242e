import { catalog, type CatalogEntry } from '../../../engine/catalog.js';

/** What the lobby needs to offer a rule set: the engine's static catalog, not the engine itself. */
export type RuleSetInfo = CatalogEntry;

/**
 * The rule sets a new table may be set up for: those the engine serves and this client can
 * draw. A rule set the engine has but the client cannot show yet (a board still to come) is
 * left out, rather than offered and then met with "cannot show" at the table. The list of
 * drawable ids is written here, not read from the game clients, which would pull in their boards.
 */
export const DRAWABLE: readonly string[] = ['manila', 'manila-tutorial', 'who-rules-the-sea'];

export async function loadRuleSets(): Promise<RuleSetInfo[]> {
  return catalog.filter((c) => DRAWABLE.includes(c.id));
}
