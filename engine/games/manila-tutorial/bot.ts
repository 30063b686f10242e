import type { Bot } from '../../core/bot.js';
import { boundsOf, templatesOf, type LegalTemplate } from '../../core/legal.js';
import type { RandomSource, Seat } from '../../core/types.js';
import { ROUNDS, SHIPS } from './constants.js';
import type { TutorialCommand } from './types.js';
import type { TutorialView } from './view.js';

// Why this bot mostly passes: a share costs 10 and pays its cargo's price (2-6) each time its
// ship lands exactly on 13, about one round in four, and the game lasts 3 rounds; a bet wins 1:1
// on a number that two dice hit at best one time in six. Both lose money on average, and the
// score is pesos. So the bot keeps its 30 pesos and gambles only in the last round, and only
// when it would otherwise lose: then a long shot is better than a sure defeat. Every turn of
// this game offers a pass, and a bet is built inside its template's bounds, so every answer
// is legal.

/** Two dice sum to 7 more often than to anything else (6 ways in 36). */
const LIKELIEST_SUM = 7;
/**
 * How much of an opponent's open shares the bot counts as coming back this round: a ship lands
 * exactly on 13 about a quarter of the time, a little more with the collisions that refund.
 */
const ARRIVAL_WEIGHT = 0.3;

export const tutorialBot: Bot<TutorialView, TutorialCommand> = {
  // Passing buys no shares and places no bet.
  safe: ['pass'],
  choose(view, legal, seat, random) {
    if (view.phase.kind !== 'bets' || view.round < ROUNDS) return { type: 'pass' };
    return lastRoundBet(view, legal, seat, random) ?? { type: 'pass' };
  },
};

/**
 * In the last betting turn: if some opponent is likely to end ahead of the bot, or level and
 * ahead on shares bought (the tie-break; this bot buys none), stake just enough on the
 * likeliest sum to pass that opponent if the bet wins.
 */
function lastRoundBet(
  view: TutorialView,
  legal: readonly LegalTemplate[],
  seat: Seat,
  random: RandomSource,
): TutorialCommand | null {
  const template = templatesOf(legal, 'bet').at(0);
  if (!template) return null;
  const me = view.players[seat];
  const mine = me.cash;
  let threat = 0;
  for (const p of view.players) {
    if (p.seat === seat) continue;
    const expected = p.cash + pendingWinnings(view, p.seat) + ARRIVAL_WEIGHT * cargoDue(view, p.shares);
    // Level with the bot is a threat only for a player who would win the tie-break (T19);
    // a tie it would share is worth more than a long shot.
    if (expected > mine || (expected === mine && p.sharesBought > me.sharesBought)) threat = Math.max(threat, expected);
  }
  if (threat === 0) return null;
  const { min, max } = boundsOf(template.stake);
  const stake = Math.min(max, Math.max(min, Math.floor(threat - mine) + 1));
  const ship = SHIPS[random.int(0, SHIPS.length - 1)];
  return { type: 'bet', ship, number: LIKELIEST_SUM, stake };
}

/** An opponent's open bets this round, counted at their chance: one in six at best, so little. */
function pendingWinnings(view: TutorialView, seat: Seat): number {
  return view.bets.filter((b) => b.seat === seat && b.result === null).reduce((n, b) => n + (2 * b.stake) / 6, 0);
}

/** What an opponent's shares pay if every ship still racing this round arrives. */
function cargoDue(view: TutorialView, shares: Record<string, number>): number {
  return view.ships.reduce(
    (n, s) => n + (s.fate === 'at-sea' || s.fate === 'arrived' ? shares[s.ship] * (s.price ?? 0) : 0),
    0,
  );
}
