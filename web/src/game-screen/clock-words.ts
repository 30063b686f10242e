import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import { describeWaitingSince } from '../../../engine/core/clock/describe.js';
import { activeBetween, isQuiet, quietWindow } from '../../../engine/core/clock/quiet.js';
import { msg } from '../i18n/i18n.js';
import { seatName } from '../ui/seat-colours.js';
import { readerTime, remainingWords, type Reader } from './time-words.js';

/**
 * A seat's clock in words, from the SeatClockView the latest update carried. Every figure is
 * the server's; the only local reading is how long ago that update arrived (a monotonic
 * interval, so a wrong clock on this device cannot skew it), which a running clock counts down.
 */

/**
 * The clock as it stands `elapsedMs` after the update was received. With the server's time of
 * the reading (`clocksAtMs`, the update's `clocksAt`) and the seat's settings, a seat in its
 * turn is read from its deadline, which is exact: the time left at any instant is the running
 * time between it and the deadline, so the count stops at bedtime and resumes in the morning,
 * and a vacation's end starts it again, all without asking the server. Without them (an older
 * server), a running clock simply has `elapsedMs` less left; every other clock stands still.
 */
export function clockAfter(view: SeatClockView, elapsedMs: number, clocksAtMs?: number): SeatClockView {
  const elapsed = Math.max(0, elapsedMs);
  // An older server's reading has no settings, whatever the type says.
  const read: Partial<SeatClockView> = view;
  if (clocksAtMs === undefined || !Number.isFinite(clocksAtMs) || read.settings === undefined) {
    if (!view.running) return view;
    const remainingMs = Math.max(0, view.remainingMs - elapsed);
    return { ...view, remainingMs, bankMs: Math.min(view.bankMs, remainingMs) };
  }
  const t = clocksAtMs + elapsed;
  const settings = view.settings;
  const window = settings?.quietHours
    ? quietWindow(settings.timeZone, settings.quietHours.from, settings.quietHours.to)
    : null;
  const asleep = isQuiet(window, t);
  if (!view.toAct || view.deadline === null || view.bot || view.botHolds) return { ...view, asleep };
  const vacationEnd = view.onVacationUntil === null ? null : Date.parse(view.onVacationUntil);
  const onVacation = vacationEnd !== null && t < vacationEnd;
  const deadline = Date.parse(view.deadline);
  const from = onVacation ? vacationEnd : t;
  const remainingMs = from >= deadline ? 0 : activeBetween(window, from, deadline);
  return {
    ...view,
    asleep,
    onVacationUntil: onVacation ? view.onVacationUntil : null,
    remainingMs,
    running: !asleep && !onVacation && remainingMs > 0,
    bankMs: Math.min(view.bankMs, remainingMs),
  };
}

export interface ClockWords {
  /** The headline: "Bo: 1 d 3 h left", "Bo: bot playing", "Bo: on vacation until Fri 4 Dec, 21:40". */
  text: string;
  /** What else is true: whose turn since when, asleep, timeouts in a row. */
  notes: string[];
  /** For styling and tests. */
  state: 'running' | 'waiting' | 'idle' | 'asleep' | 'vacation' | 'bot' | 'out';
}

/** One seat's clock in words, for the reader, in the page's language. */
export function clockWords(view: SeatClockView, names: readonly string[], reader: Reader): ClockWords {
  const name = seatName(names, view.seat);
  const left = remainingWords(view.remainingMs);
  const waiting =
    view.toAct && view.since
      ? [
          msg(
            { id: 'game.clock.waitingSince', defaultMessage: 'waiting since {since} your time' },
            { since: describeWaitingSince(view.since, reader.timeZone, reader.locale, reader.nowMs) },
          ),
        ]
      : [];
  if (view.bot) {
    return {
      text: msg({ id: 'game.clock.bot', defaultMessage: '{name}: a bot' }, { name }),
      notes: view.toAct
        ? [msg({ id: 'game.clock.botPause', defaultMessage: 'the bot moves after a short pause' })]
        : [],
      state: 'bot',
    };
  }
  if (view.botHolds) {
    return {
      text: msg({ id: 'game.clock.botHolds', defaultMessage: '{name}: bot playing' }, { name }),
      notes: [
        msg(
          {
            id: 'game.clock.botHoldsWhy',
            defaultMessage:
              'after {count, plural, one {# timeout} other {# timeouts}} in a row; {name} can take the seat back with "I\'m back"',
          },
          { count: view.timeouts, name },
        ),
      ],
      state: 'bot',
    };
  }
  const asleep = view.asleep
    ? [msg({ id: 'game.clock.asleep', defaultMessage: 'asleep (quiet hours): the clock is stopped' })]
    : [];
  const streak =
    view.timeouts > 0
      ? [
          msg(
            {
              id: 'game.clock.timeouts',
              defaultMessage: '{count, plural, one {# timeout} other {# timeouts}} in a row',
            },
            { count: view.timeouts },
          ),
        ]
      : [];
  const timeLeft = () => msg({ id: 'game.clock.left', defaultMessage: '{name}: {left} left' }, { name, left });
  if (view.onVacationUntil) {
    return {
      text: msg(
        { id: 'game.clock.vacation', defaultMessage: '{name}: on vacation until {until}' },
        { name, until: readerTime(view.onVacationUntil, reader) },
      ),
      notes: [
        msg({ id: 'game.clock.leftAfterVacation', defaultMessage: '{left} left after it' }, { left }),
        ...waiting,
        ...streak,
      ],
      state: 'vacation',
    };
  }
  if (!view.toAct) return { text: timeLeft(), notes: [...asleep, ...streak], state: view.asleep ? 'asleep' : 'idle' };
  if (view.remainingMs <= 0) {
    return {
      text: msg({ id: 'game.clock.timeUp', defaultMessage: '{name}: time is up' }, { name }),
      notes: [
        msg({ id: 'game.clock.movedForThem', defaultMessage: 'a move is being made on their behalf' }),
        ...waiting,
        ...streak,
      ],
      state: 'out',
    };
  }
  return {
    text: timeLeft(),
    notes: [...waiting, ...asleep, ...streak],
    state: view.asleep ? 'asleep' : view.running ? 'running' : 'waiting',
  };
}
