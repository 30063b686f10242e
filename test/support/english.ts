import type { Line } from '../../engine/core/line.js';
import type { AnyGame, Viewer } from '../../engine/core/types.js';
import { renderLine } from '../../i18n/render-line.js';
import { Translator, type Catalog } from '../../i18n/translator.js';
import { LOCALES, type Locale } from '../../i18n/locales.js';
import { NAMESPACES } from '../../i18n/namespaces.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** A locale's whole catalog, as the client loads it. */
export function catalogOf(locale: Locale): Catalog {
  return Object.assign(
    {},
    ...NAMESPACES.map(
      (ns) => JSON.parse(readFileSync(join(root, 'i18n/catalogs', locale, `${ns}.json`), 'utf8')) as Catalog,
    ),
  ) as Catalog;
}

export const translators: Record<Locale, Translator> = Object.fromEntries(
  LOCALES.map((l) => [l, new Translator(l, catalogOf(l))]),
) as Record<Locale, Translator>;

/** The English translator: tests that read history lines and notifications read them in English. */
export const english = translators.en;

/** A line in English as `viewer` reads it. */
export const englishText = (line: Line, viewer: Viewer, names?: readonly string[]): string =>
  renderLine(english, line, viewer, names);

/** An event's history line in English as `viewer` reads it (the event as given: redact it first where that matters). */
export const describeIn = (game: AnyGame, event: unknown, viewer: Viewer, names?: readonly string[]): string =>
  englishText(game.describe(event), viewer, names);
