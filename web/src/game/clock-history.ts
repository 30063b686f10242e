import type { Entry } from '../../../lambdas/protocol/server.js';
import { seatName } from '../ui/seat-colours.js';

/**
 * What the clock adds to the log as the client reads it (docs: the issue 12 protocol): moves
 * the system made on a seat's behalf, and a seat's clock requests, logged as entries of their own.
 */

/** A clock request's entry holds one event of this type; it changes nothing on the board. */
export const CLOCK_EVENT = 'clock';

export function isClockEvent(event: { type: string }): boolean {
  return event.type === CLOCK_EVENT;
}

/**
 * One history line's words. The rule set describes a system move as it would the seat's own;
 * the line says whose behalf it was made on and why. A seat created as a bot (`bots`) only
 * ever moves that way, so its moves read as its own.
 */
export function historyText(entry: Entry, text: string, names: readonly string[], bots: readonly boolean[] = []): string {
  if (entry.onBehalfOf === undefined || (entry.reason === 'bot' && bots[entry.onBehalfOf])) return text;
  const who = seatName(names, entry.onBehalfOf);
  return entry.reason === 'bot' ? `Bot playing for ${who}: ${text}` : `On ${who}'s behalf (time ran out): ${text}`;
}
