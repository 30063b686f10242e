import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../../i18n/locales.js';
import { useCatalog } from '../../../../web/src/i18n/i18n.js';

const catalogs = join(import.meta.dirname, '../../../../i18n/catalogs');

/** Makes `locale` the page's language for a unit test, with its whole catalog as shipped. */
export function useLocaleForTest(locale: Locale): void {
  const dir = join(catalogs, locale);
  useCatalog(
    locale,
    Object.assign(
      {},
      ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
    ),
  );
}
