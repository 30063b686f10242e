import type { Line, LineValue } from '../engine/core/line.js';
import { isolate } from '../engine/core/text.js';
import type { Viewer } from '../engine/core/types.js';
import { LOCALE_INFO } from './locales.js';
import type { Translator, Values } from './translator.js';

/**
 * A line from the engine (a history line, the turn's task) in `tr`'s language, as `viewer`
 * reads it. Each parameter becomes the message's arguments:
 * - a seat `p` gives `p` (its player's name, isolated so a name in another script keeps its
 *   direction, or "Seat N") and `p_is`: 'you' when the viewer holds that seat, else 'other',
 *   for messages to choose their grammar (`{p_is, select, you {You bid} other {{p} bids}}`);
 * - a term gives its word from the catalog, a nested line its text, a list its items joined;
 * - a code ("S01", "LON-03") gets the locale's digits, isolated left to right in a right-to-left language;
 * - strings and numbers pass as they are (the message formats numbers in the locale's digits).
 */
export function renderLine(tr: Translator, line: Line, viewer: Viewer, names?: readonly string[]): string {
  const values: Values = {};
  for (const [key, value] of Object.entries(line.params ?? {})) {
    if (isSeat(value)) {
      values[key] = seatName(tr, value.seat, names);
      values[`${key}_is`] = value.seat === viewer ? 'you' : 'other';
    } else {
      values[key] = text(tr, value, viewer, names);
    }
  }
  return tr.byId(line.id, values);
}

/** A seat's name as the history shows it: the player's own, or "Seat 3". */
export function seatName(tr: Translator, seat: number, names?: readonly string[]): string {
  const name = names?.[seat];
  return name !== undefined && name !== ''
    ? isolate(name)
    : tr.msg({ id: 'common.seatNumber', defaultMessage: 'Seat {n, number}' }, { n: seat + 1 });
}

function text(tr: Translator, value: LineValue, viewer: Viewer, names?: readonly string[]): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  // A number in a list has no message to format it: the locale's digits here.
  if ('list' in value)
    return tr.list(
      value.list.map((v) => (typeof v === 'number' ? tr.num(v) : String(text(tr, v, viewer, names)))),
      value.join === 'unit' ? 'unit' : 'conjunction',
    );
  if ('term' in value) return tr.byId(value.term);
  if ('timeOfDay' in value) return timeOfDayText(tr, value.timeOfDay);
  if ('code' in value) return codeText(tr, value.code);
  if ('id' in value) return renderLine(tr, value, viewer, names);
  // A seat inside a list: its name, or "you".
  return value.seat === viewer ? tr.msg({ id: 'common.you', defaultMessage: 'you' }) : seatName(tr, value.seat, names);
}

const isSeat = (v: LineValue): v is { seat: number } => typeof v === 'object' && 'seat' in v;

/**
 * A ship's, note's or card's code as the locale writes it: "S01", Persian "S۰۱" (every other number on a
 * Persian page has Persian digits), isolated left to right there so "LON-03" keeps its order in a sentence.
 */
export function codeText(tr: Translator, code: string): string {
  const written = code.replace(/\d/g, (d) => tr.num(Number(d), { useGrouping: false }));
  return LOCALE_INFO[tr.locale].dir === 'rtl' ? `\u2066${written}\u2069` : written;
}

/** "22:00" as the locale writes a time of day ("22:00", "۲۲:۰۰"); a malformed one as it came. */
function timeOfDayText(tr: Translator, hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  return tr.dateTime(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
}
