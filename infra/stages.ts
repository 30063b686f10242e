import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PRODUCTION_MIN_MOVE_SECONDS } from '../engine/core/clock/index.js';

/**
 * What differs between the stages an operator deploys with `cdk deploy -c stage=dev|prod`.
 * Both run the same code; dev is for trying changes on AWS and may lose its data, prod keeps
 * its games through anything short of deleting the tables by hand.
 */
export interface StageConfig {
  name: StageName;
  /** The CloudFormation stack's name: dev and prod live side by side in one account. */
  stackName: string;
  /** API Gateway throttling (requests per second, and the bucket's burst), per stage and route. */
  throttle: { socket: { rate: number; burst: number }; history: { rate: number; burst: number } };
  /** How long every log group keeps its lines. */
  logRetentionDays: RetentionDays;
  /**
   * The events and games tables (the games themselves): retained on stack deletion, protected
   * against deletion and recoverable to any second of the last 35 days in prod; destroyed with
   * the stack in dev. The connections table is ephemeral in both.
   */
  keepGames: boolean;
  /** Alarms (to an SNS topic) and the dashboard. Alarms cost $0.10 a month each past the free ten, a dashboard $3 past the free three. */
  monitoring: boolean;
  /**
   * The shortest per-move allowance a new table may choose, in seconds: the message handler
   * enforces it (MIN_MOVE_SECONDS) and the web client reads it from config.json, so both
   * agree. An hour on AWS; only the local stack goes lower.
   */
  minMoveSeconds: number;
}

export type StageName = 'dev' | 'prod';

export const STAGES: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    stackName: 'Tradewinds-dev',
    throttle: { socket: { rate: 20, burst: 40 }, history: { rate: 10, burst: 20 } },
    logRetentionDays: RetentionDays.ONE_WEEK,
    keepGames: false,
    monitoring: false,
    minMoveSeconds: PRODUCTION_MIN_MOVE_SECONDS,
  },
  prod: {
    name: 'prod',
    stackName: 'Tradewinds-prod',
    throttle: { socket: { rate: 200, burst: 400 }, history: { rate: 50, burst: 100 } },
    logRetentionDays: RetentionDays.ONE_MONTH,
    keepGames: true,
    monitoring: true,
    minMoveSeconds: PRODUCTION_MIN_MOVE_SECONDS,
  },
};

/** Retention periods CloudWatch Logs accepts (days): RetentionDays's members but the endless one. */
const RETENTION_DAYS = Object.values(RetentionDays).filter(
  (v): v is RetentionDays => typeof v === 'number' && v !== RetentionDays.INFINITE,
);
const RETENTION_DAY_NUMBERS = new Set<number>(RETENTION_DAYS);
const isRetention = (days: number): days is RetentionDays => RETENTION_DAY_NUMBERS.has(days);

/**
 * The stage from CDK context: `stage` (dev unless given), and optional overrides
 * `logRetentionDays` (one of CloudWatch's periods) and `monitoring` (true/false).
 * Anything else is refused with a message that says what would be accepted.
 */
export function stageFromContext(context: (key: string) => unknown): StageConfig {
  const name = context('stage') ?? 'dev';
  if (name !== 'dev' && name !== 'prod')
    throw new Error(`Unknown stage ${JSON.stringify(name)}: use -c stage=dev or -c stage=prod.`);
  const config = { ...STAGES[name] };
  const retention = context('logRetentionDays');
  if (retention !== undefined) {
    const days = Number(retention);
    if (!isRetention(days))
      throw new Error(
        `logRetentionDays=${shown(retention)} is not a CloudWatch Logs retention; use one of ${RETENTION_DAYS.join(', ')}.`,
      );
    config.logRetentionDays = days;
  }
  const monitoring = context('monitoring');
  if (monitoring !== undefined) {
    if (monitoring !== true && monitoring !== false && monitoring !== 'true' && monitoring !== 'false') {
      throw new Error(`monitoring=${shown(monitoring)}: use -c monitoring=true or -c monitoring=false.`);
    }
    config.monitoring = monitoring === true || monitoring === 'true';
  }
  return config;
}

/** A context value as the operator typed it: a string or number as it is, anything else as JSON. */
const shown = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

/** What happens to the games' tables when the stack is deleted. */
export const gamesRemoval = (stage: StageConfig) => (stage.keepGames ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY);
