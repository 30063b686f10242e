/**
 * What this device keeps in IndexedDB, readable by the page and the service worker alike
 * (a service worker cannot read localStorage):
 * - `seats`: the seat links this browser holds (a mirror of "My games", web/src/store/my-games.ts),
 *   so a notification's click can open the seat link it belongs to; a push never carries a token.
 * - `boards`: the last state of each game this device had open, shown when it is offline, and
 *   `entries`, its log, one item per version, so that a move writes its own entry and not the
 *   whole log again (a page following a long game wrote hundreds of entries on every move).
 * - `settings`: the device's chosen language (a mirror of localStorage, web/src/i18n/chosen-locale.ts),
 *   for the words the service worker writes itself.
 * Storage that cannot be opened (private mode, a quota) reads as empty and drops writes: the
 * game still works, it is only not remembered.
 */
import type { Entry, SeatInfo, SubscribedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';

const DB_NAME = 'tradewinds';
const DB_VERSION = 3;

export interface SeatRecord {
  gameId: string;
  seat: number;
  token: string;
  title: string;
}

/** A game as this device last saw it: the frames the game screen needs to draw it again. */
export interface BoardRecord {
  /** `<gameId>/<seat>` for a seat, `<gameId>/-` for a spectator. */
  key: string;
  /** The subscription frame, the seats and the latest update (its entries apart): protocol frames as received. */
  meta: SubscribedFrame;
  seats: SeatInfo[];
  latest: UpdateFrame;
  entries: Entry[];
  /** When this device saved it (ISO time). */
  savedAt: string;
}

/** What `boards` holds for a board since its entries have a store of their own. */
type BoardHead = Omit<BoardRecord, 'entries'>;

export const seatKey = (gameId: string, seat: number | undefined) => `${gameId}/${seat ?? '-'}`;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('seats')) db.createObjectStore('seats', { keyPath: ['gameId', 'seat'] });
      if (!db.objectStoreNames.contains('boards')) db.createObjectStore('boards', { keyPath: 'key' });
      if (!db.objectStoreNames.contains('settings')) db.createObjectStore('settings');
      if (!db.objectStoreNames.contains('entries')) db.createObjectStore('entries', { keyPath: ['key', 'version'] });
    };
    req.onsuccess = () => {
      const db = req.result;
      // A newer page upgrading the database waits for every open copy to close: this one steps
      // aside (and opens the new version on its next use) instead of blocking it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by an older tab'));
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

/** Runs one request in a transaction of its own; what a read finds is unknown until its reader checks it. */
function run(
  store: 'seats' | 'boards' | 'settings',
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest | undefined,
): Promise<unknown> {
  return runOver([store], mode, (tx) => {
    const req = work(tx.objectStore(store));
    return req && ((): unknown => req.result);
  });
}

/**
 * Runs requests over several stores in one transaction (all of them happen, or none); `work`
 * may hand back how to read its answer once the transaction is complete.
 */
function runOver(
  stores: ('seats' | 'boards' | 'settings' | 'entries')[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => (() => unknown) | undefined,
): Promise<unknown> {
  return open().then(
    (db) =>
      new Promise<unknown>((resolve, reject) => {
        const tx = db.transaction(stores, mode);
        const answer = work(tx);
        tx.oncomplete = () => resolve(answer?.());
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

/** Swallows storage failures (see the file's note); the caller gets `fallback`. */
async function quietly<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch {
    return fallback;
  }
}

export function putSeat(record: SeatRecord): Promise<void> {
  return quietly(
    run('seats', 'readwrite', (s) => void s.put(record)).then(() => undefined),
    undefined,
  );
}

export function deleteSeat(gameId: string, seat: number): Promise<void> {
  return quietly(
    run('seats', 'readwrite', (s) => void s.delete([gameId, seat])).then(() => undefined),
    undefined,
  );
}

export async function getSeat(gameId: string, seat: number): Promise<SeatRecord | undefined> {
  return seatRecordOf(
    await quietly(
      run('seats', 'readonly', (s) => s.get([gameId, seat])),
      undefined,
    ),
  );
}

/** A stored seat record, field by field (a record of an older version of this page reads as none). */
function seatRecordOf(v: unknown): SeatRecord | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  if (!('gameId' in v && typeof v.gameId === 'string' && 'seat' in v && typeof v.seat === 'number')) return undefined;
  if (!('token' in v && typeof v.token === 'string' && 'title' in v && typeof v.title === 'string')) return undefined;
  return { gameId: v.gameId, seat: v.seat, token: v.token, title: v.title };
}

/** The key range of one board's entries, from `from` on. */
const entriesOf = (key: string, from = 0) => IDBKeyRange.bound([key, from], [key, Infinity]);

/**
 * Keeps a board: its head, the entries given (those new or changed since the last write; all of
 * them the first time), and drops any kept entry past `lastVersion` (a log that a new subscription
 * cut back). One transaction, so a reader never sees a head without its entries. Resolves with
 * whether it was written.
 */
export function putBoard(head: BoardHead, entries: readonly Entry[], lastVersion: number): Promise<boolean> {
  return quietly(
    runOver(['boards', 'entries'], 'readwrite', (tx) => {
      tx.objectStore('boards').put(head);
      const store = tx.objectStore('entries');
      for (const entry of entries) store.put({ key: head.key, version: entry.version, entry });
      store.delete(entriesOf(head.key, lastVersion + 1));
      return undefined;
    }).then(() => true),
    false,
  );
}

export async function getBoard(key: string): Promise<BoardRecord | undefined> {
  const stored = await quietly(
    runOver(['boards', 'entries'], 'readonly', (tx) => {
      const head = tx.objectStore('boards').get(key);
      const rows = tx.objectStore('entries').getAll(entriesOf(key));
      return () => ({ head: head.result as unknown, rows: rows.result as unknown });
    }),
    undefined,
  );
  if (typeof stored !== 'object' || stored === null) return undefined;
  // The one place a board is taken on trust: IndexedDB gives back a copy of what putBoard stored
  // under this key, frames our own server sent, which the page took as the protocol's types when
  // they came (it carries no parser for the protocol: that would weigh more than the board).
  const { head, rows } = stored as { head: (BoardHead & { entries?: Entry[] }) | undefined; rows: { entry: Entry }[] };
  if (!head) return undefined;
  // A board kept by an older page holds its entries itself.
  return { ...head, entries: head.entries ?? rows.map((r) => r.entry) };
}

/** Keeps the device's chosen language where the service worker can read it. */
export function putLocale(locale: string): Promise<void> {
  return quietly(
    run('settings', 'readwrite', (s) => void s.put(locale, 'locale')).then(() => undefined),
    undefined,
  );
}

/** The device's chosen language, or undefined when none was kept (the worker then writes English). */
export async function getLocale(): Promise<string | undefined> {
  const locale = await quietly(
    run('settings', 'readonly', (s) => s.get('locale')),
    undefined,
  );
  return typeof locale === 'string' ? locale : undefined;
}
