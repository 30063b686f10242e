/**
 * AWS list prices the cost report uses: us-east-1, on-demand, no free tier, first pricing tier.
 * One place for every price, each with the page it was copied from. Re-check the pages before
 * quoting a figure: AWS changes prices rarely, but it does (DynamoDB on-demand halved on
 * 2024-11-01).
 */
export const PRICES = {
  region: 'us-east-1',
  /** When these figures were copied from the pages below. */
  asOf: '2025 (DynamoDB on-demand as reduced on 2024-11-01; Lambda Arm since 2021-09-29; API Gateway WebSocket since 2018-12)',
  dynamodb: {
    source: 'aws.amazon.com/dynamodb/pricing/on-demand (Standard table class)',
    /** One unit: a write of up to 1 KB. */
    perMillionWriteUnits: 0.625,
    /** One unit: a strongly consistent read of up to 4 KB, or two eventually consistent ones. */
    perMillionReadUnits: 0.125,
  },
  apiGatewayWebSocket: {
    source: 'aws.amazon.com/api-gateway/pricing (WebSocket APIs, first 1 billion messages)',
    /** Messages sent and received, metered in 32 KB increments. */
    perMillionMessages: 1.0,
    perMillionConnectionMinutes: 0.25,
    messageIncrementBytes: 32 * 1024,
  },
  lambdaArm: {
    source: 'aws.amazon.com/lambda/pricing (Arm, first 7.5 billion GB-seconds a month)',
    perMillionRequests: 0.2,
    perGbSecond: 0.0000133334,
    /** Duration is billed per invocation, rounded up to this. */
    billingGranularityMs: 1,
  },
  eventBridgeScheduler: {
    source: 'aws.amazon.com/eventbridge/pricing (Scheduler, after its free tier)',
    /** A schedule firing its target once. */
    perMillionInvocations: 1.0,
  },
} as const;
