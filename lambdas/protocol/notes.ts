import { BIDI_CONTROLS } from './names.js';

/**
 * Private notes: what a seat writes for itself about one game (a plan, a reminder between
 * visits days apart), as a whole or for one round. Only the seat reads them while the game
 * runs; after the end, those of a seat that agreed are shown to everyone beside the replay.
 * Notes are plain text shown as the seat wrote it, never as markup.
 */

/** Longest note, in characters (code points, after NFC and the cleaning below). */
export const MAX_NOTE_LENGTH = 4000;

/** Highest round a note may be kept for (rounds are counted from 1; a note without a round is about the whole game). */
export const MAX_NOTE_ROUND = 999;

/** How many notes a seat may keep in one game: a note per round of a long game and more, never a flood. */
export const MAX_NOTES_PER_SEAT = 100;

/** Every control character but the line break and the tab a note is written with. */
const NOTE_CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
const KEPT_CONTROLS = new Set(['\n', '\t']);
const ALL_BIDI_CONTROLS = new RegExp(BIDI_CONTROLS.source, 'gu');

/**
 * A note as it is kept: NFC, line breaks as \n, control and text-direction characters removed
 * (a note may be pasted from anywhere; what cannot be shown safely goes, the words stay),
 * spaces at the ends trimmed. Empty when nothing is left: the note is cleared.
 */
export function cleanNote(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(NOTE_CONTROLS, (c) => (KEPT_CONTROLS.has(c) ? c : ''))
    .replace(ALL_BIDI_CONTROLS, '')
    .trim();
}

/** How many characters (code points) a note has: what the 4,000 counts, whatever script or emoji. */
export function noteLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
