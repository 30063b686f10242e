import type { Seat } from '../../../engine/core/types.js';
import type { Note, NotesFrame } from '../../protocol/server.js';
import { chunk } from '../frames.js';
import type { StoredNote } from '../ports.js';

/** A stored note as a reader gets it. */
export const noteOf = (n: StoredNote): Note => ({
  seat: n.seat,
  ...(n.round !== undefined && { round: n.round }),
  text: n.text,
  at: n.at,
});

/** The notes a reader is sent: those with words (a cleared note is no note). */
export const shownNotes = (notes: readonly StoredNote[]): Note[] => notes.filter((n) => n.text !== '').map(noteOf);

/** The notes in frames within the budget, `more` on all but the last; one frame when there are none. */
export function notesFrames(head: Omit<NotesFrame, 'notes' | 'more'>, notes: readonly Note[]): NotesFrame[] {
  const runs = chunk(notes, (n) => ({ ...head, notes: n, more: true }));
  if (runs.length === 0) return [{ ...head, notes: [] }];
  return runs.map((n, i) => ({ ...head, notes: n, ...(i < runs.length - 1 && { more: true as const }) }));
}

/** Whether `seat`'s notes may be read by someone else now: only once the game is over, and only when it agreed. */
export const readableByOthers = (status: 'playing' | 'over', shared: readonly Seat[], seat: Seat): boolean =>
  status === 'over' && shared.includes(seat);
