/**
 * The languages Tradewinds speaks. English is the source (the texts in the code); the others
 * are translations of its catalog (i18n/catalogs/<locale>/).
 */
export const LOCALES = ['en', 'vi', 'fa', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's own name for itself (the picker shows these), and its direction. */
export const LOCALE_INFO: Record<Locale, { name: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  fa: { name: 'فارسی', dir: 'rtl' },
  hu: { name: 'Magyar', dir: 'ltr' },
};

export const isLocale = (s: unknown): s is Locale =>
  typeof s === 'string' && (LOCALES as readonly string[]).includes(s);

/**
 * The language to start in: the one this device chose before, else the first of the browser's
 * languages we speak ("fa-IR" is Persian), else English.
 */
export function pickLocale(stored: string | null, browser: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
