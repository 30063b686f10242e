// Plays complete games with random bots and checks every game's invariants after every event.
// npm run sim -- --games N --players 3|4|5 --seed S [--game manila] [--variant]
// npm run sim -- --game who-rules-the-sea --players 2..6 [--voyage short] [--bots random|greedy|mixed]
//   (the freight game's own report, scripts/sim/freight.ts)
import { parseArgs } from 'node:util';
import { getGame, games } from '../engine/index.js';
import { playRandomGame } from '../test/support/random-play.js';
import { invariantsByGame } from '../test/support/invariants/index.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string' },
    seed: { type: 'string', default: '1' },
    game: { type: 'string', default: 'manila' },
    variant: { type: 'boolean', default: false },
    voyage: { type: 'string', default: 'standard' },
    bots: { type: 'string', default: 'greedy' },
  },
});

const game = getGame(values.game);
if (!game) {
  console.error(`Unknown game "${values.game}". Known: ${Object.keys(games).join(', ')}`);
  process.exit(2);
}
const count = Number(values.games);
if (game.id === 'who-rules-the-sea') {
  const bounds = (values.players ?? '2..6').split('..').map(Number);
  const lo = bounds[0];
  const hi = bounds.at(1) ?? lo;
  const players = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const voyage = values.voyage;
  const bots = values.bots;
  if (
    players.some((n) => !Number.isInteger(n) || n < game.seats.min || n > game.seats.max) ||
    !Number.isInteger(count) ||
    count < 1
  ) {
    console.error(
      `--players takes a count or a range within ${game.seats.min}..${game.seats.max}, --games a positive integer`,
    );
    process.exit(2);
  }
  if ((voyage !== 'standard' && voyage !== 'short') || (bots !== 'random' && bots !== 'greedy' && bots !== 'mixed')) {
    console.error('--voyage is standard or short; --bots random, greedy or mixed');
    process.exit(2);
  }
  const { simulateFreight } = await import('./sim/freight.js');
  process.exit(simulateFreight({ players, games: count, seed: Number(values.seed), voyage, bots }) > 0 ? 1 : 0);
}
const seats = Number(values.players ?? game.seats.min);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('--games must be a positive integer and --seed an integer');
  process.exit(2);
}
if (!Number.isInteger(seats) || seats < game.seats.min || seats > game.seats.max) {
  console.error(`${game.title} takes ${game.seats.min}-${game.seats.max} players, not ${seats}`);
  process.exit(2);
}
const defaults: unknown = game.defaultOptions;
let options = defaults;
if (values.variant) {
  if (typeof defaults !== 'object' || defaults === null || !('strongerPirates' in defaults)) {
    console.error(`${game.title} has no stronger-pirates variant`);
    process.exit(2);
  }
  options = { ...defaults, strongerPirates: true };
}

const violations: string[] = [];
const rounds: number[] = [];
const eventCounts: number[] = [];
const winnerWealth: number[] = [];
const makeChecker = invariantsByGame[game.id];

for (let i = 0; i < count; i++) {
  const check = makeChecker?.();
  const gameSeed = seed + i;
  const played = playRandomGame(game, {
    seats,
    seed: gameSeed,
    options,
    onStep(before, events) {
      if (!check) return;
      let s = before;
      for (const e of events) {
        const next: unknown = game.evolve(s, e);
        for (const v of check(s, e, next)) violations.push(`game seed ${gameSeed}: ${v}`);
        s = next;
      }
    },
  });
  const final: unknown = played.final;
  const round = typeof final === 'object' && final !== null && 'round' in final ? final.round : undefined;
  rounds.push(typeof round === 'number' ? round : 0);
  eventCounts.push(played.events.length);
  const outcome = game.outcome(played.final);
  for (const r of outcome?.results ?? []) if (r.rank === 1) winnerWealth.push(r.score);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const range = (xs: number[]) => `mean ${mean(xs).toFixed(1)}, min ${Math.min(...xs)}, max ${Math.max(...xs)}`;
console.log(
  `${game.title}, ${seats} players${values.variant ? ', stronger pirates' : ''}, seeds ${seed}..${seed + count - 1}`,
);
console.log(`games played: ${count}`);
console.log(`rounds per game: ${range(rounds)}`);
console.log(`events per game: ${range(eventCounts)}`);
console.log(`winners' mean wealth: ${mean(winnerWealth).toFixed(1)}`);
console.log(
  `invariant violations: ${violations.length}${makeChecker ? '' : ' (no invariants registered for this game)'}`,
);
for (const v of violations.slice(0, 20)) console.log(`  ${v}`);
process.exit(violations.length > 0 ? 1 : 0);
