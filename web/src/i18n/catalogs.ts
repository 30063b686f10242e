import type { Locale } from '../../../i18n/locales.js';
import type { Catalog } from '../../../i18n/translator.js';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fieldOf } from '../ui/known-keys.js';
import { wordsFile, type CatalogPart } from './catalog-parts.js';

/** The version naming the build's catalog files (web/build.ts defines it). */
declare const __WORDS_VERSION__: string;

/**
 * One part of a locale's catalog (web/src/i18n/catalog-parts.ts), fetched when a screen that
 * shows it first opens in that language. web/build.ts writes each part, every message parsed, as
 * a module of its own beside the scripts, named so that the page composes its name: an import by
 * pattern made esbuild put a map of every part's file in every page, some 2 KB gzip'd.
 * A message of plain words comes as its string (build.ts, compactMessage): it is made the one
 * literal element the parser would have made of it.
 */
export async function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Catalog> {
  const url = new URL(`./${wordsFile(__WORDS_VERSION__, locale, part)}`, import.meta.url).href;
  // The file is checked to be what the build writes, each message parsed (an array of ICU
  // elements, or plain words) by its id.
  const file: unknown = fieldOf(await import(url), 'default');
  const messages = parsedMessagesOf(file);
  if (!messages) throw new TypeError(`the ${part} part of the ${locale} catalog is not a catalog of parsed messages`);
  return messages;
}

function parsedMessagesOf(value: unknown): Record<string, MessageFormatElement[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const out: Record<string, MessageFormatElement[]> = {};
  for (const key of Object.keys(value)) {
    const field = fieldOf(value, key);
    if (typeof field === 'string') out[key] = [{ type: TYPE.literal, value: field }];
    // The elements are intl-messageformat's to read: it names what it cannot format.
    else if (Array.isArray(field)) out[key] = field as MessageFormatElement[];
    else return null;
  }
  return out;
}
