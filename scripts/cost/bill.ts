import { sum, type Usage } from './meter.js';
import { PRICES } from './prices.js';

/** What a run costs, in dollars, line by line. */
export interface Bill {
  dynamodb: number;
  messages: number;
  connectionMinutes: number;
  lambdaRequests: number;
  lambdaDuration: number;
  total: number;
}

export const gbSeconds = (u: Usage, memoryMb: number) => (sum(u.billedMs) / 1000) * (memoryMb / 1024);

export function bill(u: Usage, memoryMb: number): Bill {
  const perMillion = (n: number, price: number) => (n * price) / 1e6;
  const { dynamodb: d, apiGatewayWebSocket: a, lambdaArm: l } = PRICES;
  const lines = {
    dynamodb:
      perMillion(sum(u.readUnits), d.perMillionReadUnits) + perMillion(sum(u.writeUnits), d.perMillionWriteUnits),
    messages: perMillion(sum(u.messagesOut) + sum(u.messagesIn), a.perMillionMessages),
    connectionMinutes: perMillion(u.connectionMinutes, a.perMillionConnectionMinutes),
    lambdaRequests: perMillion(sum(u.invocations), l.perMillionRequests),
    lambdaDuration: gbSeconds(u, memoryMb) * l.perGbSecond,
  };
  return { ...lines, total: Object.values(lines).reduce((x, v) => x + v, 0) };
}
