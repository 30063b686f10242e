import { AssetHashType, Duration, RemovalPolicy, type ILocalBundling } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import type { StageConfig } from '../stages.js';
import { bundleHandlerSync, HANDLER_MODULE, handlerSource } from './handler-bundle.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const RUNTIME = Runtime.NODEJS_22_X;

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
): LambdaFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: stage.logRetentionDays,
    removalPolicy: stage.keepGames ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return new LambdaFunction(scope, id, {
    code: handlerCode(handler),
    handler: `${HANDLER_MODULE}.handler`,
    runtime: RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: MEMORY_MB,
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    functionName: options.functionName,
    environment: { ...environment, POWERTOOLS_SERVICE_NAME: `tradewinds-${stage.name}` },
    logGroup,
  });
}

/**
 * The handler's directory (its entry and chunks, handler-bundle.ts), built by CDK's synth on
 * this machine. CDK's NodejsFunction bundles to one file, with no code splitting, hence a
 * bundling step of our own. The asset's hash is the build's output, so an unchanged build is
 * not uploaded again. A synth told to bundle no stack (`aws:cdk:bundling-stacks: []`, as the
 * template tests do) skips it.
 */
function handlerCode(handler: string): Code {
  // Checked here too: a synth that skips bundling would otherwise let a misspelt name through.
  handlerSource(handler);
  return Code.fromAsset(root, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: { image: RUNTIME.bundlingImage, local: new LocalHandlerBundling(handler) },
  });
}

/**
 * Bundles on this machine, or throws: CDK never falls back to the image. The handler's name is a
 * field, not only a closure's: CDK stages an asset once per JSON of its bundling options, and
 * with nothing else to tell them apart every function would be given the first one's build.
 */
class LocalHandlerBundling implements ILocalBundling {
  constructor(readonly handler: string) {}

  tryBundle(outputDir: string): boolean {
    bundleHandlerSync(this.handler, outputDir);
    return true;
  }
}
