import { defineMessages } from '../../../engine/core/line.js';
import { isLocale, type Locale } from '../../../i18n/locales.js';
import en from '../../../i18n/catalogs/en/app.json';
import fa from '../../../i18n/catalogs/fa/app.json';
import hu from '../../../i18n/catalogs/hu/app.json';
import vi from '../../../i18n/catalogs/vi/app.json';

/**
 * The service worker's own words: what a notification says when a push arrives without its
 * text (the server writes the text in the player's language; this is only the fallback). The
 * worker cannot read localStorage nor load a chunk when a push comes, so the device's language
 * is mirrored into IndexedDB (web/src/store/device-db.ts) and the `app` catalogs are bundled
 * into /sw.js. Plain texts, no placeholders: no formatter needed in the worker.
 */
export const WORKER_TEXTS = defineMessages({
  somethingHappened: { id: 'app.sw.somethingHappened', defaultMessage: 'Something happened in one of your games.' },
});

const CATALOGS: Record<Locale, Record<string, string>> = { en, vi, fa, hu };

/** A worker text in `locale` (any unknown locale reads as English). */
export function workerText(message: keyof typeof WORKER_TEXTS, locale: string | undefined): string {
  const { id, defaultMessage } = WORKER_TEXTS[message];
  return (isLocale(locale) ? CATALOGS[locale][id] : undefined) ?? defaultMessage;
}
