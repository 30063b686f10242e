// Table chat through the application layer: typed and preset messages reach every watcher live
// and on return, stored apart from the log (the game, its hash chain and its export unchanged);
// hostile messages are refused with their codes and change nothing; mutes, the creator's hide
// and spectators' writing as the protocol says.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditExport } from '../../../lambdas/app/audit.js';
import { CHAT_PER_SEAT_WINDOW, CHAT_PER_WINDOW, CHAT_WINDOW_SECONDS } from '../../../lambdas/app/chat/post.js';
import { auditHistory } from '../../../lambdas/app/history.js';
import { CHAT_PRESETS, MAX_CHAT_LENGTH } from '../../../lambdas/protocol/chat.js';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../../lambdas/protocol/limits.js';
import type { ChatFrame, ErrorFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { MemoryChat } from '../support/memory-chat.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

const SECRET = 'creator-secret-000000000000';

interface ChatTable {
  table: MemoryTable;
  ports: MemoryPorts & { chat: MemoryChat };
  chat: MemoryChat;
  gameId: string;
  tokens: string[];
  host: string;
}

/** Ann, Bob and Cy seated and subscribed with the chat (c0, c1, c2), and a spectator (cs). */
async function chatTable({ secret = SECRET }: { secret?: string | null } = {}): Promise<ChatTable> {
  const chat = new MemoryChat();
  const ports = { ...memoryPorts(), chat };
  const table = new MemoryTable(ports);
  const [created] = only(
    await table.send('creator', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
      ...(secret !== null && { secret }),
    }),
    'created',
  );
  const gameId = created.gameId;
  const tokens = created.seats.map((s) => s.token!);
  for (let seat = 0; seat < 3; seat++)
    await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], chat: true });
  await table.send('cs', { action: 'subscribe', gameId, chat: true });
  return { table, ports, chat, gameId, tokens, host: created.hostToken ?? '' };
}

const chats = (frames: ServerFrame[]): ChatFrame[] => only(frames, 'chat');
const errorOf = (frames: ServerFrame[]): ErrorFrame => {
  const e = only(frames, 'error')[0];
  if (!e) throw new Error(`no error among ${frames.map((f) => f.type).join(', ')}`);
  return e;
};

/** The game as stored: its log and its games item, to show that chat changes neither. */
function gameState(t: ChatTable) {
  return JSON.stringify([t.ports.events.logs.get(t.gameId), t.ports.games.items.get(t.gameId)]);
}

describe('table chat', () => {
  let t: ChatTable;
  beforeEach(async () => {
    t = await chatTable();
  });

  const say = (conn: string, seat: number | null, body: object, requestId?: string) =>
    t.table.send(conn, {
      action: 'chat',
      gameId: t.gameId,
      ...(seat !== null && { seat, token: t.tokens[seat] }),
      ...body,
      ...(requestId && { requestId }),
    });

  it('a typed message and a preset reach every watcher live, the sender with its requestId; the game is unchanged', async () => {
    const before = gameState(t);
    const version = t.ports.games.items.get(t.gameId)!.version;
    const sent = await say('c0', 0, { text: '  Good luck, all — chúc may mắn! ' }, 'r1');
    const [mine] = chats(sent);
    expect(mine.requestId).toBe('r1');
    expect(mine.messages).toHaveLength(1);
    const post = mine.messages[0];
    // NFC and trimmed, as written otherwise.
    expect(post).toMatchObject({ seat: 0, text: 'Good luck, all — chúc may mắn!' });
    expect(post.preset).toBeUndefined();
    for (const conn of ['c1', 'c2', 'cs']) {
      const got = chats(t.table.received(conn)).flatMap((f) => f.messages);
      expect(got.map((m) => m.id)).toContain(post.id);
    }
    await say('c1', 1, { preset: 'good-luck' });
    const fromBob = chats(t.table.received('c2'))
      .flatMap((f) => f.messages)
      .at(-1)!;
    expect(fromBob).toMatchObject({ seat: 1, preset: 'good-luck' });
    expect(fromBob.text).toBeUndefined();
    expect(fromBob.id > post.id).toBe(true);
    // Nothing of the game: no record, no version, no item change.
    expect(gameState(t)).toBe(before);
    expect(t.ports.games.items.get(t.gameId)!.version).toBe(version);
  });

  it('every preset id is accepted; an unknown one, or text and preset together, or neither, is SCHEMA', async () => {
    expect(CHAT_PRESETS.length).toBeGreaterThanOrEqual(18);
    for (const [i, preset] of CHAT_PRESETS.entries()) {
      // One window per few presets: the flood limit is not what this checks.
      t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000 * (i % CHAT_PER_WINDOW === 0 ? 1 : 0);
      expect(chats(await say('c0', 0, { preset }))[0]?.messages[0]?.preset).toBe(preset);
    }
    t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000;
    const stored = t.chat.posts.size;
    expect(errorOf(await say('c0', 0, { preset: 'insult' })).code).toBe('SCHEMA');
    expect(errorOf(await say('c0', 0, { preset: 'thanks', text: 'thanks' })).code).toBe('SCHEMA');
    expect(errorOf(await say('c0', 0, {})).code).toBe('SCHEMA');
    expect(t.chat.posts.size).toBe(stored);
  });

  it('returning with chat: true gets the newest messages oldest first; without it, no chat frame and no chat read', async () => {
    await say('c0', 0, { text: 'first' });
    await say('c1', 1, { preset: 'thanks' });
    await say('c2', 2, { text: 'third' });
    const back = await t.table.send('c9', {
      action: 'subscribe',
      gameId: t.gameId,
      seat: 1,
      token: t.tokens[1],
      chat: true,
      requestId: 'back',
    });
    const [history] = chats(back);
    expect(history.requestId).toBe('back');
    expect(history.messages.map((m) => m.text ?? m.preset)).toEqual(['first', 'thanks', 'third']);
    expect(history).toMatchObject({ spectators: false, muted: [] });
    // The chat comes ahead of the update, so a client that stops at the update has it.
    expect(back.at(-1)?.type).toBe('update');
    expect(back[0].type).toBe('chat');
    const plain = await t.table.send('c8', { action: 'subscribe', gameId: t.gameId });
    expect(chats(plain)).toEqual([]);
    // A spectator's history says nothing of mutes.
    const watching = chats(await t.table.send('c7', { action: 'subscribe', gameId: t.gameId, chat: true }))[0];
    expect(watching.muted).toBeUndefined();
    expect(watching.messages).toHaveLength(3);
  });

  it('a history longer than one frame comes in several, each within the budget, all messages in order', async () => {
    const long = 'ư'.repeat(MAX_CHAT_LENGTH);
    for (let i = 0; i < 60; i++) {
      if (i % CHAT_PER_WINDOW === 0) t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000;
      await say('c0', 0, { text: `${i} ${long}`.slice(0, MAX_CHAT_LENGTH) });
    }
    const back = chats(await t.table.send('c9', { action: 'subscribe', gameId: t.gameId, chat: true }));
    expect(back.length).toBeGreaterThan(1);
    for (const f of back) expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(24 * 1024);
    const texts = back.flatMap((f) => f.messages.map((m) => Number(m.text!.split(' ')[0])));
    expect(texts).toEqual([...Array(60).keys()]);
  });

  describe('hostile messages are refused with their code, and nothing changes', () => {
    const cases: [string, object, string][] = [
      ['501 characters', { text: 'a'.repeat(MAX_CHAT_LENGTH + 1) }, 'CHAT_TOO_LONG'],
      ['501 Persian characters', { text: 'س'.repeat(MAX_CHAT_LENGTH + 1) }, 'CHAT_TOO_LONG'],
      ['a NUL', { text: 'hi\u0000there' }, 'CHAT_TEXT'],
      ['an ANSI escape', { text: '\u001b[31mred alert' }, 'CHAT_TEXT'],
      ['a line break', { text: 'line one\nline two' }, 'CHAT_TEXT'],
      ['a right-to-left override', { text: 'evil \u202Eevil' }, 'CHAT_TEXT'],
      ['an isolate', { text: 'x \u2066y' }, 'CHAT_TEXT'],
      ['a script tag', { text: '<script>alert(1)</script>' }, 'CHAT_TEXT'],
      ['an image with an onerror', { text: 'look <img src=x onerror=alert(1)>' }, 'CHAT_TEXT'],
      ['an HTML comment', { text: 'a <!-- b' }, 'CHAT_TEXT'],
      ['blank', { text: '   ' }, 'CHAT_TEXT'],
      ['zero-width characters only', { text: '\u200B\u200B\u2060' }, 'CHAT_TEXT'],
      ['a Hangul filler only', { text: '\u3164' }, 'CHAT_TEXT'],
    ];
    it.each(cases)('%s', async (_, body, code) => {
      const before = gameState(t);
      const heard = ['c1', 'c2', 'cs'].map((c) => t.table.received(c).length);
      const e = errorOf(await say('c0', 0, body, 'bad'));
      expect(e.code).toBe(code);
      expect(e.requestId).toBe('bad');
      expect(e.message).toMatch(/^text: /);
      expect(t.chat.posts.size).toBe(0);
      // Refused before the rate is counted: a mistake costs no slot.
      expect(t.chat.calls.takeSlot).toBe(0);
      expect(['c1', 'c2', 'cs'].map((c) => t.table.received(c).length)).toEqual(heard);
      expect(gameState(t)).toBe(before);
    });

    it('500 characters pass, as do "<" and ">" that are no markup', async () => {
      for (const text of ['ả'.repeat(MAX_CHAT_LENGTH), 'I <3 this: 2 < 3 and 5 > 4', '🙂'.repeat(MAX_CHAT_LENGTH)]) {
        t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000;
        expect(chats(await say('c0', 0, { text }))[0].messages[0].text).toBe(text);
      }
    });

    it('a message over the protocol size is PAYLOAD_TOO_LARGE, unread', async () => {
      const e = errorOf(await say('c0', 0, { text: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1) }));
      expect(e.code).toBe('PAYLOAD_TOO_LARGE');
      expect(t.chat.posts.size).toBe(0);
    });

    it('a wrong token is BAD_TOKEN; a seat without a token, SCHEMA', async () => {
      const bad = await t.table.send('c0', {
        action: 'chat',
        gameId: t.gameId,
        seat: 0,
        token: t.tokens[1],
        text: 'I am Ann',
      });
      expect(errorOf(bad).code).toBe('BAD_TOKEN');
      expect(errorOf(await t.table.send('c0', { action: 'chat', gameId: t.gameId, seat: 0, text: 'x' })).code).toBe(
        'SCHEMA',
      );
      expect(t.chat.posts.size).toBe(0);
    });

    it(`a flood: ${CHAT_PER_WINDOW} messages pass, the next is RATE_LIMITED and not posted; another connection is not held back; the next window passes`, async () => {
      t.ports.time.tick = 0;
      t.ports.time.ms = Math.ceil(t.ports.time.ms / 10_000) * 10_000 + 1;
      for (let i = 0; i < CHAT_PER_WINDOW; i++) expect(chats(await say('c0', 0, { text: `m${i}` }))).toHaveLength(1);
      const heard = t.table.received('c1').length;
      const e = errorOf(await say('c0', 0, { text: 'one too many' }));
      expect(e.code).toBe('RATE_LIMITED');
      expect(t.chat.posts.size).toBe(CHAT_PER_WINDOW);
      expect(t.table.received('c1').length).toBe(heard);
      // The same seat on another connection, and another seat, still write.
      expect(chats(await say('c1', 1, { text: 'Bob here' }))).toHaveLength(1);
      t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000;
      expect(chats(await say('c0', 0, { text: 'later' }))).toHaveLength(1);
    });
    it(`a flood from two connections of one seat: ${CHAT_PER_SEAT_WINDOW} pass between them, the rest are RATE_LIMITED and not stored`, async () => {
      t.ports.time.tick = 0;
      t.ports.time.ms = Math.ceil(t.ports.time.ms / 10_000) * 10_000 + 1;
      // Ann's second tab: a connection of its own, subscribed as her seat.
      await t.table.send('c0b', { action: 'subscribe', gameId: t.gameId, seat: 0, token: t.tokens[0], chat: true });
      const codes: string[] = [];
      for (let i = 0; i < CHAT_PER_WINDOW; i++)
        for (const conn of ['c0', 'c0b']) {
          const frames = await say(conn, 0, { text: `${conn} ${i}` });
          codes.push(only(frames, 'error')[0]?.code ?? 'posted');
        }
      // Neither connection alone met its own limit of CHAT_PER_WINDOW; the seat's was met first.
      expect(CHAT_PER_SEAT_WINDOW).toBeLessThan(2 * CHAT_PER_WINDOW);
      expect(codes.filter((c) => c === 'posted')).toHaveLength(CHAT_PER_SEAT_WINDOW);
      expect(codes.slice(CHAT_PER_SEAT_WINDOW)).toEqual(
        Array(2 * CHAT_PER_WINDOW - CHAT_PER_SEAT_WINDOW).fill('RATE_LIMITED'),
      );
      expect(t.chat.posts.size).toBe(CHAT_PER_SEAT_WINDOW);
      // A third tab, fresh to its connection's limit, is refused by the seat's.
      const refused = errorOf(await say('c0c', 0, { text: 'from a third tab' }));
      expect([refused.code, refused.message]).toEqual(['RATE_LIMITED', expect.stringMatching(/^A seat may send/)]);
      expect(t.chat.posts.size).toBe(CHAT_PER_SEAT_WINDOW);
      // Another seat is not held back, and the next window lets Ann write again.
      expect(chats(await say('c1', 1, { text: 'Bob here' }))).toHaveLength(1);
      t.ports.time.ms += CHAT_WINDOW_SECONDS * 1000;
      expect(chats(await say('c0b', 0, { text: 'later' }))).toHaveLength(1);
    });
  });

  describe('spectators', () => {
    it('may not write until the creator lets them: CHAT_CLOSED, then posted as seat null', async () => {
      const closed = errorOf(await say('cs', null, { text: 'hello from the rail' }));
      expect(closed.code).toBe('CHAT_CLOSED');
      expect(t.chat.posts.size).toBe(0);
      const opened = await t.table.send('creator', {
        action: 'chat-settings',
        gameId: t.gameId,
        host: t.host,
        spectators: true,
      });
      // The creator does not watch on this connection: the frame is its answer.
      expect(chats(opened)[0]).toMatchObject({ spectators: true, messages: [] });
      for (const c of ['c0', 'c1', 'c2', 'cs']) expect(chats(t.table.received(c)).at(-1)?.spectators).toBe(true);
      const [said] = chats(await say('cs', null, { preset: 'well-played' }));
      expect(said.messages[0]).toMatchObject({ seat: null, preset: 'well-played' });
      expect(chats(t.table.received('c0')).at(-1)?.messages[0]?.seat).toBeNull();
    });

    it('chat-settings and chat-hide need the host token: a seat token, or a table created without a secret, is NOT_HOST', async () => {
      const asSeat = await t.table.send('c0', {
        action: 'chat-settings',
        gameId: t.gameId,
        host: t.tokens[0],
        spectators: true,
      });
      expect(errorOf(asSeat).code).toBe('NOT_HOST');
      expect((await t.chat.state(t.gameId)).spectators).toBe(false);
      const noSecret = await chatTable({ secret: null });
      expect(noSecret.host).toBe('');
      expect(noSecret.ports.games.items.get(noSecret.gameId)!.hostTokenHash).toBeUndefined();
      const e = errorOf(
        await noSecret.table.send('c0', {
          action: 'chat-settings',
          gameId: noSecret.gameId,
          host: noSecret.tokens[0],
          spectators: true,
        }),
      );
      expect(e.code).toBe('NOT_HOST');
    });
  });

  describe('mutes', () => {
    const mute = (seat: number, target: number | 'spectators', muted = true) =>
      t.table.send(`c${seat}`, { action: 'chat-mute', gameId: t.gameId, seat, token: t.tokens[seat], target, muted });

    it('a seat that mutes another stops getting its messages, live and on return; the others still do; unmuting brings them back', async () => {
      const [answer] = chats(await mute(1, 0));
      expect(answer.muted).toEqual([0]);
      const bobHeard = t.table.received('c1').length;
      await say('c0', 0, { text: 'Bob never reads this' });
      expect(t.table.received('c1').length).toBe(bobHeard);
      expect(chats(t.table.received('c2')).at(-1)?.messages[0]?.text).toBe('Bob never reads this');
      await say('c2', 2, { text: 'Cy speaks' });
      expect(chats(t.table.received('c1')).at(-1)?.messages[0]?.text).toBe('Cy speaks');
      const back = chats(
        await t.table.send('c9', { action: 'subscribe', gameId: t.gameId, seat: 1, token: t.tokens[1], chat: true }),
      );
      expect(back[0].muted).toEqual([0]);
      expect(back.flatMap((f) => f.messages).map((m) => m.text)).toEqual(['Cy speaks']);
      // Muting is for oneself: Ann's own view and Cy's hold both.
      const cy = chats(
        await t.table.send('c8', { action: 'subscribe', gameId: t.gameId, seat: 2, token: t.tokens[2], chat: true }),
      );
      expect(cy.flatMap((f) => f.messages)).toHaveLength(2);
      expect(chats(await mute(1, 0, false))[0].muted).toEqual([]);
      await say('c0', 0, { text: 'Bob reads this' });
      expect(chats(t.table.received('c1')).at(-1)?.messages[0]?.text).toBe('Bob reads this');
    });

    it('a seat may mute the spectators; not itself, nor a seat the table does not have', async () => {
      await t.table.send('creator', { action: 'chat-settings', gameId: t.gameId, host: t.host, spectators: true });
      expect(chats(await mute(2, 'spectators'))[0].muted).toEqual(['spectators']);
      const cyHeard = t.table.received('c2').length;
      await say('cs', null, { text: 'from the rail' });
      expect(t.table.received('c2').length).toBe(cyHeard);
      expect(chats(t.table.received('c0')).at(-1)?.messages[0]?.text).toBe('from the rail');
      expect(errorOf(await mute(1, 1)).code).toBe('SCHEMA');
      expect(errorOf(await mute(1, 7)).code).toBe('NOT_A_SEAT');
      const wrong = await t.table.send('c1', {
        action: 'chat-mute',
        gameId: t.gameId,
        seat: 1,
        token: t.tokens[0],
        target: 0,
        muted: true,
      });
      expect(errorOf(wrong).code).toBe('BAD_TOKEN');
      expect((await t.chat.state(t.gameId)).muted.get(1)).toBeUndefined();
    });
  });

  describe("the creator's hide", () => {
    it('hides a message for everyone without deleting it; shown again on request; the export says hidden, without the words', async () => {
      const [said] = chats(await say('c1', 1, { text: 'something rude' }));
      const id = said.messages[0].id;
      await say('c2', 2, { preset: 'sorry' });
      const hid = await t.table.send('creator', {
        action: 'chat-hide',
        gameId: t.gameId,
        host: t.host,
        id,
        hidden: true,
      });
      expect(chats(hid)[0].messages).toEqual([{ id, at: said.messages[0].at, seat: 1, hidden: true }]);
      for (const c of ['c0', 'c1', 'c2', 'cs']) {
        const last = chats(t.table.received(c)).at(-1)!.messages[0];
        expect(last).toMatchObject({ id, hidden: true });
        expect(JSON.stringify(t.table.received(c).at(-1))).not.toContain('rude');
      }
      // Kept, for the record.
      expect([...t.chat.posts.values()].find((p) => p.id === id)).toMatchObject({ text: 'something rude' });
      const back = chats(await t.table.send('c9', { action: 'subscribe', gameId: t.gameId, chat: true }));
      expect(back[0].messages[0]).toEqual({ id, at: said.messages[0].at, seat: 1, hidden: true });
      const exported = await auditHistory(t.ports, t.gameId, { chat: true });
      expect(exported.chat?.map((m) => m.hidden ?? m.preset)).toEqual([true, 'sorry']);
      expect(JSON.stringify(exported)).not.toContain('rude');
      await t.table.send('creator', { action: 'chat-hide', gameId: t.gameId, host: t.host, id, hidden: false });
      expect(chats(t.table.received('c0')).at(-1)!.messages[0]).toMatchObject({ id, text: 'something rude' });
    });

    it('an unknown id is UNKNOWN_MESSAGE; a seat token is NOT_HOST; neither hides anything', async () => {
      const [said] = chats(await say('c1', 1, { text: 'keep me' }));
      const id = said.messages[0].id;
      const unknown = await t.table.send('creator', {
        action: 'chat-hide',
        gameId: t.gameId,
        host: t.host,
        id: `${id.slice(0, 14)}${'z'.repeat(22)}`,
        hidden: true,
      });
      expect(errorOf(unknown).code).toBe('UNKNOWN_MESSAGE');
      const asSeat = await t.table.send('c1', {
        action: 'chat-hide',
        gameId: t.gameId,
        host: t.tokens[1],
        id,
        hidden: true,
      });
      expect(errorOf(asSeat).code).toBe('NOT_HOST');
      expect(
        errorOf(
          await t.table.send('creator', { action: 'chat-hide', gameId: t.gameId, host: t.host, id: 'x', hidden: true }),
        ).code,
      ).toBe('SCHEMA');
      expect([...t.chat.posts.values()].every((p) => p.hiddenAt === undefined)).toBe(true);
    });
  });

  it('the history export carries the chat only when asked; the audit export and its hash chain are the same with or without chat', async () => {
    const audit = JSON.stringify(await auditExport(t.ports, t.gameId));
    await say('c0', 0, { text: 'not in the chain' });
    await say('c1', 1, { preset: 'good-game' });
    expect(JSON.stringify(await auditExport(t.ports, t.gameId))).toBe(audit);
    expect((await auditHistory(t.ports, t.gameId)).chat).toBeUndefined();
    const withChat = await auditHistory(t.ports, t.gameId, { chat: true });
    expect(withChat.chat?.map((m) => [m.seat, m.text ?? m.preset])).toEqual([
      [0, 'not in the chain'],
      [1, 'good-game'],
    ]);
  });

  it('a retried create gets the same host token; the host token is no seat token', async () => {
    const created = only(
      await t.table.send('creator2', {
        action: 'create',
        gameId: t.gameId,
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
        secret: SECRET,
      }),
      'created',
    )[0];
    expect(created.hostToken).toBe(t.host);
    expect(t.tokens).not.toContain(t.host);
  });
});
