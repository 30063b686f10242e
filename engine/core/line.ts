import type { Seat } from './types.js';

/**
 * Text the engine gives a player (a history line, what the game asks of the seats to act) as
 * data: a message id and its parameters. Each client renders it in its player's language
 * (i18n/render-line.ts), with the grammar that depends on who is looking ("you" or a
 * name), on numbers (plural rules) and on the game's words. The server sends the same line to
 * every viewer; the audit export keeps it; nothing in the rules reads it.
 */
export interface Line {
  /** A message id of the catalogs (i18n/catalogs/<locale>/line.json), e.g. 'line.manila.ShipsMoved'. */
  id: string;
  params?: Readonly<Record<string, LineValue>>;
}

/**
 * A parameter: a plain string (one of a message's `select` keys, say a ship or a good) or
 * number (plural rules and the locale's digits apply), a seat (its player's name, or "you"),
 * a term (a game word of the catalogs, such as a good's name), a time of day, a code (a ship's
 * or a note's, written in the reader's digits), a nested line, or a list of any of these (joined as the locale joins lists: "a, b and c").
 */
export type LineValue = string | number | SeatRef | TermRef | Line | ListRef | TimeOfDayRef | CodeRef;

export interface SeatRef {
  seat: Seat;
}
export interface TermRef {
  term: string;
}
/** A time of day, "HH:MM" (24 h): written as the reader's locale writes times, in its digits. */
export interface TimeOfDayRef {
  timeOfDay: string;
}
/** A code such as "S01" or "LON-03": its letters as they are, its digits as the reader's language writes digits. */
export interface CodeRef {
  code: string;
}
export interface ListRef {
  list: readonly LineValue[];
  /** 'and' (the default): "a, b and c"; 'unit': "a, b, c", for parts of one sentence. */
  join?: 'and' | 'unit';
}

/** A message as the source code declares it: its id and its English text. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Declares messages: the identity function, named so that the extraction tool (`npm run
 * i18n:extract`, formatjs) finds their ids and English texts in the source and writes the
 * English catalog from them.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** A line of a declared message. */
export function line(message: MessageDescriptor, params?: Record<string, LineValue>): Line {
  return params === undefined ? { id: message.id } : { id: message.id, params };
}

export const seatRef = (seat: Seat): SeatRef => ({ seat });
export const termRef = (term: string): TermRef => ({ term });
export const listOf = (list: readonly LineValue[], join?: ListRef['join']): ListRef =>
  join ? { list, join } : { list };
export const timeOfDay = (hhmm: string): TimeOfDayRef => ({ timeOfDay: hhmm });
export const codeRef = (code: string): CodeRef => ({ code });
