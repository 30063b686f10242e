import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerFunction } from '../../infra/constructs/handler-function.js';
import { STAGES } from '../../infra/stages.js';

// The template tests skip bundling; this one synthesizes two functions with it, as `cdk deploy`
// does, and looks at what each would upload.
let outdir: string;
let template: Template;
let app: App;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'tradewinds-handler-assets-'));
  app = new App({ outdir });
  const stack = new Stack(app, 'Assets');
  handlerFunction(stack, 'MessageHandler', 'message', {}, STAGES.dev);
  handlerFunction(stack, 'VapidKeysHandler', 'vapid-keys', {}, STAGES.dev);
  template = Template.fromStack(stack);
  app.synth();
}, 120_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The asset directory CDK staged for the function whose logical id starts with `id`. */
function assetOf(id: string): string {
  const [fn] = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([logical]) =>
    logical.startsWith(id),
  );
  const key = fn[1].Properties.Code.S3Key as string;
  return join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
}

describe('a handler function as CDK deploys it', () => {
  it('runs index.handler from a directory of its own: the entry and its chunks, each handler its own build', () => {
    const message = assetOf('MessageHandler');
    const vapid = assetOf('VapidKeysHandler');
    expect(message).not.toBe(vapid);
    expect(
      Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'index.handler' } })),
    ).toHaveLength(2);
    expect(existsSync(join(message, 'index.mjs'))).toBe(true);
    // The message handler's rule sets and Powertools are chunks of their own (esbuild names a chunk
    // loaded by import() after its module, with a hash of its content).
    const chunks = readdirSync(join(message, 'chunks')).map((f) => f.replace(/-[A-Z0-9]{8}\.mjs$/, ''));
    for (const name of ['manila', 'manila-tutorial', 'who-rules-the-sea', 'powertools-observer'])
      expect(chunks).toContain(name);
  });

  it('the entry imports on plain Node, with no node_modules beside it, and exports the handler', () => {
    for (const id of ['MessageHandler', 'VapidKeysHandler']) {
      const entry = pathToFileURL(join(assetOf(id), 'index.mjs')).href;
      const run = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(entry)}); console.log(typeof m.handler);`,
        ],
        { encoding: 'utf8', cwd: outdir, env: { ...process.env, NODE_PATH: '', NODE_OPTIONS: '' } },
      );
      expect(run.stderr, id).toBe('');
      expect(run.stdout.trim(), id).toBe('function');
    }
  });

  it('a handler with no module in lambdas/handlers/ is refused at synth, by name', () => {
    const stack = new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'Misspelt');
    expect(() => handlerFunction(stack, 'Nope', 'mesage', {}, STAGES.dev)).toThrow(
      "No handler module lambdas/handlers/mesage.ts: a function's handler names a file of lambdas/handlers/",
    );
  });
});
