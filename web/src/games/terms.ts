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

/**
 * Squeezes each board text marked `data-fit="<width>"` into that width when its words run
 * longer than the space drawn for them (a language's words can be twice the English), and
 * leaves the others as they are. Called after every redraw of a board: it measures the text
 * the browser laid out, so no guess of a font's widths is involved.
 */
export function fitBoardTexts(root: ParentNode): void {
  for (const text of root.querySelectorAll<SVGTextElement>('text[data-fit]')) {
    text.removeAttribute('textLength');
    text.removeAttribute('lengthAdjust');
    const width = Number(text.dataset.fit);
    if (text.getComputedTextLength() > width) {
      text.setAttribute('textLength', String(width));
      text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
  }
}
