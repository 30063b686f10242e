/**
 * The address of a rule set's rules in the app: `#rules/<id>`. The game screen links to it
 * (`rulesLink(meta.rules)`), the lobby's game menu too. Kept apart from the rules page so a
 * link costs no download of the rules' text. `rulesLink('')` is the list of every rule set.
 */
export const rulesLink = (id: string): string => (id ? `#rules/${encodeURIComponent(id)}` : '#rules');

/** The address of a rule set's one-page quick reference, beside its full rules: `#rules/<id>/quick`. */
export const quickReferenceLink = (id: string): string => `${rulesLink(id)}/quick`;

/** Whether a `location.hash` asks for a rule set's quick reference rather than its full rules. */
export const isQuickReference = (hash: string): boolean => /^#rules\/[^/]+\/quick$/.test(hash);

/** The rule set a `location.hash` asks the rules of (full or quick); '' for the list of all; null when it is not a rules address. */
export function rulesId(hash: string): string | null {
  const m = /^#rules(?:\/(.*?))?(?:\/quick)?$/.exec(hash);
  if (!m) return null;
  try {
    // The group is optional: `#rules` alone leaves it undefined.
    return decodeURIComponent(m.at(1) ?? '');
  } catch {
    return '';
  }
}
