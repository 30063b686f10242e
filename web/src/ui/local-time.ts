/**
 * Times as players read them: in this browser's own time zone and language, short, and written
 * out in full (never only in a hover tooltip, which touch screens do not show).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the day holding `d`, in the browser's time zone. */
function dayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * An instant on the reader's wall clock: "14:05" today, "yesterday 09:12", "Mon 3 Nov 09:12"
 * before that (with the year when it is not this year's). An unreadable time reads as "an unknown time".
 */
export function localTime(iso: string, now: Date = new Date()): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return 'an unknown time';
  const when = new Date(ms);
  const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(when);
  const days = Math.round((dayStart(now) - dayStart(when)) / DAY_MS);
  if (days === 0) return clock;
  if (days === 1) return `yesterday ${clock}`;
  const sameYear = when.getFullYear() === now.getFullYear();
  const date = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(when);
  return `${date} ${clock}`;
}

/**
 * How long ago an instant was, in words: "less than a minute", "5 min", "3 h 5 min", "1 day 4 h",
 * "2 days". A time ahead of this device's clock (a clock a little fast or slow) counts as now.
 */
export function sinceWords(iso: string, now: Date = new Date()): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return 'an unknown time';
  const minutes = Math.floor(Math.max(0, now.getTime() - ms) / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  if (days === 1) return hours % 24 ? `1 day ${hours % 24} h` : '1 day';
  return `${days} days`;
}
