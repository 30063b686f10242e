// The benchmarks print figures and assert none, so no test noticed when one stopped running: the
// backend bench broke unseen twice (filler records whose time was no instant, and a forced move it
// chose past). Each bench runs here on a small scale and must finish with its figure lines; the
// figures themselves are the bench's to print, never a test's to judge.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function bench(file: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `test/bench/${file}`, ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** The numbers on the line that starts with `head` (after it), or a failure naming what was printed. */
function figures(stdout: string, head: RegExp): number[] {
  const line = stdout.split('\n').find((l) => head.test(l));
  if (line === undefined) throw new Error(`no line matching ${head} in:\n${stdout}`);
  return [...line.replace(head, '').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

// A loaded machine (load 8) runs these several times slower than an idle one.
const MINUTES = 4 * 60_000;

describe('the benchmarks still run', () => {
  it('the engine bench plays and folds every rule set', { timeout: MINUTES }, async () => {
    const out = await bench('engine.bench.ts', [], { BENCH_SECONDS: '0.05' });
    expect(out.match(/games\/s/g)?.length).toBe(4);
    const [median, max] = figures(out, /^ {2}fold one complete 4-player game: /);
    expect(median).toBeGreaterThan(0);
    expect(max).toBeGreaterThanOrEqual(median);
  });

  it(
    'the backend bench counts store calls at versions 10 to 1,000 and times commands on the local stack',
    { timeout: MINUTES },
    async () => {
      const out = await bench('backend.bench.ts', [
        '--no-bundles',
        '--modes',
        'back-to-back',
        '--games',
        '1,10',
        '--samples',
        '40',
        '--warm',
        '40',
      ]);
      for (const version of [10, 100, 1000]) {
        const [reads, writes] = figures(out, new RegExp(`^ +${version} +`));
        expect(reads, `reads per command at version ${version}`).toBeGreaterThan(0);
        expect(writes, `writes per command at version ${version}`).toBeGreaterThan(0);
      }
      for (const games of [1, 10]) {
        const [commands, p50, p99, , rate, cpu] = figures(out, new RegExp(`^back-to-back +${games} +`));
        expect(commands).toBe(40);
        expect(p99).toBeGreaterThanOrEqual(p50);
        expect(rate).toBeGreaterThan(0);
        expect(cpu).toBeGreaterThan(0);
      }
    },
  );
});
