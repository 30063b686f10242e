// npm run i18n:extract: writes the English catalog (i18n/catalogs/en/<namespace>.json) from the source
// code's messages, then lists what each other locale lacks or no longer needs, for translators.
// With --prune, also drops from the other locales the messages the code no longer has.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NAMESPACES } from '../../i18n/namespaces.js';
import { LOCALES } from '../../i18n/locales.js';
import { byNamespace, extractMessages, messagesIn } from './extract-messages.js';

const root = process.cwd();
const english = byNamespace(await extractMessages(root));
const unknown = [...english.keys()].filter((ns) => !NAMESPACES.some((listed) => listed === ns));
if (unknown.length)
  throw new Error(`Message ids in namespaces not listed in i18n/namespaces.ts: ${unknown.join(', ')}`);
for (const ns of NAMESPACES) {
  await writeFile(join(root, 'i18n/catalogs/en', `${ns}.json`), `${JSON.stringify(english.get(ns) ?? {}, null, 2)}\n`);
}
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  for (const ns of NAMESPACES) {
    const file = join(root, 'i18n/catalogs', locale, `${ns}.json`);
    const have = messagesIn(JSON.parse(await readFile(file, 'utf8').catch(() => '{}')), file);
    const want = english.get(ns) ?? {};
    const missing = Object.keys(want).filter((id) => !(id in have));
    const stale = Object.keys(have).filter((id) => !(id in want));
    if (stale.length && process.argv.includes('--prune')) {
      const kept = Object.fromEntries(Object.entries(have).filter(([id]) => id in want));
      await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`);
      console.log(`${locale}/${ns}.json: dropped ${stale.join(', ')}`);
      stale.length = 0;
    }
    if (missing.length || stale.length)
      console.log(
        `${locale}/${ns}.json: ${missing.length} missing${missing.length ? ` (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})` : ''}, ${stale.length} no longer used`,
      );
  }
}
console.log(
  `English catalog: ${[...english.values()].reduce((n, m) => n + Object.keys(m).length, 0)} messages in ${NAMESPACES.length} namespaces`,
);
