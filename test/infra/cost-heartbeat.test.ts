import { describe, expect, it } from 'vitest';
import { readDeployment, type Deployment } from '../../scripts/cost/deployment.js';
import { heartbeatCost, heartbeatLine } from '../../scripts/cost/heartbeat.js';
import { PRICES } from '../../scripts/cost/prices.js';

const deployment = (over: Partial<Deployment>): Deployment => ({
  lambdaMemoryMb: 512,
  pingEveryMs: 20_000,
  hiddenGraceMs: 60_000,
  pingInvokesLambda: false,
  ...over,
});

// `npm run cost` prices the heartbeat a visible tab keeps up to find a dead link.
describe('the heartbeat figures of npm run cost', () => {
  it('counts a ping and its pong per interval of a visible hour, priced as API Gateway messages only when ping has its own route', () => {
    const h = heartbeatCost(deployment({}));
    expect(h.pingsPerVisibleHour).toBe(180);
    expect(h.messagesPerVisibleHour).toBe(360);
    expect(h.usdPerVisibleHour).toBeCloseTo((360 * PRICES.apiGatewayWebSocket.perMillionMessages) / 1e6, 12);
    expect(h.usdPerPlayerWeekOnScreen).toBeCloseTo(h.usdPerVisibleHour * 8 * 7, 12);
    expect(heartbeatCost(deployment({ pingEveryMs: 40_000 })).messagesPerVisibleHour).toBe(180);
  });

  it('adds a Lambda request per ping when the stack routes ping through the $default Lambda', () => {
    const mock = heartbeatCost(deployment({}));
    const lambda = heartbeatCost(deployment({ pingInvokesLambda: true }));
    expect(lambda.usdPerVisibleHour - mock.usdPerVisibleHour).toBeGreaterThanOrEqual(
      (180 * PRICES.lambdaArm.perMillionRequests) / 1e6,
    );
  });

  it('reads the deployed interval: short enough to find a dead link within 30 s with a 10 s answer window, and says so in one line', () => {
    const d = readDeployment();
    expect(d.pingEveryMs).toBeLessThanOrEqual(20_000);
    expect(d.pingInvokesLambda).toBe(false);
    expect(heartbeatLine(d)).toMatch(
      new RegExp(
        `^Heartbeat: a visible tab pings every ${d.pingEveryMs / 1000} s: \\d+ pings, \\d+ messages per visible hour, \\$0\\.\\d{5} `,
      ),
    );
  });
});
