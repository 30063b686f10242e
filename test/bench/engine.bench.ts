// Engine figures for every registered game: complete random games per second on one core,
// events folded per second, and the time to fold one complete game at the largest table.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { games } from '../../engine/index.js';
import { playRandomGame } from '../support/random-play.js';
import { largest, median } from './support/stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

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
  console.log(
    `  ${gamesPerSecond.toFixed(0)} games/s (complete random games, bots choosing among legal commands, one core)`,
  );
  console.log(`  ${(events / played).toFixed(0)} events per game on average`);
  console.log(`  ${(foldedPerSecond / 1e6).toFixed(2)}M events folded/s`);
  console.log(
    `  fold one complete game: median ${(median(foldTimes) * 1000).toFixed(0)} µs, max ${(largest(foldTimes) * 1000).toFixed(0)} µs`,
  );
  const mem = process.memoryUsage();
  console.log(`  heap used ${(mem.heapUsed / 1e6).toFixed(1)} MB`);
}

// Who Rules the Sea?, as the issue measures it: complete 4-player games with the game's own random
// bot (uniform over the legal commands but for extra rolls, the end of port phases and pawning or
// redeeming, engine/games/who-rules-the-sea/bot.ts; it never resigns or votes, so a game runs to
// the notes' end, some 105 rounds and 1,000 commands), and the time to fold one such game's whole
// log. The generic figures above let bots resign, which ends games early.
{
  const { playFreightGame } = await import('../support/freight-play.js');
  const { whoRulesTheSea } = await import('../../engine/games/who-rules-the-sea/index.js');
  // A fixed floor of games, not only a span of wall-clock time: on a loaded machine a few seconds
  // hold a dozen games, and the compiler's threads, whose CPU time counts too, would weigh on them.
  const WARM_UP = 20;
  const AT_LEAST = 60;
  for (let i = 0; i < WARM_UP; i++) playFreightGame({ seats: 4, seed: 20_000 + i, bots: 'random' });
  let played = 0;
  let events = 0;
  let commands = 0;
  const logs: unknown[][] = [];
  const loadBefore = loadavg()[0];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (played < AT_LEAST || performance.now() - start < SECONDS * 1000) {
    const g = playFreightGame({ seats: 4, seed: played + 1, bots: 'random' });
    played++;
    events += g.events.length;
    commands += g.commands.length;
    if (logs.length < 50) logs.push(g.events);
  }
  const gamesPerSecond = played / ((performance.now() - start) / 1000);
  // The machine is shared: under load the wall-clock rate measures our share of a core as much as
  // the engine, so the rate per second of CPU this process got, and the load, are printed beside it.
  const cpu = process.cpuUsage(cpuStart);
  const gamesPerCpuSecond = played / ((cpu.user + cpu.system) / 1e6);
  const foldTimes: number[] = [];
  const foldCpu: number[] = [];
  const foldStart = performance.now();
  while (performance.now() - foldStart < SECONDS * 1000) {
    for (const log of logs) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      let s = whoRulesTheSea.initialState();
      for (const e of log) s = whoRulesTheSea.evolve(s, e as never);
      const c = process.cpuUsage(c0);
      foldTimes.push(performance.now() - t0);
      foldCpu.push((c.user + c.system) / 1000);
    }
  }
  console.log(`${whoRulesTheSea.title}, 4 players, the game's own random bots`);
  console.log(
    `  ${gamesPerSecond.toFixed(1)} games/s (target 100), ${(commands / played).toFixed(0)} commands and ${(events / played).toFixed(0)} events per game`,
  );
  console.log(
    `  ${gamesPerCpuSecond.toFixed(1)} games per CPU-second of this process; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${availableParallelism()} cores)`,
  );
  console.log(
    `  fold one complete 4-player game: median ${median(foldTimes).toFixed(2)} ms, max ${largest(foldTimes).toFixed(2)} ms (target under 5 ms)`,
  );
  console.log(`  fold one complete 4-player game, CPU time of this process: median ${median(foldCpu).toFixed(2)} ms`);
}
