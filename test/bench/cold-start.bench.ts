/**
 * Cold start: `npm run bench:cold` (`-- --runs N`, default 5; `-- --one-file` to compare, see ONE_FILE).
 *
 * For each Lambda handler, built as CDK deploys it (its entry and chunks, infra/constructs/
 * handler-bundle.ts), a fresh `node` process imports the entry and answers its first event, as a
 * new Lambda sandbox would: the message handler a `ping` (no store call) and a `subscribe` (the
 * game read from dynalite, frames posted to a stub of the @connections API), the expire handler
 * a wake-up with nothing due, the history handler a real game's history. Reported per event,
 * median of the runs: the time from spawning the process to its answer, and inside it the time to
 * import the entry and to answer, their sum per run (the figure the cold-start target is for),
 * and the CPU time the process spent on both (every thread's; other work on this shared machine
 * sways it less than the wall clock). The answer includes reading the chunks it first needs.
 * Node's own start is in the first figure; on Lambda the runtime's start is too.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynalite } from '../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../infra/local/tables.js';
import { DynamoConnections } from '../../lambdas/adapters/dynamo/connections.js';
import { DynamoSubscriptions } from '../../lambdas/adapters/dynamo/subscriptions.js';
import { DynamoEventStore } from '../../lambdas/adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../../lambdas/adapters/dynamo/game-repository.js';
import { cryptoSeeds, randomIds, systemClock } from '../../lambdas/adapters/system.js';
import { createGame, prepareGame } from '../../lambdas/app/create-game.js';
import type { Ports } from '../../lambdas/app/ports.js';
import { HANDLERS } from '../support/handler-bundle.js';
import { median } from './support/stats.js';
import { build } from 'esbuild';
import { HANDLER_MODULE, bundleHandlerTo, handlerBuildOptions } from '../../infra/constructs/handler-bundle.js';
import { unconfiguredScheduler } from '../../lambdas/adapters/local-scheduler.js';
import { STAGES } from '../../infra/stages.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'one-file': { type: 'boolean', default: false } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs is a whole number of runs, at least 1; got '${values.runs}'`);
/**
 * `--one-file` measures each event a second time, alternating run by run, against the handler
 * built as one file (splitting off, as CDK's NodejsFunction built it before): the gain of the
 * split in one run, on the same machine at the same load.
 */
const ONE_FILE = values['one-file'];

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs in the fresh process: imports the bundle, hands it one event, prints the timings.
 * `performance.now()` counts from the process's start, so the first figure is Node's own boot.
 */
const RUNNER = `
const booted = performance.now();
const cpu0 = process.cpuUsage();
const { handler } = await import(process.argv[2]);
const imported = performance.now();
const result = await handler(JSON.parse(process.argv[3]));
const answered = performance.now();
const cpu = process.cpuUsage(cpu0);
// The expire handler answers nothing (a scheduled event has no caller to answer): it counts as 200.
process.stdout.write(JSON.stringify({ bootMs: booted, importMs: imported - booted, answerMs: answered - imported, cpuMs: (cpu.user + cpu.system) / 1000, status: result?.statusCode ?? 200 }) + '\\n');
process.exit(0);
`;

interface Sample {
  totalMs: number;
  bootMs: number;
  importMs: number;
  answerMs: number;
  /** Import plus first answer, per run (the figure the cold-start target is for). */
  importAndAnswerMs: number;
  /** The process's CPU time (every thread's) from the import's start to the answer: less swayed by other work on the machine than the wall-clock figures. */
  cpuMs: number;
}

function socketEvent(routeKey: string, connectionId: string, body?: string) {
  const eventType = routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  return {
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      domainName: 'cold.local',
      stage: 'live',
      requestId: 'cold',
      apiId: 'cold',
    },
    body,
    isBase64Encoded: false,
  };
}

/** Answers every @connections post with 200, as API Gateway does for a live connection. */
async function managementStub() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

function runOnce(runner: string, bundle: string, event: unknown, env: NodeJS.ProcessEnv): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [runner, bundle, JSON.stringify(event)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // The handler's own log lines (JSON too) come first; the runner's line is the one with the timings.
      const line = out.split('\n').find((l) => l.startsWith('{"bootMs"'));
      if (line) {
        const totalMs = performance.now() - t0;
        const r = JSON.parse(line) as Omit<Sample, 'totalMs' | 'importAndAnswerMs'> & { status: number };
        if (r.status !== 200) reject(new Error(`answered ${r.status}: ${err}`));
        else
          resolve({
            totalMs,
            bootMs: r.bootMs,
            importMs: r.importMs,
            answerMs: r.answerMs,
            importAndAnswerMs: r.importMs + r.answerMs,
            cpuMs: r.cpuMs,
          });
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`exited with ${code ?? 'a signal'}: ${err}`));
    });
  });
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = mkdtempSync(join(tmpdir(), 'tradewinds-cold-'));

// The bundles carry the SDK; placed in the project folder, anything they left out would still resolve.
const bundleDir = mkdtempSync(join(root, '.cold-start-'));

/** The handler's entry, built once into the bench's folder: as CDK deploys it, or as one file. */
async function built(handler: (typeof HANDLERS)[number], oneFile: boolean): Promise<string> {
  const dir = join(bundleDir, oneFile ? `${handler}-one-file` : handler);
  const entry = join(dir, `${HANDLER_MODULE}.mjs`);
  if (!existsSync(entry)) {
    if (oneFile) await build({ ...handlerBuildOptions(handler, dir), splitting: false });
    else await bundleHandlerTo(handler, dir);
  }
  return entry;
}
const dynamo = await startDynalite(dataDir);
const stub = await managementStub();
try {
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTables(client);
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const ports = {
    events: new DynamoEventStore(doc, LOCAL_TABLES.events),
    games: new DynamoGameRepository(doc, LOCAL_TABLES.games),
    connections: new DynamoConnections(doc, LOCAL_TABLES.connections),
    subscriptions: new DynamoSubscriptions(doc, LOCAL_TABLES.subscriptions),
    clock: systemClock,
    seeds: cryptoSeeds,
    scheduler: unconfiguredScheduler,
    ids: randomIds,
  } as Omit<Ports, 'broadcaster'> as Ports;
  const prepared = await prepareGame(ports, { action: 'prepare', rules: 'manila' });
  const created = await createGame(ports, {
    action: 'create',
    gameId: prepared.gameId,
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: ['Ann', 'Bob', 'Cy', 'Dee'].map((name) => ({ name, open: false, bot: false })),
  });
  client.destroy();
  const { gameId } = created;
  const token = created.seats[0].token!;

  const env = {
    ...process.env,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    EVENTS_TABLE: LOCAL_TABLES.events,
    GAMES_TABLE: LOCAL_TABLES.games,
    CONNECTIONS_TABLE: LOCAL_TABLES.connections,
    // What the CDK app gives the message function besides (infra/stacks/tradewinds-stack.ts): without
    // them a subscribe reports its webhook unreadable, and no scheduler is built.
    SUBSCRIPTIONS_TABLE: LOCAL_TABLES.subscriptions,
    CHAT_TABLE: LOCAL_TABLES.chat,
    SCHEDULE_GROUP: 'tradewinds-cold',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/tradewinds-cold-scheduler',
    EXPIRE_FUNCTION_ARN: 'arn:aws:lambda:us-east-1:123456789012:function:tradewinds-cold-expire',
    MIN_MOVE_SECONDS: String(STAGES.dev.minMoveSeconds),
    POWERTOOLS_SERVICE_NAME: 'tradewinds-cold',
    WS_MANAGEMENT_ENDPOINT: stub.url,
    NODE_OPTIONS: '',
  };
  const runner = join(bundleDir, 'runner.mjs');
  writeFileSync(runner, RUNNER);

  const cases: { handler: (typeof HANDLERS)[number]; label: string; event: (run: number) => unknown }[] = [
    {
      handler: 'message',
      label: 'message: ping',
      event: (i) => socketEvent('$default', `cold-${i}`, JSON.stringify({ action: 'ping' })),
    },
    {
      handler: 'message',
      label: 'message: subscribe',
      event: (i) =>
        socketEvent(
          '$default',
          `cold-${i}`,
          JSON.stringify({ action: 'subscribe', gameId, seat: 0, token, lastVersion: 0 }),
        ),
    },
    // A wake-up for a game with nothing due: loads the game (its item and newest records) and stops.
    { handler: 'expire', label: 'expire: nothing due', event: () => ({ gameId }) },
    {
      handler: 'history',
      label: 'history',
      event: () => ({
        routeKey: 'GET /games/{gameId}/history',
        requestContext: { domainName: 'cold.local', stage: '$default', http: { method: 'GET' }, requestId: 'cold' },
        pathParameters: { gameId },
      }),
    },
  ];

  console.log(
    `\nCold start: a fresh node ${process.version} process imports the handler's entry (its directory as CDK deploys it) and answers its first event;`,
  );
  console.log(`median of ${RUNS} runs; DynamoDB is dynalite on this machine, @connections a local stub`);
  console.log(
    'event                           spawn→answer ms   node boot ms   import ms   first answer ms   import+answer ms   its CPU ms',
  );
  for (const c of cases) {
    const builds = [{ label: c.label, entry: await built(c.handler, false) }];
    if (ONE_FILE) builds.push({ label: `${c.label} (one file)`, entry: await built(c.handler, true) });
    const samples = builds.map((): Sample[] => []);
    for (let i = 0; i < RUNS; i++)
      for (const [b, { entry }] of builds.entries()) samples[b].push(await runOnce(runner, entry, c.event(i), env));
    for (const [b, { label }] of builds.entries()) {
      const m = (k: keyof Sample) => median(samples[b].map((s) => s[k])).toFixed(1);
      console.log(
        `${label.padEnd(30)}  ${m('totalMs').padStart(15)}  ${m('bootMs').padStart(13)}  ${m('importMs').padStart(10)}  ${m('answerMs').padStart(16)}  ${m('importAndAnswerMs').padStart(17)}  ${m('cpuMs').padStart(11)}`,
      );
    }
  }
  const [one, five, fifteen] = loadavg();
  console.log(
    `  load average of this machine: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min), ${fifteen.toFixed(2)} (15 min) on ${availableParallelism()} cores; other work on it shows in the figures`,
  );
} finally {
  await stub.close();
  await dynamo.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}
