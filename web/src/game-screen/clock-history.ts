import type { Entry } from '../../../lambdas/protocol/server.js';
import { seatName } from '../../../i18n/render-line.js';
import { msg, translator } from '../i18n/i18n.js';

/**
 * What the clock adds to the log as the client reads it (lambdas/protocol/README.md): moves
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
 * ever moves that way, so its moves read as its own. `seat` is the reader's: its own reads "your".
 */
export function historyText(
  entry: Entry,
  text: string,
  names: readonly string[],
  bots: readonly boolean[] = [],
  seat: number | null = null,
): string {
  if (entry.onBehalfOf === undefined || (entry.reason === 'bot' && bots[entry.onBehalfOf])) return text;
  const who = seatName(translator(), entry.onBehalfOf, names);
  // The seat reading its own line: "On your behalf".
  const who_is = entry.onBehalfOf === seat ? 'you' : 'other';
  // Moves by the seat's standing orders and its forced moves are the seat's own wishes, not the
  // clock's: they say so, and nothing of "time ran out". (The table sees an order's move as the
  // seat's own move while the game runs: the server sends it to nobody else with a reason.)
  if (entry.reason === 'order')
    return msg(
      {
        id: 'line.history.byOrder',
        defaultMessage: "{who_is, select, you {By your standing order} other {By {who}'s standing order}}: {text}",
      },
      { who, who_is, text },
    );
  if (entry.reason === 'forced')
    return msg(
      {
        id: 'line.history.forced',
        defaultMessage:
          '{who_is, select, you {Played for you, your only choice} other {Played for {who}, their only choice}}: {text}',
      },
      { who, who_is, text },
    );
  return entry.reason === 'bot'
    ? msg(
        {
          id: 'line.history.botPlaying',
          defaultMessage: 'Bot playing safe for {who_is, select, you {you} other {{who}}}: {text}',
        },
        { who, who_is, text },
      )
    : msg(
        {
          id: 'line.history.onBehalf',
          defaultMessage:
            "{who_is, select, you {On your behalf} other {On {who}'s behalf}} (time ran out, playing safe): {text}",
        },
        { who, who_is, text },
      );
}
