import { errorText } from '../i18n/errors.js';

/**
 * What went wrong, as the player reads it: a refusal from the server (an error with the frame's
 * `code`, web/src/net/one-shot.ts's ServerError) by its code's message; any other failure in
 * English as it is, in another language by the catalog's word for an unknown error (the
 * failure's own words are English and technical). Call it while drawing, not when the failure
 * happens, so that a language switch redraws it.
 */
export function problemText(err: unknown): string {
  const e = typeof err === 'object' && err !== null ? err : {};
  const code = 'code' in e && typeof e.code === 'string' ? e.code : 'UNKNOWN';
  const message = 'message' in e && typeof e.message === 'string' ? e.message : String(err);
  return errorText(code, message);
}
