import english from '../../../i18n/catalogs/en/term.json';
import { Translator, type Values } from '../../../i18n/translator.js';
import { hasMessage, localeDir, msgById } from '../i18n/i18n.js';

const fallback = new Translator('en', english);

/**
 * A game word of the catalogs (a good, a ship, a sum of pesos) in the page's language. Before any
 * catalog is loaded (a component page, a unit test) the English terms stand in, so that a board
 * drawn without the app still names its goods. The app's build leaves them out (web/build.ts,
 * withoutEnglishTerms): it draws a table only once the rule set's words are here.
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

/** What a board text was last fitted for: its words and the width drawn for them. */
const fitted = new WeakMap<SVGTextElement, string>();

/**
 * Squeezes each board text marked `data-fit="<width>"` into that width when its words run
 * longer than the space drawn for them (a language's words can be twice the English), and
 * leaves the others as they are. Called after every redraw of a board: it measures the text
 * the browser laid out, so no guess of a font's widths is involved. Only texts whose words or
 * width changed since their last fitting are measured, and all of them after one layout: a
 * board redrawn on every move measured each text again, each measure after a write forcing a
 * layout of its own, most of what a following page spent on a move.
 */
export function fitBoardTexts(root: ParentNode): void {
  const changed: SVGTextElement[] = [];
  for (const text of root.querySelectorAll<SVGTextElement>('text[data-fit]')) {
    const key = `${text.dataset.fit ?? ''}|${text.textContent}`;
    if (fitted.get(text) === key) continue;
    fitted.set(text, key);
    text.removeAttribute('textLength');
    text.removeAttribute('lengthAdjust');
    changed.push(text);
  }
  const over = changed.filter((text) => text.getComputedTextLength() > Number(text.dataset.fit));
  for (const text of over) {
    text.setAttribute('textLength', String(Number(text.dataset.fit)));
    text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
}
