import { describe, expect, it } from 'vitest';
import { readDeployment, type Deployment } from '../../scripts/cost/deployment.js';
import { nextPing } from '../../scripts/cost/harness.js';
import { heartbeatCost, heartbeatLine } from '../../scripts/cost/heartbeat.js';
import { PRICES } from '../../scripts/cost/prices.js';

const deployment = (over: Partial<Deployment>): Deployment => ({
  lambdaMemoryMb: 512,
  livePingEveryMs: 20_000,
  idlePingEveryMs: 9 * 60_000,
  liveAfterMoveMs: 3 * 60_000,
  presentAfterInputMs: 2 * 60_000,
  probeUnlessHeardWithinMs: 10_000,
  hiddenGraceMs: 3 * 60_000,
  pingInvokesLambda: false,
  ...over,
});

// `npm run cost` prices the heartbeat an open socket keeps up to find a dead link, at either pace.
describe('the heartbeat figures of npm run cost', () => {
  it('counts a ping and its pong per silent interval of an hour at each pace, priced as API Gateway messages only when ping has its own route', () => {
    const h = heartbeatCost(deployment({}));
    expect(h.live.pingsPerHour).toBe(180);
    expect(h.live.messagesPerHour).toBe(360);
    expect(h.live.usdPerHour).toBeCloseTo((360 * PRICES.apiGatewayWebSocket.perMillionMessages) / 1e6, 12);
    expect(h.idle.pingsPerHour).toBeCloseTo(60 / 9, 12);
    expect(heartbeatCost(deployment({ livePingEveryMs: 40_000 })).live.messagesPerHour).toBe(180);
  });

  it('adds a Lambda request per ping when the stack routes ping through the $default Lambda', () => {
    const mock = heartbeatCost(deployment({}));
    const lambda = heartbeatCost(deployment({ pingInvokesLambda: true }));
    expect(lambda.live.usdPerHour - mock.live.usdPerHour).toBeGreaterThanOrEqual(
      (180 * PRICES.lambdaArm.perMillionRequests) / 1e6,
    );
  });

  it('paces a tab as link-watch.ts does and says which rule each ping is for: with its player at the page, a recent move before the seat to act; the idle pace otherwise', () => {
    const d = deployment({});
    const heardAt = 1_000_000;
    const presentAt = heardAt - 60_000;
    // A move 1 minute before the last frame: 20 s of silence is still within its 3 minutes.
    const recent = { heardAt, seatToAct: true, lastMoveAt: heardAt - 60_000, presentAt };
    expect(nextPing(recent, d)).toEqual({ at: heardAt + 20_000, why: 'recent move' });
    // The same move with nobody at the page: the idle pace (the player's first touch probes instead).
    expect(nextPing({ ...recent, presentAt: null }, d)).toEqual({ at: heardAt + 9 * 60_000, why: 'idle' });
    // 2 min 50 s after the move, the next ping would fall past its 3 minutes: only the turn keeps the live pace.
    const turn = { heardAt, seatToAct: true, lastMoveAt: heardAt - 170_000, presentAt };
    expect(nextPing(turn, d)).toEqual({ at: heardAt + 20_000, why: 'seat to act' });
    expect(nextPing({ ...turn, seatToAct: false }, d)).toEqual({ at: heardAt + 9 * 60_000, why: 'idle' });
    expect(nextPing({ heardAt, seatToAct: false, lastMoveAt: null, presentAt }, d).why).toBe('idle');
  });

  it("paces the seat's turn as live only while its player is at the page: nobody there, or gone past the 20 s ping, is the idle pace", () => {
    const d = deployment({});
    const heardAt = 1_000_000;
    const turn = { heardAt, seatToAct: true, lastMoveAt: heardAt - 60 * 60_000 };
    expect(nextPing({ ...turn, presentAt: null }, d)).toEqual({ at: heardAt + 9 * 60_000, why: 'idle' });
    // Present until 10 s after the last frame: gone when the 20 s ping would fall due.
    expect(nextPing({ ...turn, presentAt: heardAt - 110_000 }, d).why).toBe('idle');
    expect(nextPing({ ...turn, presentAt: heardAt - 90_000 }, d)).toEqual({ at: heardAt + 20_000, why: 'seat to act' });
  });

  it('reads the deployed paces: the live one short enough to find a dead link within 35 s with a 10 s answer window, and says so in one line', () => {
    const d = readDeployment();
    expect(d.livePingEveryMs + 10_000).toBeLessThanOrEqual(35_000);
    expect(d.pingInvokesLambda).toBe(false);
    expect(heartbeatLine(d)).toMatch(
      new RegExp(
        `^Heartbeat: a visible tab on a live game .* pings every ${d.livePingEveryMs / 1000} s of silence: [\\d.]+ pings`,
      ),
    );
  });
});
