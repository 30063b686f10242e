import { parseArgs } from 'node:util';
import { getGame, games } from '../engine/index.js';
import type { AnyGame } from '../engine/core/types.js';

export const ARENA_USAGE = 'usage: npm run arena -- --game <id> --players N --games G [--seed S]';

export interface ArenaArgs {
  game: AnyGame;
  players: number;
  games: number;
  seed: number;
}

/** The arena's command line, checked: its arguments, or one sentence saying what is wrong. */
export function parseArenaArgs(argv: readonly string[]): ArenaArgs | { error: string } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        game: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string', default: '1' },
      },
    }));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const known = Object.keys(games).join(', ');
  if (values.game === undefined) return { error: `--game is required; known games: ${known}` };
  const game = getGame(values.game);
  if (!game) return { error: `unknown game "${values.game}"; known games: ${known}` };
  if (!game.bot) return { error: `${game.title} has no bot yet` };
  if (values.players === undefined)
    return { error: `--players is required: ${game.title} takes ${game.seats.min}-${game.seats.max}` };
  const players = whole(values.players);
  if (players === null || players < game.seats.min || players > game.seats.max) {
    return { error: `${game.title} takes ${game.seats.min}-${game.seats.max} players, not "${values.players}"` };
  }
  if (values.games === undefined) return { error: '--games is required' };
  const count = whole(values.games);
  if (count === null || count < 1)
    return { error: `--games must be a whole number of at least 1, not "${values.games}"` };
  const seed = whole(values.seed ?? '1');
  if (seed === null || seed < 0 || seed > 0x7fffffff)
    return { error: `--seed must be a whole number from 0 to 2147483647, not "${values.seed ?? '1'}"` };
  return { game, players, games: count, seed };
}

function whole(raw: string): number | null {
  const n = Number(raw);
  return /^\s*-?\d+\s*$/.test(raw) && Number.isSafeInteger(n) ? n : null;
}
