import type { Bill } from './bill.js';
import type { Deployment } from './deployment.js';
import type { PingReason } from './harness.js';
import { sum, type Tally, type Usage } from './meter.js';
import { PRICES } from './prices.js';
import { SCENARIOS, type ScenarioId } from './scenarios.js';

export interface ScenarioResult {
  scenario: ScenarioId;
  usage: Usage;
  /** The clients' pings by why each was sent (scripts/cost/harness.ts). */
  pings: Record<PingReason, number>;
  gbSeconds: number;
  bill: Bill;
}

export interface GameResult {
  rules: string;
  seats: number;
  seed: number;
  /** Accepted player commands (the deal not counted). */
  commands: number;
  scenarios: ScenarioResult[];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const usd = (x: number) => `$${x.toFixed(5)}`;
const round = (x: number, d = 1) => x.toFixed(d);

export function printReport(results: GameResult[], deployment: Deployment, fixedMs: number | undefined): void {
  console.log('Cost per game: real app layer and DynamoDB adapters on dynalite, every AWS call metered');
  console.log(
    `Lambda: ${deployment.lambdaMemoryMb} MB Arm; client ping after ${deployment.livePingEveryMs / 1000} s of silence while visible and live, ` +
      `${deployment.idlePingEveryMs / 60_000} min otherwise, ` +
      `${deployment.pingInvokesLambda ? 'through the $default Lambda' : 'answered by its own route without a Lambda'}; ` +
      `a hidden tab closes its socket after ${deployment.hiddenGraceMs / 60_000} min; ` +
      (fixedMs === undefined
        ? 'handler time measured in this process (varies by run)'
        : `handler time fixed at ${fixedMs} ms per invocation`),
  );
  console.log(
    `Prices: ${PRICES.region}, ${PRICES.asOf}; ${PRICES.dynamodb.source}; ${PRICES.apiGatewayWebSocket.source}; ${PRICES.lambdaArm.source}; ${PRICES.eventBridgeScheduler.source}`,
  );
  for (const [id, text] of Object.entries(SCENARIOS)) console.log(`  ${id.padEnd(8)} ${text}`);
  for (const g of results) {
    console.log(`\n${g.rules}, ${g.seats} players, seed ${g.seed}: ${g.commands} commands`);
    console.log(
      'scenario      RCU     WCU  msgs out  msgs in  conn-min  connections  λ invocations    GB-s   DynamoDB  messages  conn-min  λ requests    λ GB-s      total',
    );
    for (const s of g.scenarios) {
      const u = s.usage;
      const lambda = `${pad(u.connectionsOpened, 11)}  ${pad(u.invocations.message, 13)}`;
      console.log(
        `${s.scenario.padEnd(8)} ${pad(round(sum(u.readUnits)), 8)} ${pad(round(sum(u.writeUnits)), 7)} ${pad(sum(u.messagesOut), 9)} ${pad(sum(u.messagesIn), 8)} ` +
          `${pad(u.connectionMinutes, 9)}  ${lambda} ${pad(round(s.gbSeconds, 3), 7)}  ` +
          `${pad(usd(s.bill.dynamodb), 9)} ${pad(usd(s.bill.messages), 9)} ${pad(usd(s.bill.connectionMinutes), 9)} ${pad(usd(s.bill.lambdaRequests), 11)} ` +
          `${pad(usd(s.bill.lambdaDuration), 9)} ${pad(usd(s.bill.total), 10)}`,
      );
    }
    console.log(`  ${wakesLine(g.scenarios)}`);
    const a = g.scenarios.find((s) => s.scenario === 'sitting');
    if (a) {
      const u = a.usage;
      const per = (x: number) => round(x / g.commands, 2);
      const cmd = (m: Tally) => m.command ?? 0;
      console.log(
        `  per command (sitting; commands only, then with connects, subscribes and pings spread over them): ` +
          `${per(cmd(u.actionReadUnits))} / ${per(sum(u.readUnits))} RCU, ${per(cmd(u.actionWriteUnits))} / ${per(sum(u.writeUnits))} WCU, ` +
          `${per(cmd(u.messagesOut))} / ${per(sum(u.messagesOut))} messages out, ${per(u.actionBilledMs.command ?? 0)} ms handler time`,
      );
    }
    if (a && fixedMs === undefined && a.usage.cpuMs.message > 0) memoryModel(a.usage, deployment);
    for (const s of g.scenarios.filter((x) => x.scenario === 'sitting' || x.scenario.startsWith('week')))
      console.log(`  ${s.scenario}: ${pingLine(s, deployment)}`);
    const b = g.scenarios.find((s) => s.scenario === 'visits');
    if (b) {
      console.log(
        `  visits: ${b.usage.messagesOut.subscribe ?? 0} subscribe frames (catch-up included), ${round((b.usage.messagesOut.subscribe ?? 0) / g.commands, 2)} per visit`,
      );
    }
    for (const c of g.scenarios.filter((s) => s.scenario.startsWith('week'))) {
      const u = c.usage;
      const { apiGatewayWebSocket: a, lambdaArm: l } = PRICES;
      const pingMessages = (u.messagesIn.ping ?? 0) + (u.messagesOut.ping ?? 0);
      const pingLambda =
        ((u.actionInvocations.ping ?? 0) * l.perMillionRequests) / 1e6 +
        ((u.actionBilledMs.ping ?? 0) / 1000) * (deployment.lambdaMemoryMb / 1024) * l.perGbSecond;
      const idle = (pingMessages * a.perMillionMessages) / 1e6 + pingLambda + c.bill.connectionMinutes;
      console.log(
        `  ${c.scenario}: ${u.connectionsOpened} connections, ${u.messagesIn.ping ?? 0} pings; ` +
          `pings (messages and Lambda) and connection-minutes are ${round((100 * idle) / c.bill.total, 0)}% of the price`,
      );
    }
  }
}

/**
 * Why the pings were sent, and what each kind cost with its answer (two messages a ping, and the
 * Lambda where ping has no route of its own): which rule of the keep-alive policy the bill pays for.
 */
function pingLine(s: ScenarioResult, deployment: Deployment): string {
  const { apiGatewayWebSocket: a, lambdaArm: l } = PRICES;
  const n = s.usage.actionInvocations.ping ?? 0;
  const lambdaPerPing = n
    ? (l.perMillionRequests / 1e6) * (n / Math.max(1, sum(s.pings))) +
      ((s.usage.actionBilledMs.ping ?? 0) / 1000 / Math.max(1, sum(s.pings))) *
        (deployment.lambdaMemoryMb / 1024) *
        l.perGbSecond
    : 0;
  const perPing = (2 * a.perMillionMessages) / 1e6 + lambdaPerPing;
  const kinds: [PingReason, string][] = [
    ['recent move', `on the live pace within ${deployment.liveAfterMoveMs / 60_000} min of a move`],
    [
      'seat to act',
      `on the live pace only because the seat was to act, its player at the page (input within ${deployment.presentAfterInputMs / 60_000} min)`,
    ],
    ['idle', 'on the idle pace'],
    ['probe', 'probes on the player coming back'],
  ];
  const parts = kinds.map(([k, text]) => `${s.pings[k]} ${text} (${usd(s.pings[k] * perPing)})`);
  return `${sum(s.pings)} pings of ${usd(s.bill.total)}: ${parts.join(', ')}`;
}

/** Lambda sizes whose price the report compares; CPU share is proportional to memory up to one vCPU at 1,769 MB. */
const SIZES_MB = [128, 256, 512, 1024];
const FULL_VCPU_MB = 1769;

/**
 * The message handler's duration and price at other memory sizes, from this run's CPU and wall
 * time: the CPU part stretches as the CPU share shrinks, the rest (waiting on the store and the
 * @connections API) does not. A model, assuming a Lambda vCPU as fast as this machine's core.
 */
function memoryModel(u: Usage, deployment: Deployment): void {
  const n = u.invocations.message;
  const cpu = u.cpuMs.message / n;
  const wait = Math.max(0, u.billedMs.message / n - cpu);
  const cells = SIZES_MB.map((mb) => {
    const ms = cpu / Math.min(1, mb / FULL_VCPU_MB) + wait;
    const usd = n * (ms / 1000) * (mb / 1024) * PRICES.lambdaArm.perGbSecond;
    return `${mb === deployment.lambdaMemoryMb ? '*' : ''}${mb} MB ${round(ms, 0)} ms ${usd.toFixed(6)}`;
  });
  console.log(
    `  message handler (sitting): ${round(cpu, 2)} ms main-thread CPU + ${round(wait, 2)} ms waiting per invocation here; ` +
      `modelled per invocation and λ duration per game: ${cells.join(', ')} (* deployed)`,
  );
}

/**
 * The wake-ups the handlers asked for, and what they would add on AWS: each a one-time schedule
 * that fires the expire handler once at its time (a Scheduler invocation and a Lambda request; the
 * expire handler's own duration is not measured here, so they stay out of the totals above).
 */
function wakesLine(scenarios: readonly ScenarioResult[]): string {
  const each = (PRICES.eventBridgeScheduler.perMillionInvocations + PRICES.lambdaArm.perMillionRequests) / 1e6;
  const parts = scenarios.map((s) => `${s.scenario} ${s.usage.wakes} (${usd(s.usage.wakes * each)})`);
  return `wake-ups asked of the scheduler (not in the totals; a schedule's firing and the expire handler's request each): ${parts.join(', ')}`;
}
