import type { Note, NotesFrame } from '../../../lambdas/protocol/server.js';

/**
 * A seat's notes can need several `notes` frames (a frame holds 24 KB; a note up to 4,000
 * characters): the server sends `more: true` on all but the last. The parts of one answer are
 * held here by requestId and handed on as one frame once the last arrives, so a request waits
 * for all of its notes, not the first frame's.
 */
export class NotesParts {
  private readonly held = new Map<string, Note[]>();

  /** The whole answer once `frame` is its last part; null while more are to come. */
  join(frame: NotesFrame): NotesFrame | null {
    const key = frame.requestId ?? '';
    const notes = [...(this.held.get(key) ?? []), ...frame.notes];
    if (frame.more) {
      this.held.set(key, notes);
      return null;
    }
    this.held.delete(key);
    const { more: _more, ...last } = frame;
    return { ...last, notes };
  }
}
