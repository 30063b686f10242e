/**
 * A list kept in this browser's localStorage. Unreadable storage (private mode, a corrupted
 * value) reads as empty, and a write that fails (storage full or disabled) is dropped: the
 * game still works, it is just not remembered.
 */
export function readList<T>(key: string): T[] {
  try {
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
