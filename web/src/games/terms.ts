import english from '../../../i18n/catalogs/en/term.json';
import { Translator, type Values } from '../../../i18n/translator.js';
import { hasMessage, localeDir, msgById } from '../i18n/i18n.js';

const fallback = new Translator('en', english);

/**
 * A game word of the catalogs (a good, a ship, a sum of pesos) in the page's language. Before any
 * catalog is loaded (a component page, a unit test) the English terms stand in, so that a board
 * drawn without the app still names its goods.
 */
export function term(id: string, values?: Values): string {
  return hasMessage(id) ? msgById(id, values) : fallback.byId(id, values);
}

/**
 * Words printed on a board. The boards are drawn left to right in every language (their tracks
 * run as printed: svg { direction: ltr }), so in a right-to-left language each text is isolated
 * as right-to-left (U+2067 … U+2069): it reads correctly and still starts where it is placed.
 */
export function boardText(words: string): string {
  return localeDir() === 'rtl' ? `\u2067${words}\u2069` : words;
}
