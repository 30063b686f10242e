/**
 * The backend files that run in a module graph of their own (vitest.config.ts): each mocks or stubs
 * modules, AWS SDK clients (aws-sdk-client-mock patches every client of a class), globals, timers
 * or the environment, or sets the handlers' ports for itself, which would
 * leak into the files after it in a worker whose files share their modules.
 * test/scripts/isolated-files.test.ts finds every such file and fails on one missing here.
 */
export const BACKEND_ISOLATED = [
  'test/backend/adapters/crash.test.ts',
  'test/backend/adapters/dynamo-adapters.test.ts',
  'test/backend/adapters/eventbridge-scheduler.test.ts',
  'test/backend/adapters/dynamo-integration.test.ts',
  'test/backend/adapters/kept-handlers.test.ts',
  'test/backend/adapters/kept-signer.test.ts',
  'test/backend/adapters/store-socket-reset.test.ts',
  'test/backend/app/app.test.ts',
  'test/backend/app/clock-request-flood.test.ts',
  'test/backend/app/dice-attacks.test.ts',
  'test/backend/app/join-retry.test.ts',
  'test/backend/app/prepared-tables.test.ts',
  'test/backend/app/round-trips.test.ts',
  'test/backend/app/secrecy-leak-detection.test.ts',
  'test/backend/handlers/expire-sweep-handlers.test.ts',
  'test/backend/handlers/handler-ports.test.ts',
  'test/backend/handlers/inline-wakes.test.ts',
  'test/backend/handlers/message-handler-inline.test.ts',
  'test/backend/handlers/notifier-handlers.test.ts',
  'test/backend/handlers/notify-ports.test.ts',
  'test/backend/local-stack/local-tables.test.ts',
  'test/backend/local-stack/local-transports.test.ts',
  'test/backend/local-stack/ops-logs.test.ts',
  'test/backend/local-stack/store-check.test.ts',
  'test/backend/local-stack/store-damage.test.ts',
  'test/backend/local-stack/store-supervision.test.ts',
  'test/backend/local-stack/timer-scheduler.test.ts',
  'test/infra/cost-wakes.test.ts',
];
