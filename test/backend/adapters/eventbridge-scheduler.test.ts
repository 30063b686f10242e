import {
  ConflictException,
  CreateScheduleCommand,
  SchedulerClient,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  atExpression,
  EventBridgeScheduler,
  PAST_DUE_LEAD_MS,
  SCHEDULE_NAME_MAX,
  scheduleName,
  scheduleTargetFromEnv,
  TARGET_RETRY,
} from '../../../lambdas/adapters/scheduler/eventbridge-scheduler.js';

const api = mockClient(SchedulerClient);
const target = {
  group: 'Tradewinds-dev-wakeups',
  functionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:ExpireHandler',
  roleArn: 'arn:aws:iam::123456789012:role/SchedulerRole',
};
const NOW = new Date('2026-12-01T10:00:00.000Z');
const scheduler = () =>
  new EventBridgeScheduler(new SchedulerClient({ region: 'eu-west-1' }), target, { now: () => NOW });
const GAME = 'AbCdEfGhIjKlMnOpQr-_09';

beforeEach(() => api.reset());

describe('EventBridgeScheduler.wake', () => {
  it('creates one one-time schedule in the group: named for game, version and seat, at the time in UTC, deleted after it fires, invoking expire with the game id', async () => {
    api.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:::schedule/x' });
    await scheduler().wake({ gameId: GAME, version: 12, seat: 2, at: '2026-12-02T09:30:15.000Z' });
    expect(api).toHaveReceivedCommandOnce(CreateScheduleCommand);
    expect(api).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: `tw-${GAME}-12-2`,
      GroupName: target.group,
      ScheduleExpression: 'at(2026-12-02T09:30:15)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: target.functionArn,
        RoleArn: target.roleArn,
        Input: JSON.stringify({ gameId: GAME }),
        RetryPolicy: TARGET_RETRY,
      },
    });
  });

  it('a schedule of that name exists already (ConflictException): the wake-up is scheduled, nothing fails', async () => {
    api.on(CreateScheduleCommand).rejects(
      new ConflictException({
        message: 'Schedule tw-x already exists.',
        Message: 'Schedule tw-x already exists.',
        $metadata: { httpStatusCode: 409 },
      }),
    );
    await expect(
      scheduler().wake({ gameId: GAME, version: 3, seat: 0, at: '2026-12-02T09:30:15.000Z' }),
    ).resolves.toBeUndefined();
    expect(api).toHaveReceivedCommandOnce(CreateScheduleCommand);
  });

  it('asking twice for the same wake-up asks for the same name both times (the second is the conflict)', async () => {
    api
      .on(CreateScheduleCommand)
      .resolvesOnce({ ScheduleArn: 'arn:aws:scheduler:::schedule/x' })
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: { httpStatusCode: 409 } }));
    const s = scheduler();
    const request = { gameId: GAME, version: 7, seat: 1, at: '2026-12-01T12:00:00.000Z' };
    await s.wake(request);
    await s.wake(request);
    const names = api.commandCalls(CreateScheduleCommand).map((c) => c.args[0].input.Name);
    expect(names).toEqual([`tw-${GAME}-7-1`, `tw-${GAME}-7-1`]);
  });

  it('a wake-up already due is scheduled a minute ahead, not dropped', async () => {
    api.on(CreateScheduleCommand).resolves({});
    await scheduler().wake({ gameId: GAME, version: 4, seat: 3, at: '2026-11-30T08:00:00.000Z' });
    expect(api).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: `tw-${GAME}-4-3`,
      ScheduleExpression: 'at(2026-12-01T10:01:00)',
    });
  });

  it('any other failure surfaces to the caller (refused input, access denied, a throttle past the SDK retries)', async () => {
    api.on(CreateScheduleCommand).rejects(
      new ValidationException({
        message: 'Invalid Schedule Expression',
        Message: 'Invalid Schedule Expression',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    await expect(
      scheduler().wake({ gameId: GAME, version: 4, seat: 3, at: '2026-12-02T08:00:00.000Z' }),
    ).rejects.toThrow('Invalid Schedule Expression');
    api.reset();
    api.on(CreateScheduleCommand).rejects(
      Object.assign(new Error('User is not authorized to perform: scheduler:CreateSchedule'), {
        name: 'AccessDeniedException',
      }),
    );
    await expect(
      scheduler().wake({ gameId: GAME, version: 4, seat: 3, at: '2026-12-02T08:00:00.000Z' }),
    ).rejects.toThrow(/not authorized/);
  });

  it('a request whose name or time cannot be scheduled is refused before any call is made', async () => {
    await expect(
      scheduler().wake({ gameId: 'bad id!', version: 4, seat: 3, at: '2026-12-02T08:00:00.000Z' }),
    ).rejects.toThrow(/characters EventBridge Scheduler refuses/);
    await expect(scheduler().wake({ gameId: GAME, version: 4, seat: 3, at: 'tomorrow' })).rejects.toThrow(
      /ISO-8601 time; got "tomorrow"/,
    );
    expect(api).toHaveReceivedCommandTimes(CreateScheduleCommand, 0);
  });
});

describe('schedule names', () => {
  it('tw-<gameId>-<version>-<seat>, from the alphabet EventBridge Scheduler allows', () => {
    expect(scheduleName({ gameId: GAME, version: 1, seat: 0 })).toBe(`tw-${GAME}-1-0`);
    expect(scheduleName({ gameId: GAME, version: 1, seat: 0 })).toMatch(/^[0-9a-zA-Z\-_.]+$/);
  });

  it('differ by version and by seat, so each pending wake-up has one schedule of its own', () => {
    const names = new Set([
      scheduleName({ gameId: GAME, version: 5, seat: 1 }),
      scheduleName({ gameId: GAME, version: 5, seat: 2 }),
      scheduleName({ gameId: GAME, version: 6, seat: 1 }),
      scheduleName({ gameId: GAME, version: 51, seat: 1 }),
    ]);
    expect(names.size).toBe(4);
    // Version and seat are separated, so version 1 seat 12 is not version 11 seat 2.
    expect(scheduleName({ gameId: GAME, version: 1, seat: 12 })).not.toBe(
      scheduleName({ gameId: GAME, version: 11, seat: 2 }),
    );
  });

  it('stay within 64 characters for a 22-character game id and any version a game can reach', () => {
    expect(scheduleName({ gameId: GAME, version: Number.MAX_SAFE_INTEGER, seat: 9 }).length).toBeLessThanOrEqual(
      SCHEDULE_NAME_MAX,
    );
  });

  it('a name past 64 characters, a character outside the alphabet, a version below 1 or a fractional seat is refused with what is wrong', () => {
    expect(scheduleName({ gameId: 'g'.repeat(57), version: 1, seat: 0 })).toHaveLength(64);
    expect(() => scheduleName({ gameId: 'g'.repeat(58), version: 1, seat: 0 })).toThrow(
      /is 65 characters; EventBridge Scheduler allows 64/,
    );
    expect(() => scheduleName({ gameId: 'game/1', version: 1, seat: 0 })).toThrow(
      /characters EventBridge Scheduler refuses/,
    );
    expect(() => scheduleName({ gameId: GAME, version: 0, seat: 0 })).toThrow(
      /version is a whole number from 1; got 0/,
    );
    expect(() => scheduleName({ gameId: GAME, version: 2, seat: 1.5 })).toThrow(
      /seat is a whole number from 0; got 1.5/,
    );
  });
});

describe('at() expressions', () => {
  it('in UTC, whatever offset the time was written with', () => {
    expect(atExpression('2026-12-02T11:30:15+02:00', NOW)).toBe('at(2026-12-02T09:30:15)');
  });

  it('round up to the second: firing before the deadline would find nothing due yet', () => {
    expect(atExpression('2026-12-02T09:30:15.001Z', NOW)).toBe('at(2026-12-02T09:30:16)');
    expect(atExpression('2026-12-02T09:30:15.999Z', NOW)).toBe('at(2026-12-02T09:30:16)');
    expect(atExpression('2026-12-02T23:59:59.500Z', NOW)).toBe('at(2026-12-03T00:00:00)');
    expect(atExpression('2026-12-02T09:30:15.000Z', NOW)).toBe('at(2026-12-02T09:30:15)');
  });

  it('a time in the past, now, or sooner than a minute from now becomes a minute from now (rounded up)', () => {
    const minuteAhead = 'at(2026-12-01T10:01:00)';
    expect(PAST_DUE_LEAD_MS).toBe(60_000);
    expect(atExpression('2020-01-01T00:00:00.000Z', NOW)).toBe(minuteAhead);
    expect(atExpression(NOW.toISOString(), NOW)).toBe(minuteAhead);
    expect(atExpression('2026-12-01T10:00:30.000Z', NOW)).toBe(minuteAhead);
    expect(atExpression('2026-12-01T10:00:30.000Z', new Date('2026-12-01T10:00:00.250Z'))).toBe(
      'at(2026-12-01T10:01:01)',
    );
    expect(atExpression('2026-12-01T10:01:00.001Z', NOW)).toBe('at(2026-12-01T10:01:01)');
  });

  it('a time that is not a time is refused', () => {
    expect(() => atExpression('', NOW)).toThrow(/ISO-8601 time; got ""/);
  });
});

describe('configuration', () => {
  it('reads the group, the expire function and the role from the environment', () => {
    expect(scheduleTargetFromEnv({ SCHEDULE_GROUP: 'g', EXPIRE_FUNCTION_ARN: 'f', SCHEDULER_ROLE_ARN: 'r' })).toEqual({
      group: 'g',
      functionArn: 'f',
      roleArn: 'r',
    });
  });

  it('names the variable that is missing', () => {
    expect(() => scheduleTargetFromEnv({ SCHEDULE_GROUP: 'g', SCHEDULER_ROLE_ARN: 'r' })).toThrow(
      /EXPIRE_FUNCTION_ARN is not set/,
    );
  });
});
