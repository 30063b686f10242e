import { afterAll, beforeAll } from 'vitest';

/**
 * Records every uncaught exception and unhandled rejection while a file's tests run. Under
 * vitest these do not end the process, but under `npm start` they would end the server:
 * a test that says "the server stays up" asserts this list is empty.
 */
export function recordUncaught(): unknown[] {
  const seen: unknown[] = [];
  const record = (err: unknown) => void seen.push(err);
  beforeAll(() => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterAll(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });
  return seen;
}
