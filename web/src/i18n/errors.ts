import { hasMessage, locale, msgById, needCatalog } from './i18n.js';

/**
 * A refusal from the server (an error frame's code and message) as the player reads it. The
 * server's message is English and often names the exact point ("You cannot bid 12: the highest
 * bid is 14"); in English it is shown as it is. In another language the code's own message from
 * the catalog (`error.<CODE>`, every protocol and rules code has one) says what went wrong, once
 * the codes' words are here (fetchErrorWords); until then, and for a code the catalog lacks, the
 * unknown code's words do.
 */
export function errorText(code: string, serverMessage: string): string {
  if (locale() === 'en') return serverMessage;
  return hasMessage(`error.${code}`) ? msgById(`error.${code}`) : msgById('error.UNKNOWN');
}

let errorWordsAsked = false;

/**
 * Fetches every refusal code's words (the catalog's `errors` part) after the frame being drawn: no
 * screen needs them to draw, and a refusal drawn before they came is drawn again with them (a
 * change of the catalog redraws the page).
 */
export function fetchErrorWords(): void {
  if (errorWordsAsked) return;
  errorWordsAsked = true;
  const fetch = () =>
    needCatalog('errors').catch(() => {
      // Asked again by the next screen drawn (back online, say).
      errorWordsAsked = false;
    });
  if (document.hidden) void fetch();
  else requestAnimationFrame(() => setTimeout(() => void fetch()));
}
