import type { Deployment } from './deployment.js';
import { PRICES } from './prices.js';

/**
 * What the client's keep-alive costs on its own (web/src/net/keepalive-policy.ts), per hour an
 * open socket hears nothing else: at the live pace (a visible tab while a move is minutes old, or
 * its seat is to act with its player at the page, to find a dead link within 35 s) and at the idle pace (everything else,
 * to keep API Gateway's idle timeout away). Each ping is two messages (the ping in, the pong
 * out); without its own route it would also run the $default Lambda. Any frame the socket hears
 * puts the next ping off, so a game in full swing pings less than this; the scenarios count the
 * pings the client would really send. A hidden tab does not ping, and closes its socket after
 * the grace.
 */
export interface PaceCost {
  everyMs: number;
  pingsPerHour: number;
  messagesPerHour: number;
  usdPerHour: number;
}

export interface HeartbeatCost {
  live: PaceCost;
  idle: PaceCost;
}

/** A ping answered through the Lambda is billed at least this long (a guess for a warm, tiny handler). */
const LAMBDA_PING_MS = 5;

function paceCost(deployment: Deployment, everyMs: number): PaceCost {
  const pings = 3_600_000 / everyMs;
  const messages = 2 * pings;
  const { apiGatewayWebSocket: api, lambdaArm: lambda } = PRICES;
  const perPingLambda = deployment.pingInvokesLambda
    ? lambda.perMillionRequests / 1e6 +
      (LAMBDA_PING_MS / 1000) * (deployment.lambdaMemoryMb / 1024) * lambda.perGbSecond
    : 0;
  return {
    everyMs,
    pingsPerHour: pings,
    messagesPerHour: messages,
    usdPerHour: (messages * api.perMillionMessages) / 1e6 + pings * perPingLambda,
  };
}

export function heartbeatCost(deployment: Deployment): HeartbeatCost {
  return {
    live: paceCost(deployment, deployment.livePingEveryMs),
    idle: paceCost(deployment, deployment.idlePingEveryMs),
  };
}

/** One line for the report. */
export function heartbeatLine(deployment: Deployment): string {
  const h = heartbeatCost(deployment);
  const pace = (p: PaceCost) =>
    `every ${p.everyMs / 1000} s of silence: ${p.pingsPerHour.toFixed(1)} pings, ${p.messagesPerHour.toFixed(1)} messages, $${p.usdPerHour.toFixed(5)} per silent hour`;
  return (
    `Heartbeat: a visible tab on a live game (a move within ${deployment.liveAfterMoveMs / 60_000} min, or its seat to act with its player at the page: input within ${deployment.presentAfterInputMs / 60_000} min) pings ${pace(h.live)}; ` +
    `any other open socket ${pace(h.idle)}; a hidden tab sends none and closes after ${deployment.hiddenGraceMs / 60_000} min`
  );
}
