/**
 * The time zones a reader can pick from, and the browser's own: the lobby's clock fields, a seat's
 * clock settings and the sealed-bid deadlines all read times in one of these.
 */

/** The time zones this browser knows, the given one first if it is missing (an old browser's list). */
export function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The browser's own time zone: the default for the table's quiet hours and a seat's settings. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
