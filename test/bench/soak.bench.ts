import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { UpdateFrame } from '../../lambdas/protocol/server.js';
import { botChooser } from '../backend/support/bots.js';
import { WsClient } from '../backend/support/ws-client.js';
import { argValue } from './support/args.js';

/**
 * `npm run soak -- [--minutes 30] [--games 100] [--pace-ms 3000]`: the local stack as `npm start`
 * runs it (its own process group, a fresh data folder), with `--games` tables played at once by
 * bots over WebSockets, each table moving every `--pace-ms` or so; a finished table is replaced by
 * a new one. Prints, every minute and at the end: the stack's resident memory, the round trip of
 * a move (sent to its acceptance) at p50 and p99, moves, errors and the machine's load; then
 * the memory after a minute of idling. Figures, not a test: nothing here passes or fails.
 */

const arg = (flag: string, fallback: number) => Number(argValue(flag) ?? fallback);
const MINUTES = arg('--minutes', 30);
const GAMES = arg('--games', 100);
const PACE_MS = arg('--pace-ms', 3000);
const IDLE_MS = arg('--idle-ms', 60_000);

interface Table {
  gameId: string;
  tokens: string[];
  seats: WsClient[];
  choose: (u: UpdateFrame) => { type: string };
  moves: number;
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startStack(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      TRADEWINDS_DATA: dataDir,
      TRADEWINDS_LOGS: 'json',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  child.stderr.on('data', (d: Buffer) => {
    const text = d.toString();
    if (!text.includes('NodeVersionSupportWarning') && !text.includes('node >=22'))
      process.stderr.write(`[stack] ${text}`);
  });
  const lines = createInterface({ input: child.stdout });
  const wsUrl = await new Promise<string>((resolve, reject) => {
    lines.on('line', (l) => {
      const m = /WebSocket (ws:\/\/\S+)\)?/.exec(l);
      if (m) resolve(m[1].replace(/[),]+$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`the stack exited with ${code ?? 'a signal'}`)));
  });
  // Its log lines are read and dropped: a full pipe would stall the stack.
  lines.on('line', () => {});
  return {
    wsUrl,
    pid: child.pid!,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
  };
}

async function newTable(wsUrl: string, n: number): Promise<Table> {
  const host = await WsClient.connect(wsUrl, { validate: false });
  const rules = n % 2 === 0 ? 'manila' : 'manila-tutorial';
  const created = await host.request(
    {
      action: 'create',
      rules,
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      nonce: `soak-nonce-${n}`.padEnd(22, '0'),
    },
    (f) => f.type === 'created' || f.type === 'error',
    120_000,
  );
  await host.close();
  if (created.type !== 'created') throw new Error(`create refused: ${JSON.stringify(created)}`);
  const tokens = created.seats.map((s) => s.token!);
  const seats: WsClient[] = [];
  for (let seat = 0; seat < 3; seat++) {
    const s = await WsClient.connect(wsUrl, { validate: false });
    await s.request(
      { action: 'subscribe', gameId: created.gameId, seat, token: tokens[seat], lastVersion: 0 },
      (f) => f.type === 'update',
      120_000,
    );
    seats.push(s);
  }
  return { gameId: created.gameId, tokens, seats, choose: botChooser(n), moves: 0 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradewinds-soak-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const stack = await startStack(dataDir, port);
  console.log(
    `soak: ${GAMES} tables, a move each every ~${PACE_MS} ms, for ${MINUTES} min; stack pid ${stack.pid}, RSS ${rssMb(stack.pid).toFixed(0)} MB at start, load ${load()}`,
  );
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const latencies: number[] = [];
  let minute: number[] = [];
  let moves = 0;
  let errors = 0;
  let finished = 0;
  let peak = 0;
  const errorCodes = new Map<string, number>();

  const play = async (n: number): Promise<void> => {
    let table = await newTable(stack.wsUrl, n);
    // Tables start apart, so their moves do not come in waves.
    await sleep(Math.random() * PACE_MS);
    while (Date.now() < end) {
      const latest = table.seats[0].model.update;
      if (!latest) {
        await sleep(200);
        continue;
      }
      if (latest.status === 'over') {
        finished++;
        await Promise.all(table.seats.map((s) => s.close()));
        table = await newTable(stack.wsUrl, n + 1000 * (finished + 1));
        continue;
      }
      const seat = latest.toAct[0];
      const mine = table.seats[seat].model.update!;
      if (mine.version < latest.version) {
        await sleep(50);
        continue;
      }
      const commandId = `soak-${mine.version}`;
      const sent = performance.now();
      const answer = await table.seats[seat]
        .request(
          {
            action: 'command',
            gameId: table.gameId,
            seat,
            token: table.tokens[seat],
            expectedVersion: mine.version,
            commandId,
            command: table.choose(mine),
          },
          (f) =>
            f.type === 'error' ||
            (f.type === 'update' && f.commandId === commandId) ||
            (f.type === 'accepted' && f.commandId === commandId),
          120_000,
        )
        .catch(() => null);
      const ms = performance.now() - sent;
      if (!answer || answer.type === 'error') {
        errors++;
        const code = answer?.type === 'error' ? answer.code : 'NO_ANSWER';
        errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
      } else {
        moves++;
        latencies.push(ms);
        minute.push(ms);
      }
      // Let every seat hear of it before the next move is chosen.
      for (let k = 0; k < 100 && table.seats.some((s) => (s.model.update?.version ?? 0) <= mine.version); k++)
        await sleep(20);
      await sleep(PACE_MS * (0.5 + Math.random()));
    }
    await Promise.all(table.seats.map((s) => s.close()));
  };

  const report = setInterval(() => {
    const rss = rssMb(stack.pid);
    peak = Math.max(peak, rss);
    console.log(
      `${((Date.now() - started) / 60_000).toFixed(1).padStart(5)} min  RSS ${rss.toFixed(0).padStart(5)} MB  moves ${String(moves).padStart(7)}  p50 ${pct(minute, 50).toFixed(0).padStart(5)} ms  p99 ${pct(minute, 99).toFixed(0).padStart(5)} ms  errors ${errors}  tables finished ${finished}  load ${load()}`,
    );
    minute = [];
  }, 60_000);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(stack.pid))), 5_000);

  const runs = await Promise.allSettled(Array.from({ length: GAMES }, (_, n) => play(n)));
  clearInterval(report);
  const failed = runs.filter((r) => r.status === 'rejected');
  const busyRss = rssMb(stack.pid);
  await sleep(IDLE_MS);
  const idleRss = rssMb(stack.pid);
  clearInterval(sampler);
  console.log(
    `\nsoak over ${MINUTES} min, ${GAMES} tables at once: ${moves} moves accepted, ${finished} tables finished, ${errors} errors${errorCodes.size ? ` (${[...errorCodes].map(([c, k]) => `${c} ${k}`).join(', ')})` : ''}, ${failed.length} table drivers failed${failed.length ? `: ${String(failed[0].reason).slice(0, 200)}` : ''}`,
  );
  console.log(`round trip of a move: p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms`);
  console.log(
    `stack RSS: peak ${peak.toFixed(0)} MB, at the end of play ${busyRss.toFixed(0)} MB, after ${IDLE_MS / 1000} s idle ${idleRss.toFixed(0)} MB; load ${load()}`,
  );
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

await main();
