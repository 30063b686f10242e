// Plays a rule set's heuristic bot against random bots and prints how often it wins.
// npm run arena -- --game <id> --players N --games G [--seed S]
import { parseArgs } from 'node:util';
import { getGame, games } from '../engine/index.js';
import { playArena, wilson } from '../test/support/arena.js';

function fail(message: string): never {
  console.error(message);
  console.error('usage: npm run arena -- --game <id> --players N --games G [--seed S]');
  process.exit(2);
}

function integer(name: string, raw: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined) fail(`--${name} is required`);
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    fail(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return n;
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: { game: { type: 'string' }, players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string', default: '1' } },
  }));
} catch (e) {
  fail((e as Error).message);
}
if (values.game === undefined) fail(`--game is required; known: ${Object.keys(games).join(', ')}`);
const game = getGame(values.game);
if (!game) fail(`Unknown game "${values.game}"; known: ${Object.keys(games).join(', ')}`);
if (!game.bot) fail(`${game.title} has no bot yet`);
const players = integer('players', values.players, game.seats.min, game.seats.max);
const count = integer('games', values.games, 1);
const seed = integer('seed', values.seed, 0, 0x7fffffff);

const started = performance.now();
const r = playArena(game, { players, games: count, seed });
const seconds = (performance.now() - started) / 1000;
const { low, high } = wilson(r.wins, r.games);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`${game.title}: its bot against ${players - 1} random bot${players > 2 ? 's' : ''}, seeds ${seed}..${seed + count - 1}, the bot's seat rotating`);
console.log(`games: ${r.games}`);
console.log(`wins: ${r.wins.toFixed(r.tied > 0 ? 2 : 0)} (${r.outright} outright, ${r.tied} tied for first, a tie counted as a share of a win)`);
console.log(`win rate: ${pct(r.wins / r.games)}, 95% Wilson interval ${pct(low)}-${pct(high)} (a random seat: ${pct(1 / players)})`);
console.log(`mean score: bot ${r.botScore.toFixed(1)}, others ${r.othersScore.toFixed(1)}`);
console.log(`speed: ${(r.games / seconds).toFixed(0)} games/s, ${r.commands} commands in ${seconds.toFixed(1)} s`);
