/**
 * Reading strings as one of a known set (a rule set's goods, its spots, a select's options) by
 * checking them against the set itself, so that the narrower type is one the value really has;
 * and reading a field of an object whose shape is not declared (a legal template's nested field).
 */

/** Whether `value` is one of `choices`. */
export function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return choices.some((c) => c === value);
}

/**
 * A record's entries whose keys are among `keys`, in the record's own order (the order the server
 * wrote them in); a key outside them, or a missing value, is left out.
 */
export function knownEntries<K extends string, V>(record: Partial<Record<K, V>>, keys: readonly K[]): [K, V][] {
  const out: [K, V][] = [];
  for (const [key, value] of Object.entries<V | undefined>(record)) {
    if (isOneOf(keys, key) && value !== undefined) out.push([key, value]);
  }
  return out;
}

/** What a plain object holds under `key` as its own field, or undefined (for anything but an object too). */
export function fieldOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  const field: unknown = Reflect.get(value, key);
  return field;
}

/** A plain object whose own fields are all strings, copied as such; null for anything else. */
export function stringsOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const out: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    const field = fieldOf(value, key);
    if (typeof field !== 'string') return null;
    out[key] = field;
  }
  return out;
}
