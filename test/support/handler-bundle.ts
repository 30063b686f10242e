import { build, type Metafile } from 'esbuild';
import { HANDLER_MODULE, handlerBuildOptions } from '../../infra/constructs/handler-bundle.js';

/** The Lambda handler modules CDK deploys that serve games (every rule set in each), one function each. */
export const HANDLERS = ['message', 'history', 'calendar', 'expire', 'sweep', 'notifier', 'reminders'] as const;

/** Deployed handlers that serve no game: the VAPID keys' custom resource. */
export const HELPER_HANDLERS = ['vapid-keys'] as const;

type Handler = (typeof HANDLERS)[number] | (typeof HELPER_HANDLERS)[number];

/** The AWS SDK's packages: left out of a build to weigh or read our own code alone. */
const SDK = ['@aws-sdk/*', '@smithy/*', '@aws-crypto/*'];

/** Where the in-memory builds say their files are; nothing is written there. */
const OUTDIR = '.handler-bundle';
const ENTRY = `${OUTDIR}/${HANDLER_MODULE}.mjs`;

type Output = Metafile['outputs'][string];

interface Built {
  outputs: Record<string, Output>;
  contents: Uint8Array[];
}

const builds = new Map<string, Promise<Built>>();

/**
 * A handler built as CDK deploys it (infra/constructs/handler-bundle.ts), the SDK left out if
 * asked, in memory; built once per process, as the tests ask the same build many questions.
 */
function buildHandler(handler: Handler, { withoutSdk = false } = {}): Promise<Built> {
  const key = `${handler}:${withoutSdk}`;
  let built = builds.get(key);
  if (!built) {
    built = build({ ...handlerBuildOptions(handler, OUTDIR, withoutSdk ? SDK : []), write: false }).then((r) => ({
      outputs: r.metafile!.outputs,
      contents: r.outputFiles.map((f) => f.contents),
    }));
    builds.set(key, built);
  }
  return built;
}

const kb = (bytes: number) => bytes / 1024;

/**
 * The files of a handler's deployed directory (its entry and every chunk), as CDK deploys them;
 * `withoutSdk` leaves @aws-sdk/* out, to weigh our own code alone.
 */
export async function bundleHandler(handler: Handler, { withoutSdk = false } = {}): Promise<Uint8Array[]> {
  return (await buildHandler(handler, { withoutSdk })).contents;
}

/** The size of a handler's deployed directory, KB, every chunk counted. */
export async function wholeKb(handler: Handler, { withoutSdk = false } = {}): Promise<number> {
  return kb((await bundleHandler(handler, { withoutSdk })).reduce((sum, file) => sum + file.length, 0));
}

/**
 * Our own code in a handler's directory (the AWS SDK left out), split into the rule sets
 * (engine/games/<id>/, KB each) and the platform (everything else, zod included), minified.
 */
export async function weighHandler(
  handler: Handler,
): Promise<{ platformKb: number; ruleSetsKb: Record<string, number> }> {
  const { outputs } = await buildHandler(handler, { withoutSdk: true });
  const ruleSetsKb: Record<string, number> = {};
  let total = 0;
  let ruleSetBytes = 0;
  for (const output of Object.values(outputs)) {
    total += output.bytes;
    for (const [path, input] of Object.entries(output.inputs)) {
      const id = /^engine\/games\/([^/]+)\//.exec(path)?.[1];
      if (!id) continue;
      ruleSetsKb[id] = (ruleSetsKb[id] ?? 0) + kb(input.bytesInOutput);
      ruleSetBytes += input.bytesInOutput;
    }
  }
  return { platformKb: kb(total - ruleSetBytes), ruleSetsKb };
}

export interface Loaded {
  /** The files read, entry and chunks, KB: what V8 parses. */
  kb: number;
  /** The source files with code in them. */
  sources: Set<string>;
  /** The packages left out of the build (`withoutSdk`) that they import statically. */
  external: Set<string>;
}

/**
 * What Node reads and parses of a handler's directory when it imports the entry, and then, for
 * each of `imported` (source files the code reaches by import(), such as a rule set's index),
 * the chunk that import() loads: each file with the chunks it imports statically. A module in
 * a file read is compiled, even one esbuild wraps to run on first use; a chunk that no import()
 * has asked for yet is neither read nor compiled.
 */
export async function loadedBy(
  handler: Handler,
  { imported = [] as string[], withoutSdk = false } = {},
): Promise<Loaded> {
  const { outputs } = await buildHandler(handler, { withoutSdk });
  const chunkOf = (source: string) => {
    const found = Object.entries(outputs).find(([, o]) => o.entryPoint === source);
    if (!found) throw new Error(`${handler}: no chunk is loaded by import('${source}'); is it imported dynamically?`);
    return found[0];
  };
  const files = new Set<string>();
  const external = new Set<string>();
  const pending = [ENTRY, ...imported.map(chunkOf)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const i of outputs[file].imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) external.add(i.path);
      else pending.push(i.path);
    }
  }
  const sources = new Set(
    [...files].flatMap((f) =>
      Object.entries(outputs[f].inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([source]) => source),
    ),
  );
  return { kb: kb([...files].reduce((sum, f) => sum + outputs[f].bytes, 0)), sources, external };
}
