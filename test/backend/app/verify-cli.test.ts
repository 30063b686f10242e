import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditExport } from '../../../engine/audit/export.js';
import { getGame } from '../../../engine/index.js';
import { playThroughApp } from '../support/play-through-app.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'tradewinds-verify-'));
let exports: { midway: AuditExport | null; over: AuditExport };
let files = 0;

beforeAll(async () => {
  exports = (await playThroughApp(getGame('manila')!, { seats: 3, seed: 2 })).exports;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run verify -- <file>` as a player runs it: its output lines and exit code. */
async function verify(doc: unknown): Promise<{ code: number; lines: string[] }> {
  const file = join(dir, `audit-${++files}.json`);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  const result = await run(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', file]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: unknown) => {
      const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
      return { code, stdout: stdout + stderr };
    },
  );
  return { code: result.code, lines: result.stdout.trim().split('\n') };
}

describe('npm run verify', () => {
  it('exits 0 with one VALID line for a finished game', async () => {
    const { code, lines } = await verify(exports.over);
    expect(lines).toEqual([
      expect.stringMatching(
        /^VALID: \d+ records, dice scheme 2 \(seat chains\), \d+ chain links followed, \d+ draws re-derived, \d+ events re-decided$/,
      ),
    ]);
    expect(code).toBe(0);
  });

  it('exits 1 with the failed check named by record, for an altered export', async () => {
    const doc = structuredClone(exports.over);
    doc.records[3].at = '2000-01-01T00:00:00.000Z';
    const { code, lines } = await verify(doc);
    expect(lines[0]).toMatch(/^version 4: hash: the record hashes to [0-9a-f]{64}, it says [0-9a-f]{64}$/);
    expect(lines.at(-1)).toMatch(/^INVALID: 1 failed check /);
    expect(code).toBe(1);
  });

  it('exits 2 for a running game, saying what it could not check', async () => {
    const { code, lines } = await verify(exports.midway);
    expect(lines).toContain(
      'not checked: commands and draws are withheld while the game runs: the decisions cannot be re-run yet',
    );
    expect(lines.at(-1)).toMatch(/^INCOMPLETE: nothing failed/);
    expect(code).toBe(2);
  });

  it('exits 3 for a file that is not JSON', async () => {
    const { code, lines } = await verify('{ not json');
    expect(lines[0]).toMatch(/^cannot read .*audit-.*\.json: /);
    expect(code).toBe(3);
  });
});
