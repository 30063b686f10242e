/**
 * The local stack beside boardgame.io's durable server, in one run:
 * `npx tsx test/bench/durable-anchor.bench.ts [--games G] [--moves N] [--warm W] [--rounds R]`.
 *
 * The anchor is boardgame.io 0.50's Server (koa and socket.io) with its FlatFile storage
 * (node-persist, a file per match in a temporary folder), driven by its own socket.io client,
 * playing the bidding game of support/auction-game.ts. It writes every move to disk as our
 * store does, and neither calls fsync, so it is a fairer anchor than its in-memory storage.
 * Ours is the local stack playing Manila over its WebSocket. Each server runs in a process of
 * its own, so that its CPU time (process.cpuUsage, all threads) and peak RSS are its alone; the
 * clients run here. Both play G games at once, three seats each, every move sent as soon as the
 * last one reached every seat; W untimed moves first (the JIT warms up), then N timed ones.
 * A move's round trip runs from sending until every seat has the new state. Figures, not
 * assertions: this machine's load average is printed beside each line. The two are measured R
 * times (5 unless given), in turn and in alternating order, each round with fresh servers: this
 * machine's speed drifts over minutes and one pair of runs swung the ratio between 2.9x and 3.5x,
 * so the summary is the median of the rounds' ratios. Five, not three: in one run of five the
 * rounds went from 2.84x to 3.17x, and a median of three could land either side of 3x by chance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startLocalStack } from '../../infra/local/server.js';
import { playMoves } from '../backend/support/stack-moves.js';
import { playAnchorMoves } from './support/anchor-client.js';
import { auctionGame } from './support/auction-game.js';
import { argValue } from './support/args.js';
import { median, percentile } from './support/stats.js';
import { startServingChild } from './support/serving-child.js';

interface ServerFigures {
  cpuMs: number;
  peakRssMiB: number;
}

/** Each `figures` line on stdin is answered with the CPU time and peak RSS this process has used so far. */
function answerFigures(close: () => Promise<void>) {
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line !== 'figures') return;
    const { user, system } = process.cpuUsage();
    // maxRSS is in KiB.
    const figures: ServerFigures = { cpuMs: (user + system) / 1000, peakRssMiB: process.resourceUsage().maxRSS / 1024 };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  });
  process.stdin.on('end', () => void close().then(() => process.exit(0)));
}

async function serveOurs(dataDir: string) {
  // Moves are sent as fast as the stack answers: the per-connection rate limit is off here.
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    webRoot: dataDir,
    limits: { rateBurst: Infinity },
    logs: 'off',
  });
  process.stdout.write(`${JSON.stringify({ wsUrl: stack.wsUrl })}\n`);
  answerFigures(() => stack.close());
}

async function serveAnchor(dataDir: string) {
  // boardgame.io logs every request and checks that moves' results serialize unless in production.
  process.env.NODE_ENV = 'production';
  const { Server, FlatFile, Origins } = await import('boardgame.io/server');
  const server = Server({
    games: [auctionGame],
    db: new FlatFile({ dir: dataDir }),
    origins: [Origins.LOCALHOST],
  });
  const { appServer } = await server.run(0);
  const address = appServer.address();
  if (address === null || typeof address === 'string') throw new Error(`boardgame.io listens on ${address}`);
  process.stdout.write(`${JSON.stringify({ wsUrl: `http://127.0.0.1:${address.port}` })}\n`);
  answerFigures(async () => server.kill({ appServer }));
}

interface Result {
  cpuPerMove: number;
  p50: number;
  p99: number;
  peakRssMiB: number;
  load: number;
}

type Play = (url: string, options: { moves: number; tables: number; seed: number; times?: number[] }) => Promise<void>;

async function measure(mode: string, play: Play, games: number, moves: number, warm: number): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), `tradewinds-anchor-${mode}-`));
  const child = await startServingChild(new URL(import.meta.url).pathname, dir, [], `--serve-${mode}`);
  const figures = async () => (await child.ask('figures')) as unknown as ServerFigures;
  try {
    await play(child.wsUrl, { moves: warm, tables: games, seed: 1 });
    const times: number[] = [];
    const before = await figures();
    await play(child.wsUrl, { moves, tables: games, seed: 2, times });
    const after = await figures();
    return {
      cpuPerMove: (after.cpuMs - before.cpuMs) / times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      peakRssMiB: after.peakRssMiB,
      load: loadavg()[0],
    };
  } finally {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const games = Number(argValue('--games') ?? 10);
  const moves = Number(argValue('--moves') ?? 1000);
  const warm = Number(argValue('--warm') ?? 500);
  const rounds = Number(argValue('--rounds') ?? 5);
  for (const [flag, value] of [
    ['--games', games],
    ['--moves', moves],
    ['--warm', warm],
    ['--rounds', rounds],
  ] as const)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} must be a whole number of at least 1`);
  console.log(
    `\nThe local stack (Manila) beside boardgame.io 0.50's Server with FlatFile storage (a three-seat bidding game), ${games} games at once,`,
  );
  console.log(
    `3 seats each, moves back to back; ${warm} untimed moves, then ${moves} timed; CPU: the server process's, all threads, per timed move;`,
  );
  console.log(
    `round trip: sent until every seat has the new state; load avg: 1-minute load average at the end of the run, on ${availableParallelism()} cores`,
  );
  console.log('round  server              CPU ms/move   p50 ms   p99 ms   peak RSS MiB   load avg');
  const servers = [
    ['anchor', 'boardgame.io', playAnchorMoves],
    ['ours', 'local stack', playMoves],
  ] as const;
  const ratios: { cpu: number; p50: number; rss: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const results: Partial<Record<(typeof servers)[number][0], Result>> = {};
    // Alternating which goes first, so that a machine slowing down or speeding up over the run
    // does not favour the same one in every round.
    for (const [mode, label, play] of round % 2 ? servers : [...servers].reverse()) {
      const r = await measure(mode, play, games, moves, warm);
      results[mode] = r;
      console.log(
        `${String(round).padStart(5)}  ${label.padEnd(18)}  ${r.cpuPerMove.toFixed(2).padStart(11)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${r.peakRssMiB.toFixed(0).padStart(13)}  ${r.load.toFixed(2).padStart(9)}`,
      );
    }
    const { ours, anchor } = results as Record<(typeof servers)[number][0], Result>;
    ratios.push({
      cpu: ours.cpuPerMove / anchor.cpuPerMove,
      p50: ours.p50 / anchor.p50,
      rss: ours.peakRssMiB / anchor.peakRssMiB,
    });
  }
  console.log(
    `local stack / boardgame.io, median of ${rounds} rounds: CPU per move ${median(ratios.map((r) => r.cpu)).toFixed(2)}x (rounds: ${ratios.map((r) => r.cpu.toFixed(2)).join(', ')}), p50 ${median(ratios.map((r) => r.p50)).toFixed(1)}x, peak RSS ${median(ratios.map((r) => r.rss)).toFixed(1)}x (load avg ${loadavg()[0].toFixed(2)})`,
  );
}

const serveFlag = process.argv.find((a) => a.startsWith('--serve-'));
if (serveFlag === '--serve-ours') await serveOurs(process.argv[process.argv.indexOf(serveFlag) + 1]);
else if (serveFlag === '--serve-anchor') await serveAnchor(process.argv[process.argv.indexOf(serveFlag) + 1]);
else await main();
