import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundling shared by every handler (and by the bundle-size benchmark): minified ESM for
 * Node 22, with the AWS SDK left to the one the Lambda runtime provides.
 */
export const HANDLER_BUNDLING = {
  minify: true,
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  externalModules: ['@aws-sdk/*'],
  sourceMap: false,
};

/** One Lambda per handler module in lambdas/handlers/. */
export function handlerFunction(scope: Construct, id: string, handler: string, environment: Record<string, string>): NodejsFunction {
  return new NodejsFunction(scope, id, {
    entry: `${root}lambdas/handlers/${handler}.ts`,
    handler: 'handler',
    projectRoot: root,
    depsLockFilePath: `${root}package-lock.json`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(10),
    environment,
    bundling: HANDLER_BUNDLING,
  });
}
