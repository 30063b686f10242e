import { botMove } from '../../engine/core/bot.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame, Ctx, Seat } from '../../engine/core/types.js';
import { pickLegal } from './pick-legal.js';

export interface ArenaOptions {
  players: number;
  games: number;
  /** Game i is played from seed + i, so a run is reproducible and any one game can be replayed alone. */
  seed: number;
}

export interface ArenaResult {
  games: number;
  /** Games the bot won outright, and games it tied for first. */
  outright: number;
  tied: number;
  /** Wins with a tie for first counted as a share (1/k among k winners). */
  wins: number;
  /** The bot's mean score, and the mean score of the other seats. */
  botScore: number;
  othersScore: number;
  commands: number;
  /** The bot's choices, and the time they took in all and at the slowest, in ms (for the report, never asserted). */
  botChoices: number;
  botMs: number;
  slowestBotMs: number;
}

/**
 * Plays `games` complete games, the game's own bot in one seat against random bots
 * (pickLegal, as the tests and `npm run sim` play) in every other. The bot's seat moves on one
 * place each game, so an advantage of opening the game cancels out over a run.
 */
export function playArena(game: AnyGame, opts: ArenaOptions): ArenaResult {
  if (!game.bot) throw new Error(`${game.title} has no bot`);
  const result: ArenaResult = {
    games: opts.games,
    outright: 0,
    tied: 0,
    wins: 0,
    botScore: 0,
    othersScore: 0,
    commands: 0,
    botChoices: 0,
    botMs: 0,
    slowestBotMs: 0,
  };
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.seed + i;
    const botSeat = i % opts.players;
    const dice = seededRandom(seed);
    const choice = seededRandom(seed ^ 0x5bd1e995);
    const botRandom = seededRandom(seed ^ 0x27d4eb2f);
    const ctx = (actor: Seat | 'system'): Ctx => ({ actor, now: '2026-11-30T00:00:00.000Z', random: dice });
    let state = game.initialState();
    const apply = (actor: Seat | 'system', command: unknown) => {
      const d = game.decide(state, command, ctx(actor));
      if (!d.ok)
        throw new Error(
          `game seed ${seed}: ${actor === botSeat ? 'the bot' : 'a random bot'}'s ${JSON.stringify(command)} was refused: ${d.code} ${d.message}`,
        );
      for (const e of d.events) state = game.evolve(state, e);
    };
    apply('system', { type: 'start', seats: opts.players, options: game.defaultOptions });
    while (!game.isTerminal(state)) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) throw new Error(`game seed ${seed}: nobody to act in an unfinished game`);
      const seat = toAct[choice.int(0, toAct.length - 1)];
      let command: unknown;
      if (seat === botSeat) {
        const started = performance.now();
        command = botMove(game, state, seat, botRandom);
        const ms = performance.now() - started;
        result.botChoices++;
        result.botMs += ms;
        result.slowestBotMs = Math.max(result.slowestBotMs, ms);
      } else {
        command = pickLegal(game, state, seat, choice, opts.players);
      }
      result.commands++;
      apply(seat, command);
    }
    const outcome = game.outcome(state)!;
    if (outcome.winners.includes(botSeat)) {
      if (outcome.winners.length === 1) result.outright++;
      else result.tied++;
      result.wins += 1 / outcome.winners.length;
    }
    for (const r of outcome.results) {
      if (r.seat === botSeat) result.botScore += r.score / opts.games;
      else result.othersScore += r.score / (opts.games * (opts.players - 1));
    }
  }
  return result;
}

/** The Wilson score interval for a proportion, at 95% unless z says otherwise. */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
