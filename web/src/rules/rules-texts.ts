/**
 * Each rule set's rules for players, from the repository's own docs/rules/*.md, bundled as text
 * (web/build.ts) and fetched only when a player opens them. test/browser/unit/rules.test.ts holds
 * this list equal to the engine's catalog: every rule set served has its rules here.
 */
export const rulesTexts: Record<string, () => Promise<{ default: string }>> = {
  manila: () => import('../../../docs/rules/manila.md'),
  'manila-tutorial': () => import('../../../docs/rules/manila-tutorial.md'),
  'who-rules-the-sea': () => import('../../../docs/rules/who-rules-the-sea.md'),
};

/** The repository file each text comes from (for the test that reads them all). */
export const rulesFile = (id: string): string => `docs/rules/${id}.md`;
