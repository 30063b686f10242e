import type { Deployment } from './deployment.js';
import { PRICES } from './prices.js';
import { HOURS_OPEN_PER_DAY, WEEK_DAYS } from './scenarios.js';

/**
 * What the client's heartbeat costs on its own (web/src/net/table-socket.ts): a visible tab pings
 * every `pingEveryMs` to find a dead link within about 30 s, whether or not anything happens in
 * the game. Each ping is two messages (the ping in, the pong out); without its own route it would
 * also run the $default Lambda. A hidden tab does not ping, and closes its socket after the grace.
 */
export interface HeartbeatCost {
  pingsPerVisibleHour: number;
  messagesPerVisibleHour: number;
  usdPerVisibleHour: number;
  /** One player with the game on screen HOURS_OPEN_PER_DAY hours a day for WEEK_DAYS days (scenario d). */
  usdPerPlayerWeekOnScreen: number;
}

/** A ping answered through the Lambda is billed at least this long (a guess for a warm, tiny handler). */
const LAMBDA_PING_MS = 5;

export function heartbeatCost(deployment: Deployment): HeartbeatCost {
  const pings = 3_600_000 / deployment.pingEveryMs;
  const messages = 2 * pings;
  const { apiGatewayWebSocket: api, lambdaArm: lambda } = PRICES;
  const perPingLambda = deployment.pingInvokesLambda
    ? lambda.perMillionRequests / 1e6 +
      (LAMBDA_PING_MS / 1000) * (deployment.lambdaMemoryMb / 1024) * lambda.perGbSecond
    : 0;
  const perHour = (messages * api.perMillionMessages) / 1e6 + pings * perPingLambda;
  return {
    pingsPerVisibleHour: pings,
    messagesPerVisibleHour: messages,
    usdPerVisibleHour: perHour,
    usdPerPlayerWeekOnScreen: perHour * HOURS_OPEN_PER_DAY * WEEK_DAYS,
  };
}

/** One line for the report. */
export function heartbeatLine(deployment: Deployment): string {
  const h = heartbeatCost(deployment);
  return (
    `Heartbeat: a visible tab pings every ${deployment.pingEveryMs / 1000} s: ${h.pingsPerVisibleHour} pings, ` +
    `${h.messagesPerVisibleHour} messages per visible hour, $${h.usdPerVisibleHour.toFixed(5)} ` +
    `(a player with the game on screen ${HOURS_OPEN_PER_DAY} h a day for ${WEEK_DAYS} days: $${h.usdPerPlayerWeekOnScreen.toFixed(4)}); ` +
    `a hidden tab sends none`
  );
}
