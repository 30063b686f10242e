import { defineConfig } from 'vitest/config';

/**
 * The suite in three projects, run together by `npm test` and one at a time with `--project`:
 * `quick` (the rules engine, its properties, the web client's units, the catalogs, the scripts;
 * no server, no browser: `npm run test:quick`), `backend` (handlers, adapters and the local stack)
 * and `browser` (Chromium against the local stack). Only the browser project builds the web client
 * and starts the shared Chromium.
 */
const QUICK = ['test/engine/**/*.test.ts', 'test/properties/**/*.test.ts', 'test/browser/unit/**/*.test.ts', 'test/i18n/**/*.test.ts', 'test/scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default there is one): the browser and stack
    // tests spend much of their time waiting on timers, sockets and Chromium, so a second file's work
    // fills those waits. Measured on this machine: 540 s with one worker, 453 s with two, 467 s with three.
    maxWorkers: 2,
    testTimeout: 60_000,
    // A CDK synth in a beforeAll took over a minute beside other CPU-bound work (load 12): hooks get three.
    hookTimeout: 180_000,
    // The handlers' per-message log lines (lambdas/handlers/ops/) would bury the test output;
    // the tests that check them ask for them.
    env: { TRADEWINDS_LOGS: 'off' },
    projects: [
      { extends: true, test: { name: 'quick', include: QUICK } },
      { extends: true, test: { name: 'backend', include: ['test/**/*.test.ts'], exclude: [...QUICK, 'test/browser/**'] } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          exclude: ['test/browser/unit/**'],
          globalSetup: ['test/setup/web-build.ts', 'test/setup/chromium-server.ts'],
        },
      },
    ],
  },
});
