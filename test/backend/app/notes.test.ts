// Private notes through the application layer: a seat's notes reach only the connection that
// asked, never another seat's frame, a spectator, a broadcast or the history export while the
// game runs; after the end, those of a seat that agreed are shown to everyone. Stored apart
// from the log (the game and its hash chain unchanged); hostile notes are refused with their
// codes or cleaned, and a refused one changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditExport } from '../../../lambdas/app/audit.js';
import { NOTES_PER_WINDOW } from '../../../lambdas/app/notes/actions.js';
import { auditHistory } from '../../../lambdas/app/history.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import { MAX_NOTE_LENGTH, MAX_NOTES_PER_SEAT } from '../../../lambdas/protocol/notes.js';
import type { ErrorFrame, NotesFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { MemoryChat } from '../support/memory-chat.js';
import { MemoryNotes } from '../support/memory-notes.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

interface NotesTable {
  table: MemoryTable;
  ports: MemoryPorts & { chat: MemoryChat; notes: MemoryNotes };
  notes: MemoryNotes;
  gameId: string;
  tokens: string[];
}

/**
 * Ann, Bob and Cy seated and subscribed (c0, c1, c2), and a spectator (cs). Who Rules the Sea:
 * its seats may end the game by agreement at any time, the shortest way to a finished game.
 */
async function notesTable(): Promise<NotesTable> {
  const notes = new MemoryNotes();
  const ports = { ...memoryPorts(), chat: new MemoryChat(), notes };
  const table = new MemoryTable(ports);
  const [created] = only(
    await table.send('creator', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'who-rules-the-sea',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
      options: { voyage: 'short' },
    }),
    'created',
  );
  const gameId = created.gameId;
  const tokens = created.seats.map((s) => s.token!);
  for (let seat = 0; seat < 3; seat++)
    await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], chat: true });
  await table.send('cs', { action: 'subscribe', gameId, chat: true });
  return { table, ports, notes, gameId, tokens };
}

const errorOf = (frames: ServerFrame[]): ErrorFrame => {
  const e = only(frames, 'error')[0];
  if (!e) throw new Error(`no error among ${frames.map((f) => f.type).join(', ')}`);
  return e;
};
const notesOf = (frames: ServerFrame[]): NotesFrame => {
  const n = only(frames, 'notes');
  expect(n).toHaveLength(1);
  return n[0];
};

/** The game as stored: its log and its games item, to show that notes change neither. */
const gameState = (t: NotesTable) =>
  JSON.stringify([t.ports.events.logs.get(t.gameId), t.ports.games.items.get(t.gameId)]);

/** Everything every connection was ever sent, as text. */
const everythingSent = (t: NotesTable) => JSON.stringify([...t.ports.broadcaster.sent.entries()]);

describe('private notes', () => {
  let t: NotesTable;
  beforeEach(async () => {
    t = await notesTable();
  });

  const note = (conn: string, seat: number, body: object) =>
    t.table.send(conn, { action: 'note', gameId: t.gameId, seat, token: t.tokens[seat], ...body });
  const read = (conn: string, seat: number | null) =>
    t.table.send(conn, {
      action: 'notes',
      gameId: t.gameId,
      ...(seat !== null && { seat, token: t.tokens[seat] }),
    });
  const share = (seat: number, yes: boolean) =>
    t.table.send(`c${seat}`, { action: 'notes-share', gameId: t.gameId, seat, token: t.tokens[seat], share: yes });

  /** Ends the game by agreement: Ann proposes, Bob and Cy agree. */
  async function endGame(): Promise<void> {
    const version = () => t.ports.events.logs.get(t.gameId)?.length ?? 0;
    const vote = async (seat: number, type: string) => {
      const frames = await t.table.send(`c${seat}`, {
        action: 'command',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        expectedVersion: version(),
        commandId: `${type}-${seat}`,
        command: { type },
      });
      expect(only(frames, 'error')).toEqual([]);
    };
    await vote(0, 'proposeEnd');
    await vote(1, 'agreeEnd');
    await vote(2, 'agreeEnd');
    expect(t.ports.games.items.get(t.gameId)!.status).toBe('over');
  }

  it("a seat's note reaches only its own connection; the game, the other seats and the spectator never see it", async () => {
    const before = gameState(t);
    const secret = 'Plan: bid high on the silk ship, keep 20 for the pilots';
    const answer = notesOf(await note('c0', 0, { text: secret, requestId: 'n1' }));
    expect(answer).toMatchObject({ requestId: 'n1', gameId: t.gameId, share: false, shared: [] });
    expect(answer.notes).toEqual([{ seat: 0, text: secret, at: expect.any(String) }]);
    const round = notesOf(await note('c0', 0, { round: 3, text: 'Round 3: go for the tomb' }));
    expect(round.notes.map((n) => [n.round, n.text])).toEqual([
      [undefined, secret],
      [3, 'Round 3: go for the tomb'],
    ]);
    // Only c0 was sent the notes: no broadcast to the others, nor to the spectator.
    for (const conn of ['c1', 'c2', 'cs']) expect(JSON.stringify(t.table.received(conn))).not.toContain('silk ship');
    // The seat reads them back on another visit; another seat reads only its own (none).
    expect(notesOf(await read('c0-again', 0)).notes.map((n) => n.text)).toEqual([secret, 'Round 3: go for the tomb']);
    expect(notesOf(await read('c1', 1)).notes).toEqual([]);
    // A spectator is refused before the end, even after the seat agreed to show its notes.
    await share(0, true);
    expect(errorOf(await read('cs', null)).code).toBe('NOTES_PRIVATE');
    expect(notesOf(await read('c1', 1)).notes).toEqual([]);
    // The game, its log and its exports hold nothing of them.
    expect(gameState(t)).toBe(before);
    expect(JSON.stringify(await auditExport(t.ports, t.gameId))).not.toContain('silk ship');
    const history = await auditHistory(t.ports, t.gameId, { notes: true, chat: true });
    expect(history.notes).toEqual([]);
    expect(JSON.stringify(history)).not.toContain('silk ship');
  });

  it('after the end, the notes of the seats that agreed are shown to everyone; the others stay private', async () => {
    await note('c0', 0, { text: "Ann's plan" });
    await note('c1', 1, { text: "Bob's plan", round: 2 });
    await note('c2', 2, { text: "Cy's plan" });
    await share(0, true);
    await share(2, true);
    await share(2, false);
    await endGame();
    const spectator = notesOf(await read('cs', null));
    expect(spectator.shared).toEqual([0]);
    expect(spectator.notes.map((n) => [n.seat, n.text])).toEqual([[0, "Ann's plan"]]);
    expect(spectator.share).toBeUndefined();
    // Bob reads his own and Ann's; Cy, who withdrew, is still private.
    const bob = notesOf(await read('c1', 1));
    expect(bob.notes.map((n) => [n.seat, n.text])).toEqual([
      [0, "Ann's plan"],
      [1, "Bob's plan"],
    ]);
    expect(bob.share).toBe(false);
    // Consent given at the end counts at once.
    await share(1, true);
    expect(notesOf(await read('cs', null)).notes.map((n) => n.seat)).toEqual([0, 1]);
    const history = await auditHistory(t.ports, t.gameId, { notes: true });
    expect(history.notes?.map((n) => [n.seat, n.round, n.text])).toEqual([
      [0, undefined, "Ann's plan"],
      [1, 2, "Bob's plan"],
    ]);
    expect(JSON.stringify(history)).not.toContain("Cy's plan");
    // The audit export (the verifiable record) never holds them.
    expect(JSON.stringify(await auditExport(t.ports, t.gameId))).not.toContain('plan');
    // The notes are the ones written while the game ran.
    expect(errorOf(await note('c0', 0, { text: 'rewritten after the end' })).code).toBe('GAME_OVER');
  });

  it('many long notes come in several frames, each within the budget, `more` on all but the last', async () => {
    // Vietnamese letters are 2-3 bytes each: five full notes are far over one frame.
    const long = (r: number) => `${r}: ${'Thuyền buôn lụa '.repeat(300)}`.slice(0, MAX_NOTE_LENGTH);
    for (let r = 1; r <= 5; r++) await note('c0', 0, { round: r, text: long(r) });
    const frames = only(await read('c0', 0), 'notes');
    expect(frames.length).toBeGreaterThan(1);
    for (const f of frames) expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
    expect(frames.map((f) => f.more ?? false)).toEqual([...frames.slice(1).map(() => true), false]);
    expect(frames.flatMap((f) => f.notes).map((n) => n.text)).toEqual([1, 2, 3, 4, 5].map(long));
  });

  it('control and text-direction characters are removed, line breaks kept, markup kept as text; empty text clears', async () => {
    const written = notesOf(
      await note('c0', 0, { text: ' first\r\nsecond\u0007\u001b[31m\u202Eevil\u2066 <b>bold</b>\ttab ' }),
    );
    expect(written.notes[0].text).toBe('first\nsecond[31mevil <b>bold</b>\ttab');
    expect(notesOf(await note('c0', 0, { text: '\u202E\u0000 ' })).notes).toEqual([]);
  });

  it('hostile notes are refused with their codes, and nothing changes', async () => {
    await note('c0', 0, { text: 'kept' });
    const game = gameState(t);
    const long = 'x'.repeat(MAX_NOTE_LENGTH + 1);
    expect(errorOf(await note('c0', 0, { text: long })).code).toBe('NOTE_TOO_LONG');
    expect((await t.notes.ofSeat(t.gameId, 0)).map((n) => n.text)).toEqual(['kept']);
    // Exactly the limit, in characters beyond the BMP, is one note.
    expect(only(await note('c0', 0, { text: '😀'.repeat(MAX_NOTE_LENGTH) }), 'error')).toEqual([]);
    await note('c0', 0, { text: 'kept' });
    const kept = JSON.stringify([...t.notes.notes.values()].map((n) => [n.seat, n.round, n.text]));
    expect(errorOf(await note('c1', 0, { text: 'not my seat', token: t.tokens[1] })).code).toBe('BAD_TOKEN');
    expect(errorOf(await t.table.send('c1', { action: 'note', gameId: t.gameId, seat: 0, text: 'x' })).code).toBe(
      'SCHEMA',
    );
    expect(errorOf(await note('c0', 0, { text: 'x', round: 0 })).code).toBe('SCHEMA');
    expect(errorOf(await note('c0', 0, { text: 'x', round: 1.5 })).code).toBe('SCHEMA');
    expect(errorOf(await note('c0', 0, { text: 42 })).code).toBe('SCHEMA');
    expect(errorOf(await note('c0', 7, { text: 'x', token: t.tokens[0] })).code).toBe('NOT_A_SEAT');
    expect(errorOf(await t.table.send('cs', { action: 'notes-share', gameId: t.gameId, share: true })).code).toBe(
      'SCHEMA',
    );
    expect(JSON.stringify([...t.notes.notes.values()].map((n) => [n.seat, n.round, n.text]))).toBe(kept);
    expect(gameState(t)).toBe(game);
  });

  it('a flood is refused RATE_LIMITED; too many notes TOO_MANY_NOTES, while one held can still change', async () => {
    // Every message inside one rate window.
    t.ports.time.tick = 0;
    t.ports.time.ms = Math.ceil(t.ports.time.ms / 10_000) * 10_000 + 1;
    let refused: ErrorFrame | undefined;
    for (let i = 0; i <= NOTES_PER_WINDOW && !refused; i++)
      refused = only(await note('flood', 0, { text: `n${i}`, round: i + 1 }), 'error')[0];
    expect(refused?.code).toBe('RATE_LIMITED');
    expect((await t.notes.ofSeat(t.gameId, 0)).length).toBe(NOTES_PER_WINDOW);
    // Filled to the limit straight in the store, then one more is refused over the socket.
    for (let r = 1; r <= MAX_NOTES_PER_SEAT; r++)
      await t.notes.put({ gameId: t.gameId, seat: 1, round: r, text: `r${r}`, at: '2026-01-01T00:00:00.000Z' });
    expect(errorOf(await note('c1', 1, { text: 'one too many' })).code).toBe('TOO_MANY_NOTES');
    expect(only(await note('c1', 1, { text: 'changed', round: 5 }), 'error')).toEqual([]);
    expect(only(await note('c1', 1, { text: '', round: 6 }), 'error')).toEqual([]);
    expect(only(await note('c1', 1, { text: 'now there is room' }), 'error')).toEqual([]);
    expect(everythingSent(t)).not.toContain('"note"');
  });
});
