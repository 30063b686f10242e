import { seatLink, spectatorLink } from '../../../lambdas/protocol/links.js';
import { msg, num } from '../i18n/i18n.js';

/** A count in the page's digits, without grouping ("100000", as a size limit is written). */
const count = (n: number) => num(n, { useGrouping: false });
import { listCreatedTables, rememberCreatedTable, type CreatedTable } from './created-tables.js';
import { listMyGames, rememberGame, type MyGame } from './my-games.js';
import { importText } from './import-link.js';

/**
 * Moving My games (and the tables created here) to another device, without accounts: the seats
 * and links go as base64url of deflated JSON (a third of the plain text's length, so a QR code
 * holds three times the seats), as a text to paste or inside an import link
 * `<origin>/#import=<text>` (which the QR code holds). The other device checks every field,
 * asks before adding, and adds only what it does not hold yet.
 */

/** What an export holds: a seat's way back in and a table's links, nothing the server can tell again. */
export interface Transfer {
  games: Pick<MyGame, 'gameId' | 'seat' | 'token' | 'rules' | 'title' | 'names' | 'joinedAt' | 'lastMoveAt'>[];
  tables: CreatedTable[];
}

/** The longest text an import reads: some hundreds of seats; anything longer is refused unread. */
export const MAX_IMPORT_CHARS = 100_000;
/** The most JSON an import inflates to: a small text that inflates without end is refused, not read. */
const MAX_JSON_BYTES = 1_000_000;
const MAX_ITEMS = 500;
const FORMAT = 1;
const ID = /^[A-Za-z0-9_-]{22}$/;
const RULES = /^[a-z0-9-]{1,40}$/;

/** Everything this device holds, ready to export. */
export function collectTransfer(): Transfer {
  return {
    games: listMyGames().map(({ gameId, seat, token, rules, title, names, joinedAt, lastMoveAt }) => ({
      gameId,
      seat,
      token,
      rules,
      title,
      names,
      joinedAt,
      ...(lastMoveAt ? { lastMoveAt } : {}),
    })),
    tables: listCreatedTables(),
  };
}

function toBase64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const s = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates, stopping with an error past `max` bytes. */
async function inflate(bytes: Uint8Array<ArrayBuffer>, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new ImportError(
        msg(
          {
            id: 'lobby.import.tooLargeBytes',
            defaultMessage: 'This export is too large to import: it unpacks to more than {max} bytes.',
          },
          { max: count(max) },
        ),
      );
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The export as compact text. Table links are not written out: each seat's token is, and the
 * links are rebuilt from it on import (seatLink), which keeps the QR code small.
 */
export async function encodeTransfer(t: Transfer): Promise<string> {
  const tables = t.tables.map((x) => ({
    ...x,
    spectatorLink: undefined,
    seats: x.seats.map((s) => ({ ...s, link: undefined })),
  }));
  return toBase64url(await deflate(new TextEncoder().encode(JSON.stringify({ v: FORMAT, games: t.games, tables }))));
}

export class ImportError extends Error {}

/**
 * Refuses the import. The reasons a player can act on (empty, cut short, another format) are
 * messages of their own; a damaged field's place ("game 2's seat token") is named in English
 * inside the translated sentence: it only ever meets a text someone changed by hand.
 */
const fail = (why: string): never => {
  throw new ImportError(
    msg({ id: 'lobby.import.notExport', defaultMessage: 'This is not a Tradewinds export: {why}.' }, { why }),
  );
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, what: string, max = 200): string =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : fail(`${what} is missing or not a short text`);
const time = (v: unknown, what: string): string =>
  typeof v === 'string' && v.length <= 40 && Number.isFinite(Date.parse(v)) ? v : fail(`${what} is not a time`);
const id = (v: unknown, what: string): string =>
  typeof v === 'string' && ID.test(v) ? v : fail(`${what} is not 22 base64url characters`);
const seatNo = (v: unknown, what: string): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 16 ? v : fail(`${what} is not a seat number`);
const list = (v: unknown, what: string): unknown[] =>
  Array.isArray(v) && v.length <= MAX_ITEMS ? v : fail(`${what} is not a list of at most ${MAX_ITEMS}`);
const names = (v: unknown, what: string): string[] =>
  list(v, what).map((n, i) => (typeof n === 'string' && n.length <= 40 ? n : fail(`${what} ${i + 1} is not a name`)));

/**
 * Reads a pasted export or import link, checking every field; a bad one is an ImportError that
 * says which, and nothing is added. Surrounding spaces and line breaks (a messenger's) are ignored.
 */
export async function decodeTransfer(input: string): Promise<Transfer> {
  const trimmed = input.trim();
  if (trimmed.length === 0) fail(msg({ id: 'lobby.import.empty', defaultMessage: 'the text is empty' }));
  if (trimmed.length > MAX_IMPORT_CHARS)
    throw new ImportError(
      msg(
        {
          id: 'lobby.import.tooLargeChars',
          defaultMessage: 'This export is too large to import: {n} characters, at most {max}.',
        },
        { n: count(trimmed.length), max: count(MAX_IMPORT_CHARS) },
      ),
    );
  const code = importText(trimmed);
  const compact = code.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9_-]+$/.test(compact))
    fail(
      msg({
        id: 'lobby.import.badCharacters',
        defaultMessage: 'it holds characters an export never has (copy all of it, or the whole link)',
      }),
    );
  let data: unknown;
  try {
    data = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64url(compact), MAX_JSON_BYTES)),
    );
  } catch (e) {
    if (e instanceof ImportError) throw e;
    fail(
      msg({
        id: 'lobby.import.cutShort',
        defaultMessage: 'the text is cut short or changed (copy all of it, or the whole link)',
      }),
    );
  }
  if (!isObject(data)) return fail(msg({ id: 'lobby.import.noList', defaultMessage: 'it holds no list of games' }));
  if (data.v !== FORMAT)
    fail(
      msg(
        { id: 'lobby.import.format', defaultMessage: 'it is format {got}, and this version reads format {want}' },
        { got: data.v === undefined ? 'undefined' : JSON.stringify(data.v), want: count(FORMAT) },
      ),
    );
  const games = list(data.games, 'games').map((g, i): Transfer['games'][number] => {
    const at = `game ${i + 1}`;
    if (!isObject(g)) return fail(`${at} is not a record`);
    const seat = seatNo(g.seat, `${at}'s seat`);
    const n = names(g.names, `${at}'s player`);
    if (seat >= n.length) fail(`${at}'s seat ${seat + 1} is not among its ${n.length} players`);
    return {
      gameId: id(g.gameId, `${at}'s game id`),
      seat,
      token: id(g.token, `${at}'s seat token`),
      rules: RULES.test(String(g.rules)) ? String(g.rules) : fail(`${at}'s rule set is not a rule set id`),
      title: text(g.title, `${at}'s title`),
      names: n,
      joinedAt: time(g.joinedAt, `${at}'s date`),
      ...(g.lastMoveAt === undefined ? {} : { lastMoveAt: time(g.lastMoveAt, `${at}'s last move time`) }),
    };
  });
  const tables = list(data.tables ?? [], 'tables').map((t, i): CreatedTable => {
    const at = `table ${i + 1}`;
    if (!isObject(t)) return fail(`${at} is not a record`);
    const gameId = id(t.gameId, `${at}'s game id`);
    const seats = list(t.seats, `${at}'s seats`).map((s, k) => {
      const where = `${at}'s seat ${k + 1}`;
      if (!isObject(s)) return fail(`${where} is not a record`);
      if (s.seat !== k) fail(`${where} is out of order`);
      const token = s.token === null ? null : id(s.token, `${where}'s token`);
      const { open, bot } = s;
      if (typeof open !== 'boolean' || typeof bot !== 'boolean')
        return fail(`${where} does not say whether it is open or a bot`);
      return {
        seat: k,
        name: typeof s.name === 'string' && s.name.length <= 40 ? s.name : fail(`${where}'s name is not a name`),
        open,
        bot,
        token,
        link: token === null ? null : seatLink(gameId, k, token),
      };
    });
    return {
      gameId,
      rules: RULES.test(String(t.rules)) ? String(t.rules) : fail(`${at}'s rule set is not a rule set id`),
      title: text(t.title, `${at}'s title`),
      createdAt: time(t.createdAt, `${at}'s date`),
      seats,
      spectatorLink: spectatorLink(gameId),
      commitment:
        typeof t.commitment === 'string' && /^[0-9a-f]{64}$/.test(t.commitment)
          ? t.commitment
          : fail(`${at}'s commitment is not a SHA-256 fingerprint`),
      // The creator's chat moderation moves with the table (absent for tables from before table chat).
      ...(t.hostToken !== undefined && { hostToken: id(t.hostToken, `${at}'s host token`) }),
    };
  });
  if (games.length === 0 && tables.length === 0)
    fail(msg({ id: 'lobby.import.nothing', defaultMessage: 'it holds no games and no tables' }));
  return { games, tables };
}

/** What an import would add to this device: only what it does not hold yet. */
export function newInTransfer(t: Transfer): Transfer {
  const held = new Set(listMyGames().map((g) => `${g.gameId}/${g.seat}`));
  const tables = new Set(listCreatedTables().map((x) => x.gameId));
  const seen = new Set<string>();
  return {
    games: t.games.filter((g) => {
      const key = `${g.gameId}/${g.seat}`;
      if (held.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    tables: t.tables.filter((x) => !tables.has(x.gameId) && !seen.has(x.gameId) && seen.add(x.gameId)),
  };
}

/**
 * Adds what the import holds and this device does not; a seat already held stays as it is.
 * The new seats' state is unknown until My games asks the server (version 0: everything).
 */
export function applyTransfer(t: Transfer): { games: number; tables: number } {
  const fresh = newInTransfer(t);
  for (const g of fresh.games) rememberGame({ ...g, status: 'playing', toAct: [], version: 0 });
  for (const x of fresh.tables) rememberCreatedTable(x);
  return { games: fresh.games.length, tables: fresh.tables.length };
}
