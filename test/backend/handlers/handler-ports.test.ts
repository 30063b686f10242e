import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DynamoSubscriptions } from '../../../lambdas/adapters/dynamo/subscriptions.js';
import { PRODUCTION_MIN_MOVE_SECONDS } from '../../../engine/core/clock/index.js';
import { LocalConnections, registerLocalConnections } from '../../../lambdas/adapters/local-connections.js';
import { registerLocalScheduler, unconfiguredScheduler } from '../../../lambdas/adapters/local-scheduler.js';
import { DynamoConnections } from '../../../lambdas/adapters/dynamo/connections.js';
import { EventBridgeScheduler } from '../../../lambdas/adapters/scheduler/eventbridge-scheduler.js';
import { PRODUCTION_BOT_PAUSE_MS, type Scheduler } from '../../../lambdas/app/ports.js';
import { portsFor, systemPorts } from '../../../lambdas/handlers/ports.js';

// The handlers' composition root (lambdas/handlers/ports.ts) reads what the CDK app or the local
// stack put in the environment. Building the ports makes no call to AWS.
const KEYS = [
  'AWS_REGION',
  'EVENTS_TABLE',
  'GAMES_TABLE',
  'CONNECTIONS_TABLE',
  'MIN_MOVE_SECONDS',
  'BOT_PAUSE_MS',
  'SCHEDULE_GROUP',
  'SCHEDULER_ROLE_ARN',
  'EXPIRE_FUNCTION_ARN',
  'WS_MANAGEMENT_ENDPOINT',
  'LOOPBACK_HOOKS',
  'SUBSCRIPTIONS_TABLE',
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
const request = { domainName: 'abc.execute-api.eu-west-1.amazonaws.com', stage: 'live' };
const AWS_SCHEDULING = {
  SCHEDULE_GROUP: 'Tradewinds-dev-wakeups',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/SchedulerRole',
  EXPIRE_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:Tradewinds-dev-expire',
};

beforeEach(() => {
  for (const k of KEYS) Reflect.deleteProperty(process.env, k);
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    EVENTS_TABLE: 'events',
    GAMES_TABLE: 'games',
    CONNECTIONS_TABLE: 'connections',
  });
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = saved[k];
  }
});

describe('the scheduler the handlers get', () => {
  it('on AWS (SCHEDULE_GROUP and the rest set by the CDK app): EventBridge Scheduler, built once and reused', () => {
    Object.assign(process.env, AWS_SCHEDULING);
    const first = portsFor(request).scheduler;
    expect(first).toBeInstanceOf(EventBridgeScheduler);
    expect(portsFor(request).scheduler).toBe(first);
    process.env.SCHEDULE_GROUP = 'another-group';
    expect(portsFor(request).scheduler).not.toBe(first);
  });

  it('a function told the group but not the role or the expire function fails, naming what is missing', () => {
    process.env.SCHEDULE_GROUP = 'Tradewinds-dev-wakeups';
    expect(() => portsFor(request)).toThrow(/EXPIRE_FUNCTION_ARN is not set/);
  });

  it("the local stack's timers, when it registered them in this process, before anything in the environment", () => {
    Object.assign(process.env, AWS_SCHEDULING);
    const local: Scheduler = { wake: async () => {} };
    const unregister = registerLocalScheduler(local);
    try {
      expect(portsFor(request).scheduler).toBe(local);
    } finally {
      unregister();
    }
    expect(portsFor(request).scheduler).toBeInstanceOf(EventBridgeScheduler);
  });

  it('neither (the history function): the unconfigured scheduler, which refuses every wake-up aloud', async () => {
    expect(portsFor(request).scheduler).toBe(unconfiguredScheduler);
    await expect(
      unconfiguredScheduler.wake({ gameId: 'g', version: 2, seat: 1, at: '2026-12-01T10:00:00.000Z' }),
    ).rejects.toThrow(/no scheduler is configured/);
  });
});

describe('the connections stored, recorded where the local stack registered a record of them', () => {
  it("reads a game's connections from the record only where one is registered, through one port across calls", async () => {
    expect(portsFor(request).connections).toBeInstanceOf(DynamoConnections);
    const unregister = registerLocalConnections(new LocalConnections());
    try {
      const ports = portsFor(request);
      expect(ports.connections).not.toBeInstanceOf(DynamoConnections);
      expect(portsFor(request).connections).toBe(ports.connections);
      // Answered from the record: the table is not reachable from this test.
      await expect(ports.connections.byGame('g1')).resolves.toEqual([]);
    } finally {
      unregister();
    }
    expect(portsFor(request).connections).toBeInstanceOf(DynamoConnections);
  });
});

describe('the notifications table from the environment', () => {
  it('SUBSCRIPTIONS_TABLE names it; without it every call refuses aloud rather than doing nothing', async () => {
    await expect(portsFor(request).subscriptions.byGame('g')).rejects.toThrow(/SUBSCRIPTIONS_TABLE is not set/);
    process.env.SUBSCRIPTIONS_TABLE = 'subscriptions';
    expect(portsFor(request).subscriptions).toBeInstanceOf(DynamoSubscriptions);
  });
});

describe('limits from the environment', () => {
  it("production's when unset: an hour's floor for a clock, a three-second bot pause", () => {
    // Production never takes a push endpoint or webhook on 127.0.0.1.
    expect(portsFor(request).limits).toEqual({
      minMoveSeconds: PRODUCTION_MIN_MOVE_SECONDS,
      botPauseMs: PRODUCTION_BOT_PAUSE_MS,
      loopbackHooks: false,
    });
    expect(PRODUCTION_BOT_PAUSE_MS).toBe(3000);
  });

  it("the local stack's when set", () => {
    Object.assign(process.env, { MIN_MOVE_SECONDS: '2', BOT_PAUSE_MS: '1000', LOOPBACK_HOOKS: 'true' });
    expect(portsFor(request).limits).toEqual({ minMoveSeconds: 2, botPauseMs: 1000, loopbackHooks: true });
  });

  it('a value that is not a whole number, or below the least allowed, is refused with its name', () => {
    process.env.MIN_MOVE_SECONDS = '1';
    expect(() => portsFor(request)).toThrow(/MIN_MOVE_SECONDS is a whole number of seconds, at least 2; got '1'/);
    process.env.MIN_MOVE_SECONDS = '2';
    process.env.BOT_PAUSE_MS = '1.5';
    expect(() => portsFor(request)).toThrow(/BOT_PAUSE_MS is a whole number of milliseconds, at least 0; got '1.5'/);
  });
});

describe('the ports of work no message started (expire, sweep)', () => {
  it('need WS_MANAGEMENT_ENDPOINT to broadcast: no event names the WebSocket API', () => {
    expect(() => systemPorts()).toThrow(/WS_MANAGEMENT_ENDPOINT is not set/);
    Object.assign(process.env, AWS_SCHEDULING, {
      WS_MANAGEMENT_ENDPOINT: 'https://abc.execute-api.eu-west-1.amazonaws.com/live',
    });
    const ports = systemPorts();
    expect(ports.scheduler).toBeInstanceOf(EventBridgeScheduler);
    // The same broadcaster a message from that API would get.
    expect(ports.broadcaster).toBe(portsFor(request).broadcaster);
  });
});
