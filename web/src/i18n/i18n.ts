import type { Line, MessageDescriptor } from '../../../engine/core/line.js';
import type { Viewer } from '../../../engine/core/types.js';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales.js';
import { renderLine } from '../../../i18n/render-line.js';
import { Translator, type Catalog, type Values } from '../../../i18n/translator.js';
import { CATALOG_PARTS, type CatalogPart } from './catalog-parts.js';
import { loadCatalogPart } from './catalogs.js';

/**
 * The page's language: the current locale's translator, and the switch between locales. Every
 * text the client shows goes through `msg` (or `lineText` for the engine's lines), so that
 * changing language redraws everything in place (web/src/i18n/localized.ts).
 */

let current = new Translator('en', {});
const changes = new EventTarget();

export const locale = (): Locale => current.locale;
export const localeDir = (): 'ltr' | 'rtl' => LOCALE_INFO[current.locale].dir;
export const translator = (): Translator => current;

/** The catalog parts the page has asked for so far: a switch of language fetches each in the new one. */
const wanted = new Set<CatalogPart>(['shell']);
/** The page's catalog now, and the parts of it that are here (all of them when a whole catalog was given). */
let catalogNow: Catalog = {};
let partsNow = new Set<CatalogPart>();

async function partsIn(next: Locale, parts: readonly CatalogPart[]): Promise<Catalog> {
  const loaded = await Promise.all(parts.map((part) => loadCatalogPart(next, part)));
  return Object.assign({}, ...loaded) as Catalog;
}

/** Makes `next` the page's language: fetches the parts of its catalog the page uses, sets `lang` and `dir`, redraws. */
export async function useLocale(next: Locale): Promise<void> {
  // A part asked for while the others were on their way is fetched too before the switch.
  const have = new Set<CatalogPart>();
  let catalog: Catalog = {};
  for (let missing = [...wanted]; missing.length > 0; missing = [...wanted].filter((p) => !have.has(p))) {
    catalog = { ...catalog, ...(await partsIn(next, missing)) };
    for (const p of missing) have.add(p);
  }
  setCatalog(next, catalog, have);
}

/**
 * Fetches a part of the page's catalog (a screen's or a rule set's words) before what shows it
 * draws, and keeps it wanted for any later switch of language. A switch while it was on its way
 * fetches it again in the new language.
 */
export async function needCatalog(part: CatalogPart): Promise<void> {
  wanted.add(part);
  for (;;) {
    const at = current;
    if (partsNow.has(part)) return;
    const messages = await partsIn(at.locale, [part]);
    if (current !== at) continue;
    setCatalog(at.locale, { ...catalogNow, ...messages }, new Set([...partsNow, part]));
    return;
  }
}

/** Makes a catalog already at hand the page's (tests of components, tools). */
export function useCatalog(next: Locale, catalog: Catalog): void {
  setCatalog(next, catalog, new Set(Object.keys(CATALOG_PARTS) as CatalogPart[]));
}

function setCatalog(next: Locale, catalog: Catalog, parts: Set<CatalogPart>): void {
  catalogNow = catalog;
  partsNow = parts;
  // More of the same language's catalog keeps what the page's translator has made so far.
  current = new Translator(next, catalog, current);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.documentElement.dir = LOCALE_INFO[next].dir;
  }
  changes.dispatchEvent(new Event('change'));
}

export function onLocaleChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

/**
 * A message of the code, in the page's language. Write the descriptor inline
 * (`msg({ id: 'lobby.create', defaultMessage: 'Create table' })`): `npm run i18n:extract`
 * reads the id and the English from the call.
 */
export const msg = (descriptor: MessageDescriptor, values?: Values): string => current.msg(descriptor, values);
/** A message known by its id only (an error code's, a term's). */
export const msgById = (id: string, values?: Values): string => current.byId(id, values);
export const hasMessage = (id: string): boolean => current.has(id);
/** A number in the page's language and digits. */
export const num = (n: number, options?: Intl.NumberFormatOptions): string => current.num(n, options);
export const list = (items: readonly string[], type?: 'conjunction' | 'unit'): string => current.list(items, type);
export const dateTime = (d: Date, options: Intl.DateTimeFormatOptions): string => current.dateTime(d, options);
/** An engine line as this viewer reads it, in the page's language. */
export const lineText = (line: Line, viewer: Viewer, names?: readonly string[]): string =>
  renderLine(current, line, viewer, names);

/** A word as a label starts: "ngọc bích" → "Ngọc bích" (the locale's own upper case; scripts without case unchanged). */
export const upperFirst = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase(current.locale) + s.slice(1) : s);

/**
 * A signed amount as a player reads it, never by colour alone: "+12", "−5", "±0", in the locale's
 * digits (the players' panels write their money's change so, the round summaries every line); in a right-to-left page a left-to-right mark keeps the sign before the number.
 */
export function signed(n: number): string {
  const mark = localeDir() === 'rtl' ? '\u200e' : '';
  return `${mark}${n > 0 ? '+' : n < 0 ? '\u2212' : '\u00b1'}${num(Math.abs(n))}`;
}
