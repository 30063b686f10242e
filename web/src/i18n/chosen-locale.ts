import { useLocale } from './i18n.js';
import { pickLocale, type Locale } from '../../../i18n/locales.js';
import { putLocale } from '../store/device-db.js';

/** The language this device chose (kept in localStorage, read before the first screen draws). */
const KEY = 'tradewinds.locale';

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage refused (private mode): the browser's languages decide
  }
}

/** Starts the app in the device's language: the one chosen before, else the browser's. */
export async function startLocale(): Promise<void> {
  const start = pickLocale(stored(), navigator.languages);
  await useLocale(start);
  // The service worker's fallback words follow the page's language (it cannot read localStorage).
  void putLocale(start);
}

/** Switches now and remembers the choice on this device. */
export async function chooseLocale(next: Locale): Promise<void> {
  await useLocale(next);
  void putLocale(next);
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Not remembered, but switched: the page is in the chosen language until it reloads.
  }
}
