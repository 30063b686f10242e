/**
 * `npm run cost [-- --seed S] [--json] [--ms N]`: plays a complete game of every rule set
 * (PLAYERS seats) through the application layer and the real DynamoDB adapters on dynalite,
 * in four scenarios (scripts/cost/scenarios.ts), meters every AWS call (scripts/cost/meter.ts)
 * and prices it at AWS list prices (scripts/cost/prices.ts).
 *
 * Counts (units, messages, invocations, connection-minutes) depend only on the seed; GB-seconds
 * come from handler time measured here unless `--ms N` bills every invocation N ms. The last line
 * prices the client's heartbeat alone, per hour a tab is visible (scripts/cost/heartbeat.ts).
 */
import { parseArgs } from 'node:util';
import { games } from '../engine/index.js';
import { bill, gbSeconds } from './cost/bill.js';
import { readDeployment } from './cost/deployment.js';
import { heartbeatCost, heartbeatLine } from './cost/heartbeat.js';
import { playScenario, seatsFor } from './cost/play-scenario.js';
import { printReport, type GameResult } from './cost/report.js';
import * as scenarios from './cost/scenarios.js';
import { SCENARIO_IDS } from './cost/scenarios.js';
import { PRICES } from './cost/prices.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    ms: { type: 'string' },
  },
});
const seed = Number(values.seed);
const fixedMs = values.ms === undefined ? undefined : Number(values.ms);
if (!Number.isInteger(seed) || (fixedMs !== undefined && !(fixedMs >= 0))) {
  console.error('usage: npm run cost -- [--seed INTEGER] [--json] [--ms MILLISECONDS]');
  process.exit(2);
}

const deployment = readDeployment();
const results: GameResult[] = [];
for (const [index, game] of Object.values(games).entries()) {
  const result: GameResult = { rules: game.id, seats: seatsFor(game), seed, commands: 0, scenarios: [] };
  // The sitting runs first: it tells the week how many commands this seed's game takes.
  for (const scenario of SCENARIO_IDS) {
    const run = await playScenario({
      game,
      scenario,
      seed,
      index: index + 1,
      deployment,
      fixedMs,
      commands: result.commands,
    });
    if (scenario === 'sitting') result.commands = run.moves;
    else if (run.moves !== result.commands)
      throw new Error(`${game.id} ${scenario}: ${run.moves} commands, the sitting took ${result.commands}`);
    result.scenarios.push({
      scenario,
      usage: run.usage,
      pings: run.pings,
      gbSeconds: gbSeconds(run.usage, deployment.lambdaMemoryMb),
      bill: bill(run.usage, deployment.lambdaMemoryMb),
    });
  }
  results.push(result);
}

const parameters = Object.fromEntries(
  Object.entries(scenarios).filter(([k, v]) => /^[A-Z_]+$/.test(k) && typeof v === 'number'),
);
if (values.json)
  console.log(
    JSON.stringify(
      {
        deployment,
        parameters,
        prices: PRICES,
        fixedMs: fixedMs ?? null,
        heartbeat: heartbeatCost(deployment),
        games: results,
      },
      null,
      2,
    ),
  );
else {
  printReport(results, deployment, fixedMs);
  console.log(`\n${heartbeatLine(deployment)}`);
}
