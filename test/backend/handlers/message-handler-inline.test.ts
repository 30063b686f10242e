import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventBridgeScheduler } from '../../../lambdas/adapters/scheduler/eventbridge-scheduler.js';
import { systemClock } from '../../../lambdas/adapters/system.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import type { CreatedFrame, PreparedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';

// The message handler on AWS (its scheduler EventBridge's, the client mocked): a table whose
// first seat is a bot gets the bot's move from the very invocation that created it, after the
// pause, instead of a minute or two later from its schedule. The store is in memory; the pause
// is shortened to 20 ms of real time.
let ports: MemoryPorts;
vi.mock('../../../lambdas/handlers/ports.js', () => ({ portsFor: (): Ports => ports }));
const { handler } = await import('../../../lambdas/handlers/message.js');
const api = mockClient(SchedulerClient);

const logs = process.env.TRADEWINDS_LOGS;
beforeAll(() => void (process.env.TRADEWINDS_LOGS = 'off'));
afterAll(() => {
  if (logs === undefined) delete process.env.TRADEWINDS_LOGS;
  else process.env.TRADEWINDS_LOGS = logs;
});

const message = (connectionId: string, body: object) =>
  ({
    requestContext: {
      routeKey: '$default',
      eventType: 'MESSAGE',
      connectionId,
      domainName: 'x.local',
      stage: 'live',
      requestId: 'r',
      apiId: 'a',
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyWebsocketEventV2;

describe('the message handler on AWS', () => {
  it("creates a table whose first seat is a bot, answers, schedules the bot's wake-up and makes the bot's move itself after the pause", async () => {
    api.reset();
    api.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:::schedule/x' });
    const base = memoryPorts();
    const scheduler = new EventBridgeScheduler(
      new SchedulerClient({ region: 'eu-west-1' }),
      { group: 'g', functionArn: 'f', roleArn: 'r' },
      systemClock,
    );
    ports = {
      ...base,
      clock: systemClock,
      limits: { minMoveSeconds: 2, botPauseMs: 20 },
      scheduler: scheduler as never,
    };
    await handler(message('creator', { action: 'prepare', rules: 'manila' }));
    const [prepared] = (base.broadcaster.sent.get('creator') ?? []).map((d) => JSON.parse(d) as PreparedFrame);
    await handler(
      message('creator', {
        action: 'create',
        gameId: prepared.gameId,
        nonce: 'message-inline-nonce-00000',
        rules: 'manila',
        seats: [{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }],
      }),
    );
    const [, created] = (base.broadcaster.sent.get('creator') ?? []).map((d) => JSON.parse(d) as CreatedFrame);
    expect(created.type).toBe('created');
    const log = base.events.logs.get(created.gameId)!;
    const botMoves = log.filter((r) => r.actor === 'system' && r.reason === 'bot');
    expect(botMoves.length).toBeGreaterThanOrEqual(1);
    expect(botMoves.every((r) => r.onBehalfOf === 0)).toBe(true);
    // Its schedule was made all the same (named for the version that made the bot due, seat 0).
    expect(api).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: expect.stringMatching(new RegExp(`^tw-${created.gameId}-\\d+-0$`)),
    });
  });
});
