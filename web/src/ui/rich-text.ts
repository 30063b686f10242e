import { html, type TemplateResult } from 'lit';

/**
 * Elements inside a translated sentence ("<a>The rules of every game</a>, those still to come…"):
 * the sentence is one message with a placeholder (`{link}, those still to come…`), formatted
 * with `slot('link')` as its value, and `fill` puts the element where the placeholder landed,
 * so each language orders the sentence as its grammar wants. The element's own words are a
 * message of their own.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** A placeholder's value that `fill` replaces (private-use characters, which no message holds). */
export const slot = (name: string): string => `${OPEN}${name}${CLOSE}`;

export function fill(text: string, parts: Record<string, unknown>): TemplateResult {
  const pieces = text
    .split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`))
    .map((piece, i) => (i % 2 ? (parts[piece] ?? '') : piece));
  return html`${pieces}`;
}
