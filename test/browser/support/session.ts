import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, type BrowserNeeds } from './chromium.js';
import { startTestStack, type TestStack } from './stack.js';
import type { LocalStackOptions } from '../../../infra/local/server.js';

export interface BrowserSession {
  /** The local stack serving the freshly built client (set once beforeAll has run). */
  readonly testStack: TestStack;
  /** Where that stack serves the client. */
  readonly url: string;
  readonly browser: Browser;
}

/** For a file of browser tests: the local stack with the built client and its browser, closed after the file. */
export function browserSession(
  options: Pick<LocalStackOptions, 'botPauseMs'> = {},
  needs: BrowserNeeds = {},
): BrowserSession {
  const session = {
    testStack: undefined as unknown as TestStack,
    browser: undefined as unknown as Browser,
    get url() {
      return this.testStack.stack.url;
    },
  };
  beforeAll(async () => {
    session.testStack = await startTestStack(options);
    session.browser = await launchChromium(needs);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.testStack?.close();
  });
  return session;
}
