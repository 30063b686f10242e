import { defineConfig } from 'vitest/config';
import { BACKEND_ISOLATED } from './test/setup/isolated-files.js';
import SuiteOrder from './test/setup/suite-order.js';

/**
 * The suite in five projects, run together by `npm test` and picked with `--project`: `quick-pure`
 * (the rules engine, its properties, the catalogs, the scripts, the citation check) and `quick-web`
 * (the web client's units), with no server and no browser, are `npm run test:quick`; `backend` and
 * `backend-isolated` (handlers, adapters and the local stack: `--project 'backend*'` picks both);
 * `browser` (Chromium against the local stack). Only the
 * browser project builds the web client and starts the run's shared Chromium.
 */
const PURE = [
  'test/engine/**/*.test.ts',
  'test/properties/**/*.test.ts',
  'test/i18n/**/*.test.ts',
  'test/scripts/**/*.test.ts',
  'test/docs/**/*.test.ts',
];
const WEB_UNITS = ['test/browser/unit/**/*.test.ts'];
const QUICK = [...PURE, ...WEB_UNITS];

export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default there is one): the browser and stack
    // tests spend much of their time waiting on timers, sockets and Chromium, so a second file's work
    // fills those waits. Measured on this machine: 540 s with one worker, 453 s with two, 467 s with three.
    maxWorkers: 2,
    // The browser files first, longest first, then the backend and the quick ones (test/setup/suite-order.ts).
    sequence: { sequencer: SuiteOrder },
    testTimeout: 60_000,
    // A CDK synth in a beforeAll took over a minute beside other CPU-bound work (load 12): hooks get three.
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: on a loaded machine (load 8 and more beside another CPU-bound
    // job) a lobby's list or a board took longer to appear than that, and the test failed. A condition
    // that holds passes as soon as it does, so a generous bound costs nothing when all is well.
    expect: { poll: { timeout: 30_000 } },
    // The handlers' per-message log lines (lambdas/handlers/ops/) would bury the test output;
    // the tests that check them ask for them.
    env: { TRADEWINDS_LOGS: 'off' },
    // A worker that dies (out of memory, say) loses its file's results without naming the file: the
    // second reporter names, at the end, every file that started and never finished.
    reporters: ['default', './test/setup/unfinished-files.ts'],
    projects: [
      // Pure functions over data, no mocks and no globals: the files of a worker share their imported
      // modules instead of importing the engine afresh for each file. The engine's Manila and Who Rules
      // the Sea? specs took 67 s and 25 s so, against 129 s and 122 s isolated, run in turn at load 18.
      { extends: true, test: { name: 'quick-pure', include: PURE, isolate: false } },
      // The web client's units stub globals and set the page's language: each file in its own module graph.
      { extends: true, test: { name: 'quick-web', include: WEB_UNITS } },
      // The backend's files share their workers' imported modules, as the browser's do (import time
      // over its 86 files: about 70 s isolated, 18 s shared), except those that mock or stub modules,
      // globals, timers or the environment, or set handler ports for themselves: each of those gets
      // a module graph of its own.
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['test/**/*.test.ts'],
          exclude: [...QUICK, 'test/browser/**', ...BACKEND_ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'backend-isolated', include: BACKEND_ISOLATED } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          // Each file starts its own stack and browser contexts and mocks nothing: the files of a worker
          // share their imported modules (the stack, the engine, the AWS SDK, Playwright) instead of
          // importing them afresh. Import time over the 38 files: 91 s isolated, 25 s shared.
          isolate: false,
          exclude: ['test/browser/unit/**'],
          // A browser test that takes 15-40 s here took over 60 s beside other CPU-bound work (load 15):
          // each gets three minutes unless it says more.
          testTimeout: 180_000,
          globalSetup: ['test/setup/web-build.ts', 'test/setup/chromium-server.ts'],
        },
      },
    ],
  },
});
