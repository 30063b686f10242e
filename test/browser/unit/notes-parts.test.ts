// A seat's notes in several frames (lambdas/protocol/README.md, `notes`) answer its request once,
// with every note in order; parts of two requests never mix.
import { describe, expect, it } from 'vitest';
import type { NotesFrame } from '../../../lambdas/protocol/server.js';
import { NotesParts } from '../../../web/src/net/notes-parts.js';

const frame = (requestId: string, texts: string[], more: boolean): NotesFrame => ({
  type: 'notes',
  requestId,
  gameId: 'g'.repeat(22),
  notes: texts.map((text, round) => ({ seat: 0, round: round + 1, text, at: '2026-12-01T10:00:00.000Z' })),
  shared: [],
  share: false,
  ...(more && { more: true as const }),
});

describe('NotesParts', () => {
  it('holds the parts of an answer until its last, then hands on every note in order, without `more`', () => {
    const parts = new NotesParts();
    expect(parts.join(frame('a', ['one', 'two'], true))).toBeNull();
    expect(parts.join(frame('b', ['other'], true))).toBeNull();
    expect(parts.join(frame('a', ['three'], true))).toBeNull();
    const whole = parts.join(frame('a', ['four'], false));
    expect(whole?.notes.map((n) => n.text)).toEqual(['one', 'two', 'three', 'four']);
    expect(whole).not.toHaveProperty('more');
    expect(parts.join(frame('b', ['last'], false))?.notes.map((n) => n.text)).toEqual(['other', 'last']);
    // A one-frame answer goes straight on; nothing of the finished answers is held.
    expect(parts.join(frame('a', ['alone'], false))?.notes.map((n) => n.text)).toEqual(['alone']);
  });
});
