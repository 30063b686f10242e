import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import type { StageConfig } from '../stages.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Nothing is left to node_modules: the SDK goes in the bundle too (see below). */
const NO_EXTERNAL_MODULES: string[] = [];

/**
 * Bundling shared by every handler (and by the bundle-size test and the benchmarks): minified
 * ESM for Node 22, the AWS SDK included. The runtime has its own SDK, but loading it means
 * resolving and reading hundreds of modules: importing the message handler took 220-260 ms
 * with the SDK left to node_modules and 70-100 ms with the tree-shaken SDK in the bundle
 * (`npm run bench:cold`). The banner gives the SDK's CommonJS parts the `require` that ESM lacks.
 */
export const HANDLER_BUNDLING = {
  minify: true,
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  externalModules: NO_EXTERNAL_MODULES,
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  sourceMap: false,
};

/**
 * Memory, chosen from measurement (`npm run cost`). Lambda gives CPU in proportion to memory (one
 * vCPU at 1,769 MB), so a handler's CPU work costs the same at any size up to that, while its
 * waiting (DynamoDB, the @connections API) costs in proportion to the size. `npm run cost`
 * measures the message handler's main-thread CPU and wall time per invocation and prices both
 * at 128-1024 MB. On this 2-core machine, Manila, 4 seats, one sitting: 9-11 ms of CPU and
 * 15-37 ms of waiting per invocation; modelled, 113 ms and $0.000045 of duration per game at
 * 256 MB, 75 ms and $0.000060 at 512 MB, 56 ms and $0.000090 at 1,024 MB.
 *
 * 512 MB: going down to 256 MB saves $0.000015 a game (1.5% of the $0.001 target, which
 * messages and DynamoDB decide) but adds about 40 ms to every move's round trip and doubles
 * the CPU-bound part of a cold start (importing the 100 KB message bundle and the SDK took
 * 160-250 ms here at a full core, `npm run bench:cold`); going up to 1,024 MB buys 20 ms for
 * half as much again. If the command path's CPU falls to the 2 ms, measure again:
 * waiting then dominates and 256 MB becomes the better buy. `npm run cost` reads this number.
 */
const MEMORY_MB = 512;

/** A request answers in milliseconds: a call that takes longer has failed. */
const DEFAULT_TIMEOUT = Duration.seconds(10);

export interface HandlerOptions {
  /** 10 seconds unless a handler goes on making moves after it answered (message) or works through many (expire, sweep). */
  timeout?: Duration;
  /** A fixed name, for a function whose ARN must be known before it exists (the expire function names itself to the scheduler). */
  functionName?: string;
}

/**
 * One Lambda per handler module in lambdas/handlers/, with a log group of its own that keeps
 * the stage's retention (Lambda's implicit group would keep every line forever). The service
 * name tags its log lines and metrics with the stage (lambdas/handlers/ops/).
 */
export function handlerFunction(
  scope: Construct,
  id: string,
  handler: string,
  environment: Record<string, string>,
  stage: StageConfig,
  options: HandlerOptions = {},
): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: stage.logRetentionDays,
    removalPolicy: stage.keepGames ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return new NodejsFunction(scope, id, {
    entry: `${root}lambdas/handlers/${handler}.ts`,
    handler: 'handler',
    projectRoot: root,
    depsLockFilePath: `${root}package-lock.json`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: MEMORY_MB,
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    functionName: options.functionName,
    environment: { ...environment, POWERTOOLS_SERVICE_NAME: `tradewinds-${stage.name}` },
    bundling: HANDLER_BUNDLING,
    logGroup,
  });
}
