/**
 * The import link a My games export travels in: `<origin>/#import=<text>` (web/src/store/transfer.ts
 * reads the text). Apart from the transfer itself, so that the lobby can tell an import link from
 * its address without fetching the code that reads one.
 */
const MARK = '#import=';

export const importLink = (origin: string, text: string): string => `${origin}/${MARK}${text}`;

/** The import text inside a `location.hash`, or null when the address is no import link. */
export function importFromHash(hash: string): string | null {
  return hash.startsWith(MARK) ? hash.slice(MARK.length) : null;
}

/** The import text of a pasted import link, or the pasted text itself when it is no link. */
export function importText(pasted: string): string {
  return pasted.includes(MARK) ? pasted.slice(pasted.indexOf(MARK) + MARK.length) : pasted;
}
