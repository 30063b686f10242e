import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/web-build.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The handlers' per-message log lines (lambdas/handlers/ops/) would bury the test output;
    // the tests that check them ask for them.
    env: { TRADEWINDS_LOGS: 'off' },
  },
});
