import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStackProcess, type StackProcess } from '../support/stack-process.js';

describe('npm start in the project folder', () => {
  const data = mkdtempSync(join(tmpdir(), 'tradewinds-start-output-'));
  let stack: StackProcess | undefined;

  afterAll(async () => {
    stack?.kill();
    await stack?.exited;
    rmSync(data, { recursive: true, force: true });
  });

  // The address to open once came after some hundred lines of the web build's file list, off the screen.
  it('builds the web client and prints at most 10 lines before the address to open', async () => {
    stack = startStackProcess(data, { inProject: true });
    const { url } = await stack.running;
    const lines = stack.output().split('\n');
    const at = lines.findIndex((l) => l.includes(`running at ${url}`));
    expect(at, stack.output()).toBeGreaterThanOrEqual(0);
    expect(at, `the lines before the address:\n${lines.slice(0, at).join('\n')}`).toBeLessThanOrEqual(10);
    expect(lines.slice(0, at).join('\n')).toMatch(/web initial JS: [\d.]+ KB minified/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<script type="module" src="[^"]*app-[^"]+\.js"/);
  });
});
