import type { Seat } from '../../../engine/core/types.js';
import type { NoteMessage, NotesMessage, NotesShareMessage } from '../../protocol/client.js';
import { cleanNote, MAX_NOTE_LENGTH, MAX_NOTES_PER_SEAT, noteLength } from '../../protocol/notes.js';
import type { Note, NotesFrame } from '../../protocol/server.js';
import { chatStoreOf } from '../chat/store.js';
import { AppError } from '../errors.js';
import { readGame } from '../load-game.js';
import type { GameRecord, Ports } from '../ports.js';
import { authenticate, authenticateSeat } from '../viewer.js';
import { notesFrames, readableByOthers, shownNotes } from './frames.js';
import { notesStoreOf } from './store.js';

/**
 * How many notes one connection may write in one window: a seat typing and saving never meets
 * it, a script rewriting notes in a loop does at once. Counted in the chat table like the
 * chat's rate, under a sender of its own, so chatting and writing notes never share a budget.
 */
export const NOTES_PER_WINDOW = 10;
export const NOTES_WINDOW_SECONDS = 10;

/**
 * `note`: the seat (proven by its token) writes one of its notes, or clears it with empty text.
 * Checked before anything is written; stored apart from the log, so the game never changes.
 * Only the asking connection is answered: a note is never broadcast nor pushed. Refused once
 * the game is over: the notes shown beside the replay are the ones written while it ran.
 */
export async function writeNote(ports: Ports, msg: NoteMessage, connectionId: string): Promise<NotesFrame[]> {
  const notes = notesStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  if (record.status === 'over')
    throw new AppError('GAME_OVER', 'The game is over: its notes can be shown now, no longer written.');
  const text = cleanNote(msg.text);
  const length = noteLength(text);
  if (length > MAX_NOTE_LENGTH)
    throw new AppError(
      'NOTE_TOO_LONG',
      `text: a note has at most ${MAX_NOTE_LENGTH} characters; this one has ${length}.`,
    );
  const kept = await notes.ofSeat(msg.gameId, who.seat);
  const replaces = kept.some((n) => n.round === msg.round && n.text !== '');
  if (text !== '' && !replaces && kept.filter((n) => n.text !== '').length >= MAX_NOTES_PER_SEAT)
    throw new AppError(
      'TOO_MANY_NOTES',
      `A seat keeps at most ${MAX_NOTES_PER_SEAT} notes in one game; clear one (empty text) or add to one it has.`,
    );
  const now = ports.clock.now();
  const window = Math.floor(now.getTime() / (NOTES_WINDOW_SECONDS * 1000));
  const expiresAt = (window + 2) * NOTES_WINDOW_SECONDS;
  if (!(await chatStoreOf(ports).takeSlot(msg.gameId, `note:${connectionId}`, window, NOTES_PER_WINDOW, expiresAt)))
    throw new AppError(
      'RATE_LIMITED',
      `A connection may write ${NOTES_PER_WINDOW} notes in ${NOTES_WINDOW_SECONDS} seconds; this one was not saved. Wait a moment.`,
    );
  const note = {
    gameId: msg.gameId,
    seat: who.seat,
    ...(msg.round !== undefined && { round: msg.round }),
    text,
    at: now.toISOString(),
  };
  await notes.put(note);
  const after = [...kept.filter((n) => n.round !== msg.round), note].sort((a, b) => (a.round ?? 0) - (b.round ?? 0));
  const shared = await notes.shared(msg.gameId);
  return frames(msg, shared, who.seat, shownNotes(after));
}

/**
 * `notes`: a seat's own notes, whenever it asks with its token; once the game is over, also
 * the notes of every seat that agreed to show them (to anyone, spectators included). Before
 * the end, nobody but the seat reads them: a spectator asking is refused NOTES_PRIVATE.
 */
export async function readNotes(ports: Ports, msg: NotesMessage): Promise<NotesFrame[]> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticate(record, msg);
  if (who.kind === 'spectator' && record.status !== 'over')
    throw new AppError(
      'NOTES_PRIVATE',
      "A seat's notes are its own until the game is over; then those it agreed to show are.",
    );
  return readable(ports, record, msg, who.kind === 'seat' ? who.seat : null);
}

/** `notes-share`: the seat agrees (or no longer agrees) that its notes are shown to everyone after the end. */
export async function shareNotes(ports: Ports, msg: NotesShareMessage): Promise<NotesFrame[]> {
  const notes = notesStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  await notes.setShared(msg.gameId, who.seat, msg.share);
  return readable(ports, record, msg, who.seat);
}

/** What `seat` (null: a spectator) may read now: its own notes, and the shared ones once the game is over. */
async function readable(
  ports: Ports,
  record: GameRecord,
  msg: { gameId: string; requestId?: string },
  seat: Seat | null,
): Promise<NotesFrame[]> {
  const notes = notesStoreOf(ports);
  const shared = await notes.shared(msg.gameId);
  const others = shared.some((s) => s !== seat && readableByOthers(record.status, shared, s));
  const stored = others
    ? (await notes.all(msg.gameId)).filter((n) => n.seat === seat || readableByOthers(record.status, shared, n.seat))
    : seat === null
      ? []
      : await notes.ofSeat(msg.gameId, seat);
  return frames(msg, shared, seat, shownNotes(stored));
}

function frames(
  msg: { gameId: string; requestId?: string },
  shared: readonly Seat[],
  seat: Seat | null,
  notes: Note[],
): NotesFrame[] {
  return notesFrames(
    {
      type: 'notes',
      requestId: msg.requestId,
      gameId: msg.gameId,
      shared: [...shared],
      ...(seat !== null && { share: shared.includes(seat) }),
    },
    notes,
  );
}

/** The notes shown beside the replay in the history export: none before the end, then those of the seats that agreed. */
export async function sharedNotes(ports: Ports, gameId: string, status: 'playing' | 'over'): Promise<Note[]> {
  if (status !== 'over') return [];
  const notes = notesStoreOf(ports);
  const shared = await notes.shared(gameId);
  if (shared.length === 0) return [];
  return shownNotes((await notes.all(gameId)).filter((n) => readableByOthers(status, shared, n.seat)));
}
