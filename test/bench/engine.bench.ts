// Engine figures for every registered game: complete random games per second on one core,
// events folded per second, and the time to fold one complete game at the largest table.
import { performance } from 'node:perf_hooks';
import { games } from '../../engine/index.js';
import { playRandomGame } from '../support/random-play.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

for (const game of Object.values(games)) {
  const seats = game.seats.max;
  // Warm up the JIT before timing.
  for (let i = 0; i < 20; i++) playRandomGame(game, { seats, seed: 10_000 + i });

  let played = 0;
  let events = 0;
  const logs: unknown[][] = [];
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    const g = playRandomGame(game, { seats, seed: played + 1 });
    played++;
    events += g.events.length;
    if (logs.length < 200) logs.push(g.events);
  }
  const gamesPerSecond = played / ((performance.now() - start) / 1000);

  let folded = 0;
  const foldTimes: number[] = [];
  const foldStart = performance.now();
  while (performance.now() - foldStart < SECONDS * 1000) {
    for (const log of logs) {
      const t0 = performance.now();
      let s = game.initialState();
      for (const e of log) s = game.evolve(s, e);
      foldTimes.push(performance.now() - t0);
      folded += log.length;
    }
  }
  const foldedPerSecond = folded / ((performance.now() - foldStart) / 1000);

  console.log(`${game.title} (${seats} players)`);
  console.log(`  ${gamesPerSecond.toFixed(0)} games/s (complete random games, bots choosing among legal commands, one core)`);
  console.log(`  ${(events / played).toFixed(0)} events per game on average`);
  console.log(`  ${(foldedPerSecond / 1e6).toFixed(2)}M events folded/s`);
  console.log(`  fold one complete game: median ${(median(foldTimes) * 1000).toFixed(0)} µs, max ${(Math.max(...foldTimes) * 1000).toFixed(0)} µs`);
  const mem = process.memoryUsage();
  console.log(`  heap used ${(mem.heapUsed / 1e6).toFixed(1)} MB`);
}
