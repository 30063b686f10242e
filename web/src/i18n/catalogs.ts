import type { Locale } from '../../../i18n/locales.js';
import { NAMESPACES } from '../../../i18n/namespaces.js';
import type { Catalog } from '../../../i18n/translator.js';

/**
 * A locale's whole catalog. Each namespace file is a chunk of its own (esbuild bundles every
 * file the pattern can name), fetched when the locale is first chosen; the service worker keeps
 * them all for offline play.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const parts = await Promise.all(NAMESPACES.map((ns) => import(`../../../i18n/catalogs/${locale}/${ns}.json`) as Promise<{ default: Catalog }>));
  return Object.assign({}, ...parts.map((p) => p.default)) as Catalog;
}
