import type { NotesStore, Ports } from '../ports.js';

/** The notes' store (the chat table), or a failure that says it is not configured (answered INTERNAL and logged as unexpected). */
export function notesStoreOf(ports: Ports): NotesStore {
  if (!ports.notes) throw new Error('CHAT_TABLE is not set: private notes are not configured for this function');
  return ports.notes;
}
