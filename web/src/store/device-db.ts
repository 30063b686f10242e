/**
 * What this device keeps in IndexedDB, readable by the page and the service worker alike
 * (a service worker cannot read localStorage):
 * - `seats`: the seat links this browser holds (a mirror of "My games", web/src/store/my-games.ts),
 *   so a notification's click can open the seat link it belongs to; a push never carries a token.
 * - `boards`: the last state of each game this device had open, shown when it is offline.
 * - `settings`: the device's chosen language (a mirror of localStorage, web/src/i18n/chosen-locale.ts),
 *   for the words the service worker writes itself.
 * Storage that cannot be opened (private mode, a quota) reads as empty and drops writes: the
 * game still works, it is only not remembered.
 */
const DB_NAME = 'tradewinds';
const DB_VERSION = 2;

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
  /** The subscription frame, the seats and the latest update: protocol frames as received. */
  meta: unknown;
  seats: unknown;
  latest: unknown;
  entries: unknown[];
  /** When this device saved it (ISO time). */
  savedAt: string;
}

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
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by an older tab'));
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

function run<T>(store: 'seats' | 'boards' | 'settings', mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  return open().then((db) => new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  }));
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
  return quietly(run('seats', 'readwrite', (s) => void s.put(record)).then(() => undefined), undefined);
}

export function deleteSeat(gameId: string, seat: number): Promise<void> {
  return quietly(run('seats', 'readwrite', (s) => void s.delete([gameId, seat])).then(() => undefined), undefined);
}

export async function getSeat(gameId: string, seat: number): Promise<SeatRecord | undefined> {
  return quietly(run<SeatRecord>('seats', 'readonly', (s) => s.get([gameId, seat])), undefined);
}

export function putBoard(record: BoardRecord): Promise<void> {
  return quietly(run('boards', 'readwrite', (s) => void s.put(record)).then(() => undefined), undefined);
}

export async function getBoard(key: string): Promise<BoardRecord | undefined> {
  return quietly(run<BoardRecord>('boards', 'readonly', (s) => s.get(key)), undefined);
}

/** Keeps the device's chosen language where the service worker can read it. */
export function putLocale(locale: string): Promise<void> {
  return quietly(run('settings', 'readwrite', (s) => void s.put(locale, 'locale')).then(() => undefined), undefined);
}

/** The device's chosen language, or undefined when none was kept (the worker then writes English). */
export async function getLocale(): Promise<string | undefined> {
  return quietly(run<string>('settings', 'readonly', (s) => s.get('locale')), undefined);
}
