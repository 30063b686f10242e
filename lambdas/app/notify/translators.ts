import enCommon from '../../../i18n/catalogs/en/common.json';
import enLine from '../../../i18n/catalogs/en/line.json';
import enTerm from '../../../i18n/catalogs/en/term.json';
import enNotify from '../../../i18n/catalogs/en/notify.json';
import viCommon from '../../../i18n/catalogs/vi/common.json';
import viLine from '../../../i18n/catalogs/vi/line.json';
import viTerm from '../../../i18n/catalogs/vi/term.json';
import viNotify from '../../../i18n/catalogs/vi/notify.json';
import faCommon from '../../../i18n/catalogs/fa/common.json';
import faLine from '../../../i18n/catalogs/fa/line.json';
import faTerm from '../../../i18n/catalogs/fa/term.json';
import faNotify from '../../../i18n/catalogs/fa/notify.json';
import huCommon from '../../../i18n/catalogs/hu/common.json';
import huLine from '../../../i18n/catalogs/hu/line.json';
import huTerm from '../../../i18n/catalogs/hu/term.json';
import huNotify from '../../../i18n/catalogs/hu/notify.json';
import { isLocale, type Locale } from '../../../i18n/locales.js';
import { Translator, type Catalog } from '../../../i18n/translator.js';

/**
 * The catalogs the server writes in: push notifications' titles and bodies and webhook lines,
 * in the language of the player who turned them on (history lines, the game's words, and the
 * notifications' own texts). Imported statically, so that esbuild bundles them into the
 * notifier Lambdas (a few tens of kilobytes) and nothing is read from disk at a cold start.
 */
const CATALOGS: Record<Locale, Catalog> = {
  en: { ...enCommon, ...enLine, ...enTerm, ...enNotify },
  vi: { ...viCommon, ...viLine, ...viTerm, ...viNotify },
  fa: { ...faCommon, ...faLine, ...faTerm, ...faNotify },
  hu: { ...huCommon, ...huLine, ...huTerm, ...huNotify },
};

const made = new Map<Locale, Translator>();

/** The translator of a stored locale; English for none, or for one this server no longer speaks. */
export function translatorFor(locale: string | null | undefined): Translator {
  const l: Locale = isLocale(locale) ? locale : 'en';
  let tr = made.get(l);
  if (!tr) made.set(l, (tr = new Translator(l, CATALOGS[l])));
  return tr;
}
