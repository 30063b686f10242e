import type { Entry } from '../../../lambdas/protocol/server.js';
import { lineText } from '../i18n/i18n.js';

/**
 * An event's history line (or a new dice key's) as this page's player reads it. The server sends each line as data,
 * the same for everyone who gets that redaction; it is written here for the viewer's own seat,
 * so the seat's moves read "You bid 3 pesos" (and "your pirate"), even in the lines revealed
 * for everyone once the game is over. A spectator (seat null) reads every seat by its name.
 */
export function ownLine(
  shown: Pick<Entry['events'][number], 'line'>,
  names: readonly string[],
  seat: number | null,
): string {
  return lineText(shown.line, seat, names);
}
