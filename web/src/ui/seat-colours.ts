/**
 * Each seat's colour, in seat order. Chosen to stay apart from the goods'
 * colours, and paired with the seat number on every pawn so colour is never
 * the only cue.
 */
export const SEAT_COLOURS = ['#c8102e', '#6f3fb5', '#e8720c', '#2b2d31', '#d63f8c'] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

/** A seat's display name: the name given at the table, else "Seat N". */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  return names?.[seat]?.trim() || `Seat ${seat + 1}`;
}
