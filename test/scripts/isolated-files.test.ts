import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_ISOLATED } from '../setup/isolated-files.js';

// The backend and browser files share their worker's modules (vitest.config.ts): a file that mocks a
// module, stubs a global or the environment, fakes timers or sets the handlers' ports would change
// them for every file after it in that worker. Such a file must run isolated.
const ROOT = join(import.meta.dirname, '..', '..');
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|mockClient\(|(globalThis|Date|Math|console|process)\.\w+\s*=[^=]|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|set\w*Ports?\(/;

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => relative(ROOT, join(ROOT, dir, f)));
}
const changing = (files: string[]) =>
  files.filter((f) => CHANGES_SHARED_STATE.test(readFileSync(join(ROOT, f), 'utf8')));

describe('files that change shared state run isolated', () => {
  it('lists every backend and infrastructure file that does', () => {
    const missing = changing([...testFiles('test/backend'), ...testFiles('test/infra')]).filter(
      (f) => !BACKEND_ISOLATED.includes(f),
    );
    expect(missing, 'add these to test/setup/isolated-files.ts').toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(BACKEND_ISOLATED.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it('has no browser file that does (the browser project shares modules in every file)', () => {
    const browser = testFiles('test/browser').filter((f) => !f.startsWith('test/browser/unit/'));
    expect(changing(browser)).toEqual([]);
  });

  it('recognises each way of changing shared state', () => {
    for (const line of [
      "vi.mock('../x.js')",
      "vi.stubGlobal('fetch', f)",
      "vi.stubEnv('A', 'b')",
      'vi.useFakeTimers()',
      "vi.spyOn(console, 'error')",
      'mockClient(DynamoDBDocumentClient)',
      'globalThis.fetch = fake',
      'Date.now = () => 0',
      "process.env.AWS_REGION = 'x'",
      "process.env['A'] = 'b'",
      'delete process.env.A',
      'Object.assign(process.env, env)',
      'setHandlerPorts(ports)',
    ])
      expect(CHANGES_SHARED_STATE.test(line), line).toBe(true);
    expect(CHANGES_SHARED_STATE.test('if (process.env.A === "b") read()')).toBe(false);
  });
});
