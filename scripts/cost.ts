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
import { botChooser } from '../test/backend/support/bots.js';
import { bill, gbSeconds } from './cost/bill.js';
import { readDeployment } from './cost/deployment.js';
import { heartbeatCost, heartbeatLine } from './cost/heartbeat.js';
import { Harness, startStore } from './cost/harness.js';
import { printReport, type GameResult } from './cost/report.js';
import * as scenarios from './cost/scenarios.js';
import { PLAYERS, PLAYS, SCENARIO_IDS } from './cost/scenarios.js';
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
  const seats = Math.min(game.seats.max, Math.max(game.seats.min, PLAYERS));
  const result: GameResult = { rules: game.id, seats, seed, commands: 0, scenarios: [] };
  // The sitting runs first: it tells the week how many commands this seed's game takes.
  for (const scenario of SCENARIO_IDS) {
    // A store of its own for each scenario, so every scenario plays the same game: the same
    // game id and seed, hence the same dice (they derive from both).
    const store = await startStore(fixedMs);
    const h = new Harness(store, deployment, seats, seed, index + 1);
    let usage;
    try {
      store.meter.reset();
      await PLAYS[scenario]({ h, rules: game.id, seats, choose: botChooser(seed), commands: result.commands });
      usage = store.meter.reset();
    } finally {
      await store.close();
    }
    const commands = h.moves;
    if (scenario === 'sitting') result.commands = commands;
    else if (commands !== result.commands)
      throw new Error(`${game.id} ${scenario}: ${commands} commands, the sitting took ${result.commands}`);
    result.scenarios.push({
      scenario,
      usage,
      pings: { ...h.pings },
      gbSeconds: gbSeconds(usage, deployment.lambdaMemoryMb),
      bill: bill(usage, deployment.lambdaMemoryMb),
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
