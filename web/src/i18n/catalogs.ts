import type { Locale } from '../../../i18n/locales.js';
import type { Catalog } from '../../../i18n/translator.js';
import { fieldOf, stringsOf } from '../ui/known-keys.js';
import type { CatalogPart } from './catalog-parts.js';

/**
 * One part of a locale's catalog (web/src/i18n/catalog-parts.ts), fetched when a screen that
 * shows it first opens in that language. web/build.ts writes the parts into web/.catalog-parts/
 * before bundling; esbuild makes each file the pattern can name a chunk of its own.
 */
export async function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Catalog> {
  // A pattern import has no type: the file is checked to be what a catalog is, messages by id.
  const messages = stringsOf(fieldOf(await import(`../../.catalog-parts/${locale}/${part}.json`), 'default'));
  if (!messages) throw new TypeError(`the ${part} part of the ${locale} catalog is not a catalog of messages`);
  return messages;
}
