// Every code an error frame can carry has a message in every language (error.<CODE>), and no
// message stands for a code nothing gives.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_CODES } from '../../lambdas/protocol/codes.js';
import { ERROR_MESSAGES } from '../../lambdas/protocol/error-messages.js';
import { LOCALES } from '../../i18n/locales.js';
import { translators } from '../support/english.js';

const root = join(import.meta.dirname, '../..');

/** Every rejection code the engine's source gives (`reject('CODE', …)`): rule sets' and core's. */
function ruleCodes(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/reject\('([A-Z_]+)'/g)) codes.add(m[1]);
    }
  };
  walk(join(root, 'engine'));
  return codes;
}

describe('error messages', () => {
  it('cover every protocol code, every code the rules give, and UNKNOWN, and nothing else', () => {
    const rules = ruleCodes();
    expect(rules.size).toBeGreaterThan(15);
    const want = new Set<string>([...PROTOCOL_CODES, ...rules, 'UNKNOWN']);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...want].sort());
    for (const [code, m] of Object.entries(ERROR_MESSAGES)) expect(m.id).toBe(`error.${code}`);
  });

  it.each(LOCALES)('read in %s, each its own sentence', (locale) => {
    const texts = Object.values(ERROR_MESSAGES).map((m) => translators[locale].byId(m.id));
    for (const t of texts) expect(t.trim()).not.toBe('');
    expect(new Set(texts).size).toBe(texts.length);
    if (locale !== 'en')
      for (const m of Object.values(ERROR_MESSAGES))
        expect(translators[locale].byId(m.id)).not.toBe(translators.en.byId(m.id));
  });
});
