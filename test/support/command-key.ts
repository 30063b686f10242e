/** A command (or any JSON value) as a string in which key order does not matter, to compare commands by. */
export function commandKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(commandKey).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${k}:${commandKey((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
