/**
 * Seat names are shown to everyone at the table, so they may not carry anything that
 * changes how the text around them is displayed or that nobody can see:
 * - control characters (NUL, ANSI escape sequences, line breaks) are refused;
 * - bidirectional embeddings, overrides, isolates and marks (U+202E turns "evil" into "live"
 *   in whatever follows it) are refused; names are shown isolated (`<bdi>`, or U+2068…U+2069 in text);
 * - a name must show something: whitespace, zero-width and other invisible characters alone
 *   (or combining marks with nothing to sit on) are refused.
 * Names are NFC-normalized first, so "é" typed either way is one name.
 */

export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** A letter, digit, symbol or punctuation mark: something a reader can see. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
/** Letter-like characters that render as blank (Hangul fillers, braille blank). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Why a name is refused, or null when it may be shown. Expects the NFC-normalized, trimmed name. */
export function nameProblem(name: string): string | null {
  if (CONTROL_CHARACTERS.test(name)) return 'a name may not contain control characters';
  if (BIDI_CONTROLS.test(name)) return 'a name may not contain text-direction control characters';
  if (!showsSomething(name)) return 'a name must contain a visible letter, digit or symbol';
  return null;
}

/** Whether a text shows a reader anything: a visible character once blank letters and invisible ones are left out. */
export function showsSomething(text: string): boolean {
  return VISIBLE.test(text.replace(BLANK_LETTERS, '').replace(/\p{Default_Ignorable_Code_Point}/gu, ''));
}
