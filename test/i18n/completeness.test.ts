import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { byNamespace, extractMessages } from '../../scripts/i18n/extract-messages.js';
import { NAMESPACES } from '../../i18n/namespaces.js';
import { LOCALES } from '../../i18n/locales.js';
import { sampleValues, signature } from './signature.js';

const root = join(import.meta.dirname, '../..');
const read = async (locale: string, ns: string) =>
  JSON.parse(await readFile(join(root, 'i18n/catalogs', locale, `${ns}.json`), 'utf8')) as Record<string, string>;

describe('the catalogs', () => {
  let english: Map<string, Record<string, string>>;
  beforeAll(async () => {
    english = byNamespace(await extractMessages(root));
  }, 60_000);

  it('English is what the source code declares (run npm run i18n:extract after changing a message)', async () => {
    for (const ns of NAMESPACES)
      expect(await read('en', ns), `i18n/catalogs/en/${ns}.json`).toEqual(english.get(ns) ?? {});
    expect([...english.keys()].filter((ns) => !(NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each(LOCALES)('%s has one file per namespace', async (locale) => {
    expect((await readdir(join(root, 'i18n/catalogs', locale))).sort()).toEqual(
      NAMESPACES.map((ns) => `${ns}.json`).sort(),
    );
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message, and no other', async (locale) => {
    for (const ns of NAMESPACES) {
      const have = await read(locale, ns);
      const want = english.get(ns) ?? {};
      expect(
        Object.keys(want).filter((id) => !(id in have)),
        `missing from ${locale}/${ns}.json`,
      ).toEqual([]);
      expect(
        Object.keys(have).filter((id) => !(id in want)),
        `no longer used in ${locale}/${ns}.json`,
      ).toEqual([]);
    }
  });

  it.each(LOCALES)('%s keeps every placeholder of the English, and formats every message', async (locale) => {
    const problems: string[] = [];
    for (const ns of NAMESPACES) {
      const have = await read(locale, ns);
      for (const [id, source] of Object.entries(english.get(ns) ?? {})) {
        const text = have[id];
        if (text === undefined) continue;
        try {
          const want = signature(source);
          const got = signature(text);
          const wanted = JSON.stringify([...want].sort());
          if (JSON.stringify([...got].sort()) !== wanted)
            problems.push(`${id}: ${JSON.stringify([...got].sort())}, English has ${wanted}`);
          else if (text.trim() === '') problems.push(`${id}: empty`);
          else new IntlMessageFormat(text, locale).format(sampleValues(got));
        } catch (e) {
          problems.push(`${id}: ${(e as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
