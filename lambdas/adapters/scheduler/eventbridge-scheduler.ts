import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import type { Clock, Scheduler } from '../../app/ports.js';

/** Where a schedule sends its wake-up: read from the environment CDK sets (eventBridgeTargetFromEnv). */
export interface ScheduleTarget {
  /** The schedule group every wake-up lives in (SCHEDULE_GROUP). */
  group: string;
  /** The expire function (EXPIRE_FUNCTION_ARN). */
  functionArn: string;
  /** The role EventBridge Scheduler assumes to invoke it (SCHEDULER_ROLE_ARN). */
  roleArn: string;
}

/** EventBridge Scheduler's limit on a schedule's name, and the characters it allows. */
export const SCHEDULE_NAME_MAX = 64;
const SCHEDULE_NAME = /^[0-9a-zA-Z\-_.]+$/;

/**
 * A wake-up due now or in the past is scheduled this far ahead. EventBridge Scheduler fires
 * a one-time schedule within the minute of its time (60-second precision) and a time that
 * has passed by the time the request lands may be refused; a minute ahead is always in the
 * future, and no slower than the service's own precision makes any wake-up.
 */
export const PAST_DUE_LEAD_MS = 60_000;

/**
 * If the expire function fails (the store was busy, a bug), the scheduler retries it for up
 * to ten minutes; after that the sweep (every 15 minutes, over the games' deadline index)
 * finds the game still due. Without a policy a failing wake-up would be retried 185 times
 * over a day.
 */
export const TARGET_RETRY = { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 600 } as const;

/**
 * One EventBridge Scheduler one-time schedule per wake-up, named after (game, version, seat):
 * asking twice for the same wake-up finds the name taken (ConflictException), which is the
 * idempotence the port promises. The schedule deletes itself once it has fired, so the
 * group holds only pending wake-ups. It invokes the expire function with `{ gameId }`;
 * that function decides from the game itself what is due, so a late or stray wake-up
 * changes nothing.
 */
export class EventBridgeScheduler implements Scheduler {
  /**
   * `client` may be a function that makes it on the first wake-up: most messages schedule nothing,
   * and the scheduler's SDK client, evaluated and built at a cold start, would delay their answers.
   */
  constructor(
    private readonly client: SchedulerClient | (() => Promise<SchedulerClient>),
    private readonly target: ScheduleTarget,
    private readonly clock: Clock,
  ) {}

  async wake(request: { gameId: string; version: number; seat: number; at: string }): Promise<void> {
    const name = scheduleName(request);
    const expression = atExpression(request.at, this.clock.now());
    // Imported here, not at the top: a bundle evaluates the scheduler's SDK module on the first wake-up only.
    const { ConflictException, CreateScheduleCommand } = await import('@aws-sdk/client-scheduler');
    const client = typeof this.client === 'function' ? await this.client() : this.client;
    try {
      await client.send(
        new CreateScheduleCommand({
          Name: name,
          GroupName: this.target.group,
          ScheduleExpression: expression,
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: {
            Arn: this.target.functionArn,
            RoleArn: this.target.roleArn,
            Input: JSON.stringify({ gameId: request.gameId }),
            RetryPolicy: TARGET_RETRY,
          },
        }),
      );
    } catch (err) {
      // The same wake-up was asked for already (by a retry, or a racing handler): it is scheduled.
      if (err instanceof ConflictException || (err as { name?: string }).name === 'ConflictException') return;
      throw err;
    }
  }
}

/**
 * `tw-<gameId>-<version>-<seat>`: a game id is 22 base64url characters, so the name is
 * within the service's 64 characters and its alphabet for any real version and seat.
 * Anything else is refused before a request is made.
 */
export function scheduleName({ gameId, version, seat }: { gameId: string; version: number; seat: number }): string {
  if (!Number.isSafeInteger(version) || version < 1)
    throw new Error(`a wake-up's version is a whole number from 1; got ${version}`);
  if (!Number.isSafeInteger(seat) || seat < 0)
    throw new Error(`a wake-up's seat is a whole number from 0; got ${seat}`);
  const name = `tw-${gameId}-${version}-${seat}`;
  if (!SCHEDULE_NAME.test(name))
    throw new Error(
      `schedule name ${JSON.stringify(name)} has characters EventBridge Scheduler refuses (it allows 0-9, a-z, A-Z, - _ .)`,
    );
  if (name.length > SCHEDULE_NAME_MAX)
    throw new Error(
      `schedule name ${name} is ${name.length} characters; EventBridge Scheduler allows ${SCHEDULE_NAME_MAX}`,
    );
  return name;
}

/**
 * `at(YYYY-MM-DDTHH:MM:SS)` in UTC, rounded up to the second (rounding down would fire before
 * the deadline, and expire would find nothing due yet), and never sooner than
 * PAST_DUE_LEAD_MS from now: a wake-up already due is kept, a minute ahead, never dropped.
 */
export function atExpression(at: string, now: Date): string {
  const due = Date.parse(at);
  if (Number.isNaN(due)) throw new Error(`a wake-up's time is an ISO-8601 time; got ${JSON.stringify(at)}`);
  const when = Math.max(ceilToSecond(due), ceilToSecond(now.getTime() + PAST_DUE_LEAD_MS));
  return `at(${new Date(when).toISOString().slice(0, 19)})`;
}

const ceilToSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

/** The target from the environment the CDK app gives the functions that schedule; a missing one is named. */
export function scheduleTargetFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduleTarget {
  const need = (key: string) => {
    const value = env[key];
    if (!value)
      throw new Error(
        `${key} is not set: the functions that schedule wake-ups need SCHEDULE_GROUP, EXPIRE_FUNCTION_ARN and SCHEDULER_ROLE_ARN`,
      );
    return value;
  };
  return {
    group: need('SCHEDULE_GROUP'),
    functionArn: need('EXPIRE_FUNCTION_ARN'),
    roleArn: need('SCHEDULER_ROLE_ARN'),
  };
}
