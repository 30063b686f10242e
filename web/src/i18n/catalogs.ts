import type { Locale } from '../../../i18n/locales.js';
import type { Catalog } from '../../../i18n/translator.js';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fieldOf } from '../ui/known-keys.js';
import type { CatalogPart } from './catalog-parts.js';

/**
 * One part of a locale's catalog (web/src/i18n/catalog-parts.ts), fetched when a screen that
 * shows it first opens in that language. web/build.ts writes the parts, each message parsed, into
 * web/.catalog-parts/ before bundling; esbuild makes each file the pattern can name a chunk of its own.
 */
export async function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Catalog> {
  // A pattern import has no type: the file is checked to be what the build writes, each message
  // parsed (an array of ICU elements) by its id.
  const file: unknown = fieldOf(await import(`../../.catalog-parts/${locale}/${part}.json`), 'default');
  const messages = parsedMessagesOf(file);
  if (!messages) throw new TypeError(`the ${part} part of the ${locale} catalog is not a catalog of parsed messages`);
  return messages;
}

function parsedMessagesOf(value: unknown): Record<string, MessageFormatElement[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const out: Record<string, MessageFormatElement[]> = {};
  for (const key of Object.keys(value)) {
    const field = fieldOf(value, key);
    if (!Array.isArray(field)) return null;
    // The elements are intl-messageformat's to read: it names what it cannot format.
    out[key] = field as MessageFormatElement[];
  }
  return out;
}
