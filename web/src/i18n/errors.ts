import { hasMessage, locale, msgById } from './i18n.js';

/**
 * A refusal from the server (an error frame's code and message) as the player reads it. The
 * server's message is English and often names the exact point ("You cannot bid 12: the highest
 * bid is 14"); in English it is shown as it is. In another language the code's own message from
 * the catalog (`error.<CODE>`, every protocol and rules code has one) says what went wrong.
 */
export function errorText(code: string, serverMessage: string): string {
  if (locale() === 'en') return serverMessage;
  return hasMessage(`error.${code}`) ? msgById(`error.${code}`) : msgById('error.UNKNOWN');
}
