/**
 * A seat as players count it, from 1 (the protocol counts from 0), with its name where one is
 * known: "seat 1 (Ann)", or "seat 3". Every message a player may read names seats this way.
 */
export function seatWords(seat: number, name?: string | null): string {
  const known = typeof name === 'string' && name.trim() !== '';
  return `seat ${seat + 1}${known ? ` (${name})` : ''}`;
}

/** The same at the start of a sentence: "Seat 1 (Ann)". */
export function seatWordsAtStart(seat: number, name?: string | null): string {
  const words = seatWords(seat, name);
  return words[0].toUpperCase() + words.slice(1);
}

/** Why a seat number names no seat of a table of `count` seats, counted from 1. */
export function noSuchSeat(seat: number, count: number): string {
  return `This game has seats 1 to ${count}; there is no ${seatWords(seat)}.`;
}
