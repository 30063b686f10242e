import type { AnyGame, RejectionCodeOf } from './core/types.js';
import { manila } from './games/manila/index.js';
import { manilaTutorial } from './games/manila-tutorial/index.js';
import { whoRulesTheSea } from './games/who-rules-the-sea/index.js';

export * from './core/index.js';

const registered = [manila, manilaTutorial, whoRulesTheSea] as const;

/** Every rule set the platform serves, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.fromEntries(registered.map((g) => [g.id, g]));

/** Every rejection code some rule set the platform serves can give, core's included. */
export type RuleRejectionCode = RejectionCodeOf<(typeof registered)[number]>;

export function getGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}
