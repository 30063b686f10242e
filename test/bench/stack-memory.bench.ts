/**
 * Memory of the local stack under many moves: `npx tsx test/bench/stack-memory.bench.ts
 * [--moves N] [--tables T] [--every K]`. The stack runs in its own process; the figures are
 * its RSS, its peak RSS so far (the kernel's high-water mark: what the machine had to give it,
 * garbage included), the main thread's heap (handlers, SDK clients, WebSocket emulator) and
 * the store worker's heap (dynalite, LevelDB's JavaScript side), each after a full collection of its
 * thread: before the first move, every K moves, and after the last one once the stack is
 * idle. LevelDB's own memory (memtables, block cache) shows only in RSS. Figures, not
 * assertions: this machine's load average is printed beside each line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startLocalStack } from '../../infra/local/server.js';
import { playMoves } from '../backend/support/stack-moves.js';
import { argValue } from './support/args.js';
import { startServingChild } from './support/serving-child.js';

interface Figures {
  rss: number;
  /** The most RSS the process has held since it started (the kernel's high-water mark), before any collection. */
  peakRss: number;
  mainHeap: number;
  storeHeap: number;
}

/** `--serve DIR`: the stack in this process; each `memory` line on stdin is answered with its figures. */
async function serve(dataDir: string) {
  // The moves are sent as fast as the stack answers: the per-connection rate limit is off here.
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    webRoot: dataDir,
    limits: { rateBurst: Infinity },
    logs: 'off',
  });
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  process.stdout.write(`${JSON.stringify({ wsUrl: stack.wsUrl })}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line !== 'memory') return;
    void (async () => {
      gc();
      const store = await stack.storeMemory({ gc: true });
      const figures: Figures = {
        rss: process.memoryUsage().rss,
        // maxRSS is in KiB.
        peakRss: process.resourceUsage().maxRSS * 1024,
        mainHeap: process.memoryUsage().heapUsed,
        storeHeap: store.heapUsed,
      };
      process.stdout.write(`${JSON.stringify(figures)}\n`);
    })();
  });
  process.stdin.on('end', () => void stack.close().then(() => process.exit(0)));
}

async function startStackProcess(dataDir: string) {
  const child = await startServingChild(new URL(import.meta.url).pathname, dataDir);
  return {
    wsUrl: child.wsUrl,
    figures: async () => (await child.ask('memory')) as unknown as Figures,
    stop: child.stop,
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(8);

async function main() {
  const moves = Number(argValue('--moves') ?? 4000);
  const tables = Number(argValue('--tables') ?? 10);
  const every = Number(argValue('--every') ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-memory-'));
  const stack = await startStackProcess(dir);
  console.log(
    `\nLocal stack memory over ${moves} moves, ${tables} Manila games at once (3 seats, moves back to back; a game that ends is`,
  );
  console.log(
    `replaced), each figure after a full collection of its thread; load avg: 1-minute load average, on ${availableParallelism()} cores`,
  );
  console.log(
    'when        moves   RSS MB   peak RSS MB   main heap MB   store heap MB   store heap KB/move   load avg',
  );
  let first: Figures | undefined;
  const line = async (when: string, done: number) => {
    const f = await stack.figures();
    first ??= f;
    const perMove = done > 0 ? ((f.storeHeap - first.storeHeap) / 1024 / done).toFixed(2) : '';
    console.log(
      `${when.padEnd(10)}  ${String(done).padStart(5)}  ${mb(f.rss)}  ${mb(f.peakRss).padStart(12)}  ${mb(f.mainHeap).padStart(13)}  ${mb(f.storeHeap).padStart(14)}  ${perMove.padStart(19)}  ${loadavg()[0].toFixed(2).padStart(9)}`,
    );
  };
  try {
    await line('before', 0);
    await playMoves(stack.wsUrl, {
      moves,
      tables,
      every,
      progress: (done) => (done < moves ? line('during', done) : undefined),
    });
    // Idle: the sockets are closed and nothing is in flight; whatever is still held stays.
    await line('after', moves);
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve(process.argv[process.argv.indexOf('--serve') + 1]);
else await main();
