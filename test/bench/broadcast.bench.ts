// The compute behind one command's broadcast, ours beside boardgame.io's, in one run
// (support/broadcast-measure.ts says what each side does). Both sides are timed as the Lambda
// runs our code: bundled by esbuild with the handlers' options (HANDLER_BUNDLING) and run by
// plain Node, with NODE_ENV=production as a deployed boardgame.io server runs. Under tsx our code
// would pay for names tsx keeps on every inner function (keepNames) and boardgame.io for immer's
// development build, neither of which a deployment pays.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { HANDLER_BUNDLING } from '../../infra/constructs/handler-bundle.js';

const dir = mkdtempSync(join(tmpdir(), 'tw-broadcast-bench-'));
try {
  const outfile = join(dir, 'measure.mjs');
  await build({
    entryPoints: ['test/bench/support/broadcast-measure.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUNDLING.target,
    minify: HANDLER_BUNDLING.minify,
    mainFields: HANDLER_BUNDLING.mainFields,
    banner: { js: HANDLER_BUNDLING.banner },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`the broadcast measurement failed (exit ${run.status ?? run.signal})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
