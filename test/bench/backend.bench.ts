/**
 * Backend benchmark: `npx tsx test/bench/backend.bench.ts` (`--round-trips`: part 1 only;
 * `--no-bundles`: parts 1 and 2; `--samples N`, `--warm N`: timed and untimed commands per run of
 * part 1, 1,000 each unless given; `--profile DIR`: the stack processes of part 1 write V8 CPU
 * profiles of every thread to DIR)
 *  1. command round trip on the local stack (sent until every seat has the update), p50/p99,
 *     with 1, 10 and 100 games played at once; the stack runs in its own process;
 *  2. DynamoDB calls and consumed capacity per command at game versions 10, 100 and 1,000,
 *     counted by SDK middleware on the real adapters against dynalite;
 *  3. the minified size of each Lambda handler, bundled as CDK bundles it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seededRandom } from '../../engine/core/random.js';
import { seal } from '../../lambdas/app/chain.js';
import { HANDLERS, bundleHandler } from '../support/handler-bundle.js';
import { startDynalite } from '../../infra/local/dynalite.js';
import { startLocalStack } from '../../infra/local/server.js';
import { ensureTables, LOCAL_TABLES } from '../../infra/local/tables.js';
import { DynamoConnections } from '../../lambdas/adapters/dynamo/connections.js';
import { DynamoSubscriptions } from '../../lambdas/adapters/dynamo/subscriptions.js';
import { DynamoEventStore } from '../../lambdas/adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../../lambdas/adapters/dynamo/game-repository.js';
import { randomIds, seededSeeds, systemClock } from '../../lambdas/adapters/system.js';
import { loadGame, snapshotFormat } from '../../lambdas/app/load-game.js';
import type { Ports } from '../../lambdas/app/ports.js';
import { statusOf } from '../../lambdas/app/views.js';
import type { CreatedFrame, UpdateFrame } from '../../lambdas/protocol/server.js';
import { botChooser } from '../backend/support/bots.js';
import { MemoryBroadcaster, MemoryScheduler } from '../backend/support/memory-ports.js';
import { MemoryTable } from '../backend/support/memory-table.js';
import { WsClient } from '../backend/support/ws-client.js';
import { acceptances } from '../backend/support/setup.js';
import { argValue } from './support/args.js';
import { startServingChild } from './support/serving-child.js';
import { percentile } from './support/stats.js';

const SEATS = 3;
const names = Array.from({ length: SEATS }, (_, i) => ({ name: `Bot ${i + 1}` }));

// --- 1. Round trip on the local stack -------------------------------------------------

/**
 * `--serve DIR`: run the local stack in this process and print its URL (the parent measures
 * from outside). Each `cpu` line on stdin is answered with the CPU time the process has used,
 * all its threads together (the handlers, the dynalite worker, V8's helpers).
 */
async function serve(dataDir: string) {
  // Saturating runs send faster than one player could: the per-connection rate limit is off here.
  const stack = await startLocalStack({ port: 0, dataDir, webRoot: dataDir, limits: { rateBurst: Infinity } });
  process.stdout.write(`${JSON.stringify({ wsUrl: stack.wsUrl })}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
    }
  });
  process.stdin.on('end', () => void stack.close().then(() => process.exit(0)));
}

/**
 * CPU milliseconds each thread of a process has used, from /proc (Linux only; elsewhere
 * empty): the main thread (handlers, SDK clients, WebSocket emulator) under 'main', the
 * others (the dynalite worker, V8's compiler and GC helpers, libuv's pool) under 'others'.
 */
function threadCpuMs(pid: number): { main: number; others: number } | null {
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name; utime and stime are the 14th and 15th, in clock ticks (100 per second).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      if (tid === String(pid)) main += ms;
      else others += ms;
    }
    return { main, others };
  } catch {
    return null;
  }
}

/** `--games 1,10` and `--modes back-to-back` narrow part 1, for quick comparisons while tuning. */
const GAME_COUNTS = (argValue('--games') ?? '1,10,100').split(',').map(Number);
const MODES = (argValue('--modes') ?? 'paced,back-to-back').split(',') as ('paced' | 'back-to-back')[];

const profileDir = argValue('--profile');

async function startStackProcess(dataDir: string) {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = await startServingChild(new URL(import.meta.url).pathname, dataDir, profile);
  return {
    wsUrl: child.wsUrl,
    threads: () => threadCpuMs(child.pid),
    /** CPU milliseconds the stack process has used so far. */
    cpuMs: async () => ((await child.ask('cpu')) as { cpuMs: number }).cpuMs,
    stop: child.stop,
  };
}

interface BenchGame {
  gameId: string;
  tokens: string[];
  seats: WsClient[];
}

async function openGame(wsUrl: string): Promise<BenchGame> {
  const host = await WsClient.connect(wsUrl, { validate: false });
  const created = (await host.request(
    { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: names },
    (f) => f.type === 'created',
  )) as CreatedFrame;
  await host.close();
  const tokens = created.seats.map((s) => s.token!);
  const seats = await Promise.all(
    tokens.map(async (token, seat) => {
      const c = await WsClient.connect(wsUrl, { validate: false });
      await c.request(
        { action: 'subscribe', gameId: created.gameId, seat, token, lastVersion: 0 },
        (f) => f.type === 'update',
      );
      return c;
    }),
  );
  return { gameId: created.gameId, tokens, seats };
}

const closeGame = (g: BenchGame) => Promise.all(g.seats.map((c) => c.close()));

/**
 * One table of the benchmark: plays `moves` commands, each timed from sending until every
 * seat has the update. When its game ends, the table opens a new one (untimed) and goes on,
 * so any number of samples can be taken. With `thinkMs`, a player thinks for a random while
 * (exponential, that mean) before each move.
 */
async function playTimed(
  wsUrl: string,
  first: BenchGame,
  moves: number,
  seed: number,
  thinkMs = 0,
): Promise<{ times: number[]; game: BenchGame }> {
  const choose = botChooser(seed);
  const random = seededRandom(seed);
  const times: number[] = [];
  let g = first;
  while (times.length < moves) {
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, -thinkMs * Math.log(random.int(1, 1_000_000) / 1_000_001)));
    // Every seat at the newest version first: the server may append a move of its own after an
    // update (a forced one: a share nobody can pay for declined), and a choice from the older
    // update would be stale.
    const newest = Math.max(...g.seats.map((c) => c.model.version));
    await Promise.all(g.seats.map((c) => c.waitFor((f) => f.type === 'update' && f.version >= newest)));
    if (g.seats[0].model.update!.status === 'over') {
      await closeGame(g);
      g = await openGame(wsUrl);
    }
    const seat = g.seats[0].model.update!.toAct[0];
    const update = g.seats[seat].model.update!;
    const version = update.version;
    const commandId = `bench-${seat}-${version}`;
    const sent = g.seats[seat].frames.length;
    const t0 = performance.now();
    g.seats[seat].send({
      action: 'command',
      gameId: g.gameId,
      seat,
      token: g.tokens[seat],
      expectedVersion: version,
      commandId,
      command: choose(update),
    });
    const answer = await g.seats[seat].waitFor(
      (f) => (f.type === 'update' || f.type === 'error') && f.commandId === commandId,
      sent,
    );
    if (answer.type !== 'update') {
      // A forced move came in between: the player looks again, and this try is no sample.
      if (answer.type === 'error' && answer.code === 'STALE') continue;
      throw new Error(`command refused: ${JSON.stringify(answer)}`);
    }
    const accepted = answer.version;
    await Promise.all(g.seats.map((c) => c.waitFor((f) => f.type === 'update' && f.version >= accepted)));
    times.push(performance.now() - t0);
  }
  return { times, game: g };
}

/** Offered load of the paced runs, whatever the number of games: a busy evening for a turn-based site. */
const PACED_COMMANDS_PER_SECOND = 20;
/** Timed commands per run: the p99 then rests on the ten slowest, not on the single worst. */
const SAMPLES = Number(argValue('--samples') ?? 1000);
/**
 * Untimed commands played first on each fresh stack, so the JIT has compiled the hot paths.
 * After 200, V8 was still optimizing and deoptimizing the SDK's and dynalite's functions
 * (--trace-opt --trace-deopt) and its compiler threads added a third to the CPU per command;
 * a server that has run for a minute is past that.
 */
const WARM_UP_COMMANDS = Number(argValue('--warm') ?? 1000);

async function roundTrips() {
  console.log('\nCommand round trip on the local stack (sent until every seat has the update; 3 seats per game;');
  console.log(
    `stack in its own process, fresh for each run and warmed up with ${WARM_UP_COMMANDS} untimed commands; ${SAMPLES} timed commands per run;`,
  );
  console.log(`paced: ${PACED_COMMANDS_PER_SECOND} commands/s offered in all, players think between moves;`);
  console.log(
    'back-to-back: every game sends its next command as soon as the last one is everywhere, saturating the stack;',
  );
  console.log(
    'stack CPU: CPU time of the stack process per timed command, all threads, then the main thread (handlers,',
  );
  console.log(
    'SDK clients, WebSocket emulator) and the others (dynalite worker, V8 and libuv helpers); back-to-back commands/s is the saturated rate;',
  );
  console.log(
    `load avg: this machine's 1-minute load average at the end of the run, on ${availableParallelism()} cores: other work on it shows in the figures)`,
  );
  console.log(
    'load          games  commands   p50 ms   p99 ms   mean ms   commands/s   stack CPU ms  (main + others)  load avg',
  );
  for (const mode of MODES) {
    for (const games of GAME_COUNTS) {
      const dir = mkdtempSync(join(tmpdir(), 'tradewinds-bench-'));
      const stack = await startStackProcess(dir);
      try {
        let tables: BenchGame[] = [];
        for (let i = 0; i < games; i += 10)
          tables.push(
            ...(await Promise.all(Array.from({ length: Math.min(10, games - i) }, () => openGame(stack.wsUrl)))),
          );
        const warm = Math.max(3, Math.ceil(WARM_UP_COMMANDS / games));
        tables = (await Promise.all(tables.map((g, i) => playTimed(stack.wsUrl, g, warm, i + 1)))).map((r) => r.game);
        const think = mode === 'paced' ? (games / PACED_COMMANDS_PER_SECOND) * 1000 : 0;
        const moves = Math.ceil(SAMPLES / games);
        const threads0 = stack.threads();
        const cpu0 = await stack.cpuMs();
        const t0 = performance.now();
        const runs = await Promise.all(tables.map((g, i) => playTimed(stack.wsUrl, g, moves, 1000 + i, think)));
        const elapsed = (performance.now() - t0) / 1000;
        const cpu = (await stack.cpuMs()) - cpu0;
        const threads1 = stack.threads();
        const times = runs.flatMap((r) => r.times);
        const mean = times.reduce((a, b) => a + b, 0) / times.length;
        const per = (ms: number) => (ms / times.length).toFixed(1);
        const split =
          threads0 && threads1
            ? `(${per(threads1.main - threads0.main)} + ${per(threads1.others - threads0.others)})`
            : '';
        console.log(
          `${mode.padEnd(12)}  ${String(games).padStart(5)}  ${String(times.length).padStart(8)}  ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 99).toFixed(1).padStart(7)}  ${mean.toFixed(1).padStart(8)}  ${(times.length / elapsed).toFixed(0).padStart(11)}  ${per(cpu).padStart(13)}  ${split.padStart(15)}  ${loadavg()[0].toFixed(2).padStart(8)}`,
        );
        await Promise.all(runs.map((r) => closeGame(r.game)));
      } finally {
        await stack.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}

// --- 2. DynamoDB cost per command ------------------------------------------------------

interface Meter {
  calls: Map<string, number>;
  /** Capacity units consumed, by table (the connections index counts under connections). */
  read: Map<string, number>;
  write: Map<string, number>;
}

const total = (m: Map<string, number>, keys?: string[]) =>
  [...m].filter(([k]) => !keys || keys.includes(k)).reduce((a, [, v]) => a + v, 0);

/** Counts every DynamoDB call by table and operation, and asks DynamoDB for the capacity each consumed. */
function meteredClient(endpoint: string): { client: DynamoDBClient; meter: Meter } {
  const meter: Meter = { calls: new Map(), read: new Map(), write: new Map() };
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const tableName = (t: string) => Object.entries(LOCAL_TABLES).find(([, v]) => v === t)?.[0] ?? t;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TableName?: string; IndexName?: string; ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const op = (context.commandName ?? '?').replace(/Command$/, '');
      const table = tableName(input.TableName ?? '?');
      const key = `${table}${input.IndexName ? `/${input.IndexName}` : ''} ${op}`;
      meter.calls.set(key, (meter.calls.get(key) ?? 0) + 1);
      const result = await next(args);
      const units =
        (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity?.CapacityUnits ?? 0;
      const bucket = /Get|Query|Scan/.test(op) ? meter.read : meter.write;
      bucket.set(table, (bucket.get(table) ?? 0) + units);
      return result;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
  return { client, meter };
}

async function costPerCommand() {
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-cost-'));
  const dynamo = await startDynalite(dir);
  const { client, meter } = meteredClient(dynamo.endpoint);
  await ensureTables(client);
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const broadcaster = new MemoryBroadcaster();
  const ports: Ports & { broadcaster: MemoryBroadcaster } = {
    events: new DynamoEventStore(doc, LOCAL_TABLES.events),
    games: new DynamoGameRepository(doc, LOCAL_TABLES.games),
    connections: new DynamoConnections(doc, LOCAL_TABLES.connections),
    subscriptions: new DynamoSubscriptions(doc, LOCAL_TABLES.subscriptions),
    broadcaster,
    clock: systemClock,
    seeds: seededSeeds(7),
    // Wakes are the scheduler's API, not DynamoDB's: recorded here, left out of the counts.
    scheduler: new MemoryScheduler(),
    ids: randomIds,
  };
  const table = new MemoryTable(ports);
  const lastUpdate = (conn: string) =>
    table
      .received(conn)
      .filter((f): f is UpdateFrame => f.type === 'update')
      .at(-1)!;

  /** A three-seat game with its seats subscribed, and a function that plays one legal move. */
  async function newGame(seed: number) {
    const [created] = (await table.send('host', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: names,
    })) as CreatedFrame[];
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    const conn = (seat: number) => `c${seat}-${gameId}`;
    for (let s = 0; s < SEATS; s++)
      await table.send(conn(s), { action: 'subscribe', gameId, seat: s, token: tokens[s], lastVersion: 0 });
    const choose = botChooser(seed);
    const move = async (tag: string) => {
      const seat = lastUpdate(conn(0)).toAct[0];
      const update = lastUpdate(conn(seat));
      const answer = await table.send(conn(seat), {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: update.version,
        commandId: `${tag}-${update.version}`,
        command: choose(update),
      });
      if (acceptances(answer).length === 0)
        throw new Error(`command refused: ${JSON.stringify(answer.filter((f) => f.type === 'error'))}`);
    };
    const resubscribe = async (lastVersion: number) => {
      for (let s = 0; s < SEATS; s++) {
        const frames = await table.send(conn(s), {
          action: 'subscribe',
          gameId,
          seat: s,
          token: tokens[s],
          lastVersion,
        });
        if (frames.some((f) => f.type === 'error')) throw new Error(JSON.stringify(frames));
      }
    };
    return { gameId, move, resubscribe };
  }

  /**
   * A game standing a few moves short of `target`. A Manila game may end before version 100,
   * so logs past 48 are reached by playing 40 real moves and appending empty filler records,
   * then writing the snapshot as an accepted command would.
   */
  async function gameNear(target: number) {
    // At most 40 real moves, so the 8 moves measured after them never run into the game's end.
    const realMoves = Math.min(target - 8, 40);
    for (let seed = target; ; seed++) {
      const g = await newGame(seed);
      let loaded = await loadGame(ports, g.gameId);
      while (loaded.version < realMoves && !loaded.game.isTerminal(loaded.state)) {
        await g.move('play');
        loaded = await loadGame(ports, g.gameId);
      }
      if (loaded.game.isTerminal(loaded.state)) continue;
      // Filler is chained like any record, so the commands after it link to it.
      // A record's time is read as an instant (deadlines count from it), so filler carries a real one.
      const at = new Date().toISOString();
      for (let v = loaded.version + 1, head = loaded.head; v <= target - 8; v++) {
        head = seal(loaded.record, head, {
          version: v,
          commandId: `filler-${v}`,
          actor: 'system',
          at,
          eventVersion: 1,
          command: null,
          draws: [],
          events: [],
        });
        await ports.events.append(g.gameId, head);
      }
      loaded = await loadGame(ports, g.gameId);
      await ports.games.recordProgress(g.gameId, {
        version: loaded.version,
        status: statusOf(loaded.game, loaded.state),
        toAct: loaded.game.toAct(loaded.state),
        updatedAt: at,
        snapshot: { version: loaded.version, format: snapshotFormat(loaded.game), state: loaded.state },
        head: loaded.head?.hash ?? null,
      });
      await g.resubscribe(loaded.version);
      return g;
    }
  }

  console.log('\nDynamoDB per accepted command (real adapters on dynalite, 3 seats subscribed, mean of 5 commands)');
  console.log('version  reads  writes  load RCU  index RCU   WCU  full-fold RCU  calls');
  for (const target of [10, 100, 1000]) {
    const g = await gameNear(target);
    for (let i = 0; i < 3; i++) await g.move('warm');
    meter.calls.clear();
    meter.read.clear();
    meter.write.clear();
    const n = 5;
    for (let i = 0; i < n; i++) await g.move('measured');
    const per = (x: number) => +(x / n).toFixed(2);
    const calls = [...meter.calls].map(([k, c]) => `${k} ${per(c)}`).join(', ');
    const reads = [...meter.calls].filter(([k]) => /Get|Query/.test(k)).reduce((a, [, c]) => a + c, 0);
    const writes = [...meter.calls].filter(([k]) => /Put|Update|Delete/.test(k)).reduce((a, [, c]) => a + c, 0);
    const loadRcu = total(meter.read, ['games', 'events']);
    const indexRcu = total(meter.read, ['connections']);
    const wcu = total(meter.write);
    meter.read.clear();
    const version = (await loadGame(ports, g.gameId)).version;
    meter.read.clear();
    await ports.events.readAfter(g.gameId, 0);
    const foldRcu = total(meter.read);
    console.log(
      `${String(version).padStart(7)}  ${String(per(reads)).padStart(5)}  ${String(per(writes)).padStart(6)}  ${per(loadRcu).toFixed(1).padStart(8)}  ${per(indexRcu).toFixed(1).padStart(9)}  ${per(wcu).toFixed(1).padStart(4)}  ${foldRcu.toFixed(1).padStart(13)}  ${calls}`,
    );
  }
  console.log(
    '  reads/writes: calls per command, the connections index query included; load RCU: games item (holding the snapshot) + log tail',
  );
  console.log(
    '  full-fold RCU: what reading the whole log would cost instead; past version ~100 the log holds empty filler records',
  );
  client.destroy();
  await dynamo.close();
  rmSync(dir, { recursive: true, force: true });
}

// --- 3. Bundle sizes --------------------------------------------------------------------

async function bundleSizes() {
  console.log(
    '\nLambda handler directories (esbuild, minified ESM for node22 split into an entry and chunks, the AWS SDK included, as CDK deploys them)',
  );
  console.log('handler       minified KB   gzip KB (each file gzipped)');
  for (const handler of HANDLERS) {
    const files = await bundleHandler(handler);
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0) / 1024;
    console.log(
      `${handler.padEnd(12)}  ${sum(files.map((f) => f.length))
        .toFixed(1)
        .padStart(11)}  ${sum(files.map((f) => gzipSync(f).length))
        .toFixed(1)
        .padStart(8)}`,
    );
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3]);
} else {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // `--round-trips` runs only the first part, for quick comparisons while tuning.
  if (!process.argv.includes('--round-trips')) {
    if (!process.argv.includes('--no-bundles')) await bundleSizes();
    await costPerCommand();
  }
  await roundTrips();
}
