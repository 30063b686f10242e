/**
 * A list kept in this browser's localStorage. Unreadable storage (private mode, a corrupted
 * value) reads as empty, and a write that fails (storage full or disabled) is dropped: the
 * game still works, it is just not remembered.
 */
export function readList<T>(key: string): T[] {
  try {
    // The one place a stored list is taken on trust: what writeList wrote under this key, by this
    // page's own code from values of the caller's type (a list edited by hand is the reader's risk).
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as T[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function writeList(key: string, list: readonly unknown[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Not remembered; see above.
  }
}
