import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, headlessShellPath } from '../browser/support/chromium-flags.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared browser listens (test/browser/support/chromium.ts connects to it). */
    chromiumEndpoint: string;
  }
}

let server: BrowserServer | null = null;

/**
 * One browser for the whole run (the headless shell, chromium-flags.ts), which every browser test
 * file connects to instead of launching its own: a launch costs some seconds of CPU (over ten
 * beside other CPU-bound work), paid once per file before. Each file still works in its own browser contexts, clean profiles that its
 * connection closes when the file closes the browser, so no file sees another's cookies or storage.
 */
export async function setup(project: TestProject): Promise<void> {
  server = await chromium.launchServer({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
}
