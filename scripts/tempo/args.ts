import { parseArgs } from 'node:util';
import { getGame, games } from '../../engine/index.js';
import type { AnyGame } from '../../engine/core/types.js';

export const TEMPO_USAGE =
  'usage: npm run tempo -- --game <id> --players N --games G [--voyage short|standard] [--orders on|off] [--seed S]';

export interface TempoArgs {
  game: AnyGame;
  players: number;
  games: number;
  /** The table options: the rule set's defaults, with the voyage when one is given. */
  options: unknown;
  orders: boolean;
  seed: number;
}

/** The tempo measure's command line, checked: its arguments, or one sentence saying what is wrong. */
export function parseTempoArgs(argv: readonly string[]): TempoArgs | { error: string } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        game: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string' },
        voyage: { type: 'string' },
        orders: { type: 'string', default: 'on' },
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
  if (players === null || players < game.seats.min || players > game.seats.max)
    return { error: `${game.title} takes ${game.seats.min}-${game.seats.max} players, not "${values.players}"` };
  if (values.games === undefined) return { error: '--games is required' };
  const count = whole(values.games);
  if (count === null || count < 1)
    return { error: `--games must be a whole number of at least 1, not "${values.games}"` };
  const defaults: unknown = game.defaultOptions;
  let options = defaults;
  if (values.voyage !== undefined) {
    const parsed = game.optionsSchema.safeParse({ ...(defaults as object), voyage: values.voyage });
    if (!parsed.success) return { error: `${game.title} has no voyage "${values.voyage}"` };
    options = parsed.data as unknown;
  }
  const orders = values.orders ?? 'on';
  if (orders !== 'on' && orders !== 'off') return { error: `--orders is on or off, not "${orders}"` };
  const seed = whole(values.seed ?? '1');
  if (seed === null || seed < 0 || seed > 0x7fffffff)
    return { error: `--seed must be a whole number from 0 to 2147483647, not "${values.seed ?? '1'}"` };
  return { game, players, games: count, options, orders: orders === 'on', seed };
}

function whole(raw: string): number | null {
  const n = Number(raw);
  return /^\s*-?\d+\s*$/.test(raw) && Number.isSafeInteger(n) ? n : null;
}
