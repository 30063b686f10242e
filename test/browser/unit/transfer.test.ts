// Moving My games and created tables between devices (web/src/store/transfer.ts, import-link.ts), the undo of
// Forget (web/src/store/my-games.ts), over a stand-in for this browser's localStorage.
import { deflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listCreatedTables, rememberCreatedTable, type CreatedTable } from '../../../web/src/store/created-tables.js';
import { importFromHash, importLink } from '../../../web/src/store/import-link.js';
import { forgetGame, listMyGames, rememberGame, restoreGame, type MyGame } from '../../../web/src/store/my-games.js';
import {
  applyTransfer,
  collectTransfer,
  decodeTransfer,
  encodeTransfer,
  ImportError,
  MAX_IMPORT_CHARS,
  newInTransfer,
} from '../../../web/src/store/transfer.js';

const GAME = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB';
const TOKEN = 'tttttttttttttttttttttt';
const game = (over: Partial<MyGame> = {}): MyGame => ({
  gameId: GAME,
  seat: 1,
  token: TOKEN,
  rules: 'manila',
  title: 'Manila',
  names: ['Ann', 'Bo', 'Cy'],
  joinedAt: '2026-11-30T10:00:00.000Z',
  status: 'playing',
  toAct: [1],
  version: 12,
  lastMoveAt: '2026-11-30T11:00:00.000Z',
  ...over,
});
const table: CreatedTable = {
  gameId: OTHER,
  rules: 'manila-tutorial',
  title: 'Manila tutorial race',
  createdAt: '2026-11-29T09:00:00.000Z',
  seats: [
    { seat: 0, name: 'Ann', open: false, bot: false, token: TOKEN, link: `/#game=${OTHER}&seat=0&token=${TOKEN}` },
    { seat: 1, name: 'Bot 2', open: false, bot: true, token: null, link: null },
  ],
  spectatorLink: `/#game=${OTHER}`,
  commitment: 'a'.repeat(64),
};

/** localStorage as a browser keeps it: strings by key. */
function freshStorage() {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  return data;
}

describe('Forget and undo', () => {
  beforeEach(() => void freshStorage());

  it('puts the forgotten seat back exactly as it was', () => {
    rememberGame(game());
    rememberGame(game({ gameId: OTHER, seat: 0, joinedAt: '2026-11-01T00:00:00.000Z' }));
    const before = listMyGames();
    const gone = forgetGame(GAME, 1);
    expect(gone).toEqual(game());
    expect(listMyGames().map((g) => g.gameId)).toEqual([OTHER]);
    restoreGame(gone!);
    expect(listMyGames()).toEqual(before);
  });

  it('keeps the latest move time when a refresh brings none', () => {
    rememberGame(game());
    const { lastMoveAt: _, ...withoutTime } = game({ version: 13 });
    rememberGame(withoutTime);
    expect(listMyGames()[0]).toMatchObject({ version: 13, lastMoveAt: '2026-11-30T11:00:00.000Z' });
    rememberGame(game({ lastMoveAt: '2026-11-30T12:00:00.000Z' }));
    expect(listMyGames()[0].lastMoveAt).toBe('2026-11-30T12:00:00.000Z');
  });
});

describe('Export and import', () => {
  beforeEach(() => void freshStorage());

  it('carries seats and created tables to another device, links rebuilt, and adds nothing twice', async () => {
    rememberGame(game());
    rememberCreatedTable(table);
    const text = await encodeTransfer(collectTransfer());
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    freshStorage();
    const read = await decodeTransfer(importLink('https://tradewinds.example', text));
    expect(newInTransfer(read).games).toHaveLength(1);
    expect(applyTransfer(read)).toEqual({ games: 1, tables: 1 });
    expect(listMyGames()).toEqual([{ ...game(), status: 'playing', toAct: [], version: 0 }]);
    expect(listCreatedTables()).toEqual([table]);
    expect(applyTransfer(read)).toEqual({ games: 0, tables: 0 });
    expect(listMyGames()).toHaveLength(1);
    expect(listCreatedTables()).toHaveLength(1);
  });

  it("carries the creator's host token with a created table, for the chat's moderation on the new device", async () => {
    rememberCreatedTable({ ...table, hostToken: 'h'.repeat(22) });
    const text = await encodeTransfer(collectTransfer());
    freshStorage();
    applyTransfer(await decodeTransfer(importLink('https://tradewinds.example', text)));
    expect(listCreatedTables()).toEqual([{ ...table, hostToken: 'h'.repeat(22) }]);
  });

  it('keeps a seat this device already holds as it is', async () => {
    rememberGame(game());
    const text = await encodeTransfer({
      games: [{ ...game({ title: 'Renamed', joinedAt: '2020-01-01T00:00:00.000Z' }) }],
      tables: [],
    });
    freshStorage();
    rememberGame(game({ version: 40 }));
    expect(applyTransfer(await decodeTransfer(text))).toEqual({ games: 0, tables: 0 });
    expect(listMyGames()[0]).toMatchObject({ title: 'Manila', version: 40 });
  });

  it("reads the text with a messenger's line breaks and spaces around it", async () => {
    const text = await encodeTransfer({ games: [game()], tables: [] });
    const wrapped = `  ${text.slice(0, 30)}\n${text.slice(30)} \n`;
    expect((await decodeTransfer(wrapped)).games[0].token).toBe(TOKEN);
    expect(importFromHash(`#import=${text}`)).toBe(text);
    expect(importFromHash('#game=x')).toBeNull();
  });

  const encode = (data: unknown) => deflateSync(JSON.stringify(data)).toString('base64url');
  const bad: [string, string, RegExp][] = [
    ['empty text', '   ', /the text is empty/],
    ['not base64url', 'hello world!', /characters an export never has/],
    ['cut short', encode({ v: 1, games: [game()], tables: [] }).slice(0, 40), /cut short or changed/],
    [
      'plain JSON, not packed',
      Buffer.from(JSON.stringify({ v: 1, games: [game()] })).toString('base64url'),
      /cut short or changed/,
    ],
    [
      'a text that unpacks without end',
      deflateSync(Buffer.alloc(2_000_000, 32)).toString('base64url'),
      /unpacks to more than 1000000 bytes/,
    ],
    ['another format', encode({ v: 2, games: [] }), /format 2/],
    ['nothing in it', encode({ v: 1, games: [], tables: [] }), /no games and no tables/],
    [
      'a short token',
      encode({ v: 1, games: [{ ...game(), token: 'abc' }] }),
      /game 1's seat token is not 22 base64url characters/,
    ],
    [
      'a seat beyond the players',
      encode({ v: 1, games: [{ ...game(), seat: 3 }] }),
      /seat 4 is not among its 3 players/,
    ],
    ['a bad date', encode({ v: 1, games: [{ ...game(), joinedAt: 'soon' }] }), /game 1's date is not a time/],
    ['a bad rule set', encode({ v: 1, games: [{ ...game(), rules: '../x' }] }), /rule set is not a rule set id/],
    ['a bad commitment', encode({ v: 1, games: [], tables: [{ ...table, commitment: 'x' }] }), /table 1's commitment/],
    [
      'a bad host token',
      encode({ v: 1, games: [], tables: [{ ...table, hostToken: '<script>' }] }),
      /table 1's host token is not 22 base64url characters/,
    ],
    [
      'seats out of order',
      encode({ v: 1, games: [], tables: [{ ...table, seats: [table.seats[1], table.seats[0]] }] }),
      /table 1's seat 1 is out of order/,
    ],
  ];
  for (const [what, input, message] of bad) {
    it(`refuses ${what} with a clear reason, and adds nothing`, async () => {
      await expect(decodeTransfer(input)).rejects.toThrow(ImportError);
      await expect(decodeTransfer(input)).rejects.toThrow(message);
      expect(listMyGames()).toEqual([]);
    });
  }

  it('refuses a text too large to read', async () => {
    await expect(decodeTransfer('A'.repeat(MAX_IMPORT_CHARS + 1))).rejects.toThrow(
      /too large to import: 100001 characters, at most 100000/,
    );
  });
});
