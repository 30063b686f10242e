import { spawn } from 'node:child_process';

/**
 * `npm test` after Chromium is checked: the static checks (the type check, then the lint step) and
 * vitest, side by side. vitest leaves a core idle for much of its run (its browser and stack files
 * wait on sockets, timers and Chromium: a whole run used 860 CPU-seconds in 779 s on two cores), and
 * the static checks (a cold type-checked ESLint run alone is 70-90 CPU-seconds) fill that time
 * instead of adding theirs before the first test. vitest's output streams as it runs; the static
 * checks' output is held and printed after it, so the two never interleave. Exits 1 if either failed.
 * Extra arguments go to vitest: `npm run test:quick` is this with the quick projects only.
 */
interface Outcome {
  code: number;
  output: string;
  seconds: number;
}

const started = Date.now();
const children = new Set<ReturnType<typeof spawn>>();

function run(command: string, args: string[], captured: boolean): Promise<Outcome> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - t0) / 1000 });
    });
  });
}

// Ctrl-C ends both, not only the one in the foreground.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });

const staticChecks = run('sh', ['-c', 'npm run --silent typecheck && npm run --silent lint'], true);
const tests = run('npx', ['vitest', 'run', ...process.argv.slice(2)], false);
const [checks, vitest] = await Promise.all([staticChecks, tests]);

console.log(
  `\nType check and lint (run beside the tests): ${checks.code === 0 ? 'passed' : 'FAILED'} in ${checks.seconds.toFixed(0)} s`,
);
if (checks.code !== 0 || checks.output.trim()) console.log(checks.output.trimEnd());
// The npm script that ran this (npm names it in the environment): `npm test` or `npm run test:quick`.
const script = process.env.npm_lifecycle_event;
const name = !script || script === 'test' ? 'npm test' : `npm run ${script}`;
console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(checks.code !== 0 || vitest.code !== 0 ? 1 : 0);
