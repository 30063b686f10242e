import { countLegal, matchesLegal, nthLegal, templatesOf, type LegalTemplate } from './legal.js';
import type { AnyGame, RandomSource, Seat } from './types.js';

/**
 * A rule set's computer player, for seats that time out or are played by the house.
 *
 * It is handed what the seat itself would see: the seat's view and its legal command
 * templates, never the state, so it cannot read another seat's secrets even by mistake
 * (a game's View type is not its State type). It must be pure: the same view, templates and
 * random source give the same command, so a chosen move can be recorded and never re-chosen.
 * Ask it only for a seat with something legal to do; it returns one of the commands the
 * templates stand for (matchesLegal holds).
 */
export interface Bot<View = unknown, Command extends { type: string } = { type: string }> {
  choose(view: View, legal: readonly LegalTemplate[], seat: Seat, random: RandomSource): Command;
  /**
   * The commands that spend and risk nothing (a pass, ending a port phase with nothing bought),
   * best first, by type (where one names a ship, any legal one). An absent player's seat, moved after a
   * timeout or held by the bot after several, plays the first one legal, and `choose` only where
   * none is (a forced launch, a roll at sea): its owner expects to come back to the money they
   * left, not to bids and purchases they never made.
   */
  safe?: readonly Command['type'][];
}

/** How the system plays a seat: to win (a seat created as a bot), or safe (an absent player's). */
export type BotMode = 'win' | 'safe';

/**
 * The move a rule set's bot makes for `seat` (in `mode`: see Bot.safe), or null when the game
 * has no bot or the seat has nothing legal to do. The seat's view and legal templates are derived here, so a caller
 * holding the full state (a timeout, a house seat, the arena) never hands it to the bot. A bot
 * answering outside its templates is a bug in the bot, so it throws rather than send it on.
 */
export function botMove(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  random: RandomSource,
  mode: BotMode = 'win',
): { type: string } | null {
  if (!game.bot) return null;
  const legal: LegalTemplate[] = game.legalCommands(state, seat);
  if (legal.length === 0) return null;
  if (mode === 'safe') {
    // The erased rule set's list is `any`: its entries are command types, strings.
    const safe = (game.bot.safe ?? []).filter((type: unknown): type is string => typeof type === 'string');
    for (const type of safe) {
      // A safe command may still name which ship ends its port phase or rolls: any of them, by the dice.
      const pool = templatesOf(legal, type);
      const count = countLegal(pool);
      if (count > 0) return nthLegal(pool, random.int(0, count - 1));
    }
  }
  // The erased rule set's bot answers `any`: it is a command once it matches a template (whose
  // `type` is always a string, so the first test never refuses what the second accepts).
  const command: unknown = game.bot.choose(game.view(state, seat), legal, seat, random);
  if (!isCommand(command) || !matchesLegal(legal, command)) {
    throw new Error(
      `${game.id}'s bot chose ${JSON.stringify(command)} for seat ${seat}, which is not among its legal commands`,
    );
  }
  return command;
}

function isCommand(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}
