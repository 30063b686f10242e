// Plays a rule set's heuristic bot against random bots and prints how often it wins.
// npm run arena -- --game <id> --players N --games G [--seed S]
import { playArena, wilson } from '../test/support/arena.js';
import { ARENA_USAGE, parseArenaArgs } from './arena-args.js';

const args = parseArenaArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  console.error(ARENA_USAGE);
  process.exit(2);
}
const { game, players, games, seed } = args;

const started = performance.now();
const r = playArena(game, { players, games, seed });
const seconds = (performance.now() - started) / 1000;
const { low, high } = wilson(r.wins, r.games);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(
  `${game.title}: its bot against ${players - 1} random bot${players > 2 ? 's' : ''}, seeds ${seed}..${seed + games - 1}, the bot's seat moving on one place each game`,
);
console.log(`games: ${r.games}`);
console.log(
  `wins: ${r.wins.toFixed(r.tied > 0 ? 2 : 0)} (${r.outright} outright, ${r.tied} tied for first; a tie among k winners counts as 1/k of a win)`,
);
console.log(
  `win rate: ${pct(r.wins / r.games)}, 95% Wilson interval ${pct(low)}-${pct(high)} (a random seat: ${pct(1 / players)})`,
);
console.log(`mean score: bot ${r.botScore.toFixed(1)}, each other seat ${r.othersScore.toFixed(1)}`);
console.log(`speed: ${(r.games / seconds).toFixed(1)} games/s (${r.commands} commands in ${seconds.toFixed(1)} s)`);
console.log(
  `the bot's choices: ${r.botChoices}, ${((1000 * r.botMs) / Math.max(1, r.botChoices)).toFixed(0)} µs each on average (view and templates included), the slowest ${r.slowestBotMs.toFixed(1)} ms`,
);
