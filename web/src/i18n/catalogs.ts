import type { Locale } from '../../../i18n/locales.js';
import { NAMESPACES } from '../../../i18n/namespaces.js';
import type { Catalog } from '../../../i18n/translator.js';
import { fieldOf, stringsOf } from '../ui/known-keys.js';

/**
 * A locale's whole catalog. Each namespace file is a chunk of its own (esbuild bundles every
 * file the pattern can name), fetched when the locale is first chosen; the service worker keeps
 * them all for offline play.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const parts = await Promise.all(
    NAMESPACES.map(async (ns) => {
      // A pattern import has no type: the file is checked to be what a catalog is, messages by id.
      const messages = stringsOf(fieldOf(await import(`../../../i18n/catalogs/${locale}/${ns}.json`), 'default'));
      if (!messages) throw new TypeError(`i18n/catalogs/${locale}/${ns}.json is not a catalog of messages`);
      return messages;
    }),
  );
  return Object.fromEntries(parts.flatMap((messages) => Object.entries(messages)));
}
