import type { LegalTemplate } from './legal.js';
import type { RandomSource, Seat } from './types.js';

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
}
