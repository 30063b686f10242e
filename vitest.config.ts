import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/web-build.ts'],
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
  },
});
