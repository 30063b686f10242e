import { build } from 'esbuild';
import { HANDLER_BUNDLING } from '../../infra/constructs/handler-function.js';

/** The Lambda handler modules CDK deploys that serve games (every rule set in each), one function each. */
export const HANDLERS = ['message', 'history', 'calendar', 'expire', 'sweep', 'notifier', 'reminders'] as const;

/** Deployed handlers that serve no game: the VAPID keys' custom resource. */
export const HELPER_HANDLERS = ['vapid-keys'] as const;

type Handler = (typeof HANDLERS)[number] | (typeof HELPER_HANDLERS)[number];

/** The AWS SDK's packages: left out of a bundle to weigh or read our own code alone. */
const SDK = ['@aws-sdk/*', '@smithy/*', '@aws-crypto/*'];

/** A handler bundled the way CDK's NodejsFunction does (see HANDLER_BUNDLING), with `external` left out, and its metafile. */
function buildHandler(handler: Handler, external: string[]) {
  return build({
    entryPoints: [`lambdas/handlers/${handler}.ts`],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUNDLING.target,
    minify: HANDLER_BUNDLING.minify,
    mainFields: HANDLER_BUNDLING.mainFields,
    external,
    banner: { js: HANDLER_BUNDLING.banner },
    logLevel: 'silent',
  });
}

/**
 * Bundles a handler the way CDK's NodejsFunction does and returns the bytes; `withoutSdk` leaves
 * @aws-sdk/* out, to weigh our own code alone.
 */
export async function bundleHandler(handler: Handler, { withoutSdk = false } = {}): Promise<Uint8Array> {
  const result = await buildHandler(handler, withoutSdk ? SDK : HANDLER_BUNDLING.externalModules);
  return result.outputFiles[0].contents;
}

/**
 * Our own code in a handler's bundle (the AWS SDK left out), split into the rule sets
 * (engine/games/<id>/, KB each) and the platform (everything else, zod included), minified.
 */
export async function weighHandler(
  handler: Handler,
): Promise<{ platformKb: number; ruleSetsKb: Record<string, number> }> {
  const result = await buildHandler(handler, SDK);
  const output = Object.values(result.metafile.outputs)[0];
  const ruleSetsKb: Record<string, number> = {};
  let ruleSetBytes = 0;
  for (const [path, input] of Object.entries(output.inputs)) {
    const id = /^engine\/games\/([^/]+)\//.exec(path)?.[1];
    if (!id) continue;
    ruleSetsKb[id] = (ruleSetsKb[id] ?? 0) + input.bytesInOutput / 1024;
    ruleSetBytes += input.bytesInOutput;
  }
  return { platformKb: (result.outputFiles[0].contents.length - ruleSetBytes) / 1024, ruleSetsKb };
}

/**
 * The files of a handler's bundle evaluated when the bundle is imported: those its entry reaches
 * by static imports. A file reached only through import() is evaluated on its first call (esbuild
 * wraps it so, splitting being off), which a cold start does not pay for until it needs it.
 */
export async function eagerFiles(handler: Handler): Promise<Set<string>> {
  return (await eagerGraph(handler)).files;
}

/** The AWS SDK packages (left out of the build) that the files evaluated on import import statically. */
export async function eagerSdkPackages(handler: Handler): Promise<Set<string>> {
  return (await eagerGraph(handler)).sdk;
}

async function eagerGraph(handler: Handler): Promise<{ files: Set<string>; sdk: Set<string> }> {
  const result = await buildHandler(handler, SDK);
  const { inputs } = result.metafile;
  const files = new Set<string>();
  const sdk = new Set<string>();
  const pending = [`lambdas/handlers/${handler}.ts`];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const i of inputs[file]?.imports ?? []) {
      if (i.kind === 'dynamic-import') continue;
      if (i.external) sdk.add(i.path);
      else pending.push(i.path);
    }
  }
  return { files, sdk };
}
