import { largestUnits } from '../../../engine/core/clock/units.js';
import { msg } from '../i18n/i18n.js';

// Times and durations in words for a clock's reader, apart from the seats' clocks (clock-words.ts):
// the freight game's auction deadlines say them on its seat page, which then needs none of the
// clocks' quiet hours and time zones before its board is drawn.

/** Where and how the reader reads times. */
export interface Reader {
  timeZone: string;
  /** The locale dates are written in (dateLocale() of ui/local-time.ts): the page's language. */
  locale: string;
  /** Now on this device, only to choose whether a wait's start needs its date (a week or more ago). */
  nowMs: number;
}

/** An instant on the reader's wall clock, short: "Fri 4 Dec, 21:40". */
export function readerTime(iso: string, reader: Reader): string {
  return new Intl.DateTimeFormat(reader.locale, {
    timeZone: reader.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.parse(iso));
}

/**
 * Time left in its two largest units, in the page's language, rounded down so a clock never
 * promises time it does not have: "1 d 3 h", "3 h 20 min", "45 min", "20 s" (Vietnamese
 * "1 ngày 3 giờ", Persian "۱ روز ۳ ساعت"): engine/core/clock/describe.ts splits it, this says it.
 */
export function remainingWords(ms: number): string {
  if (Number.isNaN(ms)) throw new RangeError('remainingWords needs a number of milliseconds, got NaN');
  const { big, bigUnit, small } = largestUnits(ms);
  switch (bigUnit) {
    case 'd':
      return small > 0
        ? msg(
            { id: 'game.clock.daysHours', defaultMessage: '{days, number} d {hours, number} h' },
            { days: big, hours: small },
          )
        : msg({ id: 'game.clock.days', defaultMessage: '{days, number} d' }, { days: big });
    case 'h':
      return small > 0
        ? msg(
            { id: 'game.clock.hoursMinutes', defaultMessage: '{hours, number} h {minutes, number} min' },
            { hours: big, minutes: small },
          )
        : msg({ id: 'game.clock.hours', defaultMessage: '{hours, number} h' }, { hours: big });
    case 'min':
      return msg({ id: 'game.clock.minutes', defaultMessage: '{minutes, number} min' }, { minutes: big });
    case 's':
      return msg({ id: 'game.clock.seconds', defaultMessage: '{seconds, number} s' }, { seconds: big });
  }
}
