import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, buildSync, type BuildOptions } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundling shared by every handler (and by the bundle-size test and the benchmarks): minified
 * ESM for Node 22, the AWS SDK included. The runtime has its own SDK, but loading it means
 * resolving and reading hundreds of modules: importing the message handler took 220-260 ms
 * with the SDK left to node_modules and 70-100 ms with the tree-shaken SDK in the bundle
 * (`npm run bench:cold`). The banner gives CommonJS parts (web-push and its dependencies, in the
 * functions that push) the `require` that ESM lacks; it is made on the first call, as every chunk
 * carries the banner and most never call it (no module of the message handler does).
 */
export const HANDLER_BUNDLING: { minify: boolean; target: string; mainFields: string[]; banner: string } = {
  minify: true,
  target: 'node22',
  mainFields: ['module', 'main'],
  banner:
    "import { createRequire as __createRequire } from 'node:module'; let __tradewindsRequire; const require = (id) => (__tradewindsRequire ??= __createRequire(import.meta.url))(id);",
};

/** The module of a function's directory that Lambda loads: `index.mjs`, its handler setting `index.handler`. */
export const HANDLER_MODULE = 'index';

/**
 * A handler's build: its entry file, `index.mjs`, and beside it, in chunks/, every module it
 * reaches only through import(). Code splitting is what keeps a cold start short: V8 parses
 * all of a file it loads, and the single-file bundle made every cold start parse the rule
 * sets, Powertools, the scheduler's client and the SDK's credential providers (the Lambda
 * runtime hands credentials over in the environment, so only the environment's provider ever
 * runs) though a Manila subscribe runs none of them. Each is now a chunk read on its first
 * import(): importing the message handler reads 387 KB instead of 699 KB, and a Manila subscribe
 * 467 KB (test/infra/handler-bundles.test.ts; its cold start, npm run bench:cold -- --one-file).
 * `external` leaves packages out, for the tests that weigh our own code alone.
 */
export function handlerBuildOptions(handler: string, outdir: string, external: string[] = []): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { [HANDLER_MODULE]: handlerSource(handler) },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    target: HANDLER_BUNDLING.target,
    minify: HANDLER_BUNDLING.minify,
    mainFields: HANDLER_BUNDLING.mainFields,
    banner: { js: HANDLER_BUNDLING.banner },
    external,
    metafile: true,
    logLevel: 'warning',
  };
}

/** The handler's module, relative to the project's root; it must exist. */
export function handlerSource(handler: string): string {
  const source = `lambdas/handlers/${handler}.ts`;
  if (!existsSync(`${root}${source}`))
    throw new Error(`No handler module ${source}: a function's handler names a file of lambdas/handlers/`);
  return source;
}

/** Writes a handler's build into `outdir`, as CDK deploys it (its synth runs this, see handler-function.ts). */
export function bundleHandlerSync(handler: string, outdir: string): void {
  // esbuild throws on any error, naming the file and line.
  buildSync(handlerBuildOptions(handler, outdir));
}

/** The same build, written into `outdir`, for the benchmarks: they load exactly what deploys. */
export async function bundleHandlerTo(handler: string, outdir: string): Promise<void> {
  await build(handlerBuildOptions(handler, outdir));
}
