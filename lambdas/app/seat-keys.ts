import type { DiceState } from '../../engine/audit/dice-state.js';
import { defineMessages, line, seatRef, type Line } from '../../engine/core/line.js';
import type { Seat } from '../../engine/core/types.js';
import type { SeatKeyState } from '../protocol/server.js';

/**
 * A seat's dice key as its own device is told it (updates and BAD_LINK/NO_KEY refusals): the
 * top of the chain the server holds and how many links have been revealed under it, so the
 * device knows which link to send next, or that another device has keyed the seat since.
 * Null: no device has keyed the seat yet. Public (the export shows every link), but only the
 * seat needs it.
 */
export function seatKeyOf(dice: DiceState, seat: Seat): SeatKeyState {
  const key = dice.keys[seat] ?? null;
  return key && { top: key.top, revealed: key.revealed };
}

const KEY_LINES = defineMessages({
  newKey: {
    id: 'line.diceKey.new',
    defaultMessage:
      "{seat_is, select, you {A device set a new dice key for your seat} other {A device set a new dice key for {seat}'s seat}}",
  },
});

/**
 * The line that tells the table a seat's device set a new dice key: its first move from a
 * device, or another device taking the seat over (which the seat's holder should recognise).
 */
export function describeNewKey(seat: Seat): Line {
  return line(KEY_LINES.newKey, { seat: seatRef(seat) });
}
