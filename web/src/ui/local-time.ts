import { largestUnits } from '../../../engine/core/clock/units.js';
import { dateTime, locale, msg } from '../i18n/i18n.js';

/**
 * Times as players read them: in this browser's own time zone and the page's language, short,
 * and written out in full (never only in a hover tooltip, which touch screens do not show).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the day holding `d`, in the browser's time zone. */
function dayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** The browser's languages by preference; one without the list (an older one) gives its one language. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // Declared always present, which an older browser does not make true.
  const nav: Partial<Navigator> = navigator;
  return nav.languages ?? [navigator.language];
}

/**
 * The locale dates are written in: the browser's own tag when it speaks the page's language
 * ("en-GB" keeps its 24-hour clock, "fa-IR" its calendar), else the page's language itself.
 */
export function dateLocale(): string {
  const page = locale();
  return browserLanguages().find((tag) => tag.toLowerCase().split('-')[0] === page) ?? page;
}

/**
 * Formatters in the browser's own locale, by locale and options: making one costs far more than
 * using it, and a following page wrote times on every move (the same few options each time).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(d: Date, options: Intl.DateTimeFormatOptions): string {
  const tag = dateLocale();
  if (locale() === tag) return dateTime(d, options);
  const key = `${tag} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(tag, options)));
  return formatter.format(d);
}

/**
 * An instant on the reader's wall clock: "14:05" today, "yesterday 09:12", "Mon 3 Nov 09:12"
 * before that (with the year when it is not this year's). An unreadable time reads as "an unknown time".
 */
export function localTime(iso: string, now: Date = new Date()): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return msg({ id: 'common.time.unknown', defaultMessage: 'an unknown time' });
  const when = new Date(ms);
  const clock = format(when, { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((dayStart(now) - dayStart(when)) / DAY_MS);
  if (days === 0) return clock;
  if (days === 1) return msg({ id: 'common.time.yesterday', defaultMessage: 'yesterday {clock}' }, { clock });
  const sameYear = when.getFullYear() === now.getFullYear();
  const date = format(when, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  return msg({ id: 'common.time.dated', defaultMessage: '{date} {clock}' }, { date, clock });
}

/**
 * How long ago an instant was, in words: "less than a minute", "5 min", "3 h 5 min", "1 day 4 h",
 * "2 days". A time ahead of this device's clock (a clock a little fast or slow) counts as now.
 */
export function sinceWords(iso: string, now: Date = new Date()): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return msg({ id: 'common.time.unknown', defaultMessage: 'an unknown time' });
  // Split as a clock's time left is (engine/core/clock/describe.ts), in words of its own: "1 day 4 h", "2 days".
  const { big, bigUnit, small } = largestUnits(now.getTime() - ms);
  switch (bigUnit) {
    case 's':
      return msg({ id: 'common.since.underMinute', defaultMessage: 'less than a minute' });
    case 'min':
      return msg({ id: 'common.since.minutes', defaultMessage: '{minutes, number} min' }, { minutes: big });
    case 'h':
      return small > 0
        ? msg(
            { id: 'common.since.hoursMinutes', defaultMessage: '{hours, number} h {minutes, number} min' },
            { hours: big, minutes: small },
          )
        : msg({ id: 'common.since.hours', defaultMessage: '{hours, number} h' }, { hours: big });
    case 'd':
      if (big === 1 && small > 0)
        return msg(
          {
            id: 'common.since.dayHours',
            defaultMessage: '{days, plural, one {# day} other {# days}} {hours, number} h',
          },
          { days: big, hours: small },
        );
      return msg(
        { id: 'common.since.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
        { days: big },
      );
  }
}

/**
 * How long ago, as a phrase of its own: "2 h ago". A whole message, since languages put the
 * "ago" in different places (Persian "۲ ساعت پیش", Hungarian "2 órája" reads as "2 ó ezelőtt" here).
 */
export function agoWords(iso: string, now: Date = new Date()): string {
  return msg({ id: 'common.ago', defaultMessage: '{since} ago' }, { since: sinceWords(iso, now) });
}
