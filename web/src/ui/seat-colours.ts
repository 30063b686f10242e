import { isolate } from '../../../engine/core/text.js';
import { msg } from '../i18n/i18n.js';

/**
 * Each seat's colour, in seat order. Chosen to stay apart from the goods'
 * colours, and paired with the seat number on every pawn so colour is never
 * the only cue.
 */
export const SEAT_COLOURS = ['#c8102e', '#6f3fb5', '#e8720c', '#2b2d31', '#d63f8c'] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

/**
 * A seat's display name: the name given at the table, isolated so a right-to-left name keeps
 * the text around it in order (see engine/core/text.ts), else "Seat N".
 */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  const name = names?.[seat]?.trim();
  return name ? isolate(name) : msg({ id: 'common.seatNumber', defaultMessage: 'Seat {n, number}' }, { n: seat + 1 });
}
