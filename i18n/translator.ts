import { IntlMessageFormat, PART_TYPE, formatToParts, type Formatters } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from '../engine/core/line.js';
import type { Locale } from './locales.js';

/**
 * A locale's messages, id -> ICU MessageFormat text, or the text already parsed (the web client's
 * catalogs are parsed when it is built, so the page carries no parser: web/build.ts).
 */
export type Catalog = Readonly<Record<string, string | MessageFormatElement[]>>;
export type Values = Record<string, string | number | Date>;

/**
 * One language's formatting: its messages (ICU MessageFormat: plural and select rules, numbers
 * in the locale's digits, by FormatJS's intl-messageformat), numbers, lists and dates. Pure:
 * the browser keeps one for the page's language (web/src/i18n/), the server one per language it
 * writes a push or a webhook line in.
 */
export class Translator {
  /**
   * Each message's elements, parsed once, by id. A message is formatted from its elements with
   * intl-messageformat's `formatToParts`, not through an `IntlMessageFormat` of its own: making one
   * resolves the locale and merges the format tables again for every message, which a profile of
   * a page loading a game put near the top of its own code (a page formats hundreds of messages
   * for the first time as it opens).
   */
  private readonly formats = new Map<string, MessageFormatElement[]>();
  /**
   * Intl formatters by kind and options. Making one costs far more than using it (a history of a
   * few hundred lines formats thousands of numbers): a profile of a page following a whole game
   * put the making of number formats at the top of its own code.
   */
  private readonly numbers = new Map<string, Intl.NumberFormat>();
  private readonly lists = new Map<string, Intl.ListFormat>();
  private readonly dates = new Map<string, Intl.DateTimeFormat>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  /**
   * The formatters every message of this language formats its numbers, plurals and dates with.
   * Left to itself intl-messageformat gives each message its own, made on its first use and then
   * looked up by a JSON text of the arguments: formatting a message with a number and a plural
   * took three to four times as long as with these, shared (measured in Node over 300 messages).
   */
  private readonly formatters: Formatters = {
    // The locales are the translator's own (a message is made with them). FormatJS's number options
    // type knows newer values (useGrouping: 'always') than TypeScript's lib does; our catalogs'
    // number styles are ones the lib's type covers.
    getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
      memo(this.numbers, options, () => new Intl.NumberFormat(locales ?? this.locale, options), locales),
    getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      memo(this.dates, options, () => new Intl.DateTimeFormat(locales ?? this.locale, options), locales),
    getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
      memo(this.plurals, options, () => new Intl.PluralRules(locales ?? this.locale, options), locales),
  };

  /**
   * `earlier`: the page's translator before more of its catalog arrived (a screen's or a rule
   * set's words, fetched as the screen opens). In the same locale this one keeps its Intl
   * formatters and every message whose text the new catalog did not change, instead of making
   * them all again for the redraw that follows each part: a page opening a game gets five to ten
   * parts one after another, and made every formatter and message afresh after each.
   */
  constructor(
    readonly locale: Locale,
    private readonly catalog: Catalog,
    earlier?: Translator,
  ) {
    if (earlier?.locale !== locale) return;
    copyInto(earlier.numbers, this.numbers);
    copyInto(earlier.lists, this.lists);
    copyInto(earlier.dates, this.dates);
    copyInto(earlier.plurals, this.plurals);
    // A message made from the code's English (its id was not in the catalog then) is made again
    // once the catalog has it: only a message whose text is the very same is kept.
    for (const [id, elements] of earlier.formats)
      if (messageIn(earlier.catalog, id) === messageIn(catalog, id)) this.formats.set(id, elements);
  }

  /** A message of the code (its descriptor written inline, for the extraction tool to read). */
  msg(descriptor: MessageDescriptor, values?: Values): string {
    return this.format(this.compiled(descriptor.id, descriptor.defaultMessage), values);
  }

  /**
   * A message known only by its id (lines from the engine, error codes from the server). One
   * that is missing or cannot be formatted (a value missing) throws: the completeness and
   * coverage tests format every one in every locale.
   */
  byId(id: string, values?: Values): string {
    return this.format(this.compiled(id), values);
  }

  has(id: string): boolean {
    return id in this.catalog;
  }

  /** A number as the locale writes it (Persian digits in Persian). */
  num(n: number, options?: Intl.NumberFormatOptions): string {
    return memo(this.numbers, options, () => new Intl.NumberFormat(this.locale, options)).format(n);
  }

  /** A list as the locale joins it: "a, b and c", "a, b và c", "a، b و c"; 'unit': "a, b, c". */
  list(items: readonly string[], type: 'conjunction' | 'unit' = 'conjunction'): string {
    // British English, as the app's English is: no comma before "and".
    const options = { type, style: type === 'unit' ? 'short' : 'long' } as const;
    return memo(
      this.lists,
      options,
      () => new Intl.ListFormat(this.locale === 'en' ? 'en-GB' : this.locale, options),
    ).format(items);
  }

  /** A date or time in the locale, in this device's time zone unless the options name one. */
  dateTime(d: Date, options: Intl.DateTimeFormatOptions): string {
    return memo(this.dates, options, () => new Intl.DateTimeFormat(this.locale, options)).format(d);
  }

  private compiled(id: string, fallback?: string): MessageFormatElement[] {
    let elements = this.formats.get(id);
    if (!elements) {
      const message = messageIn(this.catalog, id) ?? (fallback === undefined ? undefined : parsedFallback(fallback));
      if (message === undefined) throw new Error(`No message '${id}' in the ${this.locale} catalog`);
      // A text (the server's catalogs) is parsed as intl-messageformat parses it, in this locale.
      elements = typeof message === 'string' ? new IntlMessageFormat(message, this.locale).getAst() : message;
      this.formats.set(id, elements);
    }
    return elements;
  }

  /** What `IntlMessageFormat.format` gives for these elements, as text. */
  private format(elements: MessageFormatElement[], values?: Values): string {
    // A part is text, or a value passed through as it was given (a date in a bare argument).
    const parts = formatToParts<Date>(elements, this.locale, this.formatters, IntlMessageFormat.formats, values);
    if (parts.length === 1) return String(parts[0].value);
    // Runs of literal text joined, anything else kept apart, as intl-messageformat's `format` does.
    const joined: (string | Date)[] = [];
    for (const part of parts) {
      const last = joined.length - 1;
      if (last >= 0 && part.type === PART_TYPE.literal && typeof joined[last] === 'string') joined[last] += part.value;
      else joined.push(part.value);
    }
    return joined.length <= 1 ? String(joined[0] ?? '') : String(joined);
  }
}

function copyInto<F>(from: ReadonlyMap<string, F>, to: Map<string, F>): void {
  for (const [key, value] of from) to.set(key, value);
}

/** A catalog's message for an id, if it has its own (not one of an object's inherited names). */
function messageIn(catalog: Catalog, id: string): string | MessageFormatElement[] | undefined {
  return Object.hasOwn(catalog, id) ? catalog[id] : undefined;
}

/**
 * A message's English as written in the code, for a message the catalog lacks (a page before its
 * catalog came). The web client carries no ICU parser (its catalogs come parsed): there a text of
 * plain words and `{name}` arguments is read here, and anything richer needs its catalog.
 */
function parsedFallback(text: string): string | MessageFormatElement[] {
  if (!/^[^{}'<]*(\{\w+\}[^{}'<]*)*$/.test(text)) return text;
  return text
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 0 ? { type: TYPE.literal, value: part } : { type: TYPE.argument, value: part }));
}

/** The formatter made for these options (and locales, when they are not the translator's own), made once. */
function memo<F>(made: Map<string, F>, options: object | undefined, make: () => F, locales?: string | string[]): F {
  const key = locales === undefined ? JSON.stringify(options ?? {}) : JSON.stringify([locales, options ?? {}]);
  let f = made.get(key);
  if (f === undefined) {
    f = make();
    made.set(key, f);
  }
  return f;
}
