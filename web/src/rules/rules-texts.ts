import type { Locale } from '../../../i18n/locales.js';
import { fieldOf } from '../ui/known-keys.js';

/**
 * Each rule set's rules for players, from the repository's own docs/rules/: English in
 * docs/rules/<id>.md, every other language in docs/rules/<locale>/<id>.md. Bundled as text
 * (web/build.ts) and fetched only when a player opens them. The translated pages are found by
 * pattern (esbuild bundles every file the pattern can name), so a language's page is served as
 * soon as its file exists. test/browser/unit/rules.test.ts holds this list equal to the engine's
 * catalog, and every language to a page for every rule set.
 */
export const rulesTexts: Record<string, () => Promise<{ default: string }>> = {
  manila: () => import('../../../docs/rules/manila.md'),
  'manila-tutorial': () => import('../../../docs/rules/manila-tutorial.md'),
  'who-rules-the-sea': () => import('../../../docs/rules/who-rules-the-sea.md'),
};

/** A rule set's page in a language other than English (rejects when that page does not exist). */
async function translated(locale: Locale, id: string): Promise<string> {
  // A pattern import has no type: the module is checked to hold its page as text.
  const text = fieldOf(await import(`../../../docs/rules/${locale}/${id}.md`), 'default');
  if (typeof text !== 'string') throw new TypeError(`docs/rules/${locale}/${id}.md is not bundled as text`);
  return text;
}

/**
 * The rules of `id` in `locale`, and the language they are in: the locale's own page, else
 * English (a page still being written). Null for a rule set with no rules here.
 */
export async function rulesText(id: string, locale: Locale): Promise<{ text: string; locale: Locale } | null> {
  // Own keys only: an id such as `constructor` names no rule set, whatever the prototype holds.
  if (!Object.hasOwn(rulesTexts, id)) return null;
  const english = rulesTexts[id];
  if (locale !== 'en') {
    try {
      return { text: await translated(locale, id), locale };
    } catch {
      // No page in this language (yet): the English one, which the page says it is.
    }
  }
  return { text: (await english()).default, locale: 'en' };
}

/** The repository file each text comes from (for the test that reads them all). */
export const rulesFile = (id: string, locale: Locale = 'en'): string =>
  locale === 'en' ? `docs/rules/${id}.md` : `docs/rules/${locale}/${id}.md`;
