import { build } from 'esbuild';
import { HANDLER_BUNDLING } from '../../infra/constructs/handler-function.js';

/** The Lambda handler modules CDK deploys, one function each. */
export const HANDLERS = ['message', 'history'] as const;

/**
 * Bundles a handler the way CDK's NodejsFunction does (see HANDLER_BUNDLING) and returns the bytes;
 * `withoutSdk` leaves @aws-sdk/* out, to weigh our own code alone.
 */
export async function bundleHandler(handler: (typeof HANDLERS)[number], { withoutSdk = false } = {}): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [`lambdas/handlers/${handler}.ts`],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUNDLING.target,
    minify: HANDLER_BUNDLING.minify,
    mainFields: HANDLER_BUNDLING.mainFields,
    external: withoutSdk ? ['@aws-sdk/*', '@smithy/*', '@aws-crypto/*'] : HANDLER_BUNDLING.externalModules,
    banner: { js: HANDLER_BUNDLING.banner },
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents;
}
