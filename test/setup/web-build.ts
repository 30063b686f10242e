import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb, type WebBuild } from '../../web/build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web client built once for the whole run (test/browser/support/stack.ts serves it). */
    webBuild: WebBuild;
  }
}

let dir: string | null = null;

/**
 * Builds the web client once before any test file runs: every browser test file serves the same
 * build (read-only) from its own local stack. Building it per file cost about 4 s of CPU each
 * (minifying, then brotli and gzip of every file), some two minutes of a whole run.
 */
export async function setup(project: TestProject): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), 'tradewinds-web-'));
  project.provide('webBuild', await buildWeb(join(dir, 'web')));
}

export async function teardown(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
